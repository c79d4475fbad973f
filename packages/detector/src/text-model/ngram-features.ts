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

/** The stored weight tables the fused scorer reads: both heads interleaved, integers. */
export type InterleavedWeights = Int8Array | Int16Array;

/**
 * The two linear heads' raw sums computed straight from the text, without writing feature indices: the
 * same hashes as extractNgrams (a property test holds them equal). `weights` interleaves the heads
 * (head h of feature j at 2j + h) so that both weights of a feature share one cache line. Writes
 * out[0..1] = word-block sums of heads A and B, out[2..3] = char-block sums, out[4] = 1/sqrt(word
 * count), out[5] = 1/sqrt(char count); a head's logit is (word·out[4] + char·out[5]) × its scale.
 *
 * Why it is written this way (docs/decisions/033): sums are int32 (`| 0`), never float adds; char
 * n-grams come from one rolling pass where the hash of the order-n gram ending at j is
 * imul(hash of the order-(n−1) gram ending at j−1 ^ c, P), which is exactly the nested loop's value,
 * so each character costs five multiplies instead of re-hashing every gram from its start.
 */
export function ngramLogitsFused(
  folded: string,
  spec: NgramSpec,
  weights: InterleavedWeights,
  scratch: NgramScratch,
  out: Float64Array,
): void {
  const len = normalise(folded, scratch, spec.markEnd);
  const codes = scratch.codes;
  const wordMaxN = spec.wordMaxN;
  const wordSlots = (1 << (spec.wordLineBits ?? 0)) - 1;
  // Trigram index = its bigram's block | its own slot bits (plain hashing: block 0, all bits own).
  const trigramBlock = wordSlots > 0 ? ~wordSlots : 0;
  const { wmask, wbase } = wordSpace(spec);
  const trigramOwn = wordSlots > 0 ? wordSlots : wmask;
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
    j2 = (wbase | ((h ^ (h >>> 13)) & wmask)) << 1;
    swa = (swa + weights[j2]!) | 0;
    swb = (swb + weights[j2 + 1]!) | 0;
    nw++;
    if (wordMaxN >= 2 && tokens >= 1) {
      const b = Math.imul(h1 ^ 0x5bd1e995, 0x27d4eb2f) ^ h;
      const bigram = (Math.imul(b ^ (b >>> 15), 0x165667b1) >>> 7) & wmask;
      j2 = (wbase | bigram) << 1;
      swa = (swa + weights[j2]!) | 0;
      swb = (swb + weights[j2 + 1]!) | 0;
      nw++;
      if (wordMaxN >= 3 && tokens >= 2) {
        const t = Math.imul(h2 ^ 0x68e31da4, 0x3c6ef372) ^ b;
        const own = Math.imul(t ^ (t >>> 15), 0x1b873593) >>> 5;
        j2 = (wbase | (bigram & trigramBlock) | (own & trigramOwn)) << 1;
        swa = (swa + weights[j2]!) | 0;
        swb = (swb + weights[j2 + 1]!) | 0;
        nw++;
      }
    }
    h2 = h1;
    h1 = h;
    tokens++;
  }
  const { sumA, sumB, count } = rollingCharSums(codes, len, spec, weights);
  out[0] = swa;
  out[1] = swb;
  out[2] = sumA;
  out[3] = sumB;
  out[4] = nw > 0 ? 1 / Math.sqrt(nw) : 0;
  out[5] = count > 0 ? 1 / Math.sqrt(count) : 0;
}

/** Reused result object of rollingCharSums (no allocation per call). */
const charSums = { sumA: 0, sumB: 0, count: 0 };

/**
 * Char n-gram sums of both heads in one pass. h1..h5 hold the hashes of the grams of order 1..5 ending
 * at the current character; the orders that are not features are still rolled (a multiply each) so
 * that the main loop has no data-dependent branch, only the loop-invariant order flags.
 */
