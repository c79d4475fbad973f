// AssemblyScript source of scorer.wasm: the per-character hot loops of the text model (ADR 035).
// Rebuild with `npm run build:wasm -w @reviewsentry/detector`; wasm-scorer.test.ts fails when the
// committed scorer.wasm is not what this source compiles to. The file is named .as (not .ts) so that
// the repository's TypeScript and ESLint do not read AssemblyScript's i32/load<T> as TypeScript.
//
// It computes exactly what the JavaScript reference computes (a property test holds them equal):
//  - ngrams(): normalise + word 1..3-grams + rolling char n-grams of ngram-features.ts extractNgrams,
//    summed over the interleaved int8 table of both heads (integer sums);
//  - style(): the counting pass of style-features.ts countStyle and the word language model of
//    word-lm.ts textStats (f64 sums in the same order, so IEEE-identical).
// Everything that ends in Math.log/sqrt/exp stays in JavaScript, so results are bit-identical.
// Input: the folded text (ASCII: foldText folds everything else) as bytes at textPtr(), length n.

const MAX_CHARS: i32 = 5000;
const MAX_WORDS: i32 = MAX_CHARS / 2 + 1;
const FNV_PRIME: i32 = 0x01000193;
const WORD_SEED: i32 = 0x811c9dc5;
const CHAR_SEED: i32 = 0x2f693c4d;
const START: i32 = 2;
const END: i32 = 3;

// Fixed scratch areas (static data of this module).
const TEXT: usize = memory.data(MAX_CHARS + 8, 16);
const CODES: usize = memory.data(MAX_CHARS + 8, 16);
const WORD_HASHES: usize = memory.data(MAX_WORDS * 4, 16);
const COUNTER_SLOTS: i32 = 8192;
const COUNTER_KEYS: usize = memory.data(COUNTER_SLOTS * 4, 16);
const COUNTER_COUNTS: usize = memory.data(COUNTER_SLOTS * 2, 16);
const CLASS_SLOTS: i32 = 512;
const CLASS_KEYS: usize = memory.data(CLASS_SLOTS * 4, 16);
const CLASS_BITS: usize = memory.data(CLASS_SLOTS, 16);
/** Table addresses of one text's features: at most 3 word and 5 char grams per normalised code. */
const ADDRS: usize = memory.data((MAX_CHARS + 8) * 8 * 4, 16);
const PUNCT: usize = memory.data(128 * 4, 16);
/** Results: i32 slots (NGRAM_OUT in wasm-scorer.ts, then STYLE_COUNT from slot 8), f64 LM sums. */
const OUT: usize = memory.data(64 * 4, 16);
const OUT_F64: usize = memory.data(2 * 8, 16);

// The n-gram spec and the table addresses, set once by configure()/reserve().
let hashMask: i32 = 0;
let wordMaxN: i32 = 0;
let charMinN: i32 = 0;
let charMaxN: i32 = 0;
let markEnd: bool = false;
let charSlotMask: i32 = 0;
let wordSlots: i32 = 0;
let wmask: i32 = 0;
let wbase: i32 = 0;
let weights: usize = 0;
/** Three heads (int8 quads, 4 bytes per feature) instead of two (int8 pairs). */
let quads: bool = false;
let lmWord: usize = 0;
let lmWordMask: i32 = 0;
let lmPair: usize = 0;
let lmPairMask: i32 = 0;
let unseenSurprisal: f64 = 0;
const LM_STEP: f64 = 0.0625;
const UNSEEN: i32 = 255;

export function textPtr(): usize {
  return TEXT;
}
export function outPtr(): usize {
  return OUT;
}
export function outF64Ptr(): usize {
  return OUT_F64;
}
export function classKeysPtr(): usize {
  return CLASS_KEYS;
}
export function classBitsPtr(): usize {
  return CLASS_BITS;
}
export function weightsPtr(): usize {
  return weights;
}
export function lmWordPtr(): usize {
  return lmWord;
}
export function lmPairPtr(): usize {
  return lmPair;
}

