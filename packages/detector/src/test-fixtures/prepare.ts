import type { Review } from '@reviewsentry/contracts';
import { prepareReviews } from '../prepare';
import type { PreparedProduct } from '../signals/types';

/** The analyzer's own preparation, for testing one signal on its own. */
export function prepare(reviews: readonly Review[]): PreparedProduct {
  return prepareReviews(reviews).product;
}
