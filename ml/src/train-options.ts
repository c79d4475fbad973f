// The knobs of the English text model's training recipe and their shipped values (ADR 135).
import type { NgramSpec } from '@reviewsentry/detector/text-model';
import type { Balance } from './balance';

export interface TrainOptions {
  seed: number;
  spec: NgramSpec;
  epochs: number;
  learningRate: number;
  l2: number;
  nb: boolean;
  stackerL2: number;
  textL2: number;
  lmUniBits: number;
  lmBiBits: number;
  /** int8: the only width the run-time scorer reads (ADR 121). */
  weightBits: 8;
  /** Quantile of |w| that maps to the largest stored value (1 = the maximum, no clipping). */
  weightClipQuantile: number;
  /** Combine n-grams with style features (false = n-gram heads alone). */
  useStyle: boolean;
  /** Chat-structure features in the text layer (false = their weights are 0). */
  useStructure: boolean;
  /** Length-aware calibration: the score's weight depends on the text's length (model.ts). */
  lengthAware: boolean;
  /** Share of machine texts the output is calibrated for (docs/decisions/032). */
  priorFake: number;
  /** Style features left out of the combiner (their weight is 0). */
  excludeStyle: string[];
  /**
   * The human texts the GPT-2 head is trained against: every human source, or only the Amazon reviews
   * of Salminen's own data (the reviews its fakes were made to imitate).
   */
  gpt2Humans: 'all' | 'salminen';
  /**
   * A format-2 artifact whose GPT-2 head is taken over as it is instead of training one (null =
   * trained). Its fit rows must be this recipe's Salminen fit rows (frozen-head.ts checks).
   */
  gpt2HeadFrom: string | null;
  /**
   * Take that artifact's word LM too (trained on the same Salminen human fit rows), so that the
   * surprisal features are the ones its combiner read.
   */
  lmFromGpt2Head: boolean;
  /**
   * A format-2 artifact read inside the new one as its reference path (frozen-head.ts, ADR 138): its
   * GPT-2 head, word LM, second head (as a third) and combiner; null = no reference path.
   */
  referenceFrom: string | null;
  /** The chat path counts only its logit minus this margin against the reference's. */
  referenceMargin: number;
  /** Which texts the text layer may raise above the reference (artifact.ts, ADR 153). */
  referenceTextLayerOn: 'every-text' | 'long-or-structured';
  /**
   * With 'long-or-structured': plain texts worded less familiarly (mean word surprisal under the
   * reference's LM) than this share of Salminen's stacking texts are read by the text layer too
   * (ADR 154); null: none.
   */
  referenceUnfamiliarQuantile: number | null;
  /** Weight of Salminen's rows in the combiner and text layer relative to the other sources. */
  salminenWeight: number;
  /** How the fit and stack segments are weighted (balance.ts). */
  balance: Balance;
  /** Highest probability of a degenerate text (text-prep.ts). */
  degenerateCap: number;
  /** Lowest probability of a text with a chat assistant's framing (chat-structure.ts). */
  assistantFloor: number;
  /** Stamped in the artifact: the languages and minimum length the model was measured on. */
  languages: string[];
  minWords: number;
  version: string;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  seed: 20240611,
  // ADR 033: int8 weights and cache-line grouped char n-grams.
  spec: { hashBits: 21, wordMaxN: 3, charMinN: 1, charMaxN: 5, markEnd: true, charLineBits: 6 },
  weightBits: 8,
  weightClipQuantile: 1,
  // Ten passes and the GPT-2 head against Salminen's own humans, Salminen's rows weighted 3 in the
  // combiner and text layer: the recipe that keeps the Salminen bar with every other source trained on
  // (ADR 135, measurements).
  epochs: 10,
  learningRate: 0.3,
  l2: 0,
  nb: true,
  stackerL2: 1,
  textL2: 1,
  lmUniBits: 18,
  lmBiBits: 20,
  useStyle: true,
  useStructure: true,
  lengthAware: true,
  priorFake: 0.4,
  excludeStyle: [],
  gpt2Humans: 'salminen',
  salminenWeight: 3,
  gpt2HeadFrom: null,
  lmFromGpt2Head: false,
  referenceFrom: null,
  referenceMargin: 0.25,
  referenceTextLayerOn: 'long-or-structured',
  referenceUnfamiliarQuantile: 0.99,
  balance: { kind: 'domain-length', singleClass: 0 },
  degenerateCap: 0.05,
  assistantFloor: 0.9,
  languages: ['en'],
  minWords: 10,
  version: '3.0.0',
};
