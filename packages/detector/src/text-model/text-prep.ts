// From a raw review text to what the English scorer reads, the same way in training and at run time:
// chat scaffolding read off (chat-structure.ts), the prose folded to one alphabet (fold.ts) and cut
// into review-length segments (segments.ts), and the degenerate-text guard.
import { hasAssistantFraming, readChatStructure, type ChatStructure } from './chat-structure';
import { foldText } from './fold';
import { SEGMENT_CHARS, segmentText } from './segments';

/** At most this many segments of a text are scored (6,000 characters); the rest adds nothing. */
export const MAX_SEGMENTS = 10;
/** Scaffolding is looked for in this many leading characters (a bound for hostile inputs). */
export const MAX_RAW_CHARS = 20_000;

/**
 * A run of this many identical "!", "?" or "." marks: a shouted human text ("??????????"). No
 * machine text of ours has one (0 of 41,000 chat-model texts; 2 of 15,500 GPT-2 texts).
 */
const PUNCTUATION_RUN = /!{10}|\?{10}|\.{10}/;

export interface PreparedText {
  /** Folded segments, each at most SEGMENT_CHARS characters (one for most reviews). */
  segments: string[];
  /** Chat-structure features (STRUCTURE_FEATURE_NAMES order). */
  structure: Float64Array;
  /** A long run of one punctuation mark. */
  punctuationRun: boolean;
  /**
   * A chat assistant's framing around the text (chat-structure.ts hasAssistantFraming) or its chat
   * markdown (ChatStructure.chatMarkdown): what no human text we hold carries.
   */
  assistantFraming: boolean;
}

export function hasPunctuationRun(text: string): boolean {
  return PUNCTUATION_RUN.test(text);
}

/**
 * Whether the text (its first MAX_RAW_CHARS characters) carries a chat assistant's framing or chat
 * markdown, as prepareText's `assistantFraming` reads it.
 */
export function hasChatFraming(raw: string): boolean {
  return isFramed(
    readChatStructure(raw.length > MAX_RAW_CHARS ? raw.slice(0, MAX_RAW_CHARS) : raw),
  );
}

function isFramed({ features, chatMarkdown }: ChatStructure): boolean {
  return chatMarkdown || hasAssistantFraming(features);
}

export function prepareText(raw: string): PreparedText {
  const full = typeof raw === 'string' ? raw : '';
  const text = full.length > MAX_RAW_CHARS ? full.slice(0, MAX_RAW_CHARS) : full;
  const structure = readChatStructure(text);
  const { prose, features } = structure;
  const folded = foldText(prose);
  const segments =
    folded.length <= SEGMENT_CHARS
      ? [folded]
      : segmentText(folded.slice(0, SEGMENT_CHARS * MAX_SEGMENTS), SEGMENT_CHARS);
  return {
    segments,
    structure: features,
    punctuationRun: hasPunctuationRun(text),
    assistantFraming: isFramed(structure),
  };
}

/**
 * Cut into more than one segment or carrying any chat structure: the texts a format-2 reference
 * never learned to read, the only ones its artifact may let the text layer raise (ADR 153).
 */
export function isLongOrStructured(prepared: PreparedText): boolean {
  return prepared.segments.length > 1 || prepared.structure.some((v) => v !== 0);
}
