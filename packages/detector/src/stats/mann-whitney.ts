import { normalUpperTail } from './normal';

export interface MannWhitneyResult {
  /** U statistic of sample a. */
  u: number;
  /** z score with tie correction and continuity correction. */
  z: number;
  /** One-sided p-value for "a tends to be larger than b". */
  pGreater: number;
}

/**
 * Mann–Whitney U test (normal approximation with tie and continuity corrections). Ratings are ordinal with
 * heavy ties (five values), so a rank test is the honest choice over a t-test on means.
 */
export function mannWhitneyGreater(a: readonly number[], b: readonly number[]): MannWhitneyResult {
  const n1 = a.length;
  const n2 = b.length;
  if (n1 === 0 || n2 === 0) return { u: 0, z: 0, pGreater: 1 };
  const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort(
    (x, y) => x.v - y.v,
  );
  let rankSumA = 0;
  let tieTerm = 0;
  for (let i = 0; i < all.length;) {
    let j = i;
    while (j < all.length && (all[j] as { v: number }).v === (all[i] as { v: number }).v) j++;
    const avgRank = (i + 1 + j) / 2;
    const t = j - i;
    tieTerm += t ** 3 - t;
    for (let k = i; k < j; k++) if ((all[k] as { g: number }).g === 0) rankSumA += avgRank;
    i = j;
  }
  const u = rankSumA - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
  if (variance <= 0) return { u, z: 0, pGreater: 1 };
  const z = (u - mean - 0.5) / Math.sqrt(variance);
  return { u, z, pGreater: normalUpperTail(z) };
}
