// Logistic regression over hashed n-grams, trained with AdaGrad on class-balanced examples.
// Features are extracted once into one flat Int32Array (about 2,000 indices per review).
import {
  NgramScratch,
  extractNgrams,
  featureDim,
  type NgramSpec,
} from '@reviewsentry/detector/text-model';
import { foldText } from '@reviewsentry/detector/text-model';
import { createRng, shuffle } from './rng';

export interface NgramTrainOptions {
  spec: NgramSpec;
  epochs: number;
  learningRate: number;
  /** L2 penalty applied to touched weights (lazy, per update). */
  l2: number;
  seed: number;
  /** NB-SVM: scale each feature by its log-count ratio between the classes before fitting (Wang & Manning 2012). */
  nb: boolean;
}

export interface FeatureMatrix {
  indices: Int32Array;
  /** starts[i]..starts[i+1] are row i's indices; split[i] is where its char block begins. */
  starts: Int32Array;
  split: Int32Array;
}

export function buildFeatureMatrix(texts: string[], spec: NgramSpec): FeatureMatrix {
  const scratch = new NgramScratch();
  const chunks: Int32Array[] = [];
  const starts = new Int32Array(texts.length + 1);
  const split = new Int32Array(texts.length);
  let total = 0;
  texts.forEach((text, i) => {
    extractNgrams(foldText(text), spec, scratch);
    const n = scratch.nWord + scratch.nChar;
    chunks.push(scratch.features.slice(0, n));
    split[i] = total + scratch.nWord;
    total += n;
    starts[i + 1] = total;
  });
  const indices = new Int32Array(total);
  let offset = 0;
  for (const c of chunks) {
    indices.set(c, offset);
    offset += c.length;
  }
  return { indices, starts, split };
}

function rowLogit(m: FeatureMatrix, row: number, w: Float32Array, bias: number): number {
  const a = m.starts[row]!;
  const s = m.split[row]!;
  const b = m.starts[row + 1]!;
  let sw = 0;
  let sc = 0;
  for (let i = a; i < s; i++) sw += w[m.indices[i]!]!;
  for (let i = s; i < b; i++) sc += w[m.indices[i]!]!;
  const nw = s - a;
  const nc = b - s;
  return bias + (nw > 0 ? sw / Math.sqrt(nw) : 0) + (nc > 0 ? sc / Math.sqrt(nc) : 0);
}

function rowLogitScaled(
  m: FeatureMatrix,
  row: number,
  w: Float32Array,
  r: Float32Array,
  bias: number,
): number {
  const a = m.starts[row]!;
  const s = m.split[row]!;
  const b = m.starts[row + 1]!;
  let sw = 0;
  let sc = 0;
  for (let i = a; i < s; i++) {
    const j = m.indices[i]!;
    sw += w[j]! * r[j]!;
  }
  for (let i = s; i < b; i++) {
    const j = m.indices[i]!;
    sc += w[j]! * r[j]!;
  }
  const nw = s - a;
  const nc = b - s;
  return bias + (nw > 0 ? sw / Math.sqrt(nw) : 0) + (nc > 0 ? sc / Math.sqrt(nc) : 0);
}

export interface NgramModel {
  weights: Float32Array;
  bias: number;
}

/**
 * log((p_j / |p|) / (q_j / |q|)) with add-one smoothing over hashed feature counts (each row's
 * counts weighted by its sample weight when given).
 */
export function logCountRatios(
  m: FeatureMatrix,
  labels: Uint8Array,
  rows: ArrayLike<number>,
  dim: number,
  sampleWeights?: Float32Array,
): Float32Array {
  const p = new Float64Array(dim).fill(1);
  const q = new Float64Array(dim).fill(1);
  for (let k = 0; k < rows.length; k++) {
    const row = rows[k]!;
    const target = labels[row] === 1 ? p : q;
    const w = sampleWeights ? sampleWeights[row]! : 1;
    for (let i = m.starts[row]!, end = m.starts[row + 1]!; i < end; i++)
      target[m.indices[i]!]! += w;
  }
  let sp = 0;
  let sq = 0;
  for (let j = 0; j < dim; j++) {
    sp += p[j]!;
    sq += q[j]!;
  }
  const r = new Float32Array(dim);
  for (let j = 0; j < dim; j++) r[j] = Math.log(p[j]! / sp / (q[j]! / sq));
  return r;
}

/**
 * Trains on the given rows of the matrix (all rows when omitted). Without sample weights the two
 * classes are balanced (each carries half the total weight); with them (indexed by matrix row) the
 * caller's weights are used as they are.
 */
export function trainNgram(
  m: FeatureMatrix,
  labels: Uint8Array,
  opts: NgramTrainOptions,
  rows: number[] = Array.from({ length: labels.length }, (_, i) => i),
  sampleWeights?: Float32Array,
): NgramModel {
  const dim = featureDim(opts.spec);
  const r = opts.nb ? logCountRatios(m, labels, rows, dim, sampleWeights) : null;
  // With NB scaling the model learns v and the stored weight is v * r (same scorer either way).
  const w = new Float32Array(dim);
  const g2 = new Float32Array(dim).fill(1e-6);
  let bias = 0;
  let biasG2 = 1e-6;
  const n = rows.length;
  let positives = 0;
  for (const row of rows) positives += labels[row]!;
  // Class-balanced: each class carries half the total weight, so 0.5 means "no prior either way".
  const wPos = n / (2 * Math.max(positives, 1));
  const wNeg = n / (2 * Math.max(n - positives, 1));
  const order = [...rows];
  const rng = createRng(opts.seed);
  for (let epoch = 0; epoch < opts.epochs; epoch++) {
    shuffle(order, rng);
    for (const row of order) {
      const y = labels[row]!;
      const z = r ? rowLogitScaled(m, row, w, r, bias) : rowLogit(m, row, w, bias);
      const p = 1 / (1 + Math.exp(-z));
      const g = (p - y) * (sampleWeights ? sampleWeights[row]! : y === 1 ? wPos : wNeg);
      if (g === 0) continue;
      const a = m.starts[row]!;
      const s = m.split[row]!;
      const b = m.starts[row + 1]!;
      const xw = s > a ? 1 / Math.sqrt(s - a) : 0;
      const xc = b > s ? 1 / Math.sqrt(b - s) : 0;
      for (let i = a; i < b; i++) {
        const j = m.indices[i]!;
        const gj = g * (i < s ? xw : xc) * (r ? r[j]! : 1) + opts.l2 * w[j]!;
        g2[j] = g2[j]! + gj * gj;
        w[j] = w[j]! - (opts.learningRate * gj) / Math.sqrt(g2[j]!);
      }
      biasG2 += g * g;
      bias -= (opts.learningRate * g) / Math.sqrt(biasG2);
    }
  }
  if (r) for (let j = 0; j < dim; j++) w[j] = w[j]! * r[j]!;
  return { weights: w, bias };
}

export function ngramLogits(m: FeatureMatrix, model: NgramModel): Float64Array {
  const out = new Float64Array(m.starts.length - 1);
  for (let i = 0; i < out.length; i++) out[i] = rowLogit(m, i, model.weights, model.bias);
  return out;
}

/** The logit of one matrix row (a segment) under a head. */
export function ngramRowLogit(m: FeatureMatrix, row: number, model: NgramModel): number {
  return rowLogit(m, row, model.weights, model.bias);
}
