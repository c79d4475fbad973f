// Exact and near-duplicate reviews. Copy-pasted or lightly edited texts from different reviews are the
// classic trace of review farms. Exact copies are found by hashing the normalised word sequence; near
// copies through shared bottom-k anchors over the distinct texts (shingles.ts), screened with a bottom-k
// estimate and confirmed with the exact Jaccard similarity of their word 3-shingles.
import type { Alert } from '@reviewsentry/contracts';
import { estimateJaccard, jaccard, sequenceKey, shingleHashes, sortedSet } from './shingles';
import { evidence, type PreparedReview, type ReviewFlag, type SignalResult } from './types';
import { UnionFind } from './union-find';

/** Shorter texts ("Great product, works as described") are repeated by honest reviewers too. */
export const EXACT_MIN_WORDS = 8;
export const NEAR_MIN_WORDS = 10;
/** Jaccard similarity of word 3-shingles at or above which two texts are near-duplicates. */
export const NEAR_THRESHOLD = 0.5;
/** Shingles of a text used as its anchors (candidate keys): its rarest ones that occur in another text. */
export const ANCHORS = 6;
/** log2 of the counting table for shingle document frequencies (a one-row count-min sketch). */
const DF_BITS = 22;
/** Sketch size for the cheap Jaccard estimate that screens candidate pairs. */
const SKETCH = 24;
/** Estimated similarity below which a candidate pair is dropped without the exact Jaccard. */
const MIN_ESTIMATE = 0.25;
/**
 * Anchor groups up to this size are compared pair by pair. A larger group is a shingle common to many
 * texts ("in the kitchen"): it is split by each member's next-smallest shingle, and a split group that is
 * still large compares each member with its first member and the few before it. Work stays near-linear
 * even for thousands of formulaic reviews (bench/analyze-100k.ts).
 */
const PAIRWISE_MAX = 16;
const RECENT_COMPARE = 2;
/** Candidate checks one text may trigger; bounds the worst case (every shingle common) to linear time. */
const CHECKS_PER_TEXT = 32;

interface Copy {
  index: number;
  source: number;
  exact: boolean;
}

