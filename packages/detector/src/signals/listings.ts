// One review listed twice by its source (pagination overlap, an export appended to itself): the same reviewer's
// same text and rating on the same date or, without a name, the same text and rating stamped to the same
// second (docs/decisions/103). It holds one review's evidence, so it is judged once (docs/decisions/161).
import { precisionOfIsoDate, type Review } from '@reviewsentry/contracts';
import type { PreparedReview } from './types';

/** The key two listings of one review share; null when nothing ties the text to one reviewer and moment. */
export function listingKey(review: Review, text: string | number): string | null {
  const { reviewer, date, date_precision: precision, rating } = review;
  if (!reviewer && (date === undefined || (precision ?? precisionOfIsoDate(date)) !== 'time'))
    return null;
  return `${reviewer ?? ''}\u0000${date ?? ''}\u0000${rating ?? ''}\u0000${text}`;
}

/** 1 for each review that repeats an earlier listing of the same review (the first listing keeps 0). */
export function repeatedListings(reviews: readonly PreparedReview[]): Uint8Array {
  const repeated = new Uint8Array(reviews.length);
  // A key names its text by the text's first index, so keys stay short whatever the texts' length.
  const textIds = new Map<string, number>();
  const keys = new Set<string>();
  for (const r of reviews) {
    if (!r.hasText) continue;
    const text = r.review.text.trim();
    let id = textIds.get(text);
    if (id === undefined) {
      id = textIds.size;
      textIds.set(text, id);
    }
    const key = listingKey(r.review, id);
    if (key === null) continue;
    if (keys.has(key)) repeated[r.index] = 1;
    else keys.add(key);
  }
  return repeated;
}
