// The whole training recipe, as one function so that train-cli and eval-generators share it:
// fit rows -> n-gram logistic regression + word LM of genuine fit rows; stack rows -> combiner + Platt.
import {
  LM_STEP,
  STYLE_DIM,
  STYLE_FEATURE_NAMES,
  TEXT_MODEL_FORMAT,
  TEXT_MODEL_FORMAT_VERSION,
  WordLm,
  buildWordLmTables,
  encodeArtifact,
  extractStyle,
  foldText,
  standardise,
  wordHashes,
  type NgramSpec,
} from '@reviewsentry/detector/text-model';
import type { LabelledText } from './data';
import { balancedWeights, denseLogit, fitDenseLogistic, fitPlatt } from './dense-logistic';
import { buildFeatureMatrix, ngramLogits, trainNgram, type NgramModel } from './ngram-trainer';

export interface TrainOptions {
  seed: number;
  spec: NgramSpec;
  epochs: number;
  learningRate: number;
  l2: number;
  nb: boolean;
  stackerL2: number;
  lmUniBits: number;
  lmBiBits: number;
  /**
   * Stored n-gram weight width: int8 halves the table (cache misses are what scoring costs, ADR 121) and is
   * the only width the run-time scorer reads (int16 measured no more accurate).
   */
  weightBits: 8;
  /**
   * Quantile of |w| (non-zero weights) that maps to the largest stored value; larger weights are clipped.
   * 1 = the maximum (no clipping).
   */
  weightClipQuantile: number;
  /** Combine n-grams with style features (false = n-gram model alone, for the ADR comparison). */
  useStyle: boolean;
  /**
   * Share of fakes the output probability is calibrated for. Platt is fitted class-balanced (0.5), then
   * shifted to this prior: at 0.4 a review needs 1.5:1 evidence to pass 0.5 (docs/decisions/032).
   */
  priorFake: number;
  /** Style features left out of the combiner (their weight is 0), e.g. shortcut features. */
  excludeStyle: string[];
  version: string;
}

export const DEFAULT_TRAIN_OPTIONS: TrainOptions = {
  seed: 20240611,
  // ADR 033: int8 weights and cache-line grouped char n-grams (orders 3-5 in the block of their last
  // three characters) score ~2x faster at the same validation accuracy as int16 plain hashing.
  spec: { hashBits: 21, wordMaxN: 3, charMinN: 1, charMaxN: 5, markEnd: true, charLineBits: 6 },
  weightBits: 8,
  weightClipQuantile: 1,
  epochs: 6,
  learningRate: 0.3,
  l2: 0,
  nb: true,
  stackerL2: 1,
  lmUniBits: 18,
  lmBiBits: 20,
  useStyle: true,
  priorFake: 0.4,
  excludeStyle: [],
  version: '2.0.0',
};

export interface TrainResult {
  bytes: Uint8Array;
  log: string[];
}

function styleRows(texts: string[], lm: WordLm): Float64Array[] {
  return texts.map((t) => {
    const out = new Float64Array(STYLE_DIM);
    extractStyle(foldText(t), lm, out);
    return out;
  });
}

/** |w| at quantile q of a head's non-zero weights (q = 1: the maximum). */
function clipValue(w: Float32Array, q: number): number {
  const abs = Float32Array.from(w, Math.abs)
    .filter((x) => x > 0)
    .sort();
  if (abs.length === 0) return 1e-12;
  return abs[Math.min(abs.length - 1, Math.floor(q * (abs.length - 1)))]!;
}

/**
 * Interleaves two heads (w[2j] = a[j], w[2j+1] = b[j]) as int8, each head with its own scale (the
 * two heads' weight ranges differ), clipping beyond the chosen quantile.
 */
