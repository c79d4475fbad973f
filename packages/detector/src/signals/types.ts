import type { Alert, Review } from '@reviewsentry/contracts';

/** A review with what every signal needs computed once. */
export interface PreparedReview {
  index: number;
  review: Review;
  tokens: readonly string[];
  /** Days since 1970-01-01 (UTC), or null when the date is missing or unreadable. */
  day: number | null;
  /** Text could be judged (English, long enough). */
  assessed: boolean;
}

/** Per-review evidence raised by a signal. Strong evidence makes a review fake on its own (docs/model-card.md). */
export interface ReviewFlag {
  index: number;
  code: string;
  message: string;
  strong: boolean;
}

export interface SignalResult {
  alerts: Alert[];
  flags: ReviewFlag[];
}

export const EMPTY_SIGNAL: SignalResult = { alerts: [], flags: [] };

/** Alerts list at most this many review ids; metrics.evidence_total gives the full count. */
export const EVIDENCE_LIMIT = 500;

export function evidence(
  reviews: readonly PreparedReview[],
  indices: Iterable<number>,
): {
  ids: string[];
  total: number;
} {
  const ids: string[] = [];
  let total = 0;
  for (const i of indices) {
    total++;
    if (ids.length < EVIDENCE_LIMIT) ids.push((reviews[i] as PreparedReview).review.id);
  }
  return { ids, total };
}
