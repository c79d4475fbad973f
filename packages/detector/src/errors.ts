// The errors the detector hands to its caller: AppErrors with a stable code, the HTTP status the server answers
// with and a message a shopper can act on.
import { AppError, type NotAssessedReason } from '@reviewsentry/contracts';
import { agree, countOf } from './wording';

/**
 * An imported file none of whose reviews has text (every one is empty or a placeholder such as 'No review'):
 * there is nothing to judge. Any review with text gives an answer instead, if need be 'Not enough reviews'.
 */
export class NoReviewTextError extends AppError {
  static readonly CODE = 'no_usable_reviews';

  constructor(
    readonly reviewsReceived: number,
    readonly notJudged: Partial<Record<NotAssessedReason, number>>,
  ) {
    const placeholders = notJudged.placeholder ?? 0;
    super(
      NoReviewTextError.CODE,
      reviewsReceived === 0
        ? 'There are no reviews to analyse.'
        : `None of the ${countOf(reviewsReceived, 'review')} has review text` +
            (placeholders > 0
              ? ` (${placeholders.toLocaleString('en-US')} ${agree(placeholders, 'holds', 'hold')} only a placeholder such as 'No review')`
              : '') +
            ', so there is nothing to check. Make sure the export includes the review texts.',
      422,
      { details: { reviews_received: reviewsReceived, not_judged: notJudged } },
    );
  }
}
