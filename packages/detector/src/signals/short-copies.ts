// Copies and templates among short reviews, in any language (docs/decisions/106). Honest buyers write
// "Nice product" or "Good" again and again, so a short text repeated is not evidence by itself; it is
// when the repetition is more than honest writing explains:
//   - content: the shared wording (words, punctuation, emoji; one word may differ) is too specific to
//     recur this often among the product's short reviews (a generous independence model of its tokens,
//     where generic review words and the product's own common words are likely), and
//   - timing: the group's reviews crowd into a few days far beyond the product's own pace on those days.
// The two p-values are combined by Fisher's method and must pass a Bonferroni bound over every group
// tested. A group also needs three listings by three reviewers with one-sided ratings (all high or all
// low): a campaign pushes the rating one way.
import type { Alert } from '@reviewsentry/contracts';
import { logBinomialUpperTail, logFisher2, logPoissonUpperTail } from '../stats/log-tails';
import { DenseIds } from './dense-ids';
import { isAnonymousName, normaliseName } from './reviewer-volume';
import { EXACT_MIN_WORDS } from './copy-lengths';
import { GENERIC_WORDS } from './generic-words';
import { describeShape, shapeOf, TokenKind, type Shape } from './shape';
import { fmix32 } from './shingles';
import { evidence, type PreparedProduct, type PreparedReview, type ReviewFlag } from './types';
import { UnionFind } from './union-find';

/** Texts of up to this many words are shaped; longer ones are the long-copy search's (duplicates.ts). */
export const SHORT_MAX_WORDS = 12;
/**
 * A copy of a text this long (in word weight) is evidence on its own, as in the long-copy search: this
 * reaches the texts of fewer words written in a script without spaces (a Chinese sentence is one "word").
 */
export const SELF_EVIDENT_WORDS = EXACT_MIN_WORDS;
/** Longer texts are not shaped: twelve words in more characters than this are not a short review. */
const SHORT_MAX_CHARS = 600;
/** Listings (and reviewers) a group needs before its repetition is tested. */
export const MIN_GROUP_LISTINGS = 3;
/** Family-wise false-alarm rate per product, split over the groups tested (Bonferroni). */
export const ALPHA = 1e-3;
/** Share of a group's rated reviews that must be on one side (≥ 4 or ≤ 2 stars). */
const ONE_SIDED_SHARE = 0.9;
/** A shared wording needs this many tokens besides the swapped word before its content says anything. */
const MIN_SKELETON_TOKENS = 3;
/**
 * Listings a group needs before its wording alone can be evidence: three honest people may well write
 * the same four words of a language whose review vocabulary we do not list; a campaign is larger.
 */
export const MIN_CONTENT_LISTINGS = 5;
/** Window widths (days) of the timing scan. */
const WINDOWS = [1, 2, 4, 8, 16, 32] as const;

/**
 * Chance that an honest short review contains a token of each kind, set generously high (a review
 * word in any language, a punctuation mark) so that ordinary phrasing never looks rare. The product's
 * own frequency of a token outside the group replaces it when higher ("camera" in phone reviews).
 */
const TOKEN_CHANCE = {
  generic: 0.25,
  word: 0.02,
  number: 0.05,
  mark: 0.5,
  marks: 0.15,
  emoji: 0.1,
} as const;

const WILDCARD = 0x9e3779b9;

interface Candidate {
  index: number;
  /** The text's words as the long-copy search counts them. */
  wordCount: number;
  shape: Shape;
  /** Dense id of the text's words alone (case and punctuation ignored). */
  wordForm: number;
}

interface Group {
  /** The candidate whose shape defines the group, and the token left free (−1: an exact word form). */
  model: Candidate;
  slot: number;
  /** Positions in the candidate list. */
  members: number[];
}

/** A group that passed: its reviews (indices), one per listing. */
interface Campaign {
  group: Group;
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
  const candidates = shortCandidates(reviews);
  if (candidates.length < 2) return { alerts: [], flags: [], closestMargin: null };
  const groups = groupsOf(candidates);
  const tokenCounts = documentFrequencies(candidates);
  const timeline = new Timeline(reviews);

