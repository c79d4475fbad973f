import type { Alert, Review } from '@reviewsentry/contracts';
import type { Sentiment } from './sentiment';

/**
 * A review with what every signal needs, computed once. Word strings are not kept: at 100,000 reviews
 * they would cost hundreds of megabytes, so signals work on 32-bit word hashes and sentiment counts.
 */
export interface PreparedReview {
  index: number;
  review: Review;
  /** FNV-1a hashes of the lower-cased words, in order. */
  wordHashes: Uint32Array;
  /** Positive and negative cues of the text (sentiment.ts). */
  sentiment: Sentiment;
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
