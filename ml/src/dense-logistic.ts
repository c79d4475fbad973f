// Small dense logistic regression (the combiner and Platt scaling): full-batch Newton steps with L2.
export interface DenseLogistic {
  weights: number[];
  bias: number;
}

/** Solves the (d+1)x(d+1) system A x = b in place by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(a[r]![col]!) > Math.abs(a[pivot]![col]!)) pivot = r;
    [a[col], a[pivot]] = [a[pivot]!, a[col]!];
    [b[col], b[pivot]] = [b[pivot]!, b[col]!];
    const d = a[col]![col]!;
    if (Math.abs(d) < 1e-12) continue;
    for (let r = col + 1; r < n; r++) {
      const f = a[r]![col]! / d;
      if (f === 0) continue;
      for (let c = col; c < n; c++) a[r]![c] = a[r]![c]! - f * a[col]![c]!;
      b[r] = b[r]! - f * b[col]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = b[r]!;
    for (let c = r + 1; c < n; c++) s -= a[r]![c]! * x[c]!;
    const d = a[r]![r]!;
    x[r] = Math.abs(d) < 1e-12 ? 0 : s / d;
  }
  return x;
}

/**
 * Fits P(y=1|x) = sigmoid(w·x + b) by Newton's method. `sampleWeights` balance classes; `l2` does not
 * penalise the bias.
 */
export function fitDenseLogistic(
  xs: ArrayLike<number>[],
  ys: ArrayLike<number>,
  sampleWeights: ArrayLike<number>,
  l2: number,
  iterations = 25,
): DenseLogistic {
  const d = xs[0]?.length ?? 0;
  const theta = new Array<number>(d + 1).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d + 1).fill(0);
    const hess = Array.from({ length: d + 1 }, () => new Array<number>(d + 1).fill(0));
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      let z = theta[d]!;
      for (let j = 0; j < d; j++) z += theta[j]! * x[j]!;
      const p = 1 / (1 + Math.exp(-z));
      const sw = sampleWeights[i]!;
      const g = (p - ys[i]!) * sw;
      const h = Math.max(p * (1 - p), 1e-9) * sw;
      for (let j = 0; j < d; j++) {
        grad[j] = grad[j]! + g * x[j]!;
        const row = hess[j]!;
        const hx = h * x[j]!;
        for (let k = j; k < d; k++) row[k] = row[k]! + hx * x[k]!;
        row[d] = row[d]! + hx;
      }
      grad[d] = grad[d]! + g;
      hess[d]![d] = hess[d]![d]! + h;
    }
    for (let j = 0; j <= d; j++) for (let k = 0; k < j; k++) hess[j]![k] = hess[k]![j]!;
    for (let j = 0; j < d; j++) {
      grad[j] = grad[j]! + l2 * theta[j]!;
      hess[j]![j] = hess[j]![j]! + l2;
    }
    const step = solve(hess, grad);
    let maxStep = 0;
    for (let j = 0; j <= d; j++) {
      theta[j] = theta[j]! - step[j]!;
      maxStep = Math.max(maxStep, Math.abs(step[j]!));
    }
    if (maxStep < 1e-7) break;
  }
  return { weights: theta.slice(0, d), bias: theta[d]! };
}

export function denseLogit(model: DenseLogistic, x: ArrayLike<number>): number {
  let z = model.bias;
  for (let j = 0; j < model.weights.length; j++) z += model.weights[j]! * x[j]!;
  return z;
}

/** Platt scaling: P = sigmoid(a·s + b) fitted on held-out scores s. */
export function fitPlatt(
  scores: ArrayLike<number>,
  ys: ArrayLike<number>,
  weights: ArrayLike<number>,
) {
  const xs = Array.from({ length: scores.length }, (_, i) => [scores[i]!]);
  const m = fitDenseLogistic(xs, ys, weights, 0);
  return { kind: 'platt' as const, a: m.weights[0]!, b: m.bias };
}

/** Weights giving each class half of the total (prior-free probabilities). */
export function balancedWeights(ys: ArrayLike<number>): Float64Array {
  let pos = 0;
  for (let i = 0; i < ys.length; i++) pos += ys[i]!;
  const n = ys.length;
  const wPos = n / (2 * Math.max(pos, 1));
  const wNeg = n / (2 * Math.max(n - pos, 1));
  return Float64Array.from({ length: n }, (_, i) => (ys[i]! === 1 ? wPos : wNeg));
}
