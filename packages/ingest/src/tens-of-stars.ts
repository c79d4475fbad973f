// TripAdvisor draws a rating as bubbles whose class names it in tens of a star (bubble_40 is 4 of 5; values/rating.ts
// reads the class), and scrapers that keep only the number write 0, 10 … 50. Read as a scale of its own, the
// column's best would be 50 out of 100: 2.5 stars. A column of bare numbers that are all tens, none above 50, with an
// odd ten among them (10, 30 or 50), is read as tens of a star; a percentage of 5 stars comes in twenties
// (AliExpress's 20 to 100) and keeps its reading. A scale the header states wins.
import type { ImportState } from './finalize';

/** Puts a column of tens of a star on the 5-star scale; true when it did. */
export function readTensOfStars(s: ImportState, statedScale: number | null): boolean {
  if (statedScale !== null || s.maxBareRating <= 10 || s.maxBareRating > 50) return false;
  let oddTen = false;
  for (const v of s.bareRatingValues) {
    if (v % 10 !== 0) return false;
    if (v % 20 === 10) oddTen = true;
  }
  if (!oddTen) return false;
  s.bareRatingValues = s.bareRatingValues.map((v) => v / 10);
  s.maxBareRating /= 10;
  s.bareRatingIdx.forEach((reviewIdx, k) => {
    const review = s.reviews[reviewIdx];
    if (review !== undefined) review.rating = s.bareRatingValues[k]!;
  });
  return true;
}