  const selfEvident: Campaign[] = [];
  const tested: (Campaign & { logP: number; logContent: number; crowded: number[] })[] = [];
  for (const group of groups) {
    const listings = distinctListings(reviews, group.members, candidates);
    if (group.slot < 0 && group.model.shape.wordWeight >= SELF_EVIDENT_WORDS) {
      if (listings.length >= 2) selfEvident.push({ group, reviews: listings });
      continue;
    }
    if (listings.length < MIN_GROUP_LISTINGS || reviewerCount(reviews, listings) < MIN_GROUP_LISTINGS)
      continue;
    if (!oneSided(reviews, listings)) continue;
    const logContent = contentLogP(group, listings.length, tokenCounts, candidates.length);
    const crowd = timeline.mostCrowded(listings);
    tested.push({
      group,
      reviews: listings,
      logP: logFisher2(logContent, crowd.logP),
      logContent,
      crowded: crowd.reviews,
    });
  }
  const bound = Math.log(ALPHA / Math.max(1, tested.length));
  // When the wording alone is evidence, every review of the group is part of the campaign; when it took
  // the timing, only the reviews of the crowded window are (the phrase's honest uses on other days are not).
  let closest = Number.POSITIVE_INFINITY;
  for (const t of tested) closest = Math.min(closest, t.logP);
  const closestMargin = tested.length === 0 ? null : (closest - bound) / Math.LN10;
  const passed = [
    ...selfEvident,
    ...tested
      .filter((t) => t.logP < bound)
      .map((t) => (t.logContent < bound ? t : { group: t.group, reviews: t.crowded })),
  ];
  if (passed.length === 0) return { alerts: [], flags: [], closestMargin };
  return { ...resultOf(reviews, candidates, passed, alreadyFlagged), closestMargin };
}

/** Reviews short enough to shape, with their shapes and word forms. */
function shortCandidates(reviews: readonly PreparedReview[]): Candidate[] {
  const forms = new DenseIds(1024);
  const out: Candidate[] = [];
  for (const r of reviews) {
    if (r.wordCount < 1 || r.wordCount > SHORT_MAX_WORDS) continue;
    const text = r.review.text;
    if (text.length > SHORT_MAX_CHARS) continue;
    const shape = shapeOf(text);
    let h1 = 0x811c9dc5;
    let h2 = 0x5bd1e995;
    let words = 0;
    for (let i = 0; i < shape.hashes.length; i++) {
      const kind = shape.kinds[i] as TokenKind;
      if (kind !== TokenKind.Word && kind !== TokenKind.Number) continue;
      [h1, h2] = mixIn(h1, h2, shape.hashes[i] as number);
      words++;
    }
    if (words === 0) continue;
    out.push({ index: r.index, wordCount: r.wordCount, shape, wordForm: forms.idOf(h1, h2) });
  }
  return out;
}

function mixIn(h1: number, h2: number, value: number): [number, number] {
  return [fmix32(Math.imul(h1 ^ value, 0x01000193)), Math.imul(h2 ^ value, 0x5bd1e995) ^ (h2 >>> 15)];
}

/**
 * Groups of two or more candidates: one per word form (the words alone), and one per shape with one
 * word left free (the template "… product!! highly recommend 👍"). Keys are 64-bit hashes numbered by
 * DenseIds; members are listed only for keys seen twice.
 */
function groupsOf(candidates: readonly Candidate[]): Group[] {
  const ids = new DenseIds(candidates.length * 4);
  const keyOf: number[][] = [];
  const models: { model: Candidate; slot: number }[] = [];
  const sizes: number[] = [];
  const see = (c: Candidate, slot: number, h1: number, h2: number, keys: number[]) => {
    const id = ids.idOf(h1, h2);
    if (id === models.length) {
      models.push({ model: c, slot });
      sizes.push(0);
    }
    sizes[id] = (sizes[id] as number) + 1;
    keys.push(id);
  };
  for (const c of candidates) {
    const keys: number[] = [];
    // Copies of texts of EXACT_MIN_WORDS words or more are the long-copy search's.
    if (c.wordCount < EXACT_MIN_WORDS) see(c, -1, c.wordForm, 0x7f4a7c15, keys);
    const { hashes, kinds } = c.shape;
    // Templates need a shape with something besides the free word.
    if (hashes.length >= 2)
      for (let slot = 0; slot < hashes.length; slot++) {
        const kind = kinds[slot] as TokenKind;
        if (kind !== TokenKind.Word && kind !== TokenKind.Number) continue;
        let h1 = 0x811c9dc5 ^ hashes.length;
        let h2 = 0x27d4eb2f;
        for (let i = 0; i < hashes.length; i++)
          [h1, h2] = mixIn(h1, h2, i === slot ? WILDCARD : (hashes[i] as number));
        see(c, slot, h1, h2, keys);
      }
    keyOf.push(keys);
  }
  const members = new Map<number, number[]>();
  candidates.forEach((_, k) => {
    for (const id of keyOf[k] as number[]) {
      if ((sizes[id] as number) < 2) continue;
      const list = members.get(id);
      if (list) list.push(k);
      else members.set(id, [k]);
    }
  });
  return [...members].map(([id, list]) => ({ ...(models[id] as Group), members: list }));
}

/** In how many candidate texts each token occurs (once per text). */
function documentFrequencies(candidates: readonly Candidate[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const { shape } of candidates) {
    const seen = new Set<number>();
    for (const h of shape.hashes) {
      if (seen.has(h)) continue;
      seen.add(h);
      counts.set(h, (counts.get(h) ?? 0) + 1);
    }
  }
  return counts;
}

