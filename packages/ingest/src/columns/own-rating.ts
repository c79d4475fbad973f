// The review's own rating when the column chosen as the rating is the product's (the same for all its reviews).
import type { ColumnMeaning } from '@reviewsentry/contracts';
import { holdsNoRatings } from './candidates';
import { hintScore, type Column } from './column';
import { dependsOn } from './profile';

/**
 * Another column named like a rating that varies between a product's reviews, when the one chosen never does: the
 * chosen one is the product's own average (Yelp's business `stars` merged beside the review's), the other the
 * review's.
 */
export function reviewsOwnRating(
  cols: readonly Column[],
  byMeaning: Partial<Record<ColumnMeaning, number>>,
  assigned: ReadonlyMap<number, ColumnMeaning>,
  sample: readonly string[][],
): Column | undefined {
  const chosen = byMeaning.rating;
  const product = byMeaning.product_id ?? byMeaning.product_name;
  if (chosen === undefined || product === undefined || !dependsOn(sample, chosen, product))
    return undefined;
  return cols.find(
    (c) =>
      !assigned.has(c.index) &&
      hintScore(c, 'rating') >= 80 &&
      c.profile.ratingRate >= 0.8 &&
      !holdsNoRatings(c.profile) &&
      !dependsOn(sample, c.index, product),
  );
}
