// MinHash signatures over word 3-shingles, and LSH banding to find candidate near-duplicates in roughly
// linear time. K = 48 hash functions in 16 bands of 3 rows: a pair with Jaccard 0.5 becomes a candidate
// with probability 1 − (1 − 0.5³)¹⁶ ≈ 0.88, at 0.6 ≈ 0.98, at 0.2 ≈ 0.12; candidates are then verified
// with the exact Jaccard of their shingle sets, so banding only decides how much work is done.
export const NUM_HASHES = 48;
export const BANDS = 16;
export const ROWS = NUM_HASHES / BANDS;

const SEEDS = (() => {
  const seeds = new Uint32Array(NUM_HASHES);
  let x = 0x9e3779b9;
  for (let i = 0; i < NUM_HASHES; i++) {
    x = fmix32(x + 0x6d2b79f5);
    seeds[i] = x;
  }
  return seeds;
})();

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

/** Sorted, de-duplicated hashes of the word 3-shingles of a token list. */
export function shingleSet(
  tokens: readonly string[],
  tokenHash: (t: string) => number,
): Uint32Array {
  const n = tokens.length - 2;
  if (n <= 0) return new Uint32Array(0);
  const out = new Uint32Array(n);
  let a = tokenHash(tokens[0] as string);
  let b = tokenHash(tokens[1] as string);
  for (let i = 0; i < n; i++) {
    const c = tokenHash(tokens[i + 2] as string);
    out[i] = fmix32(Math.imul(a, 0x2545f491) ^ Math.imul(b, 0x9e3779b1) ^ c);
    a = b;
    b = c;
  }
  out.sort();
  let w = 0;
  for (let i = 0; i < n; i++) if (i === 0 || out[i] !== out[i - 1]) out[w++] = out[i] as number;
  return out.subarray(0, w);
}

export function minhashSignature(shingles: Uint32Array): Uint32Array {
  const sig = new Uint32Array(NUM_HASHES).fill(0xffffffff);
  for (let s = 0; s < shingles.length; s++) {
    const x = shingles[s] as number;
    for (let k = 0; k < NUM_HASHES; k++) {
      const h = fmix32(x ^ (SEEDS[k] as number));
      if (h < (sig[k] as number)) sig[k] = h;
    }
  }
  return sig;
}

/** Key of one band of a signature (a hash; verification removes the rare false collision). */
export function bandKey(sig: Uint32Array, band: number): number {
  let h = band * 0x27d4eb2d;
  for (let r = 0; r < ROWS; r++) h = fmix32(h ^ (sig[band * ROWS + r] as number));
  return h;
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
