// Public entry of the text model: load the committed artifact and score single review texts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { decodeArtifact } from './artifact';
import { StackedTextModel } from './model';
import type { TextModel } from './model';

export type { TextModel, TextScore } from './model';
export { DEFAULT_MODEL_COVERAGE } from './model';
export { foldText } from './fold';
export {
  TEXT_MODEL_FORMAT,
  TEXT_MODEL_FORMAT_VERSION,
  TextModelFormatError,
  decodeArtifact,
  encodeArtifact,
} from './artifact';
export type { SectionArrays, TextModelHeader } from './artifact';

/** The committed artifact, resolved from this source file (packages/detector/src/text-model). */
export const DEFAULT_TEXT_MODEL_PATH = fileURLToPath(
  new URL('../../../../models/text-model-v1.bin', import.meta.url),
);

/** Loads a text model artifact synchronously; throws TextModelFormatError on a format mismatch. */
export function loadTextModel(path: string = DEFAULT_TEXT_MODEL_PATH): TextModel {
  const bytes = readFileSync(path);
  const { header, arrays } = decodeArtifact(bytes);
  return new StackedTextModel(header, arrays);
}

/** Builds a model from artifact bytes already in memory (tests, tools). */
export function textModelFromBytes(bytes: Uint8Array): TextModel {
  const { header, arrays } = decodeArtifact(bytes);
  return new StackedTextModel(header, arrays);
}

// Building blocks for the training tools in ml/ (one hashing implementation for training and scoring).
export { NgramScratch, extractNgrams, featureDim, MAX_CHARS } from './ngram-features';
export type { NgramSpec } from './ngram-features';
export { STYLE_DIM, STYLE_FEATURE_NAMES, extractStyle, wordHashes } from './style-features';
export { WasmScorer } from './wasm-scorer';
export { LM_STEP, WordLm, buildWordLmTables } from './word-lm';
export type { WordLmTables } from './word-lm';
export { StackedTextModel, ngramLogit, standardise } from './model';
export { TEXT_LAYER_INPUTS, lengthTerm } from './text-layer';
export {
  STRUCTURE_DIM,
  STRUCTURE_FEATURE_NAMES,
  hasAssistantFraming,
  isPlainText,
  readChatStructure,
} from './chat-structure';
export { SEGMENT_CHARS, segmentText } from './segments';
export { MAX_SEGMENTS, hasPunctuationRun, prepareText } from './text-prep';
export {
  MULTILINGUAL_MAX_CHARS,
  MULTILINGUAL_STYLE_DIM,
  MULTILINGUAL_STYLE_NAMES,
  multilingualNgrams,
  multilingualStyle,
  normaliseMultilingual,
} from './multilingual';
export type { MultilingualSpec } from './multilingual';
export { MultilingualScorer } from './multilingual-scorer';
export type { LanguageCombinerSpec } from './multilingual-scorer';
export type { PreparedText } from './text-prep';
