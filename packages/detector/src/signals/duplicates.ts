// Exact and near-duplicate reviews. Copy-pasted or lightly edited texts from different reviews are the
// classic trace of review farms. Exact copies are found by hashing the normalised word sequence; near
// copies through shared bottom-k anchors over the distinct texts (shingles.ts), screened with a bottom-k
// estimate and confirmed with the exact Jaccard similarity of their word 3-shingles.
import { copiesOf } from './copy-findings';
import { EXACT_MIN_WORDS, NEAR_MIN_WORDS } from './copy-lengths';
import { DenseIds } from './dense-ids';
import { PairJaccard } from './pair-jaccard';
import { buildShingleIndex, GROUP_KEY_MASK, type ShingleIndex } from './shingle-index';
import { detectShortCopies } from './short-copies';
import { screenPasses, sequenceFingerprint } from './shingles';
import type { PreparedProduct, PreparedReview, SignalResult } from './types';
import { UnionFind } from './union-find';

export { EXACT_MIN_WORDS, NEAR_MIN_WORDS } from './copy-lengths';
/** Jaccard similarity of word 3-shingles at or above which two texts are near-duplicates. */
export const NEAR_THRESHOLD = 0.5;
/** Shingles of a text used as its anchors (candidate keys): its rarest ones that occur in another text. */
export const ANCHORS = 6;
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

// The search runs in phases, each its own function: V8 compiles a long loop of a function while it runs
// (on-stack replacement), and one function holding every phase would be recompiled and deoptimised at each
// next phase (no type feedback there yet) on its first call, which is the only call an analysis makes.
export function detectDuplicates(product: PreparedProduct): SignalResult {
  const { reviews, words, wordStart } = product;
  const n = reviews.length;
  const { textId, repOf } = exactTexts(words, wordStart, n);
  const near = nearTexts(repOf, wordStart);
  const index = buildShingleIndex(words, wordStart, n, near, ANCHORS, SKETCH);
  const uf = new UnionFind(n);
  new NearSearch(index, new PairJaccard(words, wordStart), uf).run(anchorGroups(index, near));
  const long = copiesOf(reviews, textId, repOf, uf);
  // Short texts (and templates of up to SHORT_MAX_WORDS words) are judged by how often and how close
  // together they recur (short-copies.ts); a near copy both searches find keeps its long-copy flag.
  const short = detectShortCopies(product, new Set(long.flags.map((f) => f.index)));
  return {
    alerts: [...long.alerts, ...short.alerts],
    flags: [...long.flags, ...short.flags],
    covers: coveredByCopySearch,
  };
}

/**
 * Every review with words: long texts are compared by the shingle search, short ones (up to
 * SHORT_MAX_WORDS words) by the short-copy search, in any language.
 */
function coveredByCopySearch(r: PreparedReview): boolean {
  return r.hasText && r.wordCount >= 1;
}

/**
 * 1. Exact: one representative per normalised text. textId numbers distinct texts (−1: too short);
 * repOf[id] is the first review with text id.
 */
function exactTexts(
  words: Uint32Array,
  wordStart: Int32Array,
  n: number,
): { textId: Int32Array; repOf: Int32Array } {
  const textIds = new DenseIds(n);
  const textId = new Int32Array(n).fill(-1);
  const repOf = new Int32Array(n);
  for (let index = 0; index < n; index++) {
    const from = wordStart[index] as number;
    const to = wordStart[index + 1] as number;
    if (to - from < EXACT_MIN_WORDS) continue;
    const { high, low } = sequenceFingerprint(words, from, to);
    const known = textIds.size;
    const id = textIds.idOf(high, low);
    textId[index] = id;
    if (id === known) repOf[id] = index;
  }
  return { textId, repOf: repOf.subarray(0, textIds.size) };
}

/** The representatives long enough for the near search, in order of first sighting. */
function nearTexts(repOf: Int32Array, wordStart: Int32Array): Int32Array {
  const near = new Int32Array(repOf.length);
  let nearCount = 0;
  for (let k = 0; k < repOf.length; k++) {
    const i = repOf[k] as number;
    if ((wordStart[i + 1] as number) - (wordStart[i] as number) >= NEAR_MIN_WORDS)
      near[nearCount++] = i;
  }
  return near.subarray(0, nearCount);
}

/** Texts sharing an anchor, as groups of entry codes (review index * 8 + rank of the anchor). */
interface AnchorGroups {
  count: number;
  /** Group g's entries are members[groupStart[g] .. groupStart[g + 1]), in order of sighting. */
  groupStart: Int32Array;
  members: Int32Array;
}

/**
 * 2a. Anchors: the ANCHORS rarest shingles that some other text also has (df ≥ 2), ties broken by hash.
 * Near-duplicates share their rare shingles, so they pick the same anchors; unrelated texts share
 * anchors only through common phrases, which NearSearch handles in bounded time.
 * Group entries are encoded as review index * 8 + rank of the anchor among the text's anchors; groups are
 * numbered in order of first sighting and their entries kept in one flat array (no array per group).
 * Group keys are an anchor's low 30 bits (GROUP_KEY_MASK; a collision only adds a candidate that is then
 * verified), numbered densely by the index, so first sightings are marked in a plain array.
 */
