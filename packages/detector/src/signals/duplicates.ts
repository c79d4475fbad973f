// Exact and near-duplicate reviews. Copy-pasted or lightly edited texts from different reviews are the
// classic trace of review farms. Exact copies are found by hashing the normalised word sequence; near
// copies by MinHash + LSH over the distinct texts (minhash.ts), verified with the exact Jaccard similarity.
import type { Alert } from '@reviewsentry/contracts';
import { bandKey, BANDS, hashString, jaccard, minhashSignature, shingleSet } from './minhash';
import { evidence, type PreparedReview, type ReviewFlag, type SignalResult } from './types';
import { UnionFind } from './union-find';

/** Shorter texts ("Great product, works as described") are repeated by honest reviewers too. */
export const EXACT_MIN_WORDS = 8;
export const NEAR_MIN_WORDS = 10;
/** Jaccard similarity of word 3-shingles at or above which two texts are near-duplicates. */
export const NEAR_THRESHOLD = 0.5;
/** Comparisons per LSH bucket member: keeps a bucket of thousands of variants linear, not quadratic. */
const MAX_COMPARE_PER_MEMBER = 8;

interface Copy {
  index: number;
  source: number;
  exact: boolean;
}

export function detectDuplicates(reviews: readonly PreparedReview[]): SignalResult {
  // 1. Exact: one representative per normalised text.
  const repOf = new Map<string, number>();
  const keyOf = new Map<number, string>();
  const reps: number[] = [];
  for (const r of reviews) {
    if (r.tokens.length < EXACT_MIN_WORDS) continue;
    const key = r.tokens.join(' ');
    keyOf.set(r.index, key);
    if (!repOf.has(key)) {
      repOf.set(key, r.index);
      reps.push(r.index);
    }
  }

  // 2. Near: LSH over the representatives only.
  const uf = new UnionFind(reviews.length);
  const tokenHashes = new Map<string, number>();
  const tokenHash = (t: string): number => {
    let h = tokenHashes.get(t);
    if (h === undefined) {
      h = hashString(t);
      tokenHashes.set(t, h);
    }
    return h;
  };
  const shingles = new Map<number, Uint32Array>();
  const buckets: Map<number, number[]>[] = Array.from({ length: BANDS }, () => new Map());
  for (const i of reps) {
    const tokens = (reviews[i] as PreparedReview).tokens;
    if (tokens.length < NEAR_MIN_WORDS) continue;
    const set = shingleSet(tokens, tokenHash);
    shingles.set(i, set);
    const sig = minhashSignature(set);
    for (let b = 0; b < BANDS; b++) {
      const key = bandKey(sig, b);
      const bucket = buckets[b] as Map<number, number[]>;
      const members = bucket.get(key);
      if (members) members.push(i);
      else bucket.set(key, [i]);
    }
  }
  for (const bucket of buckets) {
    for (const members of bucket.values()) {
      for (let m = 1; m < members.length; m++) {
        const a = members[m] as number;
        const from = Math.max(0, m - MAX_COMPARE_PER_MEMBER);
        for (let n = m - 1; n >= from; n--) {
          const b = members[n] as number;
          if (uf.find(a) === uf.find(b)) break;
          if (
            jaccard(shingles.get(a) as Uint32Array, shingles.get(b) as Uint32Array) >=
            NEAR_THRESHOLD
          ) {
            uf.union(a, b);
            break;
          }
        }
      }
    }
  }

  // 3. Clusters over all reviews (exact copies join their representative's cluster).
  const clusters = new Map<number, number[]>();
  for (const [index, key] of keyOf) {
    const root = uf.find(repOf.get(key) as number);
    const list = clusters.get(root);
    if (list) list.push(index);
    else clusters.set(root, [index]);
  }

  const copies: Copy[] = [];
  const sources = new Set<number>();
  let repeatedListings = 0;
  let largest = 0;
  let clusterCount = 0;
  for (const members of clusters.values()) {
    if (members.length < 2) continue;
    members.sort((x, y) => compareAge(reviews[x] as PreparedReview, reviews[y] as PreparedReview));
    const source = members[0] as number;
    const seenListings = new Set<string>();
    let copiesHere = 0;
    for (const index of members) {
      const listing = listingKey(reviews[index] as PreparedReview, keyOf.get(index) as string);
      if (listing !== null && seenListings.has(listing)) {
        // The same reviewer's same text on the same day: one review listed twice by the source.
        repeatedListings++;
        continue;
      }
      if (listing !== null) seenListings.add(listing);
      if (index === source) continue;
      copies.push({ index, source, exact: keyOf.get(index) === keyOf.get(source) });
      copiesHere++;
    }
    if (copiesHere === 0) continue;
    sources.add(source);
    clusterCount++;
    largest = Math.max(largest, copiesHere + 1);
  }
  return toResult(reviews, copies, sources, { clusterCount, largest, repeatedListings });
}

function compareAge(a: PreparedReview, b: PreparedReview): number {
  const da = a.day ?? Number.POSITIVE_INFINITY;
  const db = b.day ?? Number.POSITIVE_INFINITY;
  return da !== db ? da - db : a.index - b.index;
}

function listingKey(r: PreparedReview, textKey: string): string | null {
  if (!r.review.reviewer) return null;
  return `${r.review.reviewer}\u0000${r.review.date ?? ''}\u0000${r.review.rating ?? ''}\u0000${textKey}`;
}

function toResult(
  reviews: readonly PreparedReview[],
  copies: readonly Copy[],
  sources: ReadonlySet<number>,
  stats: { clusterCount: number; largest: number; repeatedListings: number },
): SignalResult {
  const flags: ReviewFlag[] = [];
  for (const c of copies) {
    const sourceId = (reviews[c.source] as PreparedReview).review.id;
    flags.push({
      index: c.index,
      code: c.exact ? 'duplicate_text' : 'near_duplicate_text',
      message: c.exact
        ? `Same text as review ${sourceId}, posted earlier.`
        : `Nearly the same text as review ${sourceId}, posted earlier.`,
      strong: true,
    });
  }
  for (const s of sources) {
    flags.push({
      index: s,
      code: 'duplicate_source',
      message: 'Other reviews of this product copy this text.',
      strong: false,
    });
  }
  const alerts: Alert[] = [];
  const exact = copies.filter((c) => c.exact);
  const near = copies.filter((c) => !c.exact);
  const total = reviews.length;
  for (const [group, code, what] of [
    [exact, 'duplicate_reviews', 'are word-for-word copies of other reviews'],
    [near, 'near_duplicate_reviews', 'are lightly edited copies of other reviews'],
  ] as const) {
    if (group.length === 0) continue;
    const ids = new Set<number>();
    for (const c of group) ids.add(c.source).add(c.index);
    const ev = evidence(
      reviews,
      [...ids].sort((a, b) => a - b),
    );
    const share = group.length / total;
    alerts.push({
      code,
      severity: share >= 0.05 || stats.largest >= 5 ? 'critical' : 'warning',
      message: `${group.length} review${group.length === 1 ? '' : 's'} ${what} of this product.`,
      evidence: ev.ids,
      metrics: {
        copies: group.length,
        copy_share: round4(share),
        clusters: stats.clusterCount,
        largest_cluster: stats.largest,
        repeated_listings: stats.repeatedListings,
        evidence_total: ev.total,
      },
    });
  }
  return { alerts, flags };
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
