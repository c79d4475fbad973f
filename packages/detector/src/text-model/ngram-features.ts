// Hashed word and character n-grams, computed straight from char codes: no per-n-gram strings, no
// per-text allocations once the scratch buffers have grown. Training (ml/) and scoring use this one
// function, so the features can never drift apart.

export interface NgramSpec {
  /** log2 of the hashed feature space shared by word and char n-grams. */
  readonly hashBits: number;
  /** Word n-grams of order 1..wordMaxN (punctuation marks are tokens of their own). */
  readonly wordMaxN: number;
  /** Character n-grams of order charMinN..charMaxN over the lower-cased, space-collapsed text. */
  readonly charMinN: number;
  readonly charMaxN: number;
  /** Mark the end of the text in char n-grams (lets the model see truncation; see the model card). */
  readonly markEnd: boolean;
}

/** Reusable scratch space; one per thread of scoring. */
export class NgramScratch {
  codes = new Uint16Array(1024);
  features = new Int32Array(8192);
  /** Number of word-block features written at the start of `features`. */
  nWord = 0;
  /** Number of char-block features written after the word block. */
  nChar = 0;
}

const FNV_PRIME = 0x01000193;
const WORD_SEED = 0x811c9dc5 | 0;
const CHAR_SEED = 0x2f693c4d | 0;
const START = 2;
const END = 3;
/** Longest text looked at; longer reviews add nothing a classifier needs and would cost time. */
export const MAX_CHARS = 5000;

function isWordCode(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 39;
}

/** Lower-cases ASCII letters, collapses whitespace runs, wraps in start/end markers. Returns length. */
function normalise(text: string, scratch: NgramScratch, markEnd: boolean): number {
  const n = Math.min(text.length, MAX_CHARS);
  if (scratch.codes.length < n + 2) scratch.codes = new Uint16Array(2 * n + 2);
  const codes = scratch.codes;
  let len = 0;
  codes[len++] = START;
  let lastSpace = true;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if (c <= 32) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else {
      lastSpace = false;
      if (c >= 65 && c <= 90) c |= 32;
    }
    codes[len++] = c;
  }
  if (len > 1 && codes[len - 1] === 32) len--;
  if (markEnd) codes[len++] = END;
  return len;
}

function ensure(scratch: NgramScratch, needed: number): Int32Array {
  if (scratch.features.length < needed) scratch.features = new Int32Array(2 * needed);
  return scratch.features;
}

/**
 * Writes the hashed feature indices of `folded` (already passed through foldText) into scratch.features:
 * first scratch.nWord word n-grams, then scratch.nChar char n-grams. Repeated n-grams repeat (counts).
 */
export function extractNgrams(folded: string, spec: NgramSpec, scratch: NgramScratch): void {
  const mask = (1 << spec.hashBits) - 1;
  const len = normalise(folded, scratch, spec.markEnd);
  const codes = scratch.codes;
  const span = spec.charMaxN - spec.charMinN + 1;
  const out = ensure(scratch, len * (spec.wordMaxN + span) + 8);

  // Word block: tokens are runs of [a-z0-9'] or single punctuation marks.
  let k = 0;
  let h1 = 0;
  let h2 = 0;
  let tokens = 0;
  let i = 0;
  while (i < len) {
    const c = codes[i]!;
    if (c === 32 || c === START || c === END) {
      i++;
      continue;
    }
    let h = WORD_SEED;
    if (isWordCode(c)) {
      while (i < len && isWordCode(codes[i]!)) {
        h = Math.imul(h ^ codes[i]!, FNV_PRIME);
        i++;
      }
    } else {
      h = Math.imul(h ^ c, FNV_PRIME);
      i++;
    }
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    out[k++] = (h ^ (h >>> 13)) & mask;
    if (spec.wordMaxN >= 2 && tokens >= 1) {
      const b = Math.imul(h1 ^ 0x5bd1e995, 0x27d4eb2f) ^ h;
      out[k++] = (Math.imul(b ^ (b >>> 15), 0x165667b1) >>> 7) & mask;
      if (spec.wordMaxN >= 3 && tokens >= 2) {
        const t = Math.imul(h2 ^ 0x68e31da4, 0x3c6ef372) ^ b;
        out[k++] = (Math.imul(t ^ (t >>> 15), 0x1b873593) >>> 5) & mask;
      }
    }
    h2 = h1;
    h1 = h;
    tokens++;
  }
  scratch.nWord = k;

  // Char block: for each start position hash forward, emitting orders charMinN..charMaxN.
  const minN = spec.charMinN;
  const maxN = spec.charMaxN;
  for (let s = 0; s < len; s++) {
    let h = CHAR_SEED;
    const stop = Math.min(len, s + maxN);
    for (let j = s; j < stop; j++) {
      h = Math.imul(h ^ codes[j]!, FNV_PRIME);
      if (j - s + 1 >= minN) out[k++] = (h ^ (h >>> 16)) & mask;
    }
  }
  scratch.nChar = k - scratch.nWord;
}