export function quantiseHeads(
  a: Float32Array,
  b: Float32Array,
  clipQuantile = 1,
): { interleaved: Int8Array; weightScales: [number, number] } {
  const qmax = 127;
  const scales: [number, number] = [
    clipValue(a, clipQuantile) / qmax,
    clipValue(b, clipQuantile) / qmax,
  ];
  const interleaved = new Int8Array(2 * a.length);
  const q = (x: number, scale: number): number =>
    Math.max(-qmax, Math.min(qmax, Math.round(x / scale)));
  for (let j = 0; j < a.length; j++) {
    interleaved[2 * j] = q(a[j]!, scales[0]);
    interleaved[2 * j + 1] = q(b[j]!, scales[1]);
  }
  return { interleaved, weightScales: scales };
}

function dequantise(interleaved: Int8Array, head: 0 | 1, scale: number): Float32Array {
  const out = new Float32Array(interleaved.length / 2);
  for (let j = 0; j < out.length; j++) out[j] = interleaved[2 * j + head]! * scale;
  return out;
}

export interface TrainedHeads {
  headA: NgramModel;
  headB: NgramModel;
  log: string[];
}

/**
 * The two float n-gram heads (docs/decisions/031): GPT-2 fakes vs genuine, and modern-LLM fakes vs
 * genuine. One head trained on both kinds of fakes lost 1.5 points of Salminen accuracy in validation.
 */
export function trainHeads(fit: LabelledText[], opts: TrainOptions): TrainedHeads {
  const t0 = Date.now();
  const matrix = buildFeatureMatrix(
    fit.map((r) => r.text),
    opts.spec,
  );
  const labels = Uint8Array.from(fit, (r) => r.label);
  const rowsOf = (keep: (r: LabelledText) => boolean): number[] =>
    fit.flatMap((r, i) => (keep(r) ? [i] : []));
  if (!fit.some((r) => r.label === 1 && r.group !== 'CG'))
    throw new Error('Training needs modern-LLM fakes for the second head (see --modern).');
  const headA = trainNgram(
    matrix,
    labels,
    opts,
    rowsOf((r) => r.label === 0 || r.group === 'CG'),
  );
  const headB = trainNgram(
    matrix,
    labels,
    opts,
    rowsOf((r) => r.label === 0 || r.group !== 'CG'),
  );
  const log = [
    `n-gram heads: ${fit.length} rows, ${matrix.indices.length} feature hits, ${Date.now() - t0} ms`,
  ];
  return { headA, headB, log };
}

export function trainTextModel(
  fit: LabelledText[],
  stack: LabelledText[],
  opts: TrainOptions,
  extraTraining: Record<string, unknown> = {},
): TrainResult {
  return finishTextModel(fit, stack, trainHeads(fit, opts), opts, extraTraining);
}

