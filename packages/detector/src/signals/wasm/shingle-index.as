// signals/shingle-index.ts buildShingleIndexJs in WebAssembly (docs/decisions/049): the same steps on
// the same data, so the same index. The JavaScript side (shingle-index-wasm.ts) makes ONE instance per
// call, runs the build's steps once and hands out views of the results. The memory is imported: a large
// build gets a fresh one that goes with its index (wasm memory never shrinks, and the server's analysis
// workers would otherwise keep ~75 MB at 100,000 reviews), while small builds reuse one memory per thread,
// zeroed up to used() before each build (a fresh memory per call set off full garbage collections:
// docs/decisions/097). The word hashes are never copied in whole: the two steps that read them
// (countShingles, scatter) see one slice of texts at a time, its words staged by the JavaScript side into
// one small region (a 31 MB copy at 100,000 reviews before). So alloc() only bumps, and every region it
// hands out is zeroed memory (the zeroed counters and per-text arrays rely on that).

const MIN_TOP_BITS: i32 = 8;
const MAX_TOP_BITS: i32 = 16;
const TARGET_BUCKET: i32 = 16;
const LOW_BITS: i32 = 12;
const SMALL_BUCKET: i32 = 256;
const GROUP_KEY_MASK: u32 = 0x3fffffff;

let top: usize = 0;
let built = false;

/** Grows the memory so that it holds [0, end). */
function ensure(end: usize): void {
  const pages = <i32>((end + 0xffff) >>> 16) - memory.size();
  if (pages > 0 && memory.grow(pages) < 0) unreachable();
}

/** The end of the last region handed out: what a reused memory must zero before the next build. */
export function used(): usize {
  return top;
}

/** A fresh zeroed region of `bytes` bytes (16-byte aligned). */
export function alloc(bytes: i32): usize {
  if (top == 0) top = (__heap_base + 15) & ~15;
  const at = top;
  top = (at + <usize>bytes + 15) & ~15;
  ensure(top);
  return at;
}

@inline function i32At(base: usize, i: i32): i32 {
  return load<i32>(base + (<usize>i << 2));
}
@inline function setI32(base: usize, i: i32, v: i32): void {
  store<i32>(base + (<usize>i << 2), v);
}
@inline function u32At(base: usize, i: i32): u32 {
  return load<u32>(base + (<usize>i << 2));
}
@inline function setU32(base: usize, i: i32, v: u32): void {
  store<u32>(base + (<usize>i << 2), v);
}

/** signals/shingles.ts shingleHash (fmix32 of the mixed word hashes). */
@inline function shingleHash(a: u32, b: u32, c: u32): u32 {
  let h = (a * 0x2545f491) ^ (b * 0x9e3779b1) ^ c;
  h ^= h >>> 16;
  h *= 0x85ebca6b;
  h ^= h >>> 13;
  h *= 0xc2b2ae35;
  h ^= h >>> 16;
  return h;
}

let outSetLen: usize = 0;
let outSketch: usize = 0;
let outSketchLen: usize = 0;
let outAnchors: usize = 0;
let outAnchorKeys: usize = 0;
let outAnchorLen: usize = 0;
let outKeyCount: i32 = 0;

export function setLenPtr(): usize {
  return outSetLen;
}
export function sketchPtr(): usize {
  return outSketch;
}
export function sketchLenPtr(): usize {
  return outSketchLen;
}
export function anchorsPtr(): usize {
  return outAnchors;
}
export function anchorKeysPtr(): usize {
  return outAnchorKeys;
}
export function anchorLenPtr(): usize {
  return outAnchorLen;
}
export function anchorKeyCount(): i32 {
  return outKeyCount;
}

// The build is split into calls over slices of texts, buckets and runs, driven from JavaScript:
// V8 first runs wasm in its baseline compiler (Liftoff) and optimises a function only for its LATER
// calls (no on-stack replacement), so one long build() call ran about twice as slowly as these
// phases, which are optimised after their first few slices.
/** The staged words: the current slice's word w (a product-wide index) is at words + (w - base) * 4. */
let words: usize = 0;
let wordStart: usize = 0;
let texts: usize = 0;
let textCount: i32 = 0;
let anchorCount: i32 = 0;
let sketchSize: i32 = 0;
let sketch: usize = 0;
let anchors: usize = 0;
let anchorKeys: usize = 0;
let sketchLen: usize = 0;
let anchorLen: usize = 0;
let repeats: usize = 0;
let total: i32 = 0;
let buckets: i32 = 0;
let shift: u32 = 0;
let bucketStart: usize = 0;
let keys: usize = 0;
let ids: usize = 0;
let fill: usize = 0;
let tmpKeys: usize = 0;
let tmpIds: usize = 0;
let counts: usize = 0;
let runPairs: usize = 0;
let runHash: usize = 0;
let runs: i32 = 0;
let maxDf: i32 = 0;
let order: usize = 0;
let runKey: usize = 0;
let dfStart: usize = 0;
let quarterFrom: usize = 0;
let quarterNext: usize = 0;
let keyCount: i32 = 0;
let lastKey: i32 = -1;

