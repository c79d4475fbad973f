// Recall at a fixed false-positive rate: a threshold-free comparison of two models on the same texts.
// The threshold is the lowest that flags at most the given share of the human texts; texts scoring
// exactly at a tied human score are not flagged, so the achieved rate never exceeds the one asked for.

export interface FixedFprPoint {
  /** The false-positive rate asked for. */
  fpr: number;
  /** Share of the human texts above the threshold (≤ fpr). */
  achieved_fpr: number | null;
  /** Share of the machine texts above the threshold. */
  recall: number | null;
  threshold: number | null;
  machine_n: number;
  human_n: number;
}

export function recallAtFpr(
  machine: readonly number[],
  human: readonly number[],
  fpr: number,
): FixedFprPoint {
  const base = { fpr, machine_n: machine.length, human_n: human.length };
  if (human.length === 0 || machine.length === 0)
    return { ...base, achieved_fpr: null, recall: null, threshold: null };
  const desc = [...human].sort((a, b) => b - a);
  const allowed = Math.floor(fpr * human.length);
  // Flag strictly above the (allowed + 1)-th highest human score.
  const threshold = allowed < desc.length ? desc[allowed]! : -Infinity;
  const above = (xs: readonly number[]): number => xs.filter((p) => p > threshold).length;
  return {
    ...base,
    achieved_fpr: above(human) / human.length,
    recall: above(machine) / machine.length,
    threshold: Number.isFinite(threshold) ? threshold : null,
  };
}