function anchorGroups(index: ShingleIndex, near: Int32Array): AnchorGroups {
  const { anchorKeys, anchorLen } = index;
  const nearCount = near.length;
  const groupOfKey = new Int32Array(index.anchorKeyCount).fill(-1);
  let groupCount = 0;
  const entryGroup = new Int32Array(nearCount * ANCHORS);
  const entryCode = new Int32Array(nearCount * ANCHORS);
  let entries = 0;
  for (let k = 0; k < nearCount; k++) {
    const i = near[k] as number;
    const size = anchorLen[i] as number;
    for (let r = 0; r < size; r++) {
      const key = anchorKeys[i * ANCHORS + r] as number;
      let group = groupOfKey[key] as number;
      if (group < 0) {
        group = groupCount++;
        groupOfKey[key] = group;
      }
      entryGroup[entries] = group;
      entryCode[entries] = i * 8 + r;
      entries++;
    }
  }
  // Counting sort of the entries by group, stable, so each group's members keep their order of sighting.
  const groupStart = new Int32Array(groupCount + 1);
  for (let e = 0; e < entries; e++) {
    const g = (entryGroup[e] as number) + 1;
    groupStart[g] = (groupStart[g] as number) + 1;
  }
  for (let g = 0; g < groupCount; g++)
    groupStart[g + 1] = (groupStart[g + 1] as number) + (groupStart[g] as number);
  const members = new Int32Array(entries);
  const fill = groupStart.slice(0, groupCount);
  for (let e = 0; e < entries; e++) {
    const g = entryGroup[e] as number;
    members[fill[g] as number] = entryCode[e] as number;
    fill[g] = (fill[g] as number) + 1;
  }
  return { count: groupCount, groupStart, members };
}

/**
 * 2b. Candidate pairs of each anchor group, screened with the bottom-k estimate and confirmed with the
 * exact Jaccard similarity; near-duplicates are joined in `uf`. A class rather than closures made per
 * call: V8 inlines a closure for the function object it saw, and each analysis made new ones.
 */
class NearSearch {
  private readonly checks: Uint8Array;
  private readonly setLen: Int32Array;
  private readonly sketch: Uint32Array;
  private readonly sketchLen: Uint8Array;
  private readonly anchors: Uint32Array;
  private readonly anchorLen: Uint8Array;

  constructor(
    index: ShingleIndex,
    /** Exact Jaccard similarity, for the few candidate pairs that pass the screen. */
    private readonly sets: PairJaccard,
    private readonly uf: UnionFind,
  ) {
    this.checks = new Uint8Array(index.setLen.length);
    this.setLen = index.setLen;
    this.sketch = index.sketch;
    this.sketchLen = index.sketchLen;
    this.anchors = index.anchors;
    this.anchorLen = index.anchorLen;
  }

  run({ count, groupStart, members }: AnchorGroups): void {
    for (let g = 0; g < count; g++) {
      const from = groupStart[g] as number;
      const to = groupStart[g + 1] as number;
      if (to - from < 2) continue;
      if (to - from <= PAIRWISE_MAX) this.compareGroup(members, from, to, 3);
      else this.splitGroup(members, from, to);
    }
  }

  /** A common phrase: its group is split by each member's next anchor (rare: only big groups get arrays). */
  private splitGroup(members: Int32Array, from: number, to: number): void {
    const split = new Map<number, number[]>();
    for (let m = from; m < to; m++) {
      const e = members[m] as number;
      const i = e >>> 3;
      const rank = (e & 7) + 1;
      const next =
        rank < (this.anchorLen[i] as number)
          ? (this.anchors[i * ANCHORS + rank] as number) & GROUP_KEY_MASK
          : 0;
      const sub = split.get(next);
      if (sub) sub.push(i);
      else split.set(next, [i]);
    }
    for (const sub of split.values()) if (sub.length > 1) this.compareGroup(sub, 0, sub.length, 0);
  }

  /**
   * Compares the reviews list[from .. to) (review indices; entry codes, i.e. index * 8 + rank, when
   * `shift` is 3).
   */
  private compareGroup(list: ArrayLike<number>, from: number, to: number, shift: number): void {
    if (to - from <= PAIRWISE_MAX) {
      for (let m = from + 1; m < to; m++)
        for (let q = from; q < m; q++)
          this.similar((list[m] as number) >>> shift, (list[q] as number) >>> shift);
      return;
    }
    const first = (list[from] as number) >>> shift;
    for (let m = from + 1; m < to; m++) {
      const a = (list[m] as number) >>> shift;
      if (this.similar(a, first)) continue;
      for (let q = m - 1; q >= Math.max(from + 1, m - RECENT_COMPARE); q--)
        if (this.similar(a, (list[q] as number) >>> shift)) break;
    }
  }

  private similar(a: number, b: number): boolean {
    const { uf, checks } = this;
    if (uf.find(a) === uf.find(b)) return true;
    if ((checks[a] as number) >= CHECKS_PER_TEXT) return false;
    checks[a] = (checks[a] as number) + 1;
    const na = this.setLen[a] as number;
    const nb = this.setLen[b] as number;
    // Jaccard never exceeds the ratio of the set sizes.
    if (Math.min(na, nb) < NEAR_THRESHOLD * Math.max(na, nb)) return false;
    if (
      !screenPasses(
        this.sketch,
        a * SKETCH,
        this.sketchLen[a] as number,
        b * SKETCH,
        this.sketchLen[b] as number,
        SKETCH,
        MIN_ESTIMATE,
      )
    )
      return false;
    if (this.sets.jaccard(a, b) < NEAR_THRESHOLD) return false;
    uf.union(a, b);
    return true;
  }
}
