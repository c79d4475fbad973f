// The two tests of the short-copy search (short-copies.ts), each a p-value in log space:
//   content: is the shared wording too specific to recur this often among the product's short texts?
//   timing: do the group's reviews crowd into a few days beyond the product's own pace on those days?
import { logBinomialUpperTail, logPoissonUpperTail } from '../stats/log-tails';
import { DenseIds } from './dense-ids';
import { GENERIC_WORDS } from './generic-words';
import { TokenKind, wordTokenHash } from './shape';
import type { Candidates } from './short-copy-groups';
import type { PreparedReview } from './types';

/** A shared wording needs this many tokens besides the free word before its content says anything. */
const MIN_SKELETON_TOKENS = 3;
/**
 * Listings a group needs before its wording alone can be evidence: three honest people may well write
 * the same four words of a language whose review vocabulary we do not list; a campaign is larger.
 */
export const MIN_CONTENT_LISTINGS = 5;
/**
 * The wording alone is evidence only when the group is this many times larger than the independence
 * model expects. The model multiplies token chances as if words were independent, which understates how
 * often idioms recur ("value for money", a few times over in a product of thousands of one-liners); a
 * campaign exceeds it by far more (a 40-review template against an expectation below one).
 */
export const CONTENT_EXCESS = 10;
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

/** Window widths (days) of the timing scan. */
const WINDOWS = [1, 2, 4, 8, 16, 32] as const;

/** Token chances of the product's short texts, for the content test. */
export class ContentModel {
  private readonly tokenIds = new DenseIds();
  /** Short texts containing each token (once per text). */
  private readonly textsWith: Int32Array;

  constructor(private readonly c: Candidates) {
    const { hashes, start } = c.shapes;
    const tokenId = new Int32Array(start[c.count] as number);
    for (let t = 0; t < tokenId.length; t++) tokenId[t] = this.tokenIds.idOf(hashes[t] as number);
    this.textsWith = new Int32Array(this.tokenIds.size);
    for (let k = 0; k < c.count; k++) {
      const from = start[k] as number;
      const to = start[k + 1] as number;
      for (let t = from; t < to; t++) {
        const id = tokenId[t] as number;
        let repeated = false;
        for (let u = from; u < t && !repeated; u++) repeated = tokenId[u] === id;
        if (!repeated) this.textsWith[id] = (this.textsWith[id] as number) + 1;
      }
    }
  }

  /**
   * ln P(at least `listings` texts share the group's wording | honest texts); 0 (no evidence) when the
   * wording is too slight, the group too small, or not CONTENT_EXCESS times the expectation. The wording
   * is what every member shares: a template's tokens but its free word, a word form's words (its members
   * may differ in punctuation and emoji).
   */
  logP(model: number, slot: number, groupSize: number, listings: number): number {
    if (listings < MIN_CONTENT_LISTINGS) return 0;
    const { hashes, kinds } = this.c.shapes.shape(model);
    const shared = (i: number) =>
      slot >= 0 ? i !== slot : kinds[i] === TokenKind.Word || kinds[i] === TokenKind.Number;
    let sharedTokens = 0;
    for (let i = 0; i < hashes.length; i++) if (shared(i)) sharedTokens++;
    if (sharedTokens < MIN_SKELETON_TOKENS) return 0;
    const others = Math.max(1, this.c.count - groupSize);
    let logChance = 0;
    for (let i = 0; i < hashes.length; i++) {
      if (!shared(i)) continue;
      const h = hashes[i] as number;
      const own = Math.max(0, (this.textsWith[this.tokenIds.idOf(h)] ?? 0) - groupSize) / others;
      logChance += Math.log(Math.max(own, this.chanceOf(h, kinds[i] as TokenKind)));
    }
    const expected = this.c.count * Math.exp(logChance);
    if (listings < CONTENT_EXCESS * expected) return 0;
    return logPoissonUpperTail(listings, expected);
  }

  private chanceOf(hash: number, kind: TokenKind): number {
    switch (kind) {
      case TokenKind.Word:
        return GENERIC_TOKENS.has(hash) ? TOKEN_CHANCE.generic : TOKEN_CHANCE.word;
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
}

/** Shape hashes of the generic review words (as word tokens). */
const GENERIC_TOKENS = new Set([...GENERIC_WORDS].map(wordTokenHash));

/**
 * The product's dated reviews as a sorted list of days: the baseline for how many reviews any window of
 * days holds. A group is crowded in time when more of its reviews fall in a window than the window's
 * share of all the product's reviews explains (a binomial tail), scanned over every window that starts
 * at one of the group's days, at each width of WINDOWS, and Bonferroni-corrected for those windows. A
 * product whose reviews all came in a few days has nothing to compare with, and the test says nothing.
 */
export class Timeline {
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
    if (logP === 0) return { logP, reviews: [] };
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
    if (n < 3 || total === 0) return none;
    let best = 0;
    let window = none;
    for (const width of WINDOWS) {
      let end = 0;
      for (let start = 0; start < n; start++) {
        const from = groupDays[start] as number;
        if (start > 0 && groupDays[start - 1] === from) continue;
        while (end < n && (groupDays[end] as number) < from + width) end++;
        const inside = end - start;
        if (inside < 3) continue;
        const share = this.countIn(from, from + width) / total;
        if (inside <= n * share) continue;
        // The Chernoff bound ln P ≤ −n·KL(inside/n ‖ share) rules out most windows without the sum.
        if (chernoff(inside, n, share) >= best) continue;
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

/** −n·KL(k/n ‖ p): an upper bound on ln P(X ≥ k) for X ~ Binomial(n, p) when k/n > p. */
function chernoff(k: number, n: number, p: number): number {
  const a = k / n;
  if (p <= 0) return Number.NEGATIVE_INFINITY;
  const kl = a * Math.log(a / p) + (a < 1 ? (1 - a) * Math.log((1 - a) / (1 - p)) : 0);
  return -n * kl;
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