/** Sets the n-gram spec (validated by the artifact schema and wasm-scorer.ts). */
export function configure(
  hashBits: i32,
  wordMax: i32,
  charMin: i32,
  charMax: i32,
  end: bool,
  charLineBits: i32,
  wordLineBits: i32,
  wordHashBits: i32,
  unseen: f64,
  heads: i32,
): void {
  quads = heads == 3;
  hashMask = (1 << hashBits) - 1;
  wordMaxN = wordMax;
  charMinN = charMin;
  charMaxN = charMax;
  markEnd = end;
  charSlotMask = (1 << charLineBits) - 1;
  wordSlots = (1 << wordLineBits) - 1;
  wmask = wordHashBits > 0 ? (1 << wordHashBits) - 1 : hashMask;
  wbase = wordHashBits > 0 ? 1 << hashBits : 0;
  unseenSurprisal = unseen;
}

/** Grows memory for the tables (bytes: int8 weight pairs or quads, u16 word entries, u8 pairs). */
export function reserve(weightBytes: i32, lmWordEntries: i32, lmPairBytes: i32): void {
  const start = (__heap_base + 15) & ~15;
  weights = start;
  lmWord = (weights + weightBytes + 15) & ~15;
  lmPair = (lmWord + lmWordEntries * 2 + 15) & ~15;
  const end = lmPair + lmPairBytes;
  const pages = i32((end + 0xffff) >> 16) - memory.size();
  if (pages > 0 && memory.grow(pages) < 0) unreachable();
  lmWordMask = lmWordEntries - 1;
  lmPairMask = lmPairBytes - 1;
}

@inline
function isWordCode(c: i32): bool {
  return u32(c - 97) < 26 || u32(c - 48) < 10 || c == 39;
}

// Word-gram state of the text being read (normaliseWords): the two previous tokens' hashes, the
// token count and the next ADDRS slot. Globals, because tokens are emitted from two places.
let wordPrev1: i32 = 0;
let wordPrev2: i32 = 0;
let wordTokens: i32 = 0;
let wordK: i32 = 0;

/**
 * Emits the word 1..3-grams ending at the token whose running FNV hash is h: their byte addresses
 * in the table go to ADDRS (word grams use their own table after the char space when wbase > 0).
 */
@inline
function emitToken(raw: i32): void {
  const table = weights;
  const mask = wmask;
  const base = wbase;
  const h = (raw ^ (raw >>> 15)) * 0x2c1b3c6d;
  let k = wordK;
  store<i32>(ADDRS + (k << 2), table + ((base | ((h ^ (h >>> 13)) & mask)) << 1));
  k++;
  if (wordMaxN >= 2 && wordTokens >= 1) {
    const b = ((wordPrev1 ^ 0x5bd1e995) * 0x27d4eb2f) ^ h;
    const bigram = (((b ^ (b >>> 15)) * 0x165667b1) >>> 7) & mask;
    store<i32>(ADDRS + (k << 2), table + ((base | bigram) << 1));
    k++;
    if (wordMaxN >= 3 && wordTokens >= 2) {
      // Trigram = its bigram's block | its own slot bits (plain hashing: all bits its own).
      const t = ((wordPrev2 ^ 0x68e31da4) * 0x3c6ef372) ^ b;
      const own = ((t ^ (t >>> 15)) * 0x1b873593) >>> 5;
      const trigram =
        wordSlots > 0 ? base | (bigram & ~wordSlots) | (own & wordSlots) : base | (own & mask);
      store<i32>(ADDRS + (k << 2), table + (trigram << 1));
      k++;
    }
  }
  wordK = k;
  wordPrev2 = wordPrev1;
  wordPrev1 = h;
  wordTokens++;
}

/**
 * One pass over the text: writes the normalised codes (ASCII letters lower-cased, whitespace runs
 * collapsed to one space, start/end markers) to CODES for the char grams, and emits the word grams
 * on the way (tokens: runs of [a-z0-9'] or single punctuation marks, as extractNgrams reads the
 * normalised codes). Returns the normalised length; the word-gram count is left in wordK.
 */
