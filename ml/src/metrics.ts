// Evaluation metrics for binary "fake" scores. Each works on single-class inputs without crashing.
export interface ConfusionMatrix {
  tp: number;
  fp: number;
  tn: number;
  fn: number;
}

export interface BinaryMetrics {
  n: number;
  positives: number;
  negatives: number;
  threshold: number;
  accuracy: number | null;
  macro_f1: number | null;
  /** Recall of the fake class (null without fakes). */
  recall: number | null;
  precision: number | null;
  /** Share of genuine items flagged (null without genuine items). */
  false_positive_rate: number | null;
  roc_auc: number | null;
  brier: number | null;
  ece: number | null;
  confusion_matrix: ConfusionMatrix;
}

export function confusion(
  labels: ArrayLike<number>,
  probs: ArrayLike<number>,
  threshold = 0.5,
): ConfusionMatrix {
  const cm = { tp: 0, fp: 0, tn: 0, fn: 0 };
  for (let i = 0; i < labels.length; i++) {
    const predicted = probs[i]! >= threshold;
    if (labels[i] === 1) {
      if (predicted) cm.tp++;
      else cm.fn++;
    } else if (predicted) cm.fp++;
    else cm.tn++;
  }
  return cm;
}

function f1(tp: number, fp: number, fn: number): number | null {
  const denom = 2 * tp + fp + fn;
  return denom === 0 ? null : (2 * tp) / denom;
}

/** Macro F1 over the classes that occur in the labels or the predictions. */
export function macroF1(cm: ConfusionMatrix): number | null {
  const scores = [f1(cm.tp, cm.fp, cm.fn), f1(cm.tn, cm.fn, cm.fp)].filter(
    (s): s is number => s !== null,
  );
  return scores.length === 0 ? null : scores.reduce((a, b) => a + b, 0) / scores.length;
}

/** ROC-AUC by the rank-sum statistic with average ranks for ties; null when one class is missing. */
export function rocAuc(labels: ArrayLike<number>, probs: ArrayLike<number>): number | null {
  const n = labels.length;
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => probs[a]! - probs[b]!);
  let pos = 0;
  let rankSum = 0;
  let i = 0;
  while (i < n) {
    let j = i;
    while (j + 1 < n && probs[order[j + 1]!] === probs[order[i]!]) j++;
    const avgRank = (i + j) / 2 + 1;
    for (let k = i; k <= j; k++) {
      if (labels[order[k]!] === 1) {
        pos++;
        rankSum += avgRank;
      }
    }
    i = j + 1;
  }
  const neg = n - pos;
  if (pos === 0 || neg === 0) return null;
  return (rankSum - (pos * (pos + 1)) / 2) / (pos * neg);
}

export function brier(labels: ArrayLike<number>, probs: ArrayLike<number>): number | null {
  if (labels.length === 0) return null;
  let s = 0;
  for (let i = 0; i < labels.length; i++) s += (probs[i]! - labels[i]!) ** 2;
  return s / labels.length;
}

/** Expected calibration error over `bins` equal-width bins of the predicted probability. */
export function ece(labels: ArrayLike<number>, probs: ArrayLike<number>, bins = 10): number | null {
  const n = labels.length;
  if (n === 0) return null;
  const count = new Float64Array(bins);
  const sumP = new Float64Array(bins);
  const sumY = new Float64Array(bins);
  for (let i = 0; i < n; i++) {
    const p = probs[i]!;
    const b = Math.min(bins - 1, Math.max(0, Math.floor(p * bins)));
    count[b]!++;
    sumP[b] = sumP[b]! + p;
    sumY[b] = sumY[b]! + labels[i]!;
  }
  let e = 0;
  for (let b = 0; b < bins; b++) if (count[b]! > 0) e += Math.abs(sumP[b]! - sumY[b]!) / n;
  return e;
}

export function binaryMetrics(
  labels: ArrayLike<number>,
  probs: ArrayLike<number>,
  threshold = 0.5,
): BinaryMetrics {
  const cm = confusion(labels, probs, threshold);
  const n = labels.length;
  const positives = cm.tp + cm.fn;
  const negatives = cm.tn + cm.fp;
  return {
    n,
    positives,
    negatives,
    threshold,
    accuracy: n === 0 ? null : (cm.tp + cm.tn) / n,
    macro_f1: macroF1(cm),
    recall: positives === 0 ? null : cm.tp / positives,
    precision: cm.tp + cm.fp === 0 ? null : cm.tp / (cm.tp + cm.fp),
    false_positive_rate: negatives === 0 ? null : cm.fp / negatives,
    roc_auc: rocAuc(labels, probs),
    brier: brier(labels, probs),
    ece: ece(labels, probs),
    confusion_matrix: cm,
  };
}