/** Quantises trained heads, builds the LM, fits the combiner and calibration, encodes the artifact. */
export function finishTextModel(
  fit: LabelledText[],
  stack: LabelledText[],
  heads: TrainedHeads,
  opts: TrainOptions,
  extraTraining: Record<string, unknown> = {},
): TrainResult {
  const log = [...heads.log];
  const t0 = Date.now();
  const genuine = fit.filter((r) => r.label === 0).map((r) => wordHashes(foldText(r.text)));
  const lmTables = buildWordLmTables(genuine, opts.lmUniBits, opts.lmBiBits);
  const lm = new WordLm(lmTables);

  const stackTexts = stack.map((r) => r.text);
  // Quantise first, so the combiner is fitted on exactly the logits the run-time model computes.
  const { interleaved, weightScales } = quantiseHeads(
    heads.headA.weights,
    heads.headB.weights,
    opts.weightClipQuantile,
  );
  const headA = { ...heads.headA, weights: dequantise(interleaved, 0, weightScales[0]) };
  const headB = { ...heads.headB, weights: dequantise(interleaved, 1, weightScales[1]) };
  const stackMatrix = buildFeatureMatrix(stackTexts, opts.spec);
  const logitsA = ngramLogits(stackMatrix, headA);
  const logitsB = ngramLogits(stackMatrix, headB);
  const style = styleRows(stackTexts, lm);
  const mean = new Array<number>(STYLE_DIM).fill(0);
  const std = new Array<number>(STYLE_DIM).fill(0);
  for (const row of style)
    for (let j = 0; j < STYLE_DIM; j++) mean[j] = mean[j]! + row[j]! / style.length;
  for (const row of style)
    for (let j = 0; j < STYLE_DIM; j++) std[j] = std[j]! + (row[j]! - mean[j]!) ** 2 / style.length;
  for (let j = 0; j < STYLE_DIM; j++) std[j] = Math.sqrt(std[j]!);
  const xs = style.map((row, i) => {
    const x = new Float64Array(STYLE_DIM + 3);
    x[0] = Math.max(logitsA[i]!, logitsB[i]!);
    x[1] = logitsA[i]!;
    x[2] = logitsB[i]!;
    for (let j = 0; j < STYLE_DIM; j++)
      x[j + 3] =
        opts.useStyle && std[j]! > 0 && !opts.excludeStyle.includes(STYLE_FEATURE_NAMES[j]!)
          ? standardise(row[j]!, mean[j]!, 1 / std[j]!)
          : 0;
    return x;
  });
  const ys = Uint8Array.from(stack, (r) => r.label);
  const sw = balancedWeights(ys);

  // Out-of-fold combiner scores on the stack rows give honest inputs for Platt scaling.
  const folds = 5;
  const oof = new Float64Array(xs.length);
  for (let f = 0; f < folds; f++) {
    const trainIdx = xs.map((_, i) => i).filter((i) => i % folds !== f);
    const sub = fitDenseLogistic(
      trainIdx.map((i) => xs[i]!),
      Uint8Array.from(trainIdx, (i) => ys[i]!),
      balancedWeights(Uint8Array.from(trainIdx, (i) => ys[i]!)),
      opts.stackerL2,
    );
    for (let i = f; i < xs.length; i += folds) oof[i] = denseLogit(sub, xs[i]!);
  }
  const stacker = fitDenseLogistic(xs, ys, sw, opts.stackerL2);
  const balanced = fitPlatt(oof, ys, sw);
  const calibration = {
    ...balanced,
    b: balanced.b + Math.log(opts.priorFake / (1 - opts.priorFake)),
  };
  log.push(`combiner: ${stack.length} rows, total ${Date.now() - t0} ms`);

  const header = {
    format: TEXT_MODEL_FORMAT,
    formatVersion: TEXT_MODEL_FORMAT_VERSION,
    id: 'reviewsentry-text-ngram-style',
    version: opts.version,
    ngram: {
      ...opts.spec,
      charLineBits: opts.spec.charLineBits ?? 0,
      wordLineBits: opts.spec.wordLineBits ?? 0,
      wordHashBits: opts.spec.wordHashBits ?? 0,
      heads: [
        { name: 'gpt2-vs-genuine', bias: headA.bias },
        { name: 'modern-llm-vs-genuine', bias: headB.bias },
      ],
      weightScales,
    },
    lm: { step: LM_STEP, unseenSurprisal: lmTables.unseenSurprisal },
    style: { names: [...STYLE_FEATURE_NAMES], mean, std },
    stacker: {
      inputs: ['ngram_max_logit', 'ngram_gpt2_logit', 'ngram_modern_logit', ...STYLE_FEATURE_NAMES],
      weights: stacker.weights,
      bias: stacker.bias,
    },
    calibration,
    training: {
      seed: opts.seed,
      fitRows: fit.length,
      stackRows: stack.length,
      epochs: opts.epochs,
      learningRate: opts.learningRate,
      l2: opts.l2,
      nb: opts.nb,
      stackerL2: opts.stackerL2,
      useStyle: opts.useStyle,
      excludeStyle: opts.excludeStyle,
      priorFake: opts.priorFake,
      weightBits: opts.weightBits,
      weightClipQuantile: opts.weightClipQuantile,
      lmUniBits: opts.lmUniBits,
      lmBiBits: opts.lmBiBits,
      ...extraTraining,
    },
  };
  const bytes = encodeArtifact(header, {
    ngram_weights: interleaved,
    lm_word: lmTables.word,
    lm_pair: lmTables.pair,
  });
  return { bytes, log };
}
