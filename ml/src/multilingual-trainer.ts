// Training the non-English part of the text model (docs/decisions/136): one hashed NB-LR head over
// multilingual n-grams (shared by all languages, or seeded per language), and per language a
// combiner of the head logit with the language-independent style profile, class-balanced and shifted
// to the fake prior. Rows are CorpusRows of any language but English.
import {
  MULTILINGUAL_STYLE_DIM,
  MULTILINGUAL_STYLE_NAMES,
  NgramScratch,
  multilingualNgrams,
  multilingualStyle,
  normaliseMultilingual,
  standardise,
  type MultilingualSpec,
} from '@reviewsentry/detector/text-model';
import type { CorpusRow } from './corpus';
import { balancedWeights, denseLogit, fitDenseLogistic } from './dense-logistic';
import { countWords } from './prepared-corpus';
import { ngramRowLogit, trainNgram, type FeatureMatrix, type NgramModel } from './ngram-trainer';

export interface MultilingualOptions {
  spec: MultilingualSpec;
  epochs: number;
  learningRate: number;
  l2: number;
  nb: boolean;
  combinerL2: number;
  priorFake: number;
  /** Weight of a segment in a (language, domain, length) cell that holds one class only. */
  singleClass: number;
  /**
   * Each language's combiner is shifted down, if need be, until at most this share of the stack
   * texts of minWords words or more of every human source of it (out-of-fold scores) pass 0.5: the
   * languages differ in how well they separate, and an honest review must not be flagged more often
   * in one than in another.
   */
  maxHumanFp: number;
  minWords: number;
  seed: number;
}

export const DEFAULT_MULTILINGUAL_OPTIONS: MultilingualOptions = {
  spec: { hashBits: 20, charMinN: 1, charMaxN: 4, wordMaxN: 2, perLanguage: false },
  epochs: 6,
  learningRate: 0.3,
  l2: 0,
  nb: true,
  combinerL2: 1,
  priorFake: 0.4,
  singleClass: 0,
  maxHumanFp: 0.02,
  minWords: 10,
  seed: 20240611,
};

export interface PreparedMultilingual {
  rows: CorpusRow[];
  normalised: string[];
  matrix: FeatureMatrix;
  style: Float64Array[];
}

export function prepareMultilingual(
  rows: CorpusRow[],
  spec: MultilingualSpec,
): PreparedMultilingual {
  const scratch = new NgramScratch();
  const normalised = rows.map((r) => normaliseMultilingual(r.text));
  const chunks: Int32Array[] = [];
  const starts = new Int32Array(rows.length + 1);
  const split = new Int32Array(rows.length);
  let total = 0;
  const style = normalised.map((t, i) => {
    multilingualNgrams(t, rows[i]!.language, spec, scratch);
    const n = scratch.nWord + scratch.nChar;
    chunks.push(scratch.features.slice(0, n));
    split[i] = total + scratch.nWord;
    total += n;
    starts[i + 1] = total;
    const s = new Float64Array(MULTILINGUAL_STYLE_DIM);
    multilingualStyle(t, s);
    return s;
  });
  const indices = new Int32Array(total);
  let o = 0;
  for (const c of chunks) {
    indices.set(c, o);
    o += c.length;
  }
  return { rows, normalised, matrix: { indices, starts, split }, style };
}

function band(chars: number): number {
  return chars < 60 ? 0 : chars < 150 ? 1 : chars < 300 ? 2 : 3;
}

/** Class balance inside every (language, domain, length) cell that holds both classes. */
function cellWeights(
  data: PreparedMultilingual,
  rows: readonly number[],
  singleClass: number,
): Float32Array {
  const w = new Float32Array(data.rows.length);
  const cell = (i: number): string => {
    const r = data.rows[i]!;
    return `${r.language}|${r.domain}|${band(data.normalised[i]!.length)}`;
  };
  const counts = new Map<string, [number, number]>();
  for (const i of rows) {
    const c = counts.get(cell(i)) ?? [0, 0];
    c[data.rows[i]!.label]!++;
    counts.set(cell(i), c);
  }
  const total = [0, 0];
  for (const i of rows) {
    const [neg, pos] = counts.get(cell(i))!;
    const y = data.rows[i]!.label;
    w[i] = neg > 0 && pos > 0 ? (neg + pos) / (2 * (y === 1 ? pos : neg)) : singleClass;
    total[y]! += w[i]!;
  }
  for (const i of rows) {
    const t = total[data.rows[i]!.label]!;
    w[i] = t > 0 ? (w[i]! * rows.length) / (2 * t) : 0;
  }
  return w;
}

export interface LanguageCombiner {
  mean: number[];
  std: number[];
  /** [head logit, standardised style...]. */
  weights: number[];
  bias: number;
}

