// Bursts: days with far more reviews than the product's own pace predicts. Review campaigns land many
// reviews in a few days. The expected count per day is a Poisson rate taken from the surrounding weeks
// (so a product that simply got popular is judged against its new pace) but never below the product's
// overall average; a day is a burst when its count is improbable under that rate after a Bonferroni
// correction over all days.
import { isoDay } from '../dates';
import { poissonUpperTail } from '../stats/poisson';
import { evidence, type PreparedProduct, type PreparedReview, type SignalResult } from './types';
import { countOf } from '../wording';

/** Once the pace test runs, it examines every dated review. */
const isDated = (r: PreparedReview): boolean => r.day !== null;

/** Days on either side that set the local pace. */
export const WINDOW_DAYS = 14;
/** Family-wise false-alarm rate over all days of the product. */
export const BURST_ALPHA = 0.01;
/** A burst needs at least this many reviews on the day. */
export const BURST_MIN_COUNT = 5;
/** Fewer dated reviews than this give no meaningful pace. */
export const BURST_MIN_DATED = 20;

export function detectBursts({ reviews }: PreparedProduct): SignalResult {
  // Indexed loops over the reviews and no filtered copy: at 100,000 reviews the iterator objects and the
  // copy were most of this signal's time.
  let datedCount = 0;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < reviews.length; i++) {
    const day = (reviews[i] as PreparedReview).day;
    if (day === null) continue;
    datedCount++;
    if (day < first) first = day;
    if (day > last) last = day;
  }
  if (datedCount < BURST_MIN_DATED) return { alerts: [], flags: [] };
  const span = last - first + 1;
  if (span < 3) return { alerts: [], flags: [] };
  const counts = new Int32Array(span);
  for (let i = 0; i < reviews.length; i++) {
    const day = (reviews[i] as PreparedReview).day;
    if (day !== null) counts[day - first] = (counts[day - first] as number) + 1;
  }
  // Prefix sums give each day's window total in O(1).
  const prefix = new Float64Array(span + 1);
  for (let d = 0; d < span; d++) prefix[d + 1] = (prefix[d] as number) + (counts[d] as number);
  const overall = datedCount / span;
  const alpha = BURST_ALPHA / span;

  const burstDays: { day: number; count: number; expected: number; p: number }[] = [];
  for (let d = 0; d < span; d++) {
    const c = counts[d] as number;
    if (c < BURST_MIN_COUNT) continue;
    const lo = Math.max(0, d - WINDOW_DAYS);
    const hi = Math.min(span, d + WINDOW_DAYS + 1);
    const windowDays = hi - lo - 1;
    const local =
      windowDays > 0 ? ((prefix[hi] as number) - (prefix[lo] as number) - c) / windowDays : 0;
    const expected = Math.max(local, overall);
    const p = poissonUpperTail(c, expected);
    if (p < alpha) burstDays.push({ day: first + d, count: c, expected, p });
  }
  if (burstDays.length === 0) return { alerts: [], flags: [], covers: isDated };

  const burstSet = new Set(burstDays.map((b) => b.day));
  const inBurst: number[] = [];
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    if (r.day !== null && burstSet.has(r.day)) inBurst.push(r.index);
  }
  const share = inBurst.length / datedCount;
  const top = burstDays.reduce((a, b) => (b.count - b.expected > a.count - a.expected ? b : a));
  const ev = evidence(reviews, inBurst);
  return {
    covers: isDated,
    flags: inBurst.map((index) => ({
      index,
      code: 'review_burst',
      message: `Posted on ${isoDay((reviews[index] as PreparedReview).day as number)}, a day with an unusual spike of reviews.`,
      strong: false,
    })),
    alerts: [
      {
        code: 'review_burst',
        severity: share >= 0.2 ? 'critical' : share >= 0.05 ? 'warning' : 'info',
        message:
          `${countOf(inBurst.length, 'review')} arrived on ${countOf(burstDays.length, 'day')} of unusual activity ` +
          `(busiest: ${top.count} on ${isoDay(top.day)} where about ${top.expected.toFixed(1)} were expected).`,
        evidence: ev.ids,
        metrics: {
          burst_days: burstDays.length,
          reviews_in_bursts: inBurst.length,
          share: Math.round(share * 10_000) / 10_000,
          max_day_count: top.count,
          max_day_expected: Math.round(top.expected * 100) / 100,
          min_p_value: Math.min(...burstDays.map((b) => b.p)),
          evidence_total: ev.total,
        },
      },
    ],
  };
}
