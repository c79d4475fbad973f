// Rating–text mismatch: a 5-star rating on a clearly negative text (or 1 star on a clearly positive one).
// Paid raters often set the stars without reading the text they paste; honest reviewers rarely do. Only
// texts in a language whose sentiment words we list are read (SENTIMENT_LANGUAGES, docs/decisions/108).
import { isClearlyNegative, isClearlyPositive, SENTIMENT_LANGUAGES } from './sentiment';
import { evidence, type PreparedProduct, type PreparedReview, type SignalResult } from './types';
import { agree, countOf } from '../wording';

/** A rated review of enough words in a language whose sentiment the word lists read. */
function readable(r: PreparedReview): boolean {
  return (
    r.review.rating !== undefined &&
    r.wordCount >= 4 &&
    r.language !== null &&
    SENTIMENT_LANGUAGES.includes(r.language)
  );
}

/** An alert needs this many mismatches and this share of the rated, worded reviews: a stray slip is normal. */
export const MISMATCH_MIN_COUNT = 3;
export const MISMATCH_MIN_SHARE = 0.03;

export function detectRatingMismatch({ reviews }: PreparedProduct): SignalResult {
  const hits: number[] = [];
  let eligible = 0;
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    const rating = r.review.rating;
    if (rating === undefined || !readable(r)) continue;
    eligible++;
    if (rating >= 4.5 || rating <= 1.5) {
      if ((rating >= 4.5 && isClearlyNegative(r)) || (rating <= 1.5 && isClearlyPositive(r)))
        hits.push(r.index);
    }
  }
  const flags = hits.map((index) => {
    const high = ((reviews[index] as PreparedReview).review.rating ?? 0) >= 4.5;
    return {
      index,
      code: 'rating_text_mismatch',
      message: high
        ? 'A top rating on a text that reads clearly negative.'
        : 'A lowest rating on a text that reads clearly positive.',
      strong: false,
    };
  });
  const share = eligible === 0 ? 0 : hits.length / eligible;
  if (hits.length < MISMATCH_MIN_COUNT || share < MISMATCH_MIN_SHARE)
    return { alerts: [], flags, covers: readable };
  const ev = evidence(reviews, hits);
  return {
    flags,
    covers: readable,
    alerts: [
      {
        code: 'rating_text_mismatch',
        severity: share >= 0.1 ? 'warning' : 'info',
        message: `${countOf(hits.length, 'review')} ${agree(hits.length, 'gives', 'give')} a rating that contradicts ${agree(hits.length, 'its', 'their')} own text.`,
        evidence: ev.ids,
        metrics: {
          count: hits.length,
          share: Math.round(share * 10_000) / 10_000,
          evidence_total: ev.total,
        },
      },
    ],
  };
}
