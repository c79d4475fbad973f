// How the text model's probability (0–1) is shown, on every surface: in hundredths, cut rather than rounded.
// The model flags a review at a probability of 0.5 or more, so a score shown as 0.50 or 50 % must be one it
// flagged: 0.4996 reads 0.49 and 49 %, never 0.50 beside "not fake". The reason's words use the same figure.

/** The probability in whole hundredths, cut: 0.8456 -> 84. Exact for the 4-decimal values the API reports. */
export function modelScoreHundredths(probability: number): number {
  // The small lift keeps a value such as 0.57 (56.99999… in binary) at 57.
  return Math.floor(probability * 100 + 1e-9);
}

/** "0.84": the probability as the reasons word it. */
export function modelScoreDecimal(probability: number): string {
  return (modelScoreHundredths(probability) / 100).toFixed(2);
}
