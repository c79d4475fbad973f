// The text layer's inputs (model.ts): the segments' mean combiner logit, the same times the text's
// length term (length-aware calibration: how much a score is worth depends on how many words it rests
// on), then the chat-structure features.
import { STRUCTURE_FEATURE_NAMES } from './chat-structure';

export const TEXT_LAYER_INPUTS = [
  'segment_logit',
  'segment_logit_x_length',
  ...STRUCTURE_FEATURE_NAMES,
] as const;

/** The length term: log of the word count relative to 30 words, the count capped at 300. */
export function lengthTerm(words: number): number {
  return Math.log(Math.max(1, Math.min(words, 300)) / 30);
}