function rollingCharSums(
  codes: Uint16Array,
  len: number,
  spec: NgramSpec,
  weights: InterleavedWeights,
): typeof charSums {
  const mask = (1 << spec.hashBits) - 1;
  const minN = spec.charMinN;
  const maxN = spec.charMaxN;
  // The artifact schema allows orders up to 5 (longer grams measured no better, ADR 030).
  if (maxN > MAX_CHAR_ORDER) throw new RangeError(`char n-grams above order ${MAX_CHAR_ORDER}`);
  const e1 = minN <= 1;
  const e2 = minN <= 2 && maxN >= 2;
  const e3 = minN <= 3 && maxN >= 3;
  const e4 = minN <= 4 && maxN >= 4;
  const e5 = maxN >= 5;
  const lines = (spec.charLineBits ?? 0) > 0;
  const slotMask = (1 << (spec.charLineBits ?? 0)) - 1;
  const lineMask = mask & ~slotMask;
  let h1 = 0;
  let h2 = 0;
  let h3 = 0;
  let h4 = 0;
  let h5 = 0;
  let a = 0;
  let b = 0;
  let k = 0;
  // Prologue: the first maxN − 1 characters, where the longer grams do not exist yet.
  const head = Math.min(len, maxN - 1);
  let j = 0;
  for (; j < head; j++) {
    const c = codes[j]!;
    h5 = Math.imul(h4 ^ c, FNV_PRIME);
    h4 = Math.imul(h3 ^ c, FNV_PRIME);
    h3 = Math.imul(h2 ^ c, FNV_PRIME);
    h2 = Math.imul(h1 ^ c, FNV_PRIME);
    h1 = Math.imul(CHAR_SEED ^ c, FNV_PRIME);
    for (let n = minN; n <= Math.min(maxN, j + 1); n++) {
      const h = n === 1 ? h1 : n === 2 ? h2 : n === 3 ? h3 : n === 4 ? h4 : h5;
      k =
        (lines && n >= 3
          ? ((h3 ^ (h3 >>> 16)) & lineMask) | ((h ^ (h >>> 16)) & slotMask)
          : (h ^ (h >>> 16)) & mask) << 1;
      a = (a + weights[k]!) | 0;
      b = (b + weights[k + 1]!) | 0;
    }
  }
  for (; j < len; j++) {
    const c = codes[j]!;
    h5 = Math.imul(h4 ^ c, FNV_PRIME);
    h4 = Math.imul(h3 ^ c, FNV_PRIME);
    h3 = Math.imul(h2 ^ c, FNV_PRIME);
    h2 = Math.imul(h1 ^ c, FNV_PRIME);
    h1 = Math.imul(CHAR_SEED ^ c, FNV_PRIME);
    if (e1) {
      k = ((h1 ^ (h1 >>> 16)) & mask) << 1;
      a = (a + weights[k]!) | 0;
      b = (b + weights[k + 1]!) | 0;
    }
    if (e2) {
      k = ((h2 ^ (h2 >>> 16)) & mask) << 1;
      a = (a + weights[k]!) | 0;
      b = (b + weights[k + 1]!) | 0;
    }
    if (e3) {
      k = ((h3 ^ (h3 >>> 16)) & mask) << 1;
      a = (a + weights[k]!) | 0;
      b = (b + weights[k + 1]!) | 0;
    }
    // With cache-line grouping, orders 4 and 5 land in order 3's block (same line, no new miss).
    const block = lines ? (h3 ^ (h3 >>> 16)) & lineMask : 0;
    const within = lines ? slotMask : mask;
    if (e4) {
      k = (block | ((h4 ^ (h4 >>> 16)) & within)) << 1;
      a = (a + weights[k]!) | 0;
      b = (b + weights[k + 1]!) | 0;
    }
    if (e5) {
      k = (block | ((h5 ^ (h5 >>> 16)) & within)) << 1;
      a = (a + weights[k]!) | 0;
      b = (b + weights[k + 1]!) | 0;
    }
  }
  charSums.sumA = a;
  charSums.sumB = b;
  charSums.count = charGramCount(len, minN, maxN);
  return charSums;
}

/**
 * ngramLogitsFused for int8 weights, reading both heads' weights of a feature in ONE 16-bit load:
 * `pairs` is the interleaved int8 table viewed as Int16Array (little-endian: low byte = head A, high
 * byte = head B; see int8PairView). Head A = (v << 24) >> 24, head B = v >> 8 (exact: the low byte is
 * unsigned inside v, so the arithmetic shift drops it without rounding). Same sums, bit for bit (a
 * property test holds them equal to extractNgrams' features); half the loads and bounds checks, which
 * measured 19 % faster on the shipped spec (docs/decisions/034). A near copy of ngramLogitsFused
 * because a shared body reading either table would make every read site polymorphic.
 */
