import type { AnalysisResult } from '@reviewsentry/contracts';
import { isoDay } from '../dates';
import type { PreparedProduct, PreparedReview } from '../signals/types';

type RatingBucket = AnalysisResult['rating_histogram'][number];
type TimeBucket = AnalysisResult['reviews_over_time'][number];

/** 1..5-star counts (half stars rounded), or [] when no review has a rating. */
export function ratingHistogram(
  { reviews }: Pick<PreparedProduct, 'reviews'>,
  isFake: readonly boolean[],
): RatingBucket[] {
  const buckets: RatingBucket[] = [1, 2, 3, 4, 5].map((stars) => ({
    stars,
    count: 0,
    fake_count: 0,
  }));
  let any = false;
  // Indexed loops over the reviews here and below: for…of costs an iterator result per review until the
  // loop is optimised, and these loops run once per analysis.
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    if (r.review.rating === undefined) continue;
    any = true;
    const b = buckets[Math.min(5, Math.max(1, Math.round(r.review.rating))) - 1] as RatingBucket;
    b.count++;
    if (isFake[r.index]) b.fake_count++;
  }
  return any ? buckets : [];
}

/** Daily buckets for spans up to 90 days, monthly up to 3 years, yearly beyond; gaps filled with zeros. */
export function reviewsOverTime(
  { reviews }: Pick<PreparedProduct, 'reviews'>,
  isFake: readonly boolean[],
): TimeBucket[] {
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < reviews.length; i++) {
    const day = (reviews[i] as PreparedReview).day;
    if (day === null) continue;
    if (day < first) first = day;
    if (day > last) last = day;
  }
  if (first > last) return [];
  const span = last - first + 1;
  const width = span <= 90 ? 10 : span <= 3 * 366 ? 7 : 4;
  const periods: string[] = [];
  const index = new Map<string, number>();
  const add = (p: string): void => {
    if (!index.has(p)) {
      index.set(p, periods.length);
      periods.push(p);
    }
  };
  if (width === 10) for (let d = first; d <= last; d++) add(isoDay(d));
  else {
    const start = new Date(first * 86_400_000);
    const end = new Date(last * 86_400_000);
    if (width === 7) {
      for (
        let y = start.getUTCFullYear(), m = start.getUTCMonth();
        y < end.getUTCFullYear() || (y === end.getUTCFullYear() && m <= end.getUTCMonth());
        m === 11 ? ((m = 0), y++) : m++
      ) {
        add(`${y}-${String(m + 1).padStart(2, '0')}`);
      }
    } else for (let y = start.getUTCFullYear(); y <= end.getUTCFullYear(); y++) add(String(y));
  }
  const buckets: TimeBucket[] = periods.map((period) => ({ period, count: 0, fake_count: 0 }));
  const bucketOfDay = new Map<number, TimeBucket>();
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    if (r.day === null) continue;
    let b = bucketOfDay.get(r.day);
    if (!b) {
      b = buckets[index.get(isoDay(r.day).slice(0, width)) as number] as TimeBucket;
      bucketOfDay.set(r.day, b);
    }
    b.count++;
    if (isFake[r.index]) b.fake_count++;
  }
  return buckets;
}