/**
 * The group's members (candidate positions) reduced to one per listing, as review indices: the same
 * named reviewer's same words on the same day with the same rating is one review the source listed twice.
 */
function distinctListings(
  reviews: readonly PreparedReview[],
  members: readonly number[],
  candidates: readonly Candidate[],
): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const k of members) {
    const c = candidates[k] as Candidate;
    const r = (reviews[c.index] as PreparedReview).review;
    // A masked or generic name ("d*****9") may be two people: only a real name makes a listing twice.
    const name = r.reviewer ? normaliseName(r.reviewer) : '';
    if (!isAnonymousName(name)) {
      const key = `${name}\u0000${r.date ?? ''}\u0000${r.rating ?? ''}\u0000${c.wordForm}`;
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(c.index);
  }
  return out;
}

/**
 * Distinct reviewers among the listings; a review without a name, or with a masked or generic one
 * ("d*****9", "Amazon Customer"), counts as a reviewer of its own.
 */
function reviewerCount(reviews: readonly PreparedReview[], listings: readonly number[]): number {
  const names = new Set<string>();
  let unnamed = 0;
  for (const k of listings) {
    const name = normaliseName((reviews[k] as PreparedReview).review.reviewer ?? '');
    if (isAnonymousName(name)) unnamed++;
    else names.add(name);
  }
  return names.size + unnamed;
}

/** True unless the rated members go both ways: ≥ 90 % at 4+ stars, or ≥ 90 % at 2 or fewer. */
function oneSided(reviews: readonly PreparedReview[], listings: readonly number[]): boolean {
  let rated = 0;
  let high = 0;
  let low = 0;
  for (const k of listings) {
    const rating = (reviews[k] as PreparedReview).review.rating;
    if (rating === undefined) continue;
    rated++;
    if (rating >= 4) high++;
    else if (rating <= 2) low++;
  }
  return rated === 0 || Math.max(high, low) >= ONE_SIDED_SHARE * rated;
}

/**
 * ln P(this many texts share the group's wording | honest texts); 0 (no evidence) when the wording is too
 * slight or the group too small. The wording is what every member shares: a template's tokens but its free
 * word, a word form's words (its members may differ in punctuation and emoji).
 */
function contentLogP(
  group: Group,
  listings: number,
  tokenCounts: ReadonlyMap<number, number>,
  candidateCount: number,
): number {
  if (listings < MIN_CONTENT_LISTINGS) return 0;
  const { hashes, kinds, tokens } = group.model.shape;
  const shared = (i: number) =>
    group.slot >= 0
      ? i !== group.slot
      : kinds[i] === TokenKind.Word || kinds[i] === TokenKind.Number;
  let sharedTokens = 0;
  for (let i = 0; i < hashes.length; i++) if (shared(i)) sharedTokens++;
  if (sharedTokens < MIN_SKELETON_TOKENS) return 0;
  const size = group.members.length;
  const others = Math.max(1, candidateCount - size);
  let logChance = 0;
  for (let i = 0; i < hashes.length; i++) {
    if (!shared(i)) continue;
    const own = Math.max(0, (tokenCounts.get(hashes[i] as number) ?? 0) - size) / others;
    logChance += Math.log(Math.max(own, chanceOf(kinds[i] as TokenKind, tokens[i] as string)));
  }
  return logPoissonUpperTail(listings, candidateCount * Math.exp(logChance));
}

function chanceOf(kind: TokenKind, token: string): number {
  switch (kind) {
    case TokenKind.Word:
      return GENERIC_WORDS.has(token) ? TOKEN_CHANCE.generic : TOKEN_CHANCE.word;
    case TokenKind.Number:
      return TOKEN_CHANCE.number;
    case TokenKind.Mark:
      return TOKEN_CHANCE.mark;
    case TokenKind.Marks:
      return TOKEN_CHANCE.marks;
    default:
      return TOKEN_CHANCE.emoji;
  }
}

/**
 * The product's dated reviews as a sorted list of days: the baseline for how many reviews any window of
 * days holds. A group is crowded in time when more of its reviews fall in a window than the window's
 * share of all the product's reviews explains (a binomial tail), scanned over every window that starts
 * at one of the group's days, at each width of WINDOWS, and Bonferroni-corrected for those windows. A
 * product whose reviews all came in a few days has nothing to compare with, and the test says nothing.
 */
class Timeline {
  private readonly days: Int32Array;

  constructor(private readonly reviews: readonly PreparedReview[]) {
    const days: number[] = [];
    for (const r of reviews) if (r.day !== null) days.push(r.day);
    this.days = Int32Array.from(days).sort();
  }

