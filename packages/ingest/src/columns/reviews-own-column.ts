// The review's own rating or date when the column chosen for it is the product's: the same for every review of a
// product, as a product's average rating or its publication date is, merged beside each review.
import type { ColumnMeaning } from '@reviewsentry/contracts';
import { holdsNoRatings } from './candidates';
import { hintScore, type Column } from './column';
import { dependsOn, type ColumnProfile } from './profile';

/** The values a column needs to be the review's own, beside a name hint. */
const OWN: Partial<Record<ColumnMeaning, { hint: number; fits: (p: ColumnProfile) => boolean }>> = {
  rating: { hint: 80, fits: (p) => p.ratingRate >= 0.8 && !holdsNoRatings(p) },
  date: { hint: 60, fits: (p) => p.dateRate >= 0.6 },
};

export const OWN_MEANINGS = ['rating', 'date'] as const;

/**
 * Another column named for the meaning that varies between a product's reviews, when the one chosen never does:
 * the chosen one is the product's own (Yelp's business `stars` merged beside the review's; the Amazon Books set's
 * `publishedDate` beside `review/time`), the other the review's.
 */
export function reviewsOwnColumn(
  meaning: (typeof OWN_MEANINGS)[number],
  cols: readonly Column[],
  byMeaning: Partial<Record<ColumnMeaning, number>>,
  assigned: ReadonlyMap<number, ColumnMeaning>,
  sample: readonly string[][],
): Column | undefined {
  const chosen = byMeaning[meaning];
  const product = byMeaning.product_id ?? byMeaning.product_name;
  const own = OWN[meaning]!;
  if (chosen === undefined || product === undefined || !dependsOn(sample, chosen, product))
    return undefined;
  return cols.find(
    (c) =>
      !assigned.has(c.index) &&
      hintScore(c, meaning) >= own.hint &&
      own.fits(c.profile) &&
      !dependsOn(sample, c.index, product),
  );
}
