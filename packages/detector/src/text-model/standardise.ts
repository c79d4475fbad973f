// Standardised feature values, clipped so that absurd inputs (100 kB of one letter) stay in range.
export const STYLE_CLIP = 5;

export function standardise(value: number, mean: number, invStd: number): number {
  const z = (value - mean) * invStd;
  return z > STYLE_CLIP ? STYLE_CLIP : z < -STYLE_CLIP ? -STYLE_CLIP : z;
}