function normaliseWords(n: i32): i32 {
  wordPrev1 = 0;
  wordPrev2 = 0;
  wordTokens = 0;
  wordK = 0;
  store<u8>(CODES, START);
  let len = 1;
  let lastSpace = true;
  let inWord = false;
  let h: i32 = 0;
  for (let i = 0; i < n; i++) {
    let c: i32 = load<u8>(TEXT + i);
    if (c <= 32) {
      if (lastSpace) continue;
      c = 32;
      lastSpace = true;
    } else {
      lastSpace = false;
      if (u32(c - 65) < 26) c |= 32;
    }
    store<u8>(CODES + len, c);
    len++;
    if (isWordCode(c)) {
      h = (inWord ? h : WORD_SEED) ^ c;
      h *= FNV_PRIME;
      inWord = true;
      continue;
    }
    if (inWord) {
      emitToken(h);
      inWord = false;
    }
    if (c != 32) emitToken((WORD_SEED ^ c) * FNV_PRIME);
  }
  if (inWord) emitToken(h);
  if (len > 1 && load<u8>(CODES + len - 1) == 32) len--;
  if (markEnd) {
    store<u8>(CODES + len, END);
    len++;
  }
  return len;
}

/**
 * N-gram sums of the text of n bytes at TEXT. Writes OUT[0] = normalised length, OUT[1] = word-gram
 * count, OUT[2..3] = word sums of heads A and B, OUT[4..5] = char sums of heads A and B, and with a
 * third head OUT[6] = its word sum, OUT[7] = its char sum.
 *
 * Two passes (ADR 035): first every feature's table address into ADDRS (hashing only), then
 * one tight gather loop over the table. The table is 4 MB (8 MB with three heads), beyond L2, and a
 * loop of a few instructions per read lets the CPU keep many of its misses in flight at once, where
 * reads spread through the hashing code overlapped only a few.
 */
export function ngrams(n: i32): void {
  const len = normaliseWords(n);
  const nw = wordK;
  const total = charIndices(len, nw);
  store<i32>(OUT, len);
  store<i32>(OUT, nw, 4);
  if (!quads) {
    sumPairs(0, nw, OUT + 8);
    sumPairs(nw, total, OUT + 16);
  } else {
    sumQuads(0, nw, OUT + 8, OUT + 24);
    sumQuads(nw, total, OUT + 16, OUT + 28);
  }
}

/**
 * sumPairs for a table of three heads: bytes 0, 1, 2 of a feature's four = heads A, B, C (byte 3
 * is 0), head C's sum to outC. ADDRS holds the addresses a pair table would have (the hashing code
 * is the same for both); feature j's quad is at twice its pair's offset.
 *
 * Two features per vector: each one's four bytes go into a 32-bit lane, are widened to i16 lanes
 * [A B C 0 A' B' C' 0] and added, so a feature costs two loads and a few vector operations where
 * extracting three signed bytes with shifts cost twice the time of the reads (ADR 138). The i16
 * lanes take at most 128 features each (|sum| ≤ 128 × 128 fits) before they go into i32 lanes.
 */
function sumQuads(from: i32, to: i32, out: usize, outC: usize): void {
  let p = ADDRS + (<usize>from << 2);
  const end = ADDRS + (<usize>to << 2);
  const table = weights;
  let total = i32x4.splat(0);
  while (p < end) {
    const stop = min(end, p + (256 << 2));
    let acc = i16x8.splat(0);
    for (; p + 8 <= stop; p += 8) {
      let v = v128.load32_zero(table + ((load<i32>(p) - table) << 1));
      v = v128.load32_lane(table + ((load<i32>(p, 4) - table) << 1), v, 1);
      acc = i16x8.add(acc, i16x8.extend_low_i8x16_s(v));
    }
    if (p < stop) {
      const v = v128.load32_zero(table + ((load<i32>(p) - table) << 1));
      acc = i16x8.add(acc, i16x8.extend_low_i8x16_s(v));
      p += 4;
    }
    total = i32x4.add(
      total,
      i32x4.add(i32x4.extend_low_i16x8_s(acc), i32x4.extend_high_i16x8_s(acc)),
    );
  }
  store<i32>(out, i32x4.extract_lane(total, 0));
  store<i32>(out, i32x4.extract_lane(total, 1), 4);
  store<i32>(outC, i32x4.extract_lane(total, 2));
}

