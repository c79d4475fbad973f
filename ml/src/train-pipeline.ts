// The whole training recipe of the English text model (docs/decisions/135), one function shared by
// train-cli, eval-generators and the experiments:
//   fit rows  -> two NB-LR n-gram heads over review-length segments (GPT-2 vs human, chat-era LLMs
//                vs human), weighted so that domain and length carry no label, + a word LM of humans;
//   stack rows -> the segment combiner (head logits + style), then the text layer (mean segment
//                logit + chat-structure features), class-balanced, shifted to the fake prior.
import path from 'node:path';
import {
  LM_STEP,
  STRUCTURE_DIM,
  STRUCTURE_FEATURE_NAMES,
  STYLE_DIM,
  STYLE_FEATURE_NAMES,
  SEGMENT_CHARS,
  MAX_SEGMENTS,
  TEXT_LAYER_INPUTS,
  TEXT_MODEL_FORMAT,
  TEXT_MODEL_FORMAT_VERSION,
  WordLm,
  buildWordLmTables,
  encodeArtifact,
  extractStyle,
  lengthTerm,
  standardise,
  textModelFromBytes,
  wordHashes,
  type NgramSpec,
  type SectionArrays,
  type TextModelHeader,
} from '@reviewsentry/detector/text-model';
import { segmentWeights } from './balance';
import type { CorpusRow } from './corpus';
import { balancedWeights, denseLogit, fitDenseLogistic } from './dense-logistic';
import { segmentsOfRows, type TrainedHeads } from './heads';
import {
  checkSameSalminenFit,
  readFrozenGpt2Head,
  readFrozenLm,
  readReference,
  type ReferenceParts,
} from './frozen-head';
import { cachedHeads } from './heads-cache';
import { buildFeatureMatrix, ngramRowLogit } from './ngram-trainer';
import { prepareRows, type PreparedCorpus } from './prepared-corpus';
import { dequantiseHead, quantiseHeads } from './quantise';
import type { TrainOptions } from './train-options';

export { DEFAULT_TRAIN_OPTIONS, type TrainOptions } from './train-options';
export { isGpt2, trainHeads, type TrainedHeads } from './heads';

/** The rows a model is trained from: text, label, and what the weighting needs to know. */
export type TrainRow = Pick<CorpusRow, 'text' | 'label' | 'generator' | 'domain'>;

export interface TrainResult {
  bytes: Uint8Array;
  /** The artifact's header and sections, for a caller that adds the other languages' scorer. */
  header: Omit<TextModelHeader, 'sections'>;
  arrays: SectionArrays;
  log: string[];
}

/** The segment combiner's input: [max(zA, zB), zA, zB, standardised style...]. */
function combinerInput(
  zA: number,
  zB: number,
  style: Float64Array,
  mean: number[],
  std: number[],
  opts: TrainOptions,
): Float64Array {
  const x = new Float64Array(STYLE_DIM + 3);
  x[0] = Math.max(zA, zB);
  x[1] = zA;
  x[2] = zB;
  for (let j = 0; j < STYLE_DIM; j++)
    x[j + 3] =
      opts.useStyle && std[j]! > 0 && !opts.excludeStyle.includes(STYLE_FEATURE_NAMES[j]!)
        ? standardise(style[j]!, mean[j]!, 1 / std[j]!)
        : 0;
  return x;
}

