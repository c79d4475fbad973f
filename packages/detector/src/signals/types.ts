import type { Alert, Review } from '@reviewsentry/contracts';

/**
 * A review with what every signal needs, computed once. Word strings are not kept, and neither is one
 * array per review: at 100,000 reviews those cost hundreds of megabytes and much garbage collection, so
 * the word hashes of all reviews live in one flat array of the product (PreparedProduct.words).
 */
export interface PreparedReview {
  index: number;
  review: Review;
  /** Number of words; their hashes are PreparedProduct.words[wordStart[index] ..][0 .. wordCount). */
  wordCount: number;
  /** Positive and negative cues of the text (sentiment.ts): a PreparedReview is itself a Sentiment. */
  positive: number;
  negative: number;
  /**
   * Days since 1970-01-01 (UTC), or null when the date is missing, unreadable or less precise than a day
   * ("2023-10", "2023", a relative date): day-level signals never see an approximate date.
   */
  day: number | null;
  /** Months since 1970-01 (dates.ts CalendarPlace), or null when not known to the month. */
  month: number | null;
  /** Calendar year, or null when the review has no calendar date. */
  year: number | null;
  /** The review has text (not empty, not a placeholder such as 'No review'). */
  hasText: boolean;
  /** ISO 639-1 code of the text's language when detected, null when unknown. */
  language: string | null;
}

/** All reviews of one product, prepared once and shared by every signal. */
export interface PreparedProduct {
  reviews: readonly PreparedReview[];
  /** FNV-1a hashes of the lower-cased words of every review, concatenated in review order. */
  words: Uint32Array;
  /** Review i's words are words[wordStart[i] .. wordStart[i + 1]). */
  wordStart: Int32Array;
}

/** Per-review evidence raised by a signal. Strong evidence makes a review fake on its own (docs/model-card.md). */
export interface ReviewFlag {
  index: number;
  code: string;
  message: string;
  strong: boolean;
  /** Ids of the other reviews the message refers to (e.g. the review this one copies). */
  reviewIds?: readonly string[];
}

export interface SignalResult {
  alerts: Alert[];
  flags: ReviewFlag[];
  /**
   * The reviews this signal examined, for the coverage report (docs/decisions/101); absent when it examined
   * none (e.g. too few dated reviews for a pace) or works on the product as a whole.
   */
  covers?: (review: PreparedReview) => boolean;
}

/** The ids of the reviews at `indices`: an alert lists every one (metrics.evidence_total is their count). */
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
    ids.push((reviews[i] as PreparedReview).review.id);
  }
  return { ids, total };
}
