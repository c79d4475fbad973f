// Run-time scorer: folded text -> hashed n-gram logit + style features -> stacked logit -> Platt.
import type { SectionArrays, TextModelHeader } from './artifact';
import { TextModelFormatError } from './artifact';
import type { NgramScratch, NgramSpec } from './ngram-features';
import { charGramCount, featureDim } from './ngram-features';
import { STYLE_DIM, STYLE_FEATURE_NAMES, styleFromCounts } from './style-features';
import { NGRAM_OUT, WasmScorer } from './wasm-scorer';
import { LM_STEP } from './word-lm';

export interface TextScore {
  /** Calibrated P(machine-generated / fake) in [0, 1]. */
  probability: number;
  /**
   * Per sub-model scores, for reasons: `ngram_gpt2` and `ngram_modern` (probabilities of the two n-gram
   * heads alone), `style` (the style-and-surprise part of the combiner) and `lm_surprisal` (nats/word).
   */
  components?: Record<string, number>;
}

export interface TextModel {
  readonly id: string;
  readonly version: string;
  /**
   * ISO 639-1 codes of the languages the model was trained and measured on. The analyzer lets it score only
   * texts detected as one of these (docs/decisions/101-judged-reviews-and-coverage.md).
   */
  readonly languages: readonly string[];
  /** Fewest words a text needs before the model's score means something (measured: docs/decisions/041). */
  readonly minWords: number;
  /** Scores one review text written in `language` (one of `languages`; the analyzer always says which). */
  score(text: string, language?: string): TextScore;
}

/** What an artifact that does not state its coverage was measured on: English texts of 10 words or more. */
export const DEFAULT_MODEL_COVERAGE = { languages: ['en'], minWords: 10 } as const;

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
  readonly languages: readonly string[];
  readonly minWords: number;
  private readonly spec: NgramSpec;
  private readonly biasA: number;
  private readonly biasB: number;
  private readonly scaleA: number;
  private readonly scaleB: number;
  /**
   * The per-character work (n-grams, style counts, word LM) in WebAssembly; it holds its own copy of
   * the tables, so this model keeps no reference to the artifact's arrays (one copy per thread).
   */
  private readonly scorer: WasmScorer;
  private readonly style = new Float64Array(STYLE_DIM);
  private readonly styleMean: Float64Array;
  private readonly styleInvStd: Float64Array;
  private readonly styleWeights: Float64Array;
  private readonly headWeightA: number;
  private readonly headWeightB: number;
  private readonly headWeightMax: number;

  constructor(
    readonly header: TextModelHeader,
    arrays: SectionArrays,
  ) {
    this.id = header.id;
    this.version = header.version;
    this.languages = header.languages ?? DEFAULT_MODEL_COVERAGE.languages;
    this.minWords = header.minWords ?? DEFAULT_MODEL_COVERAGE.minWords;
    this.spec = header.ngram;
    this.biasA = header.ngram.heads[0]!.bias;
    this.biasB = header.ngram.heads[1]!.bias;
    const weights = arrays.ngram_weights;
    const word = arrays.lm_word;
    const pair = arrays.lm_pair;
    // The run-time scorer reads int8 weights only (ADR 121).
    if (!(weights instanceof Int8Array) || weights.length !== 2 * featureDim(header.ngram))
      throw new TextModelFormatError('Text model: n-gram weight section missing or not int8.');
    if (
      !(word instanceof Uint16Array) ||
      !(pair instanceof Uint8Array) ||
      header.lm.step !== LM_STEP
    )
      throw new TextModelFormatError('Text model: language-model sections missing or mis-typed.');
    const names = header.style.names;
    if (names.length !== STYLE_DIM || names.some((n, i) => n !== STYLE_FEATURE_NAMES[i]))
      throw new TextModelFormatError('Text model: style features differ from this code; retrain.');
    const inputs = header.stacker.inputs;
    if (inputs.length !== STYLE_DIM + 3 || header.stacker.weights.length !== inputs.length)
      throw new TextModelFormatError('Text model: stacker shape differs from this code; retrain.');
    this.scaleA = header.ngram.weightScales[0]!;
    this.scaleB = header.ngram.weightScales[1]!;
    try {
      this.scorer = new WasmScorer(header.ngram, {
        weights,
        lmWord: word,
        lmPair: pair,
        unseenSurprisal: header.lm.unseenSurprisal,
      });
    } catch (err) {
      if (err instanceof RangeError) throw new TextModelFormatError(`Text model: ${err.message}.`);
      throw err;
    }
    this.styleMean = Float64Array.from(header.style.mean);
    this.styleInvStd = Float64Array.from(header.style.std, (s) => (s > 0 ? 1 / s : 0));
    this.headWeightMax = header.stacker.weights[0]!;
    this.headWeightA = header.stacker.weights[1]!;
    this.headWeightB = header.stacker.weights[2]!;
    this.styleWeights = Float64Array.from(header.stacker.weights.slice(3));
  }

  score(text: string): TextScore {
    const scorer = this.scorer;
    const n = scorer.runText(typeof text === 'string' ? text : '');
    const o = scorer.out;
    // Each n-gram block L2-normalised by sqrt(its gram count), as ngramLogit does in training.
    const nw = o[NGRAM_OUT.wordGrams]!;
    const nc = charGramCount(o[NGRAM_OUT.len]!, this.spec.charMinN, this.spec.charMaxN);
    const wordNorm = nw > 0 ? 1 / Math.sqrt(nw) : 0;
    const charNorm = nc > 0 ? 1 / Math.sqrt(nc) : 0;
    const gpt2 =
      (o[NGRAM_OUT.wordA]! * wordNorm + o[NGRAM_OUT.charA]! * charNorm) * this.scaleA + this.biasA;
    const modern =
      (o[NGRAM_OUT.wordB]! * wordNorm + o[NGRAM_OUT.charB]! * charNorm) * this.scaleB + this.biasB;
    styleFromCounts(n, scorer.styleCounts, scorer.lmSums, this.style);
    let styleLogit = this.header.stacker.bias;
    for (let i = 0; i < STYLE_DIM; i++) {
      styleLogit +=
        this.styleWeights[i]! * (this.style[i]! - this.styleMean[i]!) * this.styleInvStd[i]!;
    }
    // max() lets the combiner say "fake if either head says so": a linear sum of the two logits let a
    // very negative modern-head logit cancel a clear GPT-2 fake (validation accuracy 0.93 vs 0.96).
    const stacked =
      this.headWeightMax * Math.max(gpt2, modern) +
      this.headWeightA * gpt2 +
      this.headWeightB * modern +
      styleLogit;
    const { a, b } = this.header.calibration;
    const probability = sigmoid(a * stacked + b);
    return new StackedScore(
      Number.isFinite(probability) ? probability : 0.5,
      gpt2,
      modern,
      styleLogit,
      this.style[STYLE_DIM - 3]!,
    );
  }
}

/**
 * A score whose per-part components are computed only when read (reasons, tools): the batch path
 * reads `probability` alone, and the nested object with three more exponentials per review was
 * measurable at 30,000+ reviews/s (docs/decisions/034).
 */
class StackedScore implements TextScore {
  constructor(
    readonly probability: number,
    private readonly gpt2Logit: number,
    private readonly modernLogit: number,
    private readonly styleLogit: number,
    private readonly surprisal: number,
  ) {}

  get components(): Record<string, number> {
    return {
      ngram_gpt2: sigmoid(this.gpt2Logit),
      ngram_modern: sigmoid(this.modernLogit),
      style: sigmoid(this.styleLogit),
      lm_surprisal: this.surprisal,
    };
  }
}
