import type { Review } from '@reviewsentry/contracts';
import { assessText } from '../assess/assessability';
import { dayNumber } from '../dates';
import type { PreparedReview } from '../signals/types';
import { words } from '../text/tokenize';

/** The same preparation the analyzer does, for testing one signal on its own. */
export function prepare(reviews: readonly Review[]): PreparedReview[] {
  return reviews.map((review, index) => {
    const tokens = words(review.text);
    return {
      index,
      review,
      tokens,
      day: dayNumber(review.date),
      assessed: assessText(review.text, tokens).assessed,
    };
  });
}
