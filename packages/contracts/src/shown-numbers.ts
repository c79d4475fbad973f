// Numbers shown to shoppers whose rounding could say something the figure does not, one rule each for every
// surface (detector words, result page, CLI).
//
// The text model's probability (0–1) is shown in hundredths, cut rather than rounded. The model flags a review at
// a probability of 0.5 or more, so a score shown as 0.50 or 50 % must be one it flagged: 0.4996 reads 0.49 and
// 49 %, never 0.50 beside "not fake". The reason's words use the same figure.

/** The probability in whole hundredths, cut: 0.8456 -> 84. Exact for the 4-decimal values the API reports. */
export function modelScoreHundredths(probability: number): number {
  // The small lift keeps a value such as 0.57 (56.99999… in binary) at 57.
  return Math.floor(probability * 100 + 1e-9);
}

/** "0.84": the probability as the reasons word it. */
export function modelScoreDecimal(probability: number): string {
  return (modelScoreHundredths(probability) / 100).toFixed(2);
}

/**
 * A part of a whole in whole percent, without the unit, never rounded to none or all when it is neither: 1 of 250
 * is "<1", not "0" beside its count of 1; 249 of 250 is ">99", not "100".
 */
export function partPercent(part: number, whole: number): string {
  if (whole <= 0 || part <= 0) return '0';
  if (part >= whole) return '100';
  const rounded = Math.round((100 * part) / whole);
  if (rounded < 1) return '<1';
  if (rounded > 99) return '>99';
  return String(rounded);
}