export function detectDuplicates(reviews: readonly PreparedReview[]): SignalResult {
  // 1. Exact: one representative per normalised text.
  const repOf = new Map<string, number>();
  const keyOf: (string | undefined)[] = new Array<string | undefined>(reviews.length);
  const reps: number[] = [];
  for (const r of reviews) {
    if (r.wordHashes.length < EXACT_MIN_WORDS) continue;
    const key = sequenceKey(r.wordHashes);
    keyOf[r.index] = key;
    if (!repOf.has(key)) {
      repOf.set(key, r.index);
      reps.push(r.index);
    }
  }

  // 2. Near: texts sharing an anchor (one of their rarest shared shingles) are candidates.
  const uf = new UnionFind(reviews.length);
  // Per text: its sorted shingle set; the first SKETCH entries are its bottom-k sketch.
  const sets: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(reviews.length);
  const sketches: (Uint32Array | undefined)[] = new Array<Uint32Array | undefined>(reviews.length);
  const checks = new Uint8Array(reviews.length);
  // Shingle document frequencies (over distinct texts) in a hashed counting table: collisions only ever
  // overstate a count, which at worst makes an anchor look more common than it is.
  const df = new Uint16Array(1 << DF_BITS);
  const slot = (h: number): number => h >>> (32 - DF_BITS);
  for (const i of reps) {
    const hashes = (reviews[i] as PreparedReview).wordHashes;
    if (hashes.length < NEAR_MIN_WORDS) continue;
    const seen = sortedSet(shingleHashes(hashes));
    sets[i] = seen;
    for (let k = 0; k < seen.length; k++) {
      const s = slot(seen[k] as number);
      if ((df[s] as number) < 0xffff) df[s] = (df[s] as number) + 1;
    }
  }
  // Anchors: the ANCHORS rarest shingles that some other text also has (df ≥ 2), ties broken by hash.
  // Near-duplicates share their rare shingles, so they pick the same anchors; unrelated texts share
  // anchors only through common phrases, which the grouping below handles in bounded time.
  // Group entries are encoded as review index * 8 + rank of the anchor among the text's anchors.
  const groups = new Map<number, number[]>();
  // Anchors of every text in one flat array (ANCHORS slots per review index, 0 = none).
  const anchorsOf = new Uint32Array(reviews.length * ANCHORS);
  const keyBuf = new Float64Array(ANCHORS);
  for (const i of reps) {
    const set = sets[i];
    if (!set) continue;
    sketches[i] = set.subarray(0, SKETCH);
    let size = 0;
    for (let k = 0; k < set.length; k++) {
      const h = set[k] as number;
      const d = df[slot(h)] as number;
      if (d < 2) continue;
      const key = d * 4294967296 + h;
      if (size === ANCHORS && key >= (keyBuf[ANCHORS - 1] as number)) continue;
      let j = size - 1;
      while (j >= 0 && (keyBuf[j] as number) > key) j--;
      const end = size === ANCHORS ? ANCHORS - 1 : size;
      for (let m = end; m > j + 1; m--) keyBuf[m] = keyBuf[m - 1] as number;
      keyBuf[j + 1] = key;
      if (size < ANCHORS) size++;
    }
    for (let k = 0; k < size; k++) {
      const hash = (keyBuf[k] as number) % 4294967296;
      anchorsOf[i * ANCHORS + k] = hash;
      // Small-integer keys keep the Map fast; a collision only adds a candidate that is then verified.
      const anchor = hash & 0x3fffffff;
      const members = groups.get(anchor);
      if (members) members.push(i * 8 + k);
      else groups.set(anchor, [i * 8 + k]);
    }
  }
  const similar = (a: number, b: number): boolean => {
    if (uf.find(a) === uf.find(b)) return true;
    if ((checks[a] as number) >= CHECKS_PER_TEXT) return false;
    checks[a] = (checks[a] as number) + 1;
    const na = (sets[a] as Uint32Array).length;
    const nb = (sets[b] as Uint32Array).length;
    // Jaccard never exceeds the ratio of the set sizes.
    if (Math.min(na, nb) < NEAR_THRESHOLD * Math.max(na, nb)) return false;
    const estimate = estimateJaccard(
      sketches[a] as Uint32Array,
      sketches[b] as Uint32Array,
      SKETCH,
    );
    if (estimate < MIN_ESTIMATE) return false;
    if (jaccard(sets[a] as Uint32Array, sets[b] as Uint32Array) < NEAR_THRESHOLD) return false;
    uf.union(a, b);
    return true;
  };
  const compareGroup = (members: readonly number[]): void => {
    if (members.length <= PAIRWISE_MAX) {
      for (let m = 1; m < members.length; m++)
        for (let n = 0; n < m; n++) similar(members[m] as number, members[n] as number);
      return;
    }
    const first = members[0] as number;
    for (let m = 1; m < members.length; m++) {
      const a = members[m] as number;
      if (similar(a, first)) continue;
      for (let n = m - 1; n >= Math.max(1, m - RECENT_COMPARE); n--)
        if (similar(a, members[n] as number)) break;
    }
  };
  for (const entries of groups.values()) {
    if (entries.length < 2) continue;
    if (entries.length <= PAIRWISE_MAX) {
      compareGroup(entries.map((e) => e >>> 3));
      continue;
    }
    const split = new Map<number, number[]>();
    for (const e of entries) {
      const i = e >>> 3;
      const rank = (e & 7) + 1;
      const next = rank < ANCHORS ? (anchorsOf[i * ANCHORS + rank] as number) & 0x3fffffff : 0;
      const sub = split.get(next);
      if (sub) sub.push(i);
      else split.set(next, [i]);
    }
    for (const sub of split.values()) if (sub.length > 1) compareGroup(sub);
  }

  // 3. Clusters over all reviews (exact copies join their representative's cluster).
  // Sizes first, so that only real clusters (two or more texts) get an array.
  const rootOf = new Int32Array(reviews.length).fill(-1);
  const size = new Int32Array(reviews.length);
  for (let index = 0; index < reviews.length; index++) {
    const key = keyOf[index];
    if (key === undefined) continue;
    const root = uf.find(repOf.get(key) as number);
    rootOf[index] = root;
    size[root] = (size[root] as number) + 1;
  }
  const clusters = new Map<number, number[]>();
  for (let index = 0; index < reviews.length; index++) {
    const root = rootOf[index] as number;
    if (root < 0 || (size[root] as number) < 2) continue;
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
      const listing = listingKey(reviews[index] as PreparedReview, keyOf[index] as string);
      if (listing !== null && seenListings.has(listing)) {
        // The same reviewer's same text on the same day: one review listed twice by the source.
        repeatedListings++;
        continue;
      }
      if (listing !== null) seenListings.add(listing);
      if (index === source) continue;
      copies.push({ index, source, exact: keyOf[index] === keyOf[source] });
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