/**
 * The two linear heads' logits (without bias) computed straight from the text, without writing feature
 * indices: the same hashes as extractNgrams (a test holds them equal), each block L2-normalised by
 * sqrt(its count), in the units of `weights` (int16 in the artifact: half the cache footprint of float32,
 * and cache misses are what scoring costs). `weights` interleaves the heads (head h of feature j at 2j + h) so that both weights
 * of a feature share one cache line: the second head costs almost nothing.
 */
export function ngramLogitsFused(
  folded: string,
  spec: NgramSpec,
  weights: Int16Array | Float32Array,
  scratch: NgramScratch,
  out: Float64Array,
): void {
  const mask = (1 << spec.hashBits) - 1;
  const len = normalise(folded, scratch, spec.markEnd);
  const codes = scratch.codes;
  const wordMaxN = spec.wordMaxN;
  let nw = 0;
  let swa = 0;
  let swb = 0;
  let j2 = 0;
  let h1 = 0;
  let h2 = 0;
  let tokens = 0;
  let i = 0;
  while (i < len) {
    const c = codes[i]!;
    if (c === 32 || c === START || c === END) {
      i++;
      continue;
    }
    let h = WORD_SEED;
    if (isWordCode(c)) {
      while (i < len && isWordCode(codes[i]!)) {
        h = Math.imul(h ^ codes[i]!, FNV_PRIME);
        i++;
      }
    } else {
      h = Math.imul(h ^ c, FNV_PRIME);
      i++;
    }
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    j2 = ((h ^ (h >>> 13)) & mask) << 1;
    swa += weights[j2]!;
    swb += weights[j2 + 1]!;
    nw++;
    if (wordMaxN >= 2 && tokens >= 1) {
      const b = Math.imul(h1 ^ 0x5bd1e995, 0x27d4eb2f) ^ h;
      j2 = ((Math.imul(b ^ (b >>> 15), 0x165667b1) >>> 7) & mask) << 1;
      swa += weights[j2]!;
      swb += weights[j2 + 1]!;
      nw++;
      if (wordMaxN >= 3 && tokens >= 2) {
        const t = Math.imul(h2 ^ 0x68e31da4, 0x3c6ef372) ^ b;
        j2 = ((Math.imul(t ^ (t >>> 15), 0x1b873593) >>> 5) & mask) << 1;
        swa += weights[j2]!;
        swb += weights[j2 + 1]!;
        nw++;
      }
    }
    h2 = h1;
    h1 = h;
    tokens++;
  }
  const minN = spec.charMinN;
  const maxN = spec.charMaxN;
  let nc = 0;
  let sca = 0;
  let scb = 0;
  for (let s = 0; s < len; s++) {
    let h = CHAR_SEED;
    const stop = Math.min(len, s + maxN);
    for (let j = s; j < stop; j++) {
      h = Math.imul(h ^ codes[j]!, FNV_PRIME);
      if (j - s + 1 >= minN) {
        j2 = ((h ^ (h >>> 16)) & mask) << 1;
        sca += weights[j2]!;
        scb += weights[j2 + 1]!;
        nc++;
      }
    }
  }
  const iw = nw > 0 ? 1 / Math.sqrt(nw) : 0;
  const ic = nc > 0 ? 1 / Math.sqrt(nc) : 0;
  out[0] = swa * iw + sca * ic;
  out[1] = swb * iw + scb * ic;
}
