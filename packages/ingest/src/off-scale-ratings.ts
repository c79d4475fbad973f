// Bare ratings that lie off their column's scale are no rating, decided once the whole column's scale is known:
// - A star scale starts at 1 star in every shop (schema.org's worstRating defaults to 1, hReview rates 1–5), and
//   exports write 0 for "not rated" (Goodreads): a bare 0 in a column of 1–5 stars is no rating. Left in, it pulled
//   the average down while the chart drew it as a 1-star rating. A column whose scale starts at 0 (0–10 scores,
//   percentages) keeps its 0.
// - A header that states where its range starts ("Rating (1-10)") refuses what lies below it, as a page's
//   worstRating does (the scraper's reviewRating), so one review reads the same from its export and its page.
// A value that states its own scale ("0 out of 5") is refused as it is read (row-builder).
import type { ImportReject } from '@reviewsentry/contracts';
import type { ImportState } from './finalize';
import { isZeroStars } from '@reviewsentry/review-values';
import { columnRatingScale } from './values/rating';

export interface OffScaleRatings {
  /** Bare ratings refused, counted among the unreadable ratings. */
  refused: number;
  /** Of those, the 0s of a 5-star scale. */
  zeroStars: number;
}

/**
 * Removes the bare ratings that lie off the column's scale from the reviews; a review left with neither text nor
 * rating is skipped as such a row is. The header's stated start counts only while its stated scale holds (values
 * above it make the column's scale another, and the header's range with it).
 */
export function unrateOffScale(
  s: ImportState,
  stated: { scale: number | null; worst: number | null },
  maxRejects: number,
): OffScaleRatings {
  const scale = columnRatingScale(stated.scale, s.maxBareRating);
  const worst = scale === stated.scale ? stated.worst : null;
  const dropped = new Set<number>();
  const counts: OffScaleRatings = { refused: 0, zeroStars: 0 };
  const kept = { idx: [] as number[], values: [] as number[] };
  s.bareRatingIdx.forEach((reviewIdx, k) => {
    const review = s.reviews[reviewIdx];
    const value = s.bareRatingValues[k]!;
    const zeroStars = isZeroStars(value, scale);
    if (review === undefined || (!zeroStars && (worst === null || value >= worst))) {
      kept.idx.push(reviewIdx);
      kept.values.push(value);
      return;
    }
    counts.refused++;
    if (zeroStars) counts.zeroStars++;
    delete review.rating;
    if (review.text !== '') return;
    dropped.add(reviewIdx);
    s.ratingOnly--;
    s.skippedByReason.no_text_or_rating = (s.skippedByReason.no_text_or_rating ?? 0) + 1;
    const reject: ImportReject = { row: Number(review.id), reason: 'no_text_or_rating' };
    if (s.rejects.length < maxRejects) s.rejects.push(reject);
  });
  // A refused rating is not put on the 5-star scale with the column's others (finalize.ts), and the others keep
  // pointing at their reviews once the rows left empty are gone.
  s.bareRatingValues = kept.values;
  s.bareRatingIdx = kept.idx;
  if (dropped.size > 0) {
    const newIdx: number[] = [];
    let next = 0;
    for (let i = 0; i < s.reviews.length; i++) newIdx.push(dropped.has(i) ? -1 : next++);
    s.reviews = s.reviews.filter((_, i) => !dropped.has(i));
    s.bareRatingIdx = kept.idx.map((i) => newIdx[i]!);
    s.rejects.sort((a, b) => a.row - b.row);
  }
  return counts;
}
