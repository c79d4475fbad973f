// Word 3-shingles hashed to 32 bits, sorted shingle sets, bottom-k similarity estimates and the exact
// Jaccard similarity, for near-duplicate detection (duplicates.ts). Shingle hashes are well mixed, so the k
// smallest hashes of two sets' union are a uniform sample of it (Broder 1997, bottom-k sketches).
/** MurmurHash3's 32-bit finaliser: a cheap bijective mix with good avalanche. */
export function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over UTF-16 code units. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Writes the hashes of the word 3-shingles of words[from .. to) into out[at ..] in text order (they may
 * repeat) and returns how many were written.
 */
export function writeShingles(
  words: Uint32Array,
  from: number,
  to: number,
  out: Uint32Array,
  at: number,
): number {
  const n = to - from - 2;
  if (n <= 0) return 0;
  let a = words[from] as number;
  let b = words[from + 1] as number;
  for (let i = 0; i < n; i++) {
    const c = words[from + i + 2] as number;
    out[at + i] = shingleHash(a, b, c);
    a = b;
    b = c;
  }
  return n;
}

/** The hash of the 3-shingle of word hashes a, b, c (in that order). */
export function shingleHash(a: number, b: number, c: number): number {
  return fmix32(Math.imul(a, 0x2545f491) ^ Math.imul(b, 0x9e3779b1) ^ c);
}

/** Sorts and de-duplicates values[from .. from + length) in place; returns the number of distinct values. */
export function sortedSetIn(values: Uint32Array, from: number, length: number): number {
  const end = from + length;
  quickSort(values, from, end - 1);
  let w = from;
  for (let i = from; i < end; i++) {
    if (i === from || values[i] !== values[w - 1]) values[w++] = values[i] as number;
  }
  return w - from;
}

/**
 * In-place sort of values[lo .. hi]. TypedArray#sort on a subarray pays for a view object and a copy per
 * call, which profiles showed at 100,000 short sets; a quicksort on the shared buffer does not.
 */
function quickSort(values: Uint32Array, lo: number, hi: number): void {
  while (hi - lo > 16) {
    // Median of three as pivot keeps sorted or repetitive input from going quadratic.
    const mid = (lo + hi) >>> 1;
    const a = values[lo] as number;
    const b = values[mid] as number;
    const c = values[hi] as number;
    const pivot = a < b ? (b < c ? b : a < c ? c : a) : a < c ? a : b < c ? c : b;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((values[i] as number) < pivot) i++;
      while ((values[j] as number) > pivot) j--;
      if (i <= j) {
        const t = values[i] as number;
        values[i] = values[j] as number;
        values[j] = t;
        i++;
        j--;
      }
    }
    // Recurse into the smaller side, loop on the larger: stack depth stays logarithmic.
    if (j - lo < hi - i) {
      quickSort(values, lo, j);
      lo = i;
    } else {
      quickSort(values, i, hi);
      hi = j;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const v = values[i] as number;
    let j = i - 1;
    while (j >= lo && (values[j] as number) > v) {
      values[j + 1] = values[j] as number;
      j--;
    }
    values[j + 1] = v;
  }
}

/**
 * Bottom-k estimate of the Jaccard similarity from the first k entries of two sorted shingle sets stored
 * in one buffer (set a at aFrom with aLen entries, set b likewise): the share of the union's k smallest
 * hashes that both sets contain.
 */
export function estimateJaccardIn(
  sets: Uint32Array,
  aFrom: number,
  aLen: number,
  bFrom: number,
  bLen: number,
  k: number,
): number {
  const aK = Math.min(aLen, k);
  const bK = Math.min(bLen, k);
  const shared = sharedInUnion(sets, aFrom, aFrom + aK, bFrom, bFrom + bK, k, k, k);
  // Fewer than k union entries only when both sketches are merged to their ends: the union is then all of them.
  const taken = Math.min(k, aK + bK - shared);
  return taken === 0 ? 1 : shared / taken;
}

/**
 * Whether estimateJaccardIn(sets, aFrom, aLen, bFrom, bLen, k) >= minEstimate, stopping the merge as
 * soon as the answer is settled. The duplicate search screens half a million candidate pairs at 100,000
 * reviews and nearly all fail; when both sketches are full (k entries each) the estimate is shared / k,
 * so the merge can stop once the shared count can no longer reach the bar, or has reached it.
 */
export function screenPasses(
  sets: Uint32Array,
  aFrom: number,
  aLen: number,
  bFrom: number,
  bLen: number,
  k: number,
  minEstimate: number,
): boolean {
  if (aLen < k || bLen < k)
    return estimateJaccardIn(sets, aFrom, aLen, bFrom, bLen, k) >= minEstimate;
  // Both full: the merge takes exactly k union entries before either side runs out (each step advances
  // a side by at most one), so the estimate is shared / k. `need` is the least shared count that passes.
  let need = Math.max(0, Math.ceil(minEstimate * k) - 1);
  while (need / k < minEstimate) need++;
  if (need > k) return false;
  return sharedInUnion(sets, aFrom, aFrom + k, bFrom, bFrom + k, k, need, k - need) >= need;
}

/** Exact Jaccard similarity of two sorted, de-duplicated hash sets stored in one buffer. */
export function jaccardIn(
  sets: Uint32Array,
  aFrom: number,
  aLen: number,
  bFrom: number,
  bLen: number,
): number {
  if (aLen === 0 && bLen === 0) return 1;
  const all = aLen + bLen;
  const inter = sharedInUnion(sets, aFrom, aFrom + aLen, bFrom, bFrom + bLen, all, all, all);
  return inter / (all - inter);
}

/**
 * How many entries two sorted sets in one buffer, sets[i .. aEnd) and sets[j .. bEnd), share among the first
 * `limit` entries of their union in order. The merge stops early, with the count so far, once `enough` are
 * shared or more than `maxMissed` were not: a caller that asks only whether a bar is reached need not finish.
 * The bounds are integers (a caller with no early stop passes `limit`), so the loop compares integers only.
 */
function sharedInUnion(
  sets: Uint32Array,
  i: number,
  aEnd: number,
  j: number,
  bEnd: number,
  limit: number,
  enough: number,
  maxMissed: number,
): number {
  let shared = 0;
  for (let taken = 0; taken < limit && i < aEnd && j < bEnd; taken++) {
    if (shared >= enough || taken - shared > maxMissed) break;
    const x = sets[i] as number;
    const y = sets[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared;
}

/**
 * A 64-bit fingerprint of the word-hash sequence words[from .. to), as two 32-bit halves, for
 * exact-duplicate grouping.
 */
export function sequenceFingerprint(
  words: Uint32Array,
  from: number,
  to: number,
): { high: number; low: number } {
  let h1 = 0x811c9dc5 ^ (to - from);
  let h2 = 0x9747b28c;
  for (let i = from; i < to; i++) {
    const w = words[i] as number;
    h1 = fmix32(Math.imul(h1 ^ w, 0x01000193));
    h2 = Math.imul(h2 ^ w, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return { high: h1 >>> 0, low: h2 >>> 0 };
}
