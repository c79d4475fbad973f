// A round top for a chart's count axis (1, 2, 5 × 10^n at or above the largest count), so that every bar of a
// chart is read against the same labelled scale.
export function niceMax(largest: number): number {
  if (largest <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  for (const step of [1, 2, 5, 10]) if (step * power >= largest) return step * power;
  return 10 * power;
}

/** Ticks from 0 to `max` inclusive, at most six, evenly spaced on whole numbers. */
export function ticks(max: number): number[] {
  const parts = [4, 5, 2, 1].find((n) => max % n === 0 && max / n >= 1) ?? 1;
  return Array.from({ length: parts + 1 }, (_, i) => (max / parts) * i);
}
