// Bursts: days on which a product got far more reviews than its own baseline predicts (burst-days.ts).
// Only reviews dated to the day take part: "Oct, 2023" or "10 months ago" cannot place a review on a day,
// and spreading or pinning them would invent the very spikes this signal looks for. Each product of the
// analysed set is judged against its own history, so products of one file never make each other's bursts.
// 'critical' is kept for the pattern a careful reader would call a campaign without our help: twenty or more
// reviews in a day or two, ten times the product's usual pace, nearly all with the same extreme star rating.
import type { AlertSeverity } from '@reviewsentry/contracts';
import { isoDay } from '../dates';
import { findBurstDays, type BurstDay } from './burst-days';
import { evidence, type PreparedProduct, type PreparedReview, type SignalResult } from './types';

/** Fewer reviews dated to the day than this give no meaningful pace. */
export const BURST_MIN_DATED = 20;
/** A critical burst: at least this many reviews in one run of burst days… */
const CRITICAL_MIN_REVIEWS = 20;
/** …with a day of at least this many times the product's pace (and this many reviews, at the slowest pace)… */
const CRITICAL_RATIO = 10;
/** …with this share of them rated, nearly all (CRITICAL_SAME_STARS) with the same 1- or 5-star rating. */
const CRITICAL_RATED_SHARE = 0.8;
const CRITICAL_SAME_STARS = 0.9;

interface ProductBursts {
  label: string | null;
  days: BurstDay[];
  /** Review indices per burst day. */
  members: Map<number, number[]>;
  dated: number;
}

export function detectBursts({ reviews }: PreparedProduct): SignalResult {
  const groups = new Map<string, number[]>();
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    if (r.day === null) continue;
    const key = r.review.product_id ?? r.review.product_name ?? '';
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  }
  const found: ProductBursts[] = [];
  let dated = 0;
  for (const indices of groups.values()) {
    dated += indices.length;
    const bursts = productBursts(reviews, indices);
    if (bursts) found.push(bursts);
  }
  if (found.length === 0) return { alerts: [], flags: [] };

  const inBurst: number[] = [];
  const flags: SignalResult['flags'] = [];
  for (const product of found) {
    for (const b of product.days) {
      for (const index of product.members.get(b.day) ?? []) {
        inBurst.push(index);
        flags.push({
          index,
          code: 'review_burst',
          message: `Posted on ${isoDay(b.day)}, one of ${b.count} reviews that day, where ${paceText(b.pace)} is usual for this product.`,
          strong: false,
        });
      }
    }
  }
  const all = found.flatMap((p) => p.days.map((day) => ({ product: p, day })));
  const top = all.reduce((a, b) =>
    b.day.count > a.day.count || (b.day.count === a.day.count && b.day.pace < a.day.pace) ? b : a,
  );
  const campaign = found.map((p) => campaignSentence(reviews, p)).find((s) => s !== null) ?? null;
  const severity: AlertSeverity = campaign === null ? 'warning' : 'critical';
  const ev = evidence(reviews, inBurst);
  return {
    flags,
    alerts: [
      {
        code: 'review_burst',
        severity,
        message:
          alertMessage(inBurst.length, all.length, found, top, groups.size) +
          (campaign ? ` ${campaign}` : ''),
        evidence: ev.ids,
        metrics: {
          burst_days: all.length,
          reviews_in_bursts: inBurst.length,
          share: Math.round((inBurst.length / dated) * 10_000) / 10_000,
          products_with_bursts: found.length,
          max_day_count: top.day.count,
          max_day_pace: Math.round(top.day.pace * 100) / 100,
          max_day_busy_level: top.day.busy,
          min_p_value: Math.min(...all.map((b) => b.day.p)),
          evidence_total: ev.total,
        },
      },
    ],
  };
}