export function ngramLogitsPacked(
  folded: string,
  spec: NgramSpec,
  pairs: Int16Array,
  scratch: NgramScratch,
  out: Float64Array,
): void {
  const len = normalise(folded, scratch, spec.markEnd);
  const codes = scratch.codes;
  const wordMaxN = spec.wordMaxN;
  const wordSlots = (1 << (spec.wordLineBits ?? 0)) - 1;
  // Trigram index = its bigram's block | its own slot bits (plain hashing: block 0, all bits own).
  const trigramBlock = wordSlots > 0 ? ~wordSlots : 0;
  const { wmask, wbase } = wordSpace(spec);
  const trigramOwn = wordSlots > 0 ? wordSlots : wmask;
  let nw = 0;
  let v = 0;
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
    j2 = wbase | ((h ^ (h >>> 13)) & wmask);
    v = pairs[j2]!;
    swa = (swa + ((v << 24) >> 24)) | 0;
    swb = (swb + (v >> 8)) | 0;
    nw++;
    if (wordMaxN >= 2 && tokens >= 1) {
      const b = Math.imul(h1 ^ 0x5bd1e995, 0x27d4eb2f) ^ h;
      const bigram = (Math.imul(b ^ (b >>> 15), 0x165667b1) >>> 7) & wmask;
      j2 = wbase | bigram;
      v = pairs[j2]!;
      swa = (swa + ((v << 24) >> 24)) | 0;
      swb = (swb + (v >> 8)) | 0;
      nw++;
      if (wordMaxN >= 3 && tokens >= 2) {
        const t = Math.imul(h2 ^ 0x68e31da4, 0x3c6ef372) ^ b;
        const own = Math.imul(t ^ (t >>> 15), 0x1b873593) >>> 5;
        j2 = wbase | (bigram & trigramBlock) | (own & trigramOwn);
        v = pairs[j2]!;
        swa = (swa + ((v << 24) >> 24)) | 0;
        swb = (swb + (v >> 8)) | 0;
        nw++;
      }
    }
    h2 = h1;
    h1 = h;
    tokens++;
  }
  const { sumA, sumB, count } = rollingCharSumsPacked(codes, len, spec, pairs);
  out[0] = swa;
  out[1] = swb;
  out[2] = sumA;
  out[3] = sumB;
  out[4] = nw > 0 ? 1 / Math.sqrt(nw) : 0;
  out[5] = count > 0 ? 1 / Math.sqrt(count) : 0;
}

/** Reused result object of rollingCharSumsPacked. */
const charSumsPacked = { sumA: 0, sumB: 0, count: 0 };

/**
 * Char n-gram sums of both heads in one pass. h1..h5 hold the hashes of the grams of order 1..5 ending
 * at the current character; the orders that are not features are still rolled (a multiply each) so
 * that the main loop has no data-dependent branch, only the loop-invariant order flags.
 */