/** Quantises the heads, builds the LM, fits combiner and text layer, encodes the artifact. */
export function finishTextModel(
  corpus: PreparedCorpus,
  fit: readonly number[],
  stack: readonly number[],
  heads: TrainedHeads,
  opts: TrainOptions,
  extraTraining: Record<string, unknown> = {},
  reference: ReferenceParts | null = null,
): TrainResult {
  const log = [...heads.log];
  const t0 = Date.now();
  const genuine: number[][] = [];
  for (const i of fit) {
    const r = corpus.rows[i]!;
    if (r.label === 0) for (const s of r.segments) genuine.push(wordHashes(s));
  }
  // A reference path reads the style its combiner was fitted on: its word LM serves both paths.
  const lmTables = reference
    ? reference.lm
    : opts.lmFromGpt2Head && opts.gpt2HeadFrom !== null
      ? readFrozenLm(opts.gpt2HeadFrom)
      : buildWordLmTables(genuine, opts.lmUniBits, opts.lmBiBits);
  const lm = new WordLm(lmTables);

  // Quantise first, so the combiner is fitted on exactly the logits the run-time model computes.
  const { interleaved, weightScales } = quantiseHeads(
    [heads.headA.weights, heads.headB.weights, ...(reference ? [reference.other.weights] : [])],
    opts.weightClipQuantile,
  );
  const n = reference ? 3 : 2;
  const headA = { ...heads.headA, weights: dequantiseHead(interleaved, n, 0, weightScales[0]!) };
  const headB = { ...heads.headB, weights: dequantiseHead(interleaved, n, 1, weightScales[1]!) };

  const stackSegments = segmentsOfRows(corpus, stack);
  const styles = stackSegments.map((s) => {
    const out = new Float64Array(STYLE_DIM);
    const row = corpus.rows[corpus.segmentRow[s]!]!;
    extractStyle(row.segments[s - row.firstSegment]!, lm, out);
    return out;
  });
  const mean = new Array<number>(STYLE_DIM).fill(0);
  const std = new Array<number>(STYLE_DIM).fill(0);
  for (const row of styles)
    for (let j = 0; j < STYLE_DIM; j++) mean[j] = mean[j]! + row[j]! / styles.length;
  for (const row of styles)
    for (let j = 0; j < STYLE_DIM; j++)
      std[j] = std[j]! + (row[j]! - mean[j]!) ** 2 / styles.length;
  for (let j = 0; j < STYLE_DIM; j++) std[j] = Math.sqrt(std[j]!);
  const xs = stackSegments.map((s, k) =>
    combinerInput(
      ngramRowLogit(corpus.matrix, s, headA),
      ngramRowLogit(corpus.matrix, s, headB),
      styles[k]!,
      mean,
      std,
      opts,
    ),
  );
  const ys = Uint8Array.from(stackSegments, (s) => corpus.rows[corpus.segmentRow[s]!]!.label);
  const sw = segmentWeights(corpus, stackSegments, opts.balance);
  // Salminen's rows weigh more in the combiner and text layer when asked (the product's reference).
  const isSal = (row: number): boolean => {
    const src = corpus.rows[row]!.source;
    return src === 'salminen-cg' || src === 'salminen-or';
  };
  if (opts.salminenWeight !== 1)
    for (const s of stackSegments)
      if (isSal(corpus.segmentRow[s]!)) sw[s] = sw[s]! * opts.salminenWeight;

  // Out-of-fold combiner logits (all segments of a text in one fold) feed the text layer.
  const folds = 5;
  const stackPos = new Map(stack.map((row, k) => [row, k]));
  const foldOf = stackSegments.map((s) => stackPos.get(corpus.segmentRow[s]!)! % folds);
  const oof = new Float64Array(xs.length);
  for (let f = 0; f < folds; f++) {
    const idx = xs.map((_, i) => i).filter((i) => foldOf[i] !== f);
    const sub = fitDenseLogistic(
      idx.map((i) => xs[i]!),
      Uint8Array.from(idx, (i) => ys[i]!),
      Float64Array.from(idx, (i) => sw[stackSegments[i]!]!),
      opts.stackerL2,
    );
    for (let i = 0; i < xs.length; i++) if (foldOf[i] === f) oof[i] = denseLogit(sub, xs[i]!);
  }
  const stacker = fitDenseLogistic(
    xs,
    ys,
    Float64Array.from(stackSegments, (s) => sw[s]!),
    opts.stackerL2,
  );

  // Text layer: mean OOF segment logit + structure features, one row per stack text.
  const textX: Float64Array[] = [];
  const textY = new Uint8Array(stack.length);
  let k = 0;
  stack.forEach((rowIndex, t) => {
    const r = corpus.rows[rowIndex]!;
    let sum = 0;
    for (let s = 0; s < r.segments.length; s++) sum += oof[k++]!;
    const x = new Float64Array(2 + STRUCTURE_DIM);
    const words = r.segments.reduce((n, seg) => n + wordHashes(seg).length, 0);
    x[0] = sum / r.segments.length;
    if (opts.lengthAware) x[1] = x[0] * lengthTerm(words);
    if (opts.useStructure) for (let j = 0; j < STRUCTURE_DIM; j++) x[2 + j] = r.structure[j]!;
    textX.push(x);
    textY[t] = r.label;
  });
  const tw = balancedWeights(textY);
  if (opts.salminenWeight !== 1)
    stack.forEach((row, t) => {
      if (isSal(row)) tw[t] = tw[t]! * opts.salminenWeight;
    });
  const textLayer = fitDenseLogistic(textX, textY, tw, opts.textL2);
  log.push(
    `combiner: ${stackSegments.length} segments, text layer: ${stack.length} texts, ${Date.now() - t0} ms`,
  );

  const header = {
    format: TEXT_MODEL_FORMAT,
    formatVersion: TEXT_MODEL_FORMAT_VERSION,
    id: 'reviewsentry-text-ngram-style',
    version: opts.version,
    languages: opts.languages,
    minWords: opts.minWords,
    ngram: {
      ...opts.spec,
      charLineBits: opts.spec.charLineBits ?? 0,
      wordLineBits: opts.spec.wordLineBits ?? 0,
      wordHashBits: opts.spec.wordHashBits ?? 0,
      heads: [
        { name: 'gpt2-vs-human', bias: headA.bias },
        { name: 'chat-llm-vs-human', bias: headB.bias },
        ...(reference
          ? [{ name: `reference-${reference.otherName}`, bias: reference.other.bias }]
          : []),
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
    segments: { maxChars: SEGMENT_CHARS, maxSegments: MAX_SEGMENTS },
    textLayer: {
      inputs: [...TEXT_LAYER_INPUTS],
      weights: textLayer.weights,
      bias: textLayer.bias,
    },
    priorFake: opts.priorFake,
    referencePath: reference?.path ?? null,
    multilingual: null,
    guard: { degenerateCap: opts.degenerateCap, assistantFloor: opts.assistantFloor },
    training: {
      seed: opts.seed,
      fitRows: fit.length,
      stackRows: stack.length,
      epochs: opts.epochs,
      learningRate: opts.learningRate,
      l2: opts.l2,
      nb: opts.nb,
      stackerL2: opts.stackerL2,
      textL2: opts.textL2,
      useStyle: opts.useStyle,
      useStructure: opts.useStructure,
      lengthAware: opts.lengthAware,
      excludeStyle: opts.excludeStyle,
      balance: opts.balance,
      gpt2Humans: opts.gpt2Humans,
      salminenWeight: opts.salminenWeight,
      gpt2HeadFrom: opts.gpt2HeadFrom === null ? null : path.basename(opts.gpt2HeadFrom),
      lmFromGpt2Head: opts.lmFromGpt2Head,
      referenceFrom: opts.referenceFrom === null ? null : path.basename(opts.referenceFrom),
      weightBits: opts.weightBits,
      weightClipQuantile: opts.weightClipQuantile,
      lmUniBits: opts.lmUniBits,
      lmBiBits: opts.lmBiBits,
      structureFeatures: [...STRUCTURE_FEATURE_NAMES],
      ...extraTraining,
    },
  };
  const arrays: SectionArrays = {
    ngram_weights: interleaved,
    lm_word: lmTables.word,
    lm_pair: lmTables.pair,
  };
  return { bytes: encodeArtifact(header, arrays), header, arrays, log };
}

/**
 * The artifact with its reference path's `unfamiliarAbove`: the given quantile of the mean word
 * surprisal (under the reference's LM, as the scorer reads it) of Salminen's stacking texts — the
 * texts the reference's combiner was fitted on (ADR 154).
 */
function withUnfamiliarThreshold(
  trained: TrainResult,
  corpus: PreparedCorpus,
  stack: readonly number[],
  quantile: number,
): TrainResult {
  const model = textModelFromBytes(trained.bytes);
  const surprisal = stack
    .map((i) => corpus.rows[i]!)
    .filter((r) => r.source === 'salminen-cg' || r.source === 'salminen-or')
    .map((r) => model.score(r.text).components?.['lm_surprisal'] ?? 0)
    .sort((a, b) => a - b);
  const at = surprisal[Math.min(surprisal.length - 1, Math.floor(quantile * surprisal.length))]!;
  const header = {
    ...trained.header,
    referencePath: { ...trained.header.referencePath!, unfamiliarAbove: at },
  };
  return {
    ...trained,
    header,
    bytes: encodeArtifact(header, trained.arrays),
    log: [
      ...trained.log,
      `unfamiliar above ${at.toFixed(3)} nats/word (Salminen stack q${quantile})`,
    ],
  };
}

/** Trains from a prepared corpus (rows by index): heads on fit, combiner and text layer on stack. */
export function trainFromPrepared(
  corpus: PreparedCorpus,
  fit: readonly number[],
  stack: readonly number[],
  opts: TrainOptions,
  extraTraining: Record<string, unknown> = {},
): TrainResult {
  const heads = cachedHeads(corpus, fit, opts);
  if (opts.referenceFrom !== null) {
    const reference = readReference(
      opts.referenceFrom,
      opts.spec,
      opts.referenceMargin,
      opts.referenceTextLayerOn,
    );
    checkSameSalminenFit(corpus.rows, fit, reference.seed);
    const log = [...heads.log, `reference path from ${opts.referenceFrom}`];
    const trained = finishTextModel(
      corpus,
      fit,
      stack,
      { ...heads, headA: reference.gpt2, log },
      opts,
      extraTraining,
      reference,
    );
    return opts.referenceUnfamiliarQuantile === null
      ? trained
      : withUnfamiliarThreshold(trained, corpus, stack, opts.referenceUnfamiliarQuantile);
  }
  if (opts.gpt2HeadFrom === null)
    return finishTextModel(corpus, fit, stack, heads, opts, extraTraining);
  const frozen = readFrozenGpt2Head(opts.gpt2HeadFrom, opts.spec);
  checkSameSalminenFit(corpus.rows, fit, frozen.seed);
  return finishTextModel(
    corpus,
    fit,
    stack,
    { ...heads, headA: frozen.head, log: [...heads.log, `GPT-2 head from ${opts.gpt2HeadFrom}`] },
    opts,
    extraTraining,
  );
}

/** Prepares rows without the disk cache (small corpora: the fixture, tests). */
export function prepareInMemory(rows: readonly TrainRow[], spec: NgramSpec): PreparedCorpus {
  const prepared = prepareRows(
    rows.map((r) => ({
      ...r,
      kind: r.label === 1 ? 'fake' : 'genuine',
      language: 'en',
      source: 'in-memory',
      group: '',
    })),
  );
  const matrix = buildFeatureMatrix(
    prepared.flatMap((r) => r.segments),
    spec,
  );
  const segmentRow = new Int32Array(matrix.starts.length - 1);
  prepared.forEach((r, i) =>
    segmentRow.fill(i, r.firstSegment, r.firstSegment + r.segments.length),
  );
  return { key: 'in-memory', rows: prepared, matrix, segmentRow };
}

/** Trains from plain rows: fit rows then stack rows, prepared in memory. */
export function trainTextModel(
  fit: readonly TrainRow[],
  stack: readonly TrainRow[],
  opts: TrainOptions,
  extraTraining: Record<string, unknown> = {},
): TrainResult {
  const corpus = prepareInMemory([...fit, ...stack], opts.spec);
  const fitIdx = fit.map((_, i) => i);
  const stackIdx = stack.map((_, i) => fit.length + i);
  return trainFromPrepared(corpus, fitIdx, stackIdx, opts, extraTraining);
}
