// A star scale starts at 1 star in every shop (schema.org's worstRating defaults to 1, hReview rates 1–5), and
// exports write 0 for "not rated" (Goodreads): a bare 0 in a column of 1–5 stars is no rating. Left in, it pulled
// the average down while the chart drew it as a 1-star rating. A column whose scale starts at 0 (0–10 scores,
// percentages) keeps its 0. A value that states its 5-star scale ("0 out of 5") is refused as it is read (row-builder).
import type { ImportReject } from '@reviewsentry/contracts';
import type { ImportState } from './finalize';
import { isZeroStars } from '@reviewsentry/review-values';
import { columnRatingScale } from './values/rating';

/**
 * Removes the bare 0 ratings of a 1–5 column from the reviews, counting them as unreadable ratings; a review left
 * with neither text nor rating is skipped as such a row is. Returns how many ratings were 0.
 */
export function unrateZeroStars(
  s: ImportState,
  statedScale: number | null,
  maxRejects: number,
): number {
  const scale = columnRatingScale(statedScale, s.maxBareRating);
  const dropped = new Set<number>();
  let zeros = 0;
  s.bareRatingIdx.forEach((reviewIdx, k) => {
    const review = s.reviews[reviewIdx];
    if (review === undefined || !isZeroStars(s.bareRatingValues[k]!, scale)) return;
    zeros++;
    delete review.rating;
    if (review.text !== '') return;
    dropped.add(reviewIdx);
    s.ratingOnly--;
    s.skippedByReason.no_text_or_rating = (s.skippedByReason.no_text_or_rating ?? 0) + 1;
    const reject: ImportReject = { row: Number(review.id), reason: 'no_text_or_rating' };
    if (s.rejects.length < maxRejects) s.rejects.push(reject);
  });
  if (dropped.size > 0) {
    s.reviews = s.reviews.filter((_, i) => !dropped.has(i));
    s.rejects.sort((a, b) => a.row - b.row);
    // The scale is settled: the remaining bare ratings are already on the 5-star scale.
    s.bareRatingIdx = [];
    s.bareRatingValues = [];
  }
  return zeros;
}
