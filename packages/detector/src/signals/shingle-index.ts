// Per-text facts about word 3-shingles that the near-duplicate search needs, from one radix sort of all
// shingles of all texts by hash (docs/decisions/122-detector-speed.md):
// - exact document frequencies (runs of equal hashes: a hashed counting table would spend its time on random
//   reads and collisions),
// - each text's ANCHORS rarest shingles shared with another text (rarest first, ties by hash),
// - each text's bottom-k sketch (its k smallest distinct shingle hashes, in order) and distinct-shingle count.
// No per-text sort is needed: walking the globally sorted shingles visits each text's shingles in increasing
// hash order. The sort is MSD on the top 8 bits (one scatter into 256 buckets, each a few hundred KB), then
// a two-pass LSD radix sort on the low 24 bits inside each bucket, which stays in cache; small products use
// up to 12 top bits and insertion-sort their small buckets. Anchors are picked afterwards, by frequency.
import { shingleHash } from './shingles';

export interface ShingleIndex {
  /** Distinct shingles of each text (0 for texts not indexed). */
  setLen: Int32Array;
  /** Text i's sketch is sketch[i * sketchSize ..][0 .. sketchLen[i]), in increasing order. */
  sketch: Uint32Array;
  sketchLen: Uint8Array;
  sketchSize: number;
  /** Text i's anchors are anchors[i * anchorCount ..][0 .. anchorLen[i]), rarest first. */
  anchors: Uint32Array;
  /**
   * Beside each anchor, a dense id (0 .. anchorKeyCount) of its GROUP_KEY_MASK bits: anchors with equal
   * masked bits share an id. The duplicate search groups texts by these keys; an array indexed by them
   * replaced a hash table of 600,000 lookups that missed cache.
   */
  anchorKeys: Int32Array;
  anchorKeyCount: number;
  anchorLen: Uint8Array;
}

/** The bits of a shingle hash that key the duplicate search's anchor groups (anchorKeys). */
export const GROUP_KEY_MASK = 0x3fffffff;

/** At least 8 top bits, so that the two LSD passes below (bits 0–23) finish every bucket's sort. */
const MIN_TOP_BITS = 8;
const MAX_TOP_BITS = 16;
/** The top-bit count is chosen so that a bucket holds about this many shingles on average. */
const TARGET_BUCKET = 16;
const LOW_BITS = 12;
/**
 * Buckets up to this size are insertion-sorted: each radix pass clears and sums 4,096 counters, which for a
 * small product (200 reviews: ~55 shingles per bucket) cost more than the sorting itself (~8 ms per
 * analysis, most of the duplicate search's time on small uploads).
 */
const SMALL_BUCKET = 256;

/**
 * Indexes the shingles of the texts `texts` (review indices, in the order their entries should keep among
 * equal hashes) over the product's flat word-hash buffer.
 */
