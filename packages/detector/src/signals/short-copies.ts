// Copies and templates among short reviews, in any language and script (docs/decisions/106). Honest
// buyers write "Nice product" or "Good" again and again, so a short text repeated is not evidence by
// itself; it is when the repetition is more than honest writing explains (short-copy-evidence.ts):
//   - content: the shared wording (words, punctuation, emoji; one word may differ) is too specific to
//     recur this often among the product's short reviews, or
//   - timing: the group's reviews crowd into a few days far beyond the product's own pace on those days.
// The two p-values are combined by Fisher's method and must pass a Bonferroni bound over every group
// tested. A group also needs three listings by three reviewers with one-sided ratings (all high or all
// low): a campaign pushes the rating one way. A copy of a text of EXACT_MIN_WORDS words or more in a
// script without spaces (a Chinese sentence is one "word" to the long-copy search) is evidence by itself.
import { inSentence, type Alert } from '@reviewsentry/contracts';
import { logFisher2 } from '../stats/log-tails';
import { EXACT_MIN_WORDS } from './copy-lengths';
import { describeShape } from './shape';
import { ContentModel, Timeline } from './short-copy-evidence';
import { groupsOf, shortCandidates, type Candidates } from './short-copy-groups';
import { evidence, type PreparedProduct, type PreparedReview, type ReviewFlag } from './types';
import { sortByAge } from './review-order';
import { copySeverity } from './severity';
import { UnionFind } from './union-find';
import { agree, countOf } from '../wording';

export { SHORT_MAX_WORDS } from './short-copy-groups';

/** Listings (and reviewers) a group needs before its repetition is tested. */
export const MIN_GROUP_LISTINGS = 3;
/** Family-wise false-alarm rate per product, split over the groups tested (Bonferroni). */
export const ALPHA = 1e-3;
/** A short wording repeated by this many reviews is a campaign whatever the product's size. */
const CLUSTER_FOR_CRITICAL = 10;
/** Share of a group's rated reviews that must be on one side (≥ 4 or ≤ 2 stars). */
const ONE_SIDED_SHARE = 0.9;

/** A group that passed: its model text and free token, and its reviews (indices), one per listing. */
interface Campaign {
  model: number;
  slot: number;
  reviews: number[];
}

export interface ShortCopyResult {
  alerts: Alert[];
  flags: ReviewFlag[];
  /**
   * How far the closest group tested was from being flagged, in orders of magnitude of its p-value over
   * the bound (negative: flagged; null: no group tested). For measuring margins on honest data.
   */
  closestMargin: number | null;
}

/**
 * @param alreadyFlagged reviews the long-copy search flagged already (a 10–12-word near copy): kept in
 *   their cluster's ids, not flagged twice.
 */
export function detectShortCopies(
  product: PreparedProduct,
  alreadyFlagged: ReadonlySet<number> = new Set(),
): ShortCopyResult {
  const { reviews } = product;
  const c = shortCandidates(reviews);
  if (c.count < 2) return { alerts: [], flags: [], closestMargin: null };
  const groups = groupsOf(c);
  const content = new ContentModel(c);
  const timeline = new Timeline(reviews);
  const side = ratingSides(reviews);
  // Per listing and per reviewer: the last group that counted it, so that each group counts distinct
  // ones without a set.
  const listingSeen = new Int32Array(c.listings).fill(-1);
  const reviewerSeen = new Int32Array(c.reviewers).fill(-1);

  const selfEvident: Campaign[] = [];
  const tested: (Campaign & { logP: number; logContent: number; crowded: number[] })[] = [];
  for (let g = 0; g < groups.count; g++) {
    const model = groups.model[g] as number;
    const slot = groups.slot[g] as number;
    const from = groups.start[g] as number;
    const to = groups.start[g + 1] as number;
    const listings: number[] = [];
    let reviewers = 0;
    for (let m = from; m < to; m++) {
      const k = groups.members[m] as number;
      const listing = c.listing[k] as number;
      if (listingSeen[listing] === g) continue;
      listingSeen[listing] = g;
      listings.push(c.index[k] as number);
      const reviewer = c.reviewer[k] as number;
      if (reviewer < 0) reviewers++;
      else if (reviewerSeen[reviewer] !== g) {
        reviewerSeen[reviewer] = g;
        reviewers++;
      }
    }
    if (slot < 0 && (c.shapes.wordWeight[model] as number) >= EXACT_MIN_WORDS) {
      if (listings.length >= 2) selfEvident.push({ model, slot, reviews: listings });
      continue;
    }
    if (listings.length < MIN_GROUP_LISTINGS || reviewers < MIN_GROUP_LISTINGS) continue;
    if (!oneSided(side, listings)) continue;
    const logContent = content.logP(model, slot, to - from, listings.length);
    const crowd = timeline.mostCrowded(listings);
    tested.push({
      model,
      slot,
      reviews: listings,
      logP: logFisher2(logContent, crowd.logP),
      logContent,
      crowded: crowd.reviews,
    });
  }
  const bound = Math.log(ALPHA / Math.max(1, tested.length));
  let closest = Number.POSITIVE_INFINITY;
  for (const t of tested) closest = Math.min(closest, t.logP);
  const closestMargin = tested.length === 0 ? null : (closest - bound) / Math.LN10;
  // When the wording alone is evidence, every review of the group is part of the campaign; when it took
  // the timing, only the reviews of the crowded window are (the phrase's honest uses on other days are not).
  const passed: Campaign[] = [...selfEvident];
  for (const t of tested)
    if (t.logP < bound)
      passed.push(t.logContent < bound ? t : { model: t.model, slot: t.slot, reviews: t.crowded });
  if (passed.length === 0) return { alerts: [], flags: [], closestMargin };
  return { ...resultOf(reviews, c, passed, alreadyFlagged), closestMargin };
}

