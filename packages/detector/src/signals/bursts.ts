// Bursts: days on which a product got far more reviews than its own baseline predicts (burst-days.ts).
// Only reviews dated to the day take part: "Oct, 2023" or "10 months ago" cannot place a review on a day,
// and spreading or pinning them would invent the very spikes this signal looks for. Each product of the
// analysed set is judged against its own history, so products of one file never make each other's bursts.
// 'critical' is kept for the pattern a careful reader would call a campaign without our help: twenty or more
// reviews in a day or two, ten times the product's usual pace, nearly all with the same extreme star rating.
import { inSentence, type AlertSeverity } from '@reviewsentry/contracts';
import { isoDay } from '../dates';
import { countOf, joinWords } from '../wording';
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
  const { groupOf, groups, dated } = productGroups(reviews);
  // The pace test runs on a product with enough day-dated reviews over more than one day (on a single day there
  // is no pace to compare with), and then examines each of them: only those are covered by the timing check.
  const measured = groups.map((g) => g.size >= BURST_MIN_DATED && g.last > g.first);
  const covers = (r: PreparedReview): boolean => {
    const g = groupOf[r.index] as number;
    return g >= 0 && measured[g] === true;
  };
  // Daily counts of each product the pace test runs on, filled in one pass over the reviews.
  const counts = groups.map((g, k) => (measured[k] ? new Int32Array(g.last - g.first + 1) : null));
  for (let i = 0; i < reviews.length; i++) {
    const g = groupOf[i] as number;
    const c = g < 0 ? null : counts[g];
    if (c) {
      const d = ((reviews[i] as PreparedReview).day as number) - (groups[g] as Group).first;
      c[d] = (c[d] as number) + 1;
    }
  }
  const byGroup = groups.map((g, k) => {
    const c = counts[k];
    return c ? findBurstDays(c, g.first, g.size) : [];
  });
  if (byGroup.every((days) => days.length === 0)) return { alerts: [], flags: [], covers };
  const found: ProductBursts[] = [];
  const foundOf = byGroup.map((days, k) => {
    if (days.length === 0) return null;
    const sample = (reviews[(groups[k] as Group).sample] as PreparedReview).review;
    const product: ProductBursts = {
      label: inSentence(sample.product_name ?? sample.product_id ?? '') || null,
      days,
      members: new Map(days.map((b) => [b.day, []])),
      dated: (groups[k] as Group).size,
    };
    found.push(product);
    return product;
  });
  for (let i = 0; i < reviews.length; i++) {
    const g = groupOf[i] as number;
    const product = g < 0 ? null : foundOf[g];
    if (product) product.members.get((reviews[i] as PreparedReview).day as number)?.push(i);
  }

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
    covers,
    flags,
    alerts: [
      {
        code: 'review_burst',
        severity,
        message:
          alertMessage(inBurst.length, all.length, found, top, groups.length) +
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

interface Group {
  first: number;
  last: number;
  size: number;
  /** A review of the group, for its product's name. */
  sample: number;
}

/**
 * Each day-dated review's product (by id, else name) as a group number (−1 for reviews without a day), and
 * each group's first and last day. Consecutive reviews usually share a product, so the map is rarely asked.
 */
function productGroups(reviews: readonly PreparedReview[]): {
  groupOf: Int32Array;
  groups: Group[];
  dated: number;
} {
  const groupOf = new Int32Array(reviews.length).fill(-1);
  const ids = new Map<string, number>();
  const groups: Group[] = [];
  let lastKey: string | null = null;
  let lastId = -1;
  let dated = 0;
  for (let i = 0; i < reviews.length; i++) {
    const r = reviews[i] as PreparedReview;
    if (r.day === null) continue;
    dated++;
    const key = r.review.product_id ?? r.review.product_name ?? '';
    let id = key === lastKey ? lastId : ids.get(key);
    if (id === undefined) {
      id = groups.length;
      ids.set(key, id);
      groups.push({ first: r.day, last: r.day, size: 0, sample: i });
    }
    lastKey = key;
    lastId = id;
    groupOf[i] = id;
    const g = groups[id] as Group;
    g.size++;
    if (r.day < g.first) g.first = r.day;
    if (r.day > g.last) g.last = r.day;
  }
  return { groupOf, groups, dated };
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
  // The days are named so a shopper can check them against the reviews' dates.
  const named = dayList(found.flatMap((p) => p.days.map((b) => b.day)));
  if (found.length > 1) {
    return (
      `${total} reviews of ${found.length} products were posted on ${dayCount} days of unusual activity ` +
      `(${named}); ` +
      `the busiest, ${isoDay(top.day.day)}${label ? ` (${label})` : ''}, had ${top.day.count} where ${usual}.`
    );
  }
  const whose = label ? ` of ${label}` : '';
  if (dayCount === 1)
    return `${total} reviews${whose} were posted on ${isoDay(top.day.day)}, where ${usual}.`;
  return (
    `${total} reviews${whose} were posted on ${dayCount} days of unusual activity (${named}); the busiest, ` +
    `${isoDay(top.day.day)}, had ${top.day.count} where ${usual}.`
  );
}

/** Up to NAMED_DAYS distinct days in calendar order, then how many more: "2024-04-07, 2024-04-08 and 3 more days". */
const NAMED_DAYS = 5;
function dayList(days: readonly number[]): string {
  const distinct = [...new Set(days)].sort((a, b) => a - b);
  const shown = distinct.slice(0, NAMED_DAYS).map(isoDay);
  const more = distinct.length - shown.length;
  if (more > 0) shown.push(`${countOf(more, 'more day')}`);
  return joinWords(shown);
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