/**
 * Sums both heads' int8 weights of the features whose byte addresses are at ADDRS[from, to) into
 * out[0] (head A) and out[1] (head B). One 16-bit read per feature: low byte = head A, high byte =
 * head B (wasm is little-endian); unrolled by four so that the loop is little more than the reads.
 */
function sumPairs(from: i32, to: i32, out: usize): void {
  let p = ADDRS + (<usize>from << 2);
  const end = ADDRS + (<usize>to << 2);
  let a: i32 = 0;
  let b: i32 = 0;
  for (; p + 16 <= end; p += 16) {
    const v0: i32 = load<i16>(load<i32>(p));
    const v1: i32 = load<i16>(load<i32>(p, 4));
    const v2: i32 = load<i16>(load<i32>(p, 8));
    const v3: i32 = load<i16>(load<i32>(p, 12));
    a += i32(<i8>v0) + i32(<i8>v1) + i32(<i8>v2) + i32(<i8>v3);
    b += (v0 >> 8) + (v1 >> 8) + (v2 >> 8) + (v3 >> 8);
  }
  for (; p < end; p += 4) {
    const v: i32 = load<i16>(load<i32>(p));
    a += i32(<i8>v);
    b += v >> 8;
  }
  store<i32>(out, a);
  store<i32>(out, b, 4);
}

/**
 * Byte addresses of the char n-grams into ADDRS[k0..), in one rolling pass: h1..h5 hold the hashes
 * of the grams of order 1..5 ending at the current character (the order-n gram's hash is (order n−1
 * hash at j−1 ^ c) × P, exactly the hash of the gram computed from its start). With cache-line
 * grouping the order 3–5 grams ending at j live in the block of order 3's hash. Returns the end.
 */
