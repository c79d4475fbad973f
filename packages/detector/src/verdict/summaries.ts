import type { AnalysisResult } from '@reviewsentry/contracts';
import { isoDay, isoMonth } from '../dates';
import { starOf } from '../signals/rating-shape';
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
    const b = buckets[starOf(r.review.rating) - 1] as RatingBucket;
    b.count++;
    if (isFake[r.index]) b.fake_count++;
  }
  return any ? buckets : [];
}

/**
 * Counts per period: days for spans up to 90 days, months up to three years, years beyond, gaps filled with
 * zeros. Each review is counted only at a precision it has: one month-precise date ("Oct, 2023") makes the
 * whole chart monthly, one year-precise date makes it yearly, and a relative date ("10 months ago"), having no
 * calendar date, is not charted at all.
 */
export function reviewsOverTime(
  { reviews }: Pick<PreparedProduct, 'reviews'>,
  isFake: readonly boolean[],
): TimeBucket[] {
  let firstYear = Number.POSITIVE_INFINITY;
  let lastYear = Number.NEGATIVE_INFINITY;
  let firstMonth = Number.POSITIVE_INFINITY;
  let lastMonth = Number.NEGATIVE_INFINITY;
  let firstDay = Number.POSITIVE_INFINITY;
  let lastDay = Number.NEGATIVE_INFINITY;
  let common: Unit = 'day';
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    if (r.year === null) continue;
    firstYear = Math.min(firstYear, r.year);
    lastYear = Math.max(lastYear, r.year);
    if (r.month === null) common = 'year';
    else {
      firstMonth = Math.min(firstMonth, r.month);
      lastMonth = Math.max(lastMonth, r.month);
      if (r.day === null) common = common === 'year' ? 'year' : 'month';
      else {
        firstDay = Math.min(firstDay, r.day);
        lastDay = Math.max(lastDay, r.day);
      }
    }
  }
  if (firstYear > lastYear) return [];
  const unit = coarser(common, unitForSpan(common, firstDay, lastDay, firstMonth, lastMonth));
  const [from, to] =
    unit === 'day'
      ? [firstDay, lastDay]
      : unit === 'month'
        ? [firstMonth, lastMonth]
        : [firstYear, lastYear];
  const label = unit === 'day' ? isoDay : unit === 'month' ? isoMonth : String;
  const buckets: TimeBucket[] = [];
  for (let k = from; k <= to; k++) buckets.push({ period: label(k), count: 0, fake_count: 0 });
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    const k = unit === 'day' ? r.day : unit === 'month' ? r.month : r.year;
    if (k === null) continue;
    const b = buckets[k - from] as TimeBucket;
    b.count++;
    if (isFake[r.index]) b.fake_count++;
  }
  return buckets;
}

type Unit = 'day' | 'month' | 'year';
const UNITS: readonly Unit[] = ['day', 'month', 'year'];

function coarser(a: Unit, b: Unit): Unit {
  return UNITS.indexOf(a) >= UNITS.indexOf(b) ? a : b;
}

/** The unit the span of the dates calls for, measured at the common precision every date has. */
function unitForSpan(
  common: Unit,
  firstDay: number,
  lastDay: number,
  firstMonth: number,
  lastMonth: number,
): Unit {
  if (common === 'year') return 'year';
  if (common === 'day')
    return lastDay - firstDay + 1 <= 90
      ? 'day'
      : lastDay - firstDay + 1 <= 3 * 366
        ? 'month'
        : 'year';
  return lastMonth - firstMonth + 1 <= 36 ? 'month' : 'year';
}