export function buildShingleIndex(
  words: Uint32Array,
  wordStart: Int32Array,
  reviewCount: number,
  texts: Int32Array,
  anchorCount: number,
  sketchSize: number,
): ShingleIndex {
  const sketch = new Uint32Array(reviewCount * sketchSize);
  const anchors = new Uint32Array(reviewCount * anchorCount);
  // The walk below visits texts in random order, so the per-text state it touches for every shingle is
  // small: sketch fill (1 byte). Distinct counts come from the shingle count less the repeats, which are
  // rare and found as adjacent entries of one run.
  const sketchLen = new Uint8Array(reviewCount);
  const repeats = new Int32Array(reviewCount);
  const anchorLen = new Uint8Array(reviewCount);

  // Bucket count by size: ~16 shingles a bucket for small products, whose buckets are then insertion-sorted
  // in a few moves per entry (a 200-review product spent 2 of its 3 ms here with 256 buckets of ~60);
  // 256 buckets and radix passes for large ones, where more buckets would scatter to too many places.
  let total = 0;
  for (let k = 0; k < texts.length; k++) {
    const t = texts[k] as number;
    total += Math.max(0, (wordStart[t + 1] as number) - (wordStart[t] as number) - 2);
  }
  let topBits = MIN_TOP_BITS;
  while (topBits < MAX_TOP_BITS && total > TARGET_BUCKET << topBits) topBits++;
  if (total > (SMALL_BUCKET / 4) << topBits) topBits = MIN_TOP_BITS;
  const buckets = 1 << topBits;
  const shift = 32 - topBits;

  // Every shingle is hashed twice, to count the buckets and then to scatter: no 30 MB buffer of hashes in
  // text order (100,000 reviews), whose allocation with the others' set off one more mark-compact.
  const bucketStart = new Int32Array(buckets + 1);
  for (let k = 0; k < texts.length; k++) {
    const t = texts[k] as number;
    const from = wordStart[t] as number;
    const to = wordStart[t + 1] as number;
    if (to - from < 3) continue;
    let a = words[from] as number;
    let b = words[from + 1] as number;
    for (let w = from + 2; w < to; w++) {
      const c = words[w] as number;
      const bucket = (shingleHash(a, b, c) >>> shift) + 1;
      bucketStart[bucket] = (bucketStart[bucket] as number) + 1;
      a = b;
      b = c;
    }
  }
  for (let b = 0; b < buckets; b++)
    bucketStart[b + 1] = (bucketStart[b + 1] as number) + (bucketStart[b] as number);
  const keys = new Uint32Array(total);
  const ids = new Int32Array(total);
  const fill = bucketStart.slice(0, buckets);
  let largest = 0;
  for (let k = 0; k < texts.length; k++) {
    const t = texts[k] as number;
    const from = wordStart[t] as number;
    const to = wordStart[t + 1] as number;
    if (to - from < 3) continue;
    let a = words[from] as number;
    let b = words[from + 1] as number;
    for (let w = from + 2; w < to; w++) {
      const c = words[w] as number;
      const h = shingleHash(a, b, c);
      const q = fill[h >>> shift] as number;
      keys[q] = h;
      ids[q] = t;
      fill[h >>> shift] = q + 1;
      a = b;
      b = c;
    }
  }
  for (let b = 0; b < buckets; b++)
    largest = Math.max(largest, (bucketStart[b + 1] as number) - (bucketStart[b] as number));

  const radix = largest > SMALL_BUCKET;
  const tmpKeys = new Uint32Array(radix ? largest : 0);
  const tmpIds = new Int32Array(radix ? largest : 0);
  const counts = new Int32Array(radix ? 1 << LOW_BITS : 0);
  // Shared shingles (runs of two or more texts) are noted for the anchor pass: run start in runStart,
  // frequency in runDf (growing; a quarter of a million runs at 100,000 reviews).
  let runStart: Int32Array = new Int32Array(Math.max(64, total >>> 5));
  let runDf: Int32Array = new Int32Array(runStart.length);
  let runs = 0;
  let maxDf = 0;
  for (let b = 0; b < buckets; b++) {
    const from = bucketStart[b] as number;
    const to = bucketStart[b + 1] as number;
    if (to - from > SMALL_BUCKET) {
      // Stable LSD passes on bits 0–11 then 12–23 (the bucket shares the higher ones): equal hashes keep
      // the order of `texts`.
      radixPass(keys, ids, from, to, tmpKeys, tmpIds, 0, counts, 0);
      radixPass(tmpKeys, tmpIds, 0, to - from, keys, ids, from, counts, LOW_BITS);
    } else if (to - from > 1) insertionSort(keys, ids, from, to);
    // Runs of equal hashes: one shingle and the texts that have it (a text may repeat it; its entries are
    // then adjacent, as equal hashes keep the order of `texts`). One pass per run.
    let s = from;
    while (s < to) {
      const h = keys[s] as number;
      let e = s;
      let df = 0;
      let previous = -1;
      for (; e < to && keys[e] === h; e++) {
        const t = ids[e] as number;
        if (t === previous) {
          repeats[t] = (repeats[t] as number) + 1;
          continue;
        }
        previous = t;
        df++;
        // Hashes arrive in increasing order, so a text's first sketchSize shingles are its sketch.
        const sl = sketchLen[t] as number;
        if (sl < sketchSize) {
          sketch[t * sketchSize + sl] = h;
          sketchLen[t] = sl + 1;
        }
      }
      if (df >= 2) {
        if (runs === runStart.length) {
          runStart = grow(runStart);
          runDf = grow(runDf);
        }
        runStart[runs] = s;
        runDf[runs] = df;
        runs++;
        if (df > maxDf) maxDf = df;
      }
      s = e;
    }
  }

  // Anchors: shared shingles visited by increasing frequency (a stable counting sort of the runs, so ties
  // stay in hash order); each text takes the first anchorCount it meets. Same anchors as keeping each
  // text's rarest while walking in hash order (the earlier way), without the ~20 sorted insertions per
  // text at random places that made half of that walk's time.
  const dfStart = new Int32Array(maxDf + 2);
  for (let r = 0; r < runs; r++) {
    const d = (runDf[r] as number) + 1;
    dfStart[d] = (dfStart[d] as number) + 1;
  }
  for (let d = 0; d <= maxDf; d++)
    dfStart[d + 1] = (dfStart[d + 1] as number) + (dfStart[d] as number);
  const order = new Int32Array(runs);
  for (let r = 0; r < runs; r++) {
    const d = runDf[r] as number;
    const at = dfStart[d] as number;
    order[at] = r;
    dfStart[d] = at + 1;
  }
  const { runKey, keyCount } = maskedKeyIds(keys, runStart, runs);
  const anchorKeys = new Int32Array(reviewCount * anchorCount);
  for (let o = 0; o < runs; o++) {
    const r = order[o] as number;
    const s = runStart[r] as number;
    const h = keys[s] as number;
    const key = runKey[r] as number;
    // Equal hashes never straddle buckets, so the run ends at the first different key.
    let previous = -1;
    for (let p = s; p < total && keys[p] === h; p++) {
      const t = ids[p] as number;
      if (t === previous) continue;
      previous = t;
      const len = anchorLen[t] as number;
      if (len < anchorCount) {
        anchors[t * anchorCount + len] = h;
        anchorKeys[t * anchorCount + len] = key;
        anchorLen[t] = len + 1;
      }
    }
  }
  const setLen = new Int32Array(reviewCount);
  for (let k = 0; k < texts.length; k++) {
    const t = texts[k] as number;
    const shingles = Math.max(0, (wordStart[t + 1] as number) - (wordStart[t] as number) - 2);
    setLen[t] = shingles - (repeats[t] as number);
  }
  return {
    setLen,
    sketch,
    sketchLen,
    sketchSize,
    anchors,
    anchorKeys,
    anchorKeyCount: keyCount,
    anchorLen,
  };
}