function rollingCharSumsPacked(
  codes: Uint16Array,
  len: number,
  spec: NgramSpec,
  pairs: Int16Array,
): typeof charSumsPacked {
  const mask = (1 << spec.hashBits) - 1;
  const minN = spec.charMinN;
  const maxN = spec.charMaxN;
  // The artifact schema allows orders up to 5 (longer grams measured no better, ADR 030).
  if (maxN > MAX_CHAR_ORDER) throw new RangeError(`char n-grams above order ${MAX_CHAR_ORDER}`);
  const e1 = minN <= 1;
  const e2 = minN <= 2 && maxN >= 2;
  const e3 = minN <= 3 && maxN >= 3;
  const e4 = minN <= 4 && maxN >= 4;
  const e5 = maxN >= 5;
  const lines = (spec.charLineBits ?? 0) > 0;
  const slotMask = (1 << (spec.charLineBits ?? 0)) - 1;
  const lineMask = mask & ~slotMask;
  let h1 = 0;
  let h2 = 0;
  let h3 = 0;
  let h4 = 0;
  let h5 = 0;
  let a = 0;
  let v = 0;
  let b = 0;
  let k = 0;
  // Prologue: the first maxN − 1 characters, where the longer grams do not exist yet.
  const head = Math.min(len, maxN - 1);
  let j = 0;
  for (; j < head; j++) {
    const c = codes[j]!;
    h5 = Math.imul(h4 ^ c, FNV_PRIME);
    h4 = Math.imul(h3 ^ c, FNV_PRIME);
    h3 = Math.imul(h2 ^ c, FNV_PRIME);
    h2 = Math.imul(h1 ^ c, FNV_PRIME);
    h1 = Math.imul(CHAR_SEED ^ c, FNV_PRIME);
    for (let n = minN; n <= Math.min(maxN, j + 1); n++) {
      const h = n === 1 ? h1 : n === 2 ? h2 : n === 3 ? h3 : n === 4 ? h4 : h5;
      k =
        lines && n >= 3
          ? ((h3 ^ (h3 >>> 16)) & lineMask) | ((h ^ (h >>> 16)) & slotMask)
          : (h ^ (h >>> 16)) & mask;
      v = pairs[k]!;
      a = (a + ((v << 24) >> 24)) | 0;
      b = (b + (v >> 8)) | 0;
    }
  }
  for (; j < len; j++) {
    const c = codes[j]!;
    h5 = Math.imul(h4 ^ c, FNV_PRIME);
    h4 = Math.imul(h3 ^ c, FNV_PRIME);
    h3 = Math.imul(h2 ^ c, FNV_PRIME);
    h2 = Math.imul(h1 ^ c, FNV_PRIME);
    h1 = Math.imul(CHAR_SEED ^ c, FNV_PRIME);
    if (e1) {
      k = (h1 ^ (h1 >>> 16)) & mask;
      v = pairs[k]!;
      a = (a + ((v << 24) >> 24)) | 0;
      b = (b + (v >> 8)) | 0;
    }
    if (e2) {
      k = (h2 ^ (h2 >>> 16)) & mask;
      v = pairs[k]!;
      a = (a + ((v << 24) >> 24)) | 0;
      b = (b + (v >> 8)) | 0;
    }
    if (e3) {
      k = (h3 ^ (h3 >>> 16)) & mask;
      v = pairs[k]!;
      a = (a + ((v << 24) >> 24)) | 0;
      b = (b + (v >> 8)) | 0;
    }
    // With cache-line grouping, orders 4 and 5 land in order 3's block (same line, no new miss).
    const block = lines ? (h3 ^ (h3 >>> 16)) & lineMask : 0;
    const within = lines ? slotMask : mask;
    if (e4) {
      k = block | ((h4 ^ (h4 >>> 16)) & within);
      v = pairs[k]!;
      a = (a + ((v << 24) >> 24)) | 0;
      b = (b + (v >> 8)) | 0;
    }
    if (e5) {
      k = block | ((h5 ^ (h5 >>> 16)) & within);
      v = pairs[k]!;
      a = (a + ((v << 24) >> 24)) | 0;
      b = (b + (v >> 8)) | 0;
    }
  }
  charSumsPacked.sumA = a;
  charSumsPacked.sumB = b;
  charSumsPacked.count = charGramCount(len, minN, maxN);
  return charSumsPacked;
}

/** Number of char grams of orders minN..maxN in a sequence of len codes. */
function charGramCount(len: number, minN: number, maxN: number): number {
  let count = 0;
  for (let n = minN; n <= maxN; n++) count += Math.max(0, len - n + 1);
  return count;
}

/**
 * The interleaved int8 table as Int16Array pairs for ngramLogitsPacked: a view when the platform is
 * little-endian and the bytes are 2-aligned (always, for artifact sections), else a converted copy.
 */
export function int8PairView(weights: Int8Array): Int16Array {
  const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
  if (littleEndian && weights.byteOffset % 2 === 0)
    return new Int16Array(weights.buffer, weights.byteOffset, weights.length >> 1);
  const pairs = new Int16Array(weights.length >> 1);
  for (let j = 0; j < pairs.length; j++)
    pairs[j] = (weights[2 * j + 1]! << 8) | (weights[2 * j]! & 0xff);
  return pairs;
}