/**
 * Step 1. Inputs: the staging region for words (u32), wordStart (reviewCount + 1 i32), texts (count i32),
 * placed by alloc().
 * Returns the number of buckets.
 */
export function begin(
  wordsAt: usize,
  wordStartAt: usize,
  reviewCount: i32,
  textsAt: usize,
  count: i32,
  anchorsPerText: i32,
  sketchPerText: i32,
): i32 {
  if (built) unreachable();
  built = true;
  words = wordsAt;
  wordStart = wordStartAt;
  texts = textsAt;
  textCount = count;
  anchorCount = anchorsPerText;
  sketchSize = sketchPerText;
  for (let k: i32 = 0; k < textCount; k++) {
    const t = i32At(texts, k);
    const n = i32At(wordStart, t + 1) - i32At(wordStart, t) - 2;
    if (n > 0) total += n;
  }
  const topBits = bucketBits(total);
  buckets = 1 << topBits;
  shift = <u32>(32 - topBits);
  // Normally a no-op: the JavaScript side has grown the memory by buildBytes() already.
  ensure(top + buildBytes(reviewCount, textCount, total, anchorCount, sketchSize));
  sketch = alloc(reviewCount * sketchSize * 4);
  anchors = alloc(reviewCount * anchorCount * 4);
  anchorKeys = alloc(reviewCount * anchorCount * 4);
  sketchLen = alloc(reviewCount);
  anchorLen = alloc(reviewCount);
  repeats = alloc(reviewCount * 4);
  outSetLen = alloc(reviewCount * 4);
  outSketch = sketch;
  outSketchLen = sketchLen;
  outAnchors = anchors;
  outAnchorKeys = anchorKeys;
  outAnchorLen = anchorLen;
  bucketStart = alloc((buckets + 1) * 4);
  return buckets;
}

/** Top hash bits that pick a shingle's bucket: about TARGET_BUCKET shingles a bucket, 8 for large inputs. */
function bucketBits(shingles: i32): i32 {
  let topBits = MIN_TOP_BITS;
  while (topBits < MAX_TOP_BITS && shingles > TARGET_BUCKET << topBits) topBits++;
  if (shingles > (SMALL_BUCKET / 4) << topBits) topBits = MIN_TOP_BITS;
  return topBits;
}

/**
 * Bytes of every region begin() and the later steps allocate, but the radix scratch (known only after the
 * scatter; a few hundred kB), for `shingles` shingles in all: the JavaScript side grows the memory by this
 * and the inputs at once, because each memory.grow reports its bytes to V8 as external memory and set off
 * a full garbage collection (growing region by region, about twenty times per build, cost more than the
 * steps it fed; two grows still cost one collection more than one). Bounds: at most shingles / 2 shared
 * runs (two entries each; five i32 per run), a frequency of at most textCount, and 16 bytes of alignment
 * per region. Pages reserved but never written cost no physical memory.
 */
export function buildBytes(
  reviewCount: i32,
  count: i32,
  shingles: i32,
  anchorsPerText: i32,
  sketchPerText: i32,
): usize {
  const perReview = <usize>reviewCount * (<usize>(sketchPerText + 2 * anchorsPerText + 2) * 4 + 2);
  const halfRuns = <usize>((shingles >> 1) + 1);
  const perShingle = <usize>shingles * 8 + halfRuns * 20;
  const perBucket = <usize>(2 * (1 << bucketBits(shingles)) + 1) * 4;
  const fixed = <usize>(count + 2) * 4 + (<usize>(1 << LOW_BITS) << 2) + 64 + 32 * 16;
  return perReview + perShingle + perBucket + fixed;
}

/**
 * Step 2, over texts[from .. to): bucket sizes. Their words are staged, from the product's word `base`
 * on (shingle-index-wasm.ts stageWords); so in scatter.
 */
export function countShingles(from: i32, to: i32, base: i32): void {
  for (let k = from; k < to; k++) {
    const t = i32At(texts, k);
    const start = i32At(wordStart, t) - base;
    const end = i32At(wordStart, t + 1) - base;
    if (end - start < 3) continue;
    let a = u32At(words, start);
    let b = u32At(words, start + 1);
    for (let w = start + 2; w < end; w++) {
      const c = u32At(words, w);
      const bucket = <i32>(shingleHash(a, b, c) >>> shift) + 1;
      setI32(bucketStart, bucket, i32At(bucketStart, bucket) + 1);
      a = b;
      b = c;
    }
  }
}