/**
 * Dense ids, in increasing order, of the GROUP_KEY_MASK bits of the runs' hashes (run r starts at
 * keys[runStart[r]]). Runs are in hash order, so each quarter of the hash space (top two bits) lists its
 * masked values in increasing order, and a four-way merge numbers them.
 */
function maskedKeyIds(
  keys: Uint32Array,
  runStart: Int32Array,
  runs: number,
): { runKey: Int32Array; keyCount: number } {
  const runKey = new Int32Array(runs);
  // The runs' hashes read once, in order (the merge below would read each four times at random places).
  const hashes = new Uint32Array(runs);
  for (let r = 0; r < runs; r++) hashes[r] = keys[runStart[r] as number] as number;
  // Quarter q's runs are runStart[from[q] .. from[q + 1]).
  const from = new Int32Array(5).fill(runs);
  for (let r = runs - 1; r >= 0; r--) {
    const top = (hashes[r] as number) >>> 30;
    for (let q = 0; q <= top; q++) from[q] = r;
  }
  const next = from.slice(0, 4);
  let keyCount = 0;
  let last = -1;
  for (let done = 0; done < runs; done++) {
    let best = -1;
    let bestKey = 0;
    for (let q = 0; q < 4; q++) {
      const r = next[q] as number;
      if (r >= (from[q + 1] as number)) continue;
      const key = (hashes[r] as number) & GROUP_KEY_MASK;
      if (best < 0 || key < bestKey) {
        best = q;
        bestKey = key;
      }
    }
    if (bestKey !== last) {
      keyCount++;
      last = bestKey;
    }
    const r = next[best] as number;
    runKey[r] = keyCount - 1;
    next[best] = r + 1;
  }
  return { runKey, keyCount };
}

/** One stable counting-sort pass of src[from .. to) on LOW_BITS bits at `shift`, into dst[at ..]. */
function radixPass(
  srcKeys: Uint32Array,
  srcIds: Int32Array,
  from: number,
  to: number,
  dstKeys: Uint32Array,
  dstIds: Int32Array,
  at: number,
  counts: Int32Array,
  shift: number,
): void {
  const mask = (1 << LOW_BITS) - 1;
  counts.fill(0);
  for (let p = from; p < to; p++) {
    const d = ((srcKeys[p] as number) >>> shift) & mask;
    counts[d] = (counts[d] as number) + 1;
  }
  let sum = at;
  for (let d = 0; d <= mask; d++) {
    const c = counts[d] as number;
    counts[d] = sum;
    sum += c;
  }
  for (let p = from; p < to; p++) {
    const k = srcKeys[p] as number;
    const d = (k >>> shift) & mask;
    const q = counts[d] as number;
    dstKeys[q] = k;
    dstIds[q] = srcIds[p] as number;
    counts[d] = q + 1;
  }
}

/** Stable insertion sort of keys[from .. to) (ids alongside) for small buckets. */
function insertionSort(keys: Uint32Array, ids: Int32Array, from: number, to: number): void {
  for (let p = from + 1; p < to; p++) {
    const k = keys[p] as number;
    const id = ids[p] as number;
    let q = p - 1;
    while (q >= from && (keys[q] as number) > k) {
      keys[q + 1] = keys[q] as number;
      ids[q + 1] = ids[q] as number;
      q--;
    }
    keys[q + 1] = k;
    ids[q + 1] = id;
  }
}

function grow(values: Int32Array): Int32Array {
  const grown = new Int32Array(values.length * 2);
  grown.set(values);
  return grown;
}
