/**
 * Wilson score interval for a binomial proportion (successes out of n), as fractions in [0, 1].
 * Chosen over the normal (Wald) interval because it stays inside [0, 1] and behaves at 0 % and 100 %,
 * which is exactly where small products sit.
 */
export function wilsonInterval(
  successes: number,
  n: number,
  z = 1.959963984540054,
): { low: number; high: number } {
  if (n <= 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
