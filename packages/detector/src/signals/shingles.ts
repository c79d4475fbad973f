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

/** Hashes of the word 3-shingles of a sequence of word hashes, in text order (may repeat). */
export function shingleHashes(words: Uint32Array): Uint32Array {
  const n = words.length - 2;
  if (n <= 0) return new Uint32Array(0);
  const out = new Uint32Array(n);
  let a = words[0] as number;
  let b = words[1] as number;
  for (let i = 0; i < n; i++) {
    const c = words[i + 2] as number;
    out[i] = fmix32(Math.imul(a, 0x2545f491) ^ Math.imul(b, 0x9e3779b1) ^ c);
    a = b;
    b = c;
  }
  return out;
}

/** Sorts and de-duplicates a hash list in place; returns a view of the distinct values. */
export function sortedSet(hashes: Uint32Array): Uint32Array {
  hashes.sort();
  let w = 0;
  for (let i = 0; i < hashes.length; i++) {
    if (i === 0 || hashes[i] !== hashes[w - 1]) hashes[w++] = hashes[i] as number;
  }
  return hashes.subarray(0, w);
}

/**
 * Bottom-k estimate of the Jaccard similarity from the first k entries of two sorted shingle sets:
 * the share of the union's k smallest hashes that both sets contain.
 */
export function estimateJaccard(a: Uint32Array, b: Uint32Array, k: number): number {
  let i = 0;
  let j = 0;
  let taken = 0;
  let shared = 0;
  while (taken < k && (i < a.length || j < b.length)) {
    const x = i < a.length ? (a[i] as number) : Number.POSITIVE_INFINITY;
    const y = j < b.length ? (b[j] as number) : Number.POSITIVE_INFINITY;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
    taken++;
  }
  return taken === 0 ? 1 : shared / taken;
}

/** A 64-bit fingerprint (as a short string) of a whole word-hash sequence, for exact-duplicate grouping. */
export function sequenceKey(words: Uint32Array): string {
  let h1 = 0x811c9dc5 ^ words.length;
  let h2 = 0x9747b28c;
  for (let i = 0; i < words.length; i++) {
    const w = words[i] as number;
    h1 = fmix32(Math.imul(h1 ^ w, 0x01000193));
    h2 = Math.imul(h2 ^ w, 0x5bd1e995) ^ (h2 >>> 15);
  }
  return `${(h1 >>> 0).toString(36)}.${(h2 >>> 0).toString(36)}`;
}

/** Exact Jaccard similarity of two sorted, de-duplicated hash sets. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  if (a.length === 0 && b.length === 0) return 1;
  let i = 0;
  let j = 0;
  let inter = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      inter++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return inter / (a.length + b.length - inter);
}