/** Step 3: bucket offsets and the sort's buffers. */
export function placeBuckets(): void {
  for (let b: i32 = 0; b < buckets; b++)
    setI32(bucketStart, b + 1, i32At(bucketStart, b + 1) + i32At(bucketStart, b));
  keys = alloc(total * 4);
  ids = alloc(total * 4);
  fill = alloc(buckets * 4);
  memory.copy(fill, bucketStart, <usize>buckets << 2);
}

/** Step 4, over texts[from .. to): each shingle into its bucket. */
export function scatter(from: i32, to: i32, base: i32): void {
  for (let k = from; k < to; k++) {
    const t = i32At(texts, k);
    const start = i32At(wordStart, t) - base;
    const end = i32At(wordStart, t + 1) - base;
    if (end - start < 3) continue;
    let a = u32At(words, start);
    let b = u32At(words, start + 1);
    for (let w = start + 2; w < end; w++) {
      const c = u32At(words, w);
      const h = shingleHash(a, b, c);
      const bucket = <i32>(h >>> shift);
      const q = i32At(fill, bucket);
      setU32(keys, q, h);
      setI32(ids, q, t);
      setI32(fill, bucket, q + 1);
      a = b;
      b = c;
    }
  }
}

/** Step 5: scratch for the radix passes, and the runs' region. */
export function prepareRuns(): void {
  let largest: i32 = 0;
  for (let b: i32 = 0; b < buckets; b++)
    largest = max(largest, i32At(bucketStart, b + 1) - i32At(bucketStart, b));
  const radix = largest > SMALL_BUCKET;
  tmpKeys = alloc(radix ? largest * 4 : 0);
  tmpIds = alloc(radix ? largest * 4 : 0);
  counts = alloc(radix ? (1 << LOW_BITS) * 4 : 0);
  // Shared runs as (start, df) pairs: at most total / 2 of them (two entries each). The region is
  // reserved whole but only the pages written are touched, so it costs the memory the runs need.
  runPairs = alloc(((total >> 1) + 1) * 8);
  // Each run's hash beside it, so that the key numbering reads the runs in order (it read keys[start]
  // at scattered places: one cache miss per run).
  runHash = alloc(((total >> 1) + 1) * 4);
}

/** Step 6, over buckets [from .. to): sort, then sketches, repeats and shared runs. */
export function walkBuckets(fromBucket: i32, toBucket: i32): void {
  for (let b = fromBucket; b < toBucket; b++) {
    const from = i32At(bucketStart, b);
    const to = i32At(bucketStart, b + 1);
    if (to - from > SMALL_BUCKET) {
      radixPass(keys, ids, from, to, tmpKeys, tmpIds, 0, counts, 0);
      radixPass(tmpKeys, tmpIds, 0, to - from, keys, ids, from, counts, LOW_BITS);
    } else if (to - from > 1) insertionSort(keys, ids, from, to);
    let s = from;
    while (s < to) {
      const h = u32At(keys, s);
      let e = s;
      let df: i32 = 0;
      let previous: i32 = -1;
      for (; e < to && u32At(keys, e) == h; e++) {
        const t = i32At(ids, e);
        if (t == previous) {
          setI32(repeats, t, i32At(repeats, t) + 1);
          continue;
        }
        previous = t;
        df++;
        const sl = <i32>load<u8>(sketchLen + <usize>t);
        if (sl < sketchSize) {
          setU32(sketch, t * sketchSize + sl, h);
          store<u8>(sketchLen + <usize>t, <u8>(sl + 1));
        }
      }
      if (df >= 2) {
        setI32(runPairs, runs << 1, s);
        setI32(runPairs, (runs << 1) + 1, df);
        setU32(runHash, runs, h);
        runs++;
        if (df > maxDf) maxDf = df;
      }
      s = e;
    }
  }
}

// Steps 7–10 order the runs by frequency and number their masked keys, in slices driven from JavaScript
// like the steps before (each ran once, in V8's baseline tier, and took as long as the sort's walk).

/** Step 7: counts of runs per frequency and the key merge's quarters. Returns the number of runs. */
export function countRuns(): i32 {
  dfStart = alloc((maxDf + 2) * 4);
  order = alloc(runs * 4);
  runKey = alloc(runs * 4);
  // Quarter q (top two hash bits) holds runs [from[q] .. from[q + 1]): runs are in hash order, so the
  // bounds are found by binary search.
  quarterFrom = alloc(5 * 4);
  quarterNext = alloc(4 * 4);
  for (let q: i32 = 0; q < 4; q++) {
    let lo: i32 = 0;
    let hi: i32 = runs;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (<i32>(u32At(runHash, mid) >>> 30) < q) lo = mid + 1;
      else hi = mid;
    }
    setI32(quarterFrom, q, lo);
  }
  setI32(quarterFrom, 4, runs);
  memory.copy(quarterNext, quarterFrom, 16);
  return runs;
}

