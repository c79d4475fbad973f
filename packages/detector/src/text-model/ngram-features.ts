// Hashed word and character n-grams, computed straight from char codes: no per-n-gram strings, no
// per-text allocations once the scratch buffers have grown. Training (ml/) uses this function; the
// run-time scorer (wasm/scorer.as, docs/decisions/035) computes the same hashes and is held equal
// to it by property tests (wasm-scorer.test.ts), so the features can never drift apart.

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
  /**
   * Cache-line grouping of char n-grams (docs/decisions/033): when > 0, every char gram of order ≥ 3
   * lives in the block of 2^charLineBits features chosen by its last three characters, so the order
   * 3, 4 and 5 grams ending at one position share one cache line (one miss instead of three); the
   * slot inside the block comes from the gram's own hash. 0 = plain hashing.
   */
  readonly charLineBits?: number;
  /**
   * The same for words: when > 0, a word trigram lives in the block of 2^wordLineBits features of its
   * last two words' bigram, read just before it (one miss instead of two). 0 = plain hashing.
   */
  readonly wordLineBits?: number;
  /**
   * When > 0, word n-grams get a table of their own, 2^wordHashBits features placed after the
   * 2^hashBits char features (docs/decisions/034): a word table small enough to stay in L2, where
   * word grams (random hashes, unlike the line-grouped char grams) otherwise missed it on nearly every
   * read. 0 = words and chars share the 2^hashBits space. At most hashBits.
   */
  readonly wordHashBits?: number;
}

/** Number of features (weights per head) of a spec: the char space plus the word table if apart. */
export function featureDim(spec: NgramSpec): number {
  const w = spec.wordHashBits ?? 0;
  return (1 << spec.hashBits) + (w > 0 ? 1 << w : 0);
}

/** Mask and base of word-gram indices: their own table after the char space, or the shared one. */
function wordSpace(spec: NgramSpec): { wmask: number; wbase: number } {
  const w = spec.wordHashBits ?? 0;
  if (w > spec.hashBits) throw new RangeError('wordHashBits above hashBits');
  return w > 0
    ? { wmask: (1 << w) - 1, wbase: 1 << spec.hashBits }
    : { wmask: (1 << spec.hashBits) - 1, wbase: 0 };
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
/** Highest char n-gram order the rolling scorer supports. */
export const MAX_CHAR_ORDER = 5;
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
  const { wmask, wbase } = wordSpace(spec);

  // Word block: tokens are runs of [a-z0-9'] or single punctuation marks.
  const wordSlots = (1 << (spec.wordLineBits ?? 0)) - 1;
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
    out[k++] = wbase | ((h ^ (h >>> 13)) & wmask);
    if (spec.wordMaxN >= 2 && tokens >= 1) {
      const b = Math.imul(h1 ^ 0x5bd1e995, 0x27d4eb2f) ^ h;
      const bigram = (Math.imul(b ^ (b >>> 15), 0x165667b1) >>> 7) & wmask;
      out[k++] = wbase | bigram;
      if (spec.wordMaxN >= 3 && tokens >= 2) {
        const t = Math.imul(h2 ^ 0x68e31da4, 0x3c6ef372) ^ b;
        const own = Math.imul(t ^ (t >>> 15), 0x1b873593) >>> 5;
        out[k++] =
          wbase | (wordSlots > 0 ? (bigram & ~wordSlots) | (own & wordSlots) : own & wmask);
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
  const lineBits = spec.charLineBits ?? 0;
  const slotMask = (1 << lineBits) - 1;
  for (let s = 0; s < len; s++) {
    let h = CHAR_SEED;
    const stop = Math.min(len, s + maxN);
    for (let j = s; j < stop; j++) {
      h = Math.imul(h ^ codes[j]!, FNV_PRIME);
      const order = j - s + 1;
      if (order < minN) continue;
      const own = h ^ (h >>> 16);
      if (lineBits > 0 && order >= 3) {
        // The block of the gram's last three characters, hashed from scratch (the scorer rolls it).
        let t = Math.imul(CHAR_SEED ^ codes[j - 2]!, FNV_PRIME);
        t = Math.imul(t ^ codes[j - 1]!, FNV_PRIME);
        t = Math.imul(t ^ codes[j]!, FNV_PRIME);
        out[k++] = ((t ^ (t >>> 16)) & mask & ~slotMask) | (own & slotMask);
      } else out[k++] = own & mask;
    }
  }
  scratch.nChar = k - scratch.nWord;
}

/** Number of char grams of orders minN..maxN in a sequence of len codes. */
export function charGramCount(len: number, minN: number, maxN: number): number {
  let count = 0;
  for (let n = minN; n <= maxN; n++) count += Math.max(0, len - n + 1);
  return count;
}