function charIndices(len: i32, k0: i32): i32 {
  const table = weights;
  const mask = hashMask;
  const e1 = charMinN <= 1;
  const e2 = charMinN <= 2 && charMaxN >= 2;
  const e3 = charMinN <= 3 && charMaxN >= 3;
  const e4 = charMinN <= 4 && charMaxN >= 4;
  const e5 = charMaxN >= 5;
  const lines = charSlotMask > 0;
  const lineMask = lines ? mask & ~charSlotMask : 0;
  const within = lines ? charSlotMask : mask;
  // Orders 1–5 all in use (the shipped spec): from the fifth character on, every order exists and
  // the SIMD loop below takes over; the scalar loop handles the start and every other spec.
  const simd = charMinN == 1 && charMaxN == 5;
  const scalarEnd = simd ? min(len, 4) : len;
  let h1: i32 = 0;
  let h2: i32 = 0;
  let h3: i32 = 0;
  let h4: i32 = 0;
  let h5: i32 = 0;
  let k = k0;
  let j = 0;
  for (; j < scalarEnd; j++) {
    const c: i32 = load<u8>(CODES + j);
    h5 = (h4 ^ c) * FNV_PRIME;
    h4 = (h3 ^ c) * FNV_PRIME;
    h3 = (h2 ^ c) * FNV_PRIME;
    h2 = (h1 ^ c) * FNV_PRIME;
    h1 = (CHAR_SEED ^ c) * FNV_PRIME;
    // The order-n gram ending at j exists from j = n − 1 on.
    if (e1) {
      store<i32>(ADDRS + (k << 2), table + (((h1 ^ (h1 >>> 16)) & mask) << 1));
      k++;
    }
    if (e2 && j >= 1) {
      store<i32>(ADDRS + (k << 2), table + (((h2 ^ (h2 >>> 16)) & mask) << 1));
      k++;
    }
    if (j < 2) continue;
    const f3 = (h3 ^ (h3 >>> 16)) & mask;
    if (e3) {
      store<i32>(ADDRS + (k << 2), table + (f3 << 1));
      k++;
    }
    const block = f3 & lineMask;
    if (e4 && j >= 3) {
      store<i32>(ADDRS + (k << 2), table + ((block | ((h4 ^ (h4 >>> 16)) & within)) << 1));
      k++;
    }
    if (e5 && j >= 4) {
      store<i32>(ADDRS + (k << 2), table + ((block | ((h5 ^ (h5 >>> 16)) & within)) << 1));
      k++;
    }
  }
  if (j >= len) return k;
  // Lanes hold orders 2, 3, 4, 5: h[n](j) = (h[n−1](j−1) ^ c) × P for all four in one multiply;
  // the block (order 3's line) is broadcast and masked in for orders 4 and 5 only.
  let hv = i32x4.replace_lane(i32x4.splat(h2), 1, h3);
  hv = i32x4.replace_lane(i32x4.replace_lane(hv, 2, h4), 3, h5);
  const prime = i32x4.splat(FNV_PRIME);
  const blockMask = i32x4.replace_lane(i32x4.replace_lane(i32x4.splat(0), 2, lineMask), 3, lineMask);
  const ownMask = i32x4.replace_lane(i32x4.replace_lane(i32x4.splat(mask), 2, within), 3, within);
  const base = i32x4.splat(table);
  for (; j < len; j++) {
    const c: i32 = load<u8>(CODES + j);
    const shifted = v128.shuffle<i32>(hv, i32x4.splat(h1), 4, 0, 1, 2);
    hv = i32x4.mul(v128.xor(shifted, i32x4.splat(c)), prime);
    h1 = (CHAR_SEED ^ c) * FNV_PRIME;
    const f = v128.xor(hv, i32x4.shr_u(hv, 16));
    const block = v128.and(v128.shuffle<i32>(f, f, 1, 1, 1, 1), blockMask);
    const index = v128.or(block, v128.and(f, ownMask));
    v128.store(ADDRS + (k << 2), i32x4.add(base, i32x4.shl(index, 1)));
    store<i32>(ADDRS + (k << 2), table + (((h1 ^ (h1 >>> 16)) & mask) << 1), 16);
    k += 5;
  }
  return k;
}

// ---- Style counting (style-features.ts countStyle) and word LM (word-lm.ts textStats) ----

const IS_FUNCTION: i32 = 1;
const IS_FIRST_PERSON: i32 = 2;
const IS_HEDGE: i32 = 4;
// i32 slots of the style counts in OUT (the same order as STYLE_COUNT in style-features.ts).
const S: usize = 8 * 4;

@inline
function isLetterOrDigit(c: i32): bool {
  return u32(c - 97) < 26 || u32(c - 65) < 26 || u32(c - 48) < 10;
}

@inline
function isTerminal(c: i32): bool {
  return c == 46 || c == 33 || c == 63;
}

function wordClass(h: i32): i32 {
  let slot = h & (CLASS_SLOTS - 1);
  for (;;) {
    const k = load<i32>(CLASS_KEYS + (slot << 2));
    if (k == h) return load<u8>(CLASS_BITS + slot);
    if (k == 0) return 0;
    slot = (slot + 1) & (CLASS_SLOTS - 1);
  }
  return 0; // not reached: the loop returns (AssemblyScript does not see that for (;;) never ends)
}

let counterMask: i32 = 0;

/** Starts a text of n characters: only the first power-of-two ≥ n slots are used (and cleared). */
function counterReset(n: i32): void {
  let size = 64;
  while (size < n && size < COUNTER_SLOTS) size <<= 1;
  memory.fill(COUNTER_KEYS, 0, size << 2);
  memory.fill(COUNTER_COUNTS, 0, size << 1);
  counterMask = size - 1;
}