export interface MultilingualTrained {
  head: NgramModel;
  combiners: Record<string, LanguageCombiner>;
}

/** Head on fit rows, one combiner per language on that language's stack rows. */
export function trainMultilingual(
  data: PreparedMultilingual,
  fit: readonly number[],
  stack: readonly number[],
  languages: readonly string[],
  opts: MultilingualOptions,
  /** A head already trained (the quantised one): only the combiners are fitted. */
  given?: NgramModel,
): MultilingualTrained {
  const labels = Uint8Array.from(data.rows, (r) => r.label);
  const head =
    given ??
    trainNgram(
      data.matrix,
      labels,
      {
        // trainNgram reads only the table size from a spec.
        spec: {
          hashBits: opts.spec.hashBits,
          wordMaxN: 1,
          charMinN: 1,
          charMaxN: 1,
          markEnd: false,
        },
        epochs: opts.epochs,
        learningRate: opts.learningRate,
        l2: opts.l2,
        seed: opts.seed,
        nb: opts.nb,
      },
      [...fit],
      cellWeights(data, fit, opts.singleClass),
    );
  const combiners: Record<string, LanguageCombiner> = {};
  for (const language of languages) {
    const rows = stack.filter((i) => data.rows[i]!.language === language);
    const ys = Uint8Array.from(rows, (i) => labels[i]!);
    if (!ys.includes(0) || !ys.includes(1)) continue;
    const mean = new Array<number>(MULTILINGUAL_STYLE_DIM).fill(0);
    const std = new Array<number>(MULTILINGUAL_STYLE_DIM).fill(0);
    for (const i of rows)
      for (let j = 0; j < MULTILINGUAL_STYLE_DIM; j++)
        mean[j] = mean[j]! + data.style[i]![j]! / rows.length;
    for (const i of rows)
      for (let j = 0; j < MULTILINGUAL_STYLE_DIM; j++)
        std[j] = std[j]! + (data.style[i]![j]! - mean[j]!) ** 2 / rows.length;
    for (let j = 0; j < MULTILINGUAL_STYLE_DIM; j++) std[j] = Math.sqrt(std[j]!);
    const xs = rows.map((i) => {
      const x = new Float64Array(1 + MULTILINGUAL_STYLE_DIM);
      x[0] = ngramRowLogit(data.matrix, i, head);
      for (let j = 0; j < MULTILINGUAL_STYLE_DIM; j++)
        x[1 + j] = std[j]! > 0 ? standardise(data.style[i]![j]!, mean[j]!, 1 / std[j]!) : 0;
      return x;
    });
    const m = fitDenseLogistic(xs, ys, balancedWeights(ys), opts.combinerL2);
    const shift = fpShift(xs, ys, rows, data, opts);
    combiners[language] = { mean, std, weights: m.weights, bias: m.bias + shift };
  }
  return { head, combiners };
}

/**
 * The downward shift (≤ 0) that keeps the out-of-fold flag rate of every human source's rows of
 * ≥ minWords words at or below maxHumanFp, after the prior shift the run time adds.
 */
function fpShift(
  xs: Float64Array[],
  ys: Uint8Array,
  rows: readonly number[],
  data: PreparedMultilingual,
  opts: MultilingualOptions,
): number {
  const folds = 5;
  const oof = new Float64Array(xs.length);
  for (let f = 0; f < folds; f++) {
    const idx = xs.map((_, i) => i).filter((i) => i % folds !== f);
    const sub = fitDenseLogistic(
      idx.map((i) => xs[i]!),
      Uint8Array.from(idx, (i) => ys[i]!),
      balancedWeights(Uint8Array.from(idx, (i) => ys[i]!)),
      opts.combinerL2,
    );
    for (let i = f; i < xs.length; i += folds) oof[i] = denseLogit(sub, xs[i]!);
  }
  const prior = Math.log(opts.priorFake / (1 - opts.priorFake));
  // Per human source: the shift that leaves at most floor(maxHumanFp · n) of its texts at or above 0.
  let shift = 0;
  const bySource = new Map<string, number[]>();
  xs.forEach((_, i) => {
    const r = data.rows[rows[i]!]!;
    if (ys[i] !== 0 || countWords(r.text) < opts.minWords) return;
    bySource.set(r.source, [...(bySource.get(r.source) ?? []), oof[i]! + prior]);
  });
  for (const scores of bySource.values()) {
    scores.sort((a, b) => b - a);
    const next = scores[Math.floor(opts.maxHumanFp * scores.length)];
    if (next !== undefined && next >= 0) shift = Math.min(shift, -next - 1e-9);
  }
  return shift;
}

export const MULTILINGUAL_COMBINER_INPUTS = ['ngram_logit', ...MULTILINGUAL_STYLE_NAMES];