/** One product's burst days, or null when it has none (or too few reviews dated to the day to tell). */
function productBursts(
  reviews: readonly PreparedReview[],
  indices: readonly number[],
): ProductBursts | null {
  if (indices.length < BURST_MIN_DATED) return null;
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (const i of indices) {
    const day = (reviews[i] as PreparedReview).day as number;
    if (day < first) first = day;
    if (day > last) last = day;
  }
  const counts = new Int32Array(last - first + 1);
  for (const i of indices) {
    const day = (reviews[i] as PreparedReview).day as number;
    counts[day - first] = (counts[day - first] as number) + 1;
  }
  const days = findBurstDays(counts, first, indices.length);
  if (days.length === 0) return null;
  const members = new Map<number, number[]>(days.map((b) => [b.day, []]));
  for (const i of indices) members.get((reviews[i] as PreparedReview).day as number)?.push(i);
  const sample = (reviews[indices[0] as number] as PreparedReview).review;
  return {
    label: sample.product_name ?? sample.product_id ?? null,
    days,
    members,
    dated: indices.length,
  };
}

/** The alert's first sentence; products are named when the analysed set holds several. */
function alertMessage(
  total: number,
  dayCount: number,
  found: readonly ProductBursts[],
  top: { product: ProductBursts; day: BurstDay },
  productCount: number,
): string {
  const label = productCount > 1 ? top.product.label : null;
  const usual = `${label ? 'that' : 'the'} product's own pace in the surrounding weeks is ${paceText(top.day.pace)}`;
  if (found.length > 1) {
    return (
      `${total} reviews of ${found.length} products were posted on ${dayCount} days of unusual activity; ` +
      `the busiest, ${isoDay(top.day.day)}${label ? ` (${label})` : ''}, had ${top.day.count} where ${usual}.`
    );
  }
  const whose = label ? ` of ${label}` : '';
  if (dayCount === 1)
    return `${total} reviews${whose} were posted on ${isoDay(top.day.day)}, where ${usual}.`;
  return (
    `${total} reviews${whose} were posted on ${dayCount} days of unusual activity; the busiest, ` +
    `${isoDay(top.day.day)}, had ${top.day.count} where ${usual}.`
  );
}

/**
 * The sentence that makes a burst critical, or null: a run of consecutive burst days with at least
 * CRITICAL_MIN_REVIEWS reviews, a day at least CRITICAL_RATIO times the pace, and ratings nearly all alike.
 */
function campaignSentence(
  reviews: readonly PreparedReview[],
  product: ProductBursts,
): string | null {
  const days = [...product.days].sort((a, b) => a.day - b.day);
  for (let start = 0; start < days.length;) {
    let end = start + 1;
    while (end < days.length && (days[end] as BurstDay).day === (days[end - 1] as BurstDay).day + 1)
      end++;
    const run = days.slice(start, end);
    start = end;
    const members = run.flatMap((b) => product.members.get(b.day) ?? []);
    const strong = run.some((b) => b.count >= CRITICAL_RATIO * Math.max(b.pace, 1));
    if (members.length < CRITICAL_MIN_REVIEWS || !strong) continue;
    const stars = new Map<number, number>();
    let rated = 0;
    for (const i of members) {
      const rating = (reviews[i] as PreparedReview).review.rating;
      if (rating === undefined) continue;
      rated++;
      const s = Math.round(rating);
      stars.set(s, (stars.get(s) ?? 0) + 1);
    }
    if (rated < CRITICAL_RATED_SHARE * members.length) continue;
    for (const star of [5, 1]) {
      const same = stars.get(star) ?? 0;
      if (same < CRITICAL_SAME_STARS * rated) continue;
      const when =
        run.length === 1
          ? `on ${isoDay((run[0] as BurstDay).day)}`
          : `from ${isoDay((run[0] as BurstDay).day)} to ${isoDay((run.at(-1) as BurstDay).day)}`;
      return `${same} of the ${rated} rated reviews posted ${when} give ${star} star${star === 1 ? '' : 's'}.`;
    }
  }
  return null;
}

/** "about 12 a day", "about 1.2 a day", "about 0.6 a day", "about 1 every 3 days". */
export function paceText(pace: number): string {
  if (pace >= 9.5) return `about ${Math.round(pace)} a day`;
  if (pace >= 0.5) return `about ${pace.toFixed(1)} a day`;
  return `about 1 every ${Math.round(1 / pace)} days`;
}