/** Counts word hash h; returns how often it has been seen in this text, this time included. */
function counterAdd(h: i32): i32 {
  const key = h == 0 ? 1 : h;
  let slot = key & counterMask;
  for (;;) {
    const k = load<i32>(COUNTER_KEYS + (slot << 2));
    if (k == key) {
      const seen: i32 = load<u16>(COUNTER_COUNTS + (slot << 1)) + 1;
      store<u16>(COUNTER_COUNTS + (slot << 1), seen);
      return seen;
    }
    if (k == 0) {
      store<i32>(COUNTER_KEYS + (slot << 2), key);
      store<u16>(COUNTER_COUNTS + (slot << 1), 1);
      return 1;
    }
    slot = (slot + 1) & counterMask;
  }
  return 0; // not reached
}

@inline
function charAt(i: i32): i32 {
  return load<u8>(TEXT + i);
}

/** Style counts of the text of n bytes at TEXT into OUT[8..], LM sums into OUT_F64. */
export function style(n: i32): void {
  counterReset(n);
  memory.fill(PUNCT, 0, 128 * 4);
  let words = 0;
  let wordChars = 0;
  let types = 0;
  let hapax = 0;
  let functionWords = 0;
  let firstPerson = 0;
  let hedges = 0;
  let allCaps = 0;
  let lowerI = 0;
  let letters = 0;
  let upper = 0;
  let digits = 0;
  let repeated = 0;
  let ellipsis = 0;
  let spaceBefore = 0;
  let missingAfter = 0;
  let sentences = 0;
  let sentenceWords = 0;
  let sumSent = 0;
  let sumSent2 = 0;
  let lowerStarts = 0;
  let atSentenceStart = true;
  let lastNonSpace = 0;
  let i = 0;
  while (i < n) {
    const c = charAt(i);
    if (isLetterOrDigit(c)) {
      const start = i;
      let caps = 0;
      let lettersHere = 0;
      let h = WORD_SEED;
      while (i < n) {
        const d = charAt(i);
        if (u32(d - 97) < 26) {
          lettersHere++;
          h = (h ^ d) * FNV_PRIME;
        } else if (u32(d - 65) < 26) {
          caps++;
          lettersHere++;
          h = (h ^ (d | 32)) * FNV_PRIME;
        } else if (u32(d - 48) < 10) {
          digits++;
          h = (h ^ d) * FNV_PRIME;
        } else if (d == 39 && i + 1 < n && isLetterOrDigit(charAt(i + 1))) {
          h = (h ^ 39) * FNV_PRIME;
        } else break;
        i++;
      }
      h = h ^ (h >>> 16);
      const len = i - start;
      words++;
      wordChars += len;
      letters += lettersHere;
      upper += caps;
      if (caps >= 2 && caps == lettersHere) allCaps++;
      if (len == 1 && c == 105) lowerI++;
      if (atSentenceStart && u32(c - 97) < 26) lowerStarts++;
      atSentenceStart = false;
      sentenceWords++;
      const seen = counterAdd(h);
      if (seen == 1) {
        types++;
        hapax++;
      } else if (seen == 2) hapax--;
      const cls = wordClass(h);
      if (cls != 0) {
        if (cls & IS_FUNCTION) functionWords++;
        if (cls & IS_FIRST_PERSON) firstPerson++;
        if (cls & IS_HEDGE) hedges++;
      }
      if (words <= MAX_WORDS) store<i32>(WORD_HASHES + ((words - 1) << 2), h);
      lastNonSpace = c;
      continue;
    }
    if (c > 32 && c < 128) {
      store<i32>(PUNCT + (c << 2), load<i32>(PUNCT + (c << 2)) + 1);
      const next = i + 1 < n ? charAt(i + 1) : 32;
      if (next == c && c != 45) repeated++;
      if (c == 46 && next == 46) ellipsis++;
      if ((c == 44 || isTerminal(c)) && i > 0 && charAt(i - 1) == 32) spaceBefore++;
      if ((c == 44 || isTerminal(c)) && next >= 65 && next <= 122 && isLetterOrDigit(next))
        missingAfter++;
      if (isTerminal(c) && !isTerminal(next)) {
        if (sentenceWords > 0) {
          sentences++;
          sumSent += sentenceWords;
          sumSent2 += sentenceWords * sentenceWords;
        }
        sentenceWords = 0;
        atSentenceStart = true;
      }
      lastNonSpace = c;
    } else if (c == 10) {
      atSentenceStart = true;
    }
    i++;
  }
  if (sentenceWords > 0) {
    sentences++;
    sumSent += sentenceWords;
    sumSent2 += sentenceWords * sentenceWords;
  }
  const unseen = lmStats(min(words, MAX_WORDS));
  store<i32>(OUT + S, words);
  store<i32>(OUT + S, wordChars, 4);
  store<i32>(OUT + S, types, 8);
  store<i32>(OUT + S, hapax, 12);
  store<i32>(OUT + S, functionWords, 16);
  store<i32>(OUT + S, firstPerson, 20);
  store<i32>(OUT + S, hedges, 24);
  store<i32>(OUT + S, allCaps, 28);
  store<i32>(OUT + S, lowerI, 32);
  store<i32>(OUT + S, letters, 36);
  store<i32>(OUT + S, upper, 40);
  store<i32>(OUT + S, digits, 44);
  store<i32>(OUT + S, repeated, 48);
  store<i32>(OUT + S, ellipsis, 52);
  store<i32>(OUT + S, spaceBefore, 56);
  store<i32>(OUT + S, missingAfter, 60);
  store<i32>(OUT + S, sentences, 64);
  store<i32>(OUT + S, sumSent, 68);
  store<i32>(OUT + S, sumSent2, 72);
  store<i32>(OUT + S, lowerStarts, 76);
  store<i32>(OUT + S, lastNonSpace, 80);
  store<i32>(OUT + S, unseen, 84);
  store<i32>(OUT + S, punct(44), 88);
  store<i32>(OUT + S, punct(46), 92);
  store<i32>(OUT + S, punct(33), 96);
  store<i32>(OUT + S, punct(63), 100);
  store<i32>(OUT + S, punct(58) + punct(59), 104);
  store<i32>(OUT + S, punct(45), 108);
  store<i32>(OUT + S, punct(34) + punct(39), 112);
  store<i32>(OUT + S, punct(40) + punct(41), 116);
}

