// Errors the detector hands to its caller. They carry a stable code so the server can map them to a 4xx
// with a message a shopper can act on (the server owns the AppError hierarchy; the detector never imports it).
import type { NotAssessedReason } from '@reviewsentry/contracts';

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

/** No review could be text-scored, so there is no fake share to report (never "Genuine 0 %"). */
export class NoAssessableReviewsError extends DetectorError {
  static readonly CODE = 'no_assessable_reviews';

  constructor(
    readonly totalReviews: number,
    readonly notAssessed: Partial<Record<NotAssessedReason, number>>,
  ) {
    super(
      NoAssessableReviewsError.CODE,
      totalReviews === 0
        ? 'There are no reviews to analyse.'
        : `None of the ${totalReviews} reviews has English text long enough to judge, so no verdict can be given.`,
      { total_reviews: totalReviews, not_assessed: notAssessed },
    );
  }
}
