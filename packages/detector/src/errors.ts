// Errors the detector hands to its caller. They carry a stable code so the server can map them to a 4xx
// with a message a shopper can act on (the server owns the AppError hierarchy; the detector never imports it).
import type { NotAssessedReason } from '@reviewsentry/contracts';
import { agree, countOf } from './wording';

export class DetectorError extends Error {
  readonly code: string;
  readonly details: Record<string, unknown>;

  constructor(code: string, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.details = details;
  }
}

/**
 * An imported file none of whose reviews has text (every one is empty or a placeholder such as 'No review'):
 * there is nothing to judge. Any review with text gives an answer instead, if need be 'Not enough reviews'.
 */
export class NoReviewTextError extends DetectorError {
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
      { reviews_received: reviewsReceived, not_judged: notJudged },
    );
  }
}