@inline
function punct(c: i32): i32 {
  return load<i32>(PUNCT + (c << 2));
}

/** word-lm.ts hashPair. */
@inline
function hashPair(a: i32, b: i32): i32 {
  const h = ((a ^ 0x9e3779b9) * 0x85ebca6b) ^ b;
  return ((h ^ (h >>> 13)) * 0xc2b2ae35) ^ (h >>> 16);
}

/**
 * word-lm.ts textStats over the first count word hashes: surprisal sum and sum of squares (f64, in
 * word order, so the same IEEE results) into OUT_F64; returns the number of never-seen words.
 */
function lmStats(count: i32): i32 {
  let prev: i32 = 0;
  let prevBackoff: i32 = 0;
  let sum: f64 = 0;
  let sum2: f64 = 0;
  let unseen = 0;
  for (let i = 0; i < count; i++) {
    const w = load<i32>(WORD_HASHES + (i << 2));
    const entry: i32 = load<u16>(lmWord + ((w & lmWordMask) << 1));
    const uni = entry & 0xff;
    const pairCode: i32 = prev == 0 ? 0 : load<u8>(lmPair + (hashPair(prev, w) & lmPairMask));
    let s: f64;
    if (pairCode != 0) s = f64(pairCode) * LM_STEP;
    else s = (uni == UNSEEN ? unseenSurprisal : f64(uni) * LM_STEP) + f64(prevBackoff) * LM_STEP;
    if (uni == UNSEEN) unseen++;
    sum += s;
    sum2 += s * s;
    prev = w;
    prevBackoff = entry >>> 8;
  }
  store<f64>(OUT_F64, sum);
  store<f64>(OUT_F64, sum2, 8);
  return unseen;
}
