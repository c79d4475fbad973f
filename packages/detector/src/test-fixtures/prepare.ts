import type { Review } from '@reviewsentry/contracts';
import { prepareReviews } from '../prepare';
import type { PreparedReview } from '../signals/types';

/** The analyzer's own preparation, for testing one signal on its own. */
export function prepare(reviews: readonly Review[]): PreparedReview[] {
  return prepareReviews(reviews).reviews;
}