  /**
   * The most crowded window of these reviews' days: ln p (0 with fewer than three dated reviews or no
   * crowding) and the reviews inside it.
   */
  mostCrowded(indices: readonly number[]): { logP: number; reviews: number[] } {
    const days: number[] = [];
    for (const i of indices) {
      const day = (this.reviews[i] as PreparedReview).day;
      if (day !== null) days.push(day);
    }
    const { logP, from, to } = this.scan(Int32Array.from(days).sort());
    const inside = indices.filter((i) => {
      const day = (this.reviews[i] as PreparedReview).day;
      return day !== null && day >= from && day < to;
    });
    return { logP, reviews: inside };
  }

  private scan(groupDays: Int32Array): { logP: number; from: number; to: number } {
    const n = groupDays.length;
    const total = this.days.length;
    const none = { logP: 0, from: 0, to: 0 };
    if (n < MIN_GROUP_LISTINGS || total === 0) return none;
    let best = 0;
    let window = none;
    for (const width of WINDOWS) {
      let end = 0;
      for (let start = 0; start < n; start++) {
        const from = groupDays[start] as number;
        if (start > 0 && groupDays[start - 1] === from) continue;
        while (end < n && (groupDays[end] as number) < from + width) end++;
        const inside = end - start;
        if (inside < MIN_GROUP_LISTINGS) continue;
        const share = this.countIn(from, from + width) / total;
        if (inside <= n * share) continue;
        const logP = logBinomialUpperTail(inside, n, share);
        if (logP < best) [best, window] = [logP, { logP, from, to: from + width }];
      }
    }
    return { ...window, logP: Math.min(0, best + Math.log(n * WINDOWS.length)) };
  }

  /** Dated reviews of the product with a day in [from, to). */
  private countIn(from: number, to: number): number {
    return lowerBound(this.days, to) - lowerBound(this.days, from);
  }
}

function lowerBound(sorted: Int32Array, value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Flags and the alert for the groups that passed; overlapping groups join into one cluster. */
function resultOf(
  reviews: readonly PreparedReview[],
  candidates: readonly Candidate[],
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
  const formOf = new Map<number, number>(candidates.map((c) => [c.index, c.wordForm]));
  const flags: ReviewFlag[] = [];
  const all: number[] = [];
  let copies = 0;
  let largest = 0;
  let largestPattern = '';
  for (const { members, named } of clusters.values()) {
    const ordered = [...members].sort((a, b) =>
      compareAge(reviews[a] as PreparedReview, reviews[b] as PreparedReview),
    );
    const clusterIds = ordered.map((i) => (reviews[i] as PreparedReview).review.id);
    const source = ordered[0] as number;
    const sourceId = clusterIds[0] as string;
    const pattern = describeShape(named.group.model.shape, named.group.slot);
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
          message: `Other reviews of this product repeat this text (${ordered.length - 1} of them).`,
          strong: false,
          clusterIds,
        });
        continue;
      }
      copies++;
      const same = formOf.get(index) === formOf.get(source);
      flags.push({
        index,
        code: same ? 'duplicate_text' : 'templated_text',
        message: same
          ? `Same text as review ${sourceId}, posted earlier: ${context}.`
          : `Same wording as review ${sourceId}, posted earlier, but for one word: ${context}.`,
        strong: true,
        clusterIds,
      });
    }
  }
  all.sort((a, b) => a - b);
  const ev = evidence(reviews, all);
  const share = all.length / reviews.length;
  const alert: Alert = {
    code: 'templated_reviews',
    severity: share >= 0.05 || largest >= 10 ? 'critical' : 'warning',
    message:
      `${all.length} reviews repeat ${clusters.size === 1 ? 'one short wording' : `${clusters.size} short wordings`} ` +
      `(the most repeated: "${largestPattern}", ${largest} reviews) more often or closer together than ` +
      'honest reviewers write them.',
    evidence: ev.ids,
    metrics: {
      reviews: all.length,
      copies,
      clusters: clusters.size,
      largest_cluster: largest,
      share: Math.round(share * 10_000) / 10_000,
      evidence_total: ev.total,
    },
  };
  return { alerts: [alert], flags };
}

function compareAge(a: PreparedReview, b: PreparedReview): number {
  const da = a.day ?? Number.POSITIVE_INFINITY;
  const db = b.day ?? Number.POSITIVE_INFINITY;
  return da !== db ? da - db : a.index - b.index;
}

/** Days from the first to the last review, counting both (null unless every review is dated). */
function spanDays(reviews: readonly PreparedReview[], ordered: readonly number[]): number | null {
  const first = (reviews[ordered[0] as number] as PreparedReview).day;
  const last = (reviews[ordered[ordered.length - 1] as number] as PreparedReview).day;
  if (first === null || last === null) return null;
  return last - first + 1;
}
