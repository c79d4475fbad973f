// Which days of one product's history are bursts, judged against the product's own baseline. Review campaigns
// land dozens of reviews in a day or two on a product whose pace is otherwise steady; honest products have
// busy days too (holiday seasons, launch week, a sale, a shop that stamps reviews in weekly batches), but then
// their other busy days nearby are busy as well. So a day is a burst only when it stands far above both the
// product's pace and its own busy days in the surrounding weeks, and is improbable under that pace
// (docs/decisions/112-review-bursts.md).
import { poissonUpperTail } from '../stats/poisson';

/** Days on either side whose counts set the product's own baseline for a day. */
export const WINDOW_DAYS = 28;
/** The day and its neighbours are left out of its baseline, so that a two-day campaign cannot hide itself. */
const OWN_NEIGHBOURS = 1;
/** A day needs at least this much baseline around it (a product's first or last weeks still have enough). */
const MIN_BASELINE_DAYS = 14;
/** The baseline's busy-day level: its BUSY_RANK-th busiest day, so one other unusual day cannot mask a burst. */
const BUSY_RANK = 2;
/** A burst is at least this many times the baseline's pace… */
export const BURST_PACE_RATIO = 5;
/** …and this many times its busy-day level: an honest product's big days have company, a campaign's do not. */
export const BURST_BUSY_RATIO = 3;
/** A burst has at least this many reviews on the day: fewer is not a campaign a reader would recognise. */
export const BURST_MIN_COUNT = 10;
/** Family-wise false-alarm rate over all days of the product (Bonferroni). */
export const BURST_ALPHA = 0.01;

export interface BurstDay {
  day: number;
  count: number;
  /** The product's mean reviews a day in the surrounding weeks (never below its lifetime mean). */
  pace: number;
  /** The BUSY_RANK-th largest daily count in the surrounding weeks. */
  busy: number;
  /** P(at least `count` | Poisson(pace)). */
  p: number;
}

/** Bursts among daily counts (`counts[d]` is day `first + d`); `dated` is their sum. */
export function findBurstDays(counts: Int32Array, first: number, dated: number): BurstDay[] {
  const span = counts.length;
  const prefix = new Float64Array(span + 1);
  for (let d = 0; d < span; d++) prefix[d + 1] = (prefix[d] as number) + (counts[d] as number);
  const sum = (from: number, to: number): number =>
    from >= to ? 0 : (prefix[to] as number) - (prefix[from] as number);
  const lifetimePace = dated / span;
  const alpha = BURST_ALPHA / span;
  const bursts: BurstDay[] = [];
  for (let d = 0; d < span; d++) {
    const count = counts[d] as number;
    if (count < BURST_MIN_COUNT) continue;
    const lo = Math.max(0, d - WINDOW_DAYS);
    const hi = Math.min(span, d + WINDOW_DAYS + 1);
    const ownLo = Math.max(lo, d - OWN_NEIGHBOURS);
    const ownHi = Math.min(hi, d + OWN_NEIGHBOURS + 1);
    const baselineDays = hi - lo - (ownHi - ownLo);
    if (baselineDays < MIN_BASELINE_DAYS) continue;
    const pace = Math.max((sum(lo, ownLo) + sum(ownHi, hi)) / baselineDays, lifetimePace);
    if (count < BURST_PACE_RATIO * pace) continue;
    const busy = busyLevel(counts, lo, ownLo, ownHi, hi);
    if (count < BURST_BUSY_RATIO * busy) continue;
    const p = poissonUpperTail(count, pace);
    if (p < alpha) bursts.push({ day: first + d, count, pace, busy, p });
  }
  return bursts;
}

/** The BUSY_RANK-th largest count in [lo, ownLo) ∪ [ownHi, hi). */
function busyLevel(
  counts: Int32Array,
  lo: number,
  ownLo: number,
  ownHi: number,
  hi: number,
): number {
  const top = new Array<number>(BUSY_RANK).fill(0);
  const consider = (c: number): void => {
    if (c <= (top[BUSY_RANK - 1] as number)) return;
    let i = BUSY_RANK - 1;
    while (i > 0 && (top[i - 1] as number) < c) {
      top[i] = top[i - 1] as number;
      i--;
    }
    top[i] = c;
  };
  for (let d = lo; d < ownLo; d++) consider(counts[d] as number);
  for (let d = ownHi; d < hi; d++) consider(counts[d] as number);
  return top[BUSY_RANK - 1] as number;
}