/** Step 8, over runs [from .. to): run counts per frequency. */
export function countDf(from: i32, to: i32): void {
  for (let r = from; r < to; r++) {
    const d = i32At(runPairs, (r << 1) + 1) + 1;
    setI32(dfStart, d, i32At(dfStart, d) + 1);
  }
  if (to == runs)
    for (let d: i32 = 0; d <= maxDf; d++)
      setI32(dfStart, d + 1, i32At(dfStart, d + 1) + i32At(dfStart, d));
}

/** Step 9, over runs [from .. to): the runs' places in order of frequency (stable: ties in hash order). */
export function placeRuns(from: i32, to: i32): void {
  for (let r = from; r < to; r++) {
    const d = i32At(runPairs, (r << 1) + 1);
    const at = i32At(dfStart, d);
    setI32(order, at, r);
    setI32(dfStart, d, at + 1);
  }
}

/**
 * Step 10, for `count` more runs: dense ids, in increasing order, of the runs' GROUP_KEY_MASK bits
 * (shingle-index.ts maskedKeyIds): each quarter lists its masked values in increasing order, and a
 * four-way merge numbers them.
 */
export function numberKeys(count: i32): void {
  for (let done: i32 = 0; done < count; done++) {
    let best: i32 = -1;
    let bestKey: i32 = 0;
    for (let q: i32 = 0; q < 4; q++) {
      const r = i32At(quarterNext, q);
      if (r >= i32At(quarterFrom, q + 1)) continue;
      const key = <i32>(u32At(runHash, r) & GROUP_KEY_MASK);
      if (best < 0 || key < bestKey) {
        best = q;
        bestKey = key;
      }
    }
    if (bestKey != lastKey) {
      keyCount++;
      lastKey = bestKey;
    }
    const r = i32At(quarterNext, best);
    setI32(runKey, r, keyCount - 1);
    setI32(quarterNext, best, r + 1);
  }
  outKeyCount = keyCount;
}

/** Step 11, over order[from .. to): each text takes the first anchorCount shared shingles it meets. */
export function pickAnchors(from: i32, to: i32): void {
  for (let o = from; o < to; o++) {
    const r = i32At(order, o);
    const s = i32At(runPairs, r << 1);
    const h = u32At(runHash, r);
    const key = i32At(runKey, r);
    let previous: i32 = -1;
    for (let p = s; p < total && u32At(keys, p) == h; p++) {
      const t = i32At(ids, p);
      if (t == previous) continue;
      previous = t;
      const len = <i32>load<u8>(anchorLen + <usize>t);
      if (len < anchorCount) {
        setU32(anchors, t * anchorCount + len, h);
        setI32(anchorKeys, t * anchorCount + len, key);
        store<u8>(anchorLen + <usize>t, <u8>(len + 1));
      }
    }
  }
}

/** Step 12: distinct shingle counts. */
export function finish(): void {
  for (let k: i32 = 0; k < textCount; k++) {
    const t = i32At(texts, k);
    const shingles = max(0, i32At(wordStart, t + 1) - i32At(wordStart, t) - 2);
    setI32(outSetLen, t, shingles - i32At(repeats, t));
  }
}

function radixPass(
  srcKeys: usize,
  srcIds: usize,
  from: i32,
  to: i32,
  dstKeys: usize,
  dstIds: usize,
  at: i32,
  counts: usize,
  shift: u32,
): void {
  const mask: u32 = (1 << LOW_BITS) - 1;
  memory.fill(counts, 0, <usize>(1 << LOW_BITS) << 2);
  for (let p = from; p < to; p++) {
    const d = <i32>((u32At(srcKeys, p) >>> shift) & mask);
    setI32(counts, d, i32At(counts, d) + 1);
  }
  let sum = at;
  for (let d: i32 = 0; d <= <i32>mask; d++) {
    const c = i32At(counts, d);
    setI32(counts, d, sum);
    sum += c;
  }
  for (let p = from; p < to; p++) {
    const k = u32At(srcKeys, p);
    const d = <i32>((k >>> shift) & mask);
    const q = i32At(counts, d);
    setU32(dstKeys, q, k);
    setI32(dstIds, q, i32At(srcIds, p));
    setI32(counts, d, q + 1);
  }
}

function insertionSort(keys: usize, ids: usize, from: i32, to: i32): void {
  for (let p = from + 1; p < to; p++) {
    const k = u32At(keys, p);
    const id = i32At(ids, p);
    let q = p - 1;
    while (q >= from && u32At(keys, q) > k) {
      setU32(keys, q + 1, u32At(keys, q));
      setI32(ids, q + 1, i32At(ids, q));
      q--;
    }
    setU32(keys, q + 1, k);
    setI32(ids, q + 1, id);
  }
}
