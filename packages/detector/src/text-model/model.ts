// Run-time scorer: folded text -> hashed n-gram logit + style features -> stacked logit -> Platt.
import type { SectionArrays, TextModelHeader } from './artifact';
import { TextModelFormatError } from './artifact';
import { foldText } from './fold';
import { NgramScratch, extractNgrams } from './ngram-features';
import type { NgramSpec } from './ngram-features';
import { STYLE_DIM, STYLE_FEATURE_NAMES, extractStyle } from './style-features';
import { WordLm } from './word-lm';

export interface TextScore {
  /** Calibrated P(machine-generated / fake) in [0, 1]. */
  probability: number;
  /** Per sub-model scores, for reasons: `ngram` and `style` probabilities, `lm_surprisal` in nats/word. */
  components?: Record<string, number>;
}

export interface TextModel {
  readonly id: string;
  readonly version: string;
  score(text: string): TextScore;
}

/** Sum of n-gram weights with each block L2-normalised by sqrt(count) (the linear model's input). */
export function ngramLogit(weights: Float32Array, bias: number, scratch: NgramScratch): number {
  const f = scratch.features;
  const nw = scratch.nWord;
  const nc = scratch.nChar;
  let sw = 0;
  for (let i = 0; i < nw; i++) sw += weights[f[i]!]!;
  let sc = 0;
  for (let i = nw, end = nw + nc; i < end; i++) sc += weights[f[i]!]!;
  return bias + (nw > 0 ? sw / Math.sqrt(nw) : 0) + (nc > 0 ? sc / Math.sqrt(nc) : 0);
}

/** Standardised style values are clipped so that absurd inputs (100 kB of one letter) stay in range. */
export const STYLE_CLIP = 5;

export function standardise(value: number, mean: number, invStd: number): number {
  const z = (value - mean) * invStd;
  return z > STYLE_CLIP ? STYLE_CLIP : z < -STYLE_CLIP ? -STYLE_CLIP : z;
}

function sigmoid(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

export class StackedTextModel implements TextModel {
  readonly id: string;
  readonly version: string;
  private readonly spec: NgramSpec;
  private readonly ngramBias: number;
  private readonly weights: Float32Array;
  private readonly lm: WordLm;
  private readonly scratch = new NgramScratch();
  private readonly style = new Float64Array(STYLE_DIM);
  private readonly styleMean: Float64Array;
  private readonly styleInvStd: Float64Array;
  private readonly styleWeights: Float64Array;
  private readonly ngramWeight: number;

  constructor(
    readonly header: TextModelHeader,
    arrays: SectionArrays,
  ) {
    this.id = header.id;
    this.version = header.version;
    this.spec = header.ngram;
    this.ngramBias = header.ngram.bias;
    const weights = arrays.ngram_weights;
    const unigram = arrays.lm_unigram;
    const bigram = arrays.lm_bigram;
    if (!(weights instanceof Float32Array) || weights.length !== 1 << header.ngram.hashBits)
      throw new TextModelFormatError('Text model: n-gram weight section missing or mis-sized.');
    if (!(unigram instanceof Uint32Array) || !(bigram instanceof Uint32Array))
      throw new TextModelFormatError('Text model: language-model sections missing.');
    const names = header.style.names;
    if (names.length !== STYLE_DIM || names.some((n, i) => n !== STYLE_FEATURE_NAMES[i]))
      throw new TextModelFormatError('Text model: style features differ from this code; retrain.');
    const inputs = header.stacker.inputs;
    if (inputs.length !== STYLE_DIM + 1 || header.stacker.weights.length !== inputs.length)
      throw new TextModelFormatError('Text model: stacker shape differs from this code; retrain.');
    this.weights = weights;
    this.lm = new WordLm({ unigram, bigram, ...header.lm });
    this.styleMean = Float64Array.from(header.style.mean);
    this.styleInvStd = Float64Array.from(header.style.std, (s) => (s > 0 ? 1 / s : 0));
    this.ngramWeight = header.stacker.weights[0]!;
    this.styleWeights = Float64Array.from(header.stacker.weights.slice(1));
  }

  score(text: string): TextScore {
    const folded = foldText(typeof text === 'string' ? text : '');
    extractNgrams(folded, this.spec, this.scratch);
    const ngram = ngramLogit(this.weights, this.ngramBias, this.scratch);
    extractStyle(folded, this.lm, this.style);
    let styleLogit = this.header.stacker.bias;
    for (let i = 0; i < STYLE_DIM; i++) {
      styleLogit +=
        this.styleWeights[i]! * (this.style[i]! - this.styleMean[i]!) * this.styleInvStd[i]!;
    }
    const stacked = this.ngramWeight * ngram + styleLogit;
    const { a, b } = this.header.calibration;
    const probability = sigmoid(a * stacked + b);
    return {
      probability: Number.isFinite(probability) ? probability : 0.5,
      components: {
        ngram: sigmoid(ngram),
        style: sigmoid(styleLogit),
        lm_surprisal: this.style[STYLE_DIM - 3]!,
      },
    };
  }
}
