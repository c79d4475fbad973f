// Which reviews came first, for naming the original of a copy: by day, then by the moment when both give a
// time of day (shops stamp reviews to the second), then by position in the source.
import { precisionOfIsoDate } from '@reviewsentry/contracts';
import type { PreparedReview } from './types';

/** `indices` sorted oldest first, in place; each review's date is read once. */
export function sortByAge(reviews: readonly PreparedReview[], indices: number[]): number[] {
  const keyed = indices.map((index) => {
    const r = reviews[index] as PreparedReview;
    const { date, date_precision: precision } = r.review;
    const timed = date !== undefined && (precision ?? precisionOfIsoDate(date)) === 'time';
    const time = timed ? Date.parse(date) : NaN;
    // Within a day, reviews with a time of day come first, in order; the others keep their order.
    const moment = Number.isFinite(time) ? time : Number.POSITIVE_INFINITY;
    return { index, day: r.day ?? Number.POSITIVE_INFINITY, moment };
  });
  // Lexicographic on (day, moment, index); ∞ − ∞ is NaN, which `||` passes over like a tie.
  keyed.sort((a, b) => a.day - b.day || a.moment - b.moment || a.index - b.index);
  for (let k = 0; k < keyed.length; k++) indices[k] = keyed[k]!.index;
  return indices;
}