/** Per review: 1 rated 4 or more, 2 rated 2 or less, 0 in between, 3 unrated. */
function ratingSides(reviews: readonly PreparedReview[]): Uint8Array {
  const side = new Uint8Array(reviews.length);
  for (let i = 0; i < reviews.length; i++) {
    const rating = (reviews[i] as PreparedReview).review.rating;
    side[i] = rating === undefined ? 3 : rating >= 4 ? 1 : rating <= 2 ? 2 : 0;
  }
  return side;
}

/** True unless the rated members go both ways: ≥ 90 % at 4+ stars, or ≥ 90 % at 2 or fewer. */
function oneSided(side: Uint8Array, listings: readonly number[]): boolean {
  let rated = 0;
  let high = 0;
  let low = 0;
  for (const i of listings) {
    const s = side[i] as number;
    if (s === 3) continue;
    rated++;
    if (s === 1) high++;
    else if (s === 2) low++;
  }
  return rated === 0 || Math.max(high, low) >= ONE_SIDED_SHARE * rated;
}

/** Flags and the alert for the groups that passed; overlapping groups join into one cluster. */
function resultOf(
  reviews: readonly PreparedReview[],
  c: Candidates,
  campaigns: readonly Campaign[],
  alreadyFlagged: ReadonlySet<number>,
): { alerts: Alert[]; flags: ReviewFlag[] } {
  const uf = new UnionFind(reviews.length);
  for (const { reviews: members } of campaigns)
    for (const i of members) uf.union(members[0] as number, i);
  // The largest campaign of each cluster names its wording.
  const clusters = new Map<number, { members: Set<number>; named: Campaign }>();
  for (const campaign of campaigns) {
    const root = uf.find(campaign.reviews[0] as number);
    const cluster = clusters.get(root);
    if (!cluster) clusters.set(root, { members: new Set(campaign.reviews), named: campaign });
    else {
      for (const i of campaign.reviews) cluster.members.add(i);
      if (campaign.reviews.length > cluster.named.reviews.length) cluster.named = campaign;
    }
  }
  const formOf = new Map<number, number>();
  for (let k = 0; k < c.count; k++) formOf.set(c.index[k] as number, c.wordForm[k] as number);
  const flags: ReviewFlag[] = [];
  const all: number[] = [];
  let copies = 0;
  let wordings = 0;
  let largest = 0;
  let largestPattern = '';
  for (const { members, named } of clusters.values()) {
    const ordered = sortByAge(reviews, [...members]);
    // A cluster whose every later review the long-copy search already reported adds no evidence: its
    // reviews are in that search's alert, and counting them here again would weigh one finding twice.
    if (ordered.every((i, k) => k === 0 || alreadyFlagged.has(i))) continue;
    wordings++;
    const clusterIds = ordered.map((i) => (reviews[i] as PreparedReview).review.id);
    const source = ordered[0] as number;
    const sourceId = clusterIds[0] as string;
    const model = reviews[c.index[named.model] as number] as PreparedReview;
    const pattern = describeShape(model.review.text, named.slot);
    const within = spanDays(reviews, ordered);
    const context =
      `one of ${ordered.length} reviews of this product repeating "${pattern}"` +
      (within === null ? '' : `, posted within ${within} day${within === 1 ? '' : 's'}`);
    if (ordered.length > largest) [largest, largestPattern] = [ordered.length, pattern];
    all.push(...ordered);
    for (const index of ordered) {
      if (alreadyFlagged.has(index)) continue;
      if (index === source) {
        flags.push({
          index,
          code: 'duplicate_source',
          message: `${countOf(ordered.length - 1, 'later review')} of this product ${agree(ordered.length - 1, 'repeats', 'repeat')} this text.`,
          strong: false,
          reviewIds: clusterIds.slice(1),
        });
        continue;
      }
      copies++;
      const same = formOf.get(index) === formOf.get(source);
      flags.push({
        index,
        code: same ? 'duplicate_text' : 'templated_text',
        message: same
          ? `Same text as review ${inSentence(sourceId)}, posted earlier: ${context}.`
          : `Same wording as review ${inSentence(sourceId)}, posted earlier, but for one word: ${context}.`,
        strong: true,
        reviewIds: [sourceId],
      });
    }
  }
  if (all.length === 0) return { alerts: [], flags: [] };
  all.sort((a, b) => a - b);
  const ev = evidence(reviews, all);
  const texts = reviews.reduce((n, r) => n + (r.hasText && r.wordCount >= 1 ? 1 : 0), 0);
  const share = texts === 0 ? 0 : all.length / texts;
  const alert: Alert = {
    code: 'templated_reviews',
    // The copies this search found: those the long-copy search reported weigh in its own alert.
    severity: copySeverity(copies, texts, largest, CLUSTER_FOR_CRITICAL),
    message:
      `${all.length} reviews repeat ${wordings === 1 ? 'one short wording' : `${wordings} short wordings`} ` +
      `(the most repeated: "${largestPattern}", ${largest} reviews) more often or closer together than ` +
      'honest reviewers write them.',
    evidence: ev.ids,
    metrics: {
      reviews: all.length,
      copies,
      clusters: wordings,
      largest_cluster: largest,
      share: Math.round(share * 10_000) / 10_000,
      evidence_total: ev.total,
    },
  };
  return { alerts: [alert], flags };
}

/** Days from the first to the last review, counting both (null unless every review is dated). */
function spanDays(reviews: readonly PreparedReview[], ordered: readonly number[]): number | null {
  const first = (reviews[ordered[0] as number] as PreparedReview).day;
  const last = (reviews[ordered[ordered.length - 1] as number] as PreparedReview).day;
  if (first === null || last === null) return null;
  return last - first + 1;
}
