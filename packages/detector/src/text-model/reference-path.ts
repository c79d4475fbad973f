// The reference path of a format-3 artifact (docs/decisions/138): a committed earlier model read
// inside this one, so that the texts it was measured on are decided as it decided them, and the
// text layer adds what it sees beyond them. Its GPT-2 head is head 0 and its other head the third;
// this holds the rest, unpacked for the scorer's per-segment loop.
import type { TextModelHeader } from './artifact';
import { TextModelFormatError } from './artifact';
import { STYLE_DIM } from './style-features';

export interface ReferencePath {
  /** The third head's int8 scale and bias. */
  scale: number;
  bias: number;
  weightMax: number;
  weightGpt2: number;
  weightOther: number;
  stackerBias: number;
  styleWeights: Float64Array;
  styleMean: Float64Array;
  styleInvStd: Float64Array;
  /** Text logit = a · (mean segment logit) + b. */
  a: number;
  b: number;
  margin: number;
  /** The text layer counts only for texts cut into segments or carrying chat structure… */
  longOrStructuredOnly: boolean;
  /** …or whose mean word surprisal is above this (Infinity: none). */
  unfamiliarAbove: number;
}

export function referencePath(
  path: NonNullable<TextModelHeader['referencePath']>,
  bias: number,
  scale: number,
): ReferencePath {
  const w = path.stacker.weights;
  if (
    w.length !== STYLE_DIM + 3 ||
    path.style.mean.length !== STYLE_DIM ||
    path.style.std.length !== STYLE_DIM
  )
    throw new TextModelFormatError('Text model: reference path differs from this code; retrain.');
  return {
    scale,
    bias,
    weightMax: w[0]!,
    weightGpt2: w[1]!,
    weightOther: w[2]!,
    stackerBias: path.stacker.bias,
    styleWeights: Float64Array.from(w.slice(3)),
    styleMean: Float64Array.from(path.style.mean),
    styleInvStd: Float64Array.from(path.style.std, (s) => (s > 0 ? 1 / s : 0)),
    a: path.calibration.a,
    b: path.calibration.b,
    margin: path.margin,
    longOrStructuredOnly: path.textLayerOn === 'long-or-structured',
    unfamiliarAbove: path.unfamiliarAbove ?? Number.POSITIVE_INFINITY,
  };
}
