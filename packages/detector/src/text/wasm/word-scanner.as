// text/scan.ts WordScanner.scanAscii and prepare.ts's per-review counting in WebAssembly
// (docs/decisions/092): the same words, hashes, lexicon facts and counts, for a batch of texts per call.
// The JavaScript side (text/word-scanner-wasm.ts) makes one instance per product, places its regions with
// alloc(), copies each text in as UTF-8 (TextEncoder.encodeInto: a native copy, where reading a string in
// JavaScript costs a charCodeAt per character) and reads the results back.
//
// The rules are scanAscii's, on UTF-8 bytes: ASCII bytes are the ASCII characters, the bytes E2 80 99 at a
// character boundary are ’ (U+2019, an apostrophe), and any other byte of 0x80 or more belongs to another
// non-ASCII character: the text is then "not ASCII" and JavaScript's Unicode tokenizer takes it, exactly as
// scanAscii returning false does. (encodeInto writes a lone surrogate as EF BF BD: not ASCII either.)

const FNV_OFFSET: u32 = 0x811c9dc5;
const FNV_PRIME: u32 = 0x01000193;
const APOSTROPHE: u32 = 39;
/** Per byte: its lower-cased form when it is an ASCII word character (a–z, A–Z, 0–9), else 0. All 256
 * entries, so that a byte needs no range test first (about 7 % of the scan's time). */
const WORD_CODE: usize = memory.data(256);
for (let c: u32 = 48; c <= 57; c++) store<u8>(WORD_CODE + c, c);
for (let c: u32 = 97; c <= 122; c++) {
  store<u8>(WORD_CODE + c, c);
  store<u8>(WORD_CODE + c - 32, c);
}
/** Per 8 bits: a u64 whose byte l is bit l (countFacts' per-language byte counters). */
const SPREAD: usize = memory.data(256 * 8, 8);
for (let v: u32 = 0; v < 256; v++) {
  let spread: u64 = 0;
  for (let l: u32 = 0; l < 8; l++) if (v & (1 << l)) spread |= (<u64>1) << (l << 3);
  store<u64>(SPREAD + (<usize>v << 3), spread);
}
/** Per-language function-word hits of the current text (at most 16 languages: token-info.ts). */
const HITS: usize = memory.data(16 * 4, 16);

let top: usize = 0;

/** Grows the memory so that it holds [0, end). */
function ensure(end: usize): void {
  const pages = <i32>((end + 0xffff) >>> 16) - memory.size();
  if (pages > 0 && memory.grow(pages) < 0) unreachable();
}

/** A fresh zeroed region of `bytes` bytes (16-byte aligned); regions are never freed. */
export function alloc(bytes: i32): usize {
  if (top == 0) top = (__heap_base + 15) & ~15;
  const at = top;
  top = (at + <usize>bytes + 15) & ~15;
  ensure(top);
  return at;
}

// The lexicon (text/two-choice-table.ts: 2^bits slots of [key, facts]) and the flag bits
// (token-info.ts), given by configure() so that the bits have one definition.
let lexicon: usize = 0;
let tableMask: u32 = 0;
let tableShift: u32 = 0;
let langMask: u32 = 0;
let languages: i32 = 0;
let positiveFlag: u32 = 0;
let negativeFlag: u32 = 0;
let negatorFlag: u32 = 0;
let negationScope: i32 = 0;
let postNegatorFlag: u32 = 0;
let postNegationScope: i32 = 0;
/** sentiment.ts NO_CUE: "no sentiment word yet", beyond any post-negator's reach. */
const NO_CUE: i32 = -1000000;

export function configure(
  pairs: usize,
  bits: i32,
  langBits: u32,
  languageCount: i32,
  positive: u32,
  negative: u32,
  negator: u32,
  scope: i32,
  postNegator: u32,
  postScope: i32,
): void {
  lexicon = pairs;
  tableMask = (<u32>1 << bits) - 1;
  tableShift = 32 - bits;
  langMask = langBits;
  languages = languageCount;
  positiveFlag = positive;
  negativeFlag = negative;
  negatorFlag = negator;
  negationScope = scope;
  postNegatorFlag = postNegator;
  postNegationScope = postScope;
}

/** scan.ts mix(): spreads an FNV hash's high bits before masking. */
@inline function mix(h: u32): u32 {
  return ((h ^ (h >>> 16)) * 0x45d9f3b) ^ (h >>> 13);
}

/**
 * HashedTokenTable.get: the listed facts of a word hash, 0 when the word is not in the lexicon. A key is
 * in one of its two slots (two-choice-table.ts firstSlot, secondSlot): both are read, without a branch.
 */
@inline function factsOf(hash: u32): u32 {
  const a = lexicon + (<usize>(mix(hash) & tableMask) << 3);
  const b = lexicon + (<usize>((hash * 0x9e3779b1) >>> tableShift) << 3);
  return (
    select<u32>(load<u32>(a, 4), 0, load<u32>(a) == hash) |
    select<u32>(load<u32>(b, 4), 0, load<u32>(b) == hash)
  );
}

@inline function wordCode(b: u32): u32 {
  return <u32>load<u8>(WORD_CODE + b);
}

/** True when the bytes at p (before end) are ’ in UTF-8. */
@inline function isCurly(p: usize, end: usize): bool {
  return p + 2 < end && load<u8>(p) == 0xe2 && load<u8>(p + 1) == 0x80 && load<u8>(p + 2) == 0x99;
}

/** Width in bytes of the apostrophe at p (' or ’), 0 when there is none. */
@inline function apostropheAt(p: usize, end: usize): usize {
  const a = load<u8>(p);
  if (a == <u8>APOSTROPHE) return 1;
  return isCurly(p, end) ? 3 : 0;
}

/** scanAscii's n't rule: the word [start, j) ends in n't or n’t (either case), whatever its other letters. */
@inline function endsInNot(start: usize, j: usize): bool {
  if (j - start < 3 || (load<u8>(j - 1) | 32) != 116) return false;
  if (load<u8>(j - 2) == <u8>APOSTROPHE) return (load<u8>(j - 3) | 32) == 110;
  return (
    j - start >= 5 &&
    load<u8>(j - 2) == 0x99 &&
    load<u8>(j - 3) == 0x80 &&
    load<u8>(j - 4) == 0xe2 &&
    (load<u8>(j - 5) | 32) == 110
  );
}

/** Record of each text: word count (−1: not ASCII, no words written), positive, negative, then hits. */
export const RECORD_HEAD: i32 = 3;

/**
 * Scans texts [0, count): text t is bytes [ends[t − 1], ends[t]) of `bytes` (ends[−1] = 0). Writes the
 * words' hashes one text after another from `words` (a not-ASCII text writes none) and one record of
 * RECORD_HEAD + languages i32 per text from `records`; one slot past the last word may be overwritten.
 * Returns the number of words written.
 */
export function scan(bytes: usize, ends: usize, count: i32, words: usize, records: usize): i32 {
  const stride = <usize>(RECORD_HEAD + languages) << 2;
  let out = words;
  let start = bytes;
  for (let t = 0; t < count; t++) {
    const end = bytes + <usize>load<i32>(ends + (<usize>t << 2));
    const record = records + <usize>t * stride;
    let n = splitPlain(start, end, out);
    if (n >= 0) countFacts(out, n);
    else n = scanText(start, end, out);
    store<i32>(record, n);
    if (n >= 0) {
      out += <usize>n << 2;
      store<i32>(record, positive, 4);
      store<i32>(record, negative, 8);
      memory.copy(record + 12, HITS, <usize>languages << 2);
    }
    start = end;
  }
  return <i32>((out - words) >>> 2);
}

// The counts of the current text (its HITS too).
let positive: i32 = 0;
let negative: i32 = 0;
let negateUntil: i32 = -1;
let lastCue: i32 = NO_CUE;
let lastPositive: bool = false;

/**
 * The words of a text with no apostrophe and no byte above 0x7f (most reviews), where a word is simply a
 * run of letters and digits: without a branch per byte, because a branch on where words end is
 * mispredicted about once a word, which cost more than the hashing. Each byte updates the running hash
 * with a select; the hash is stored at `count` after every byte, and `count` advances by one where a word
 * has ended (so one slot past the last word is written). Returns −1 when the text has an apostrophe or a
 * non-ASCII byte: scanText's rules then apply.
 */
function splitPlain(from: usize, end: usize, out: usize): i32 {
  let count: u32 = 0;
  let h: u32 = 0;
  let inWord: u32 = 0;
  let special: u32 = 0;
  for (let i = from; i < end; i++) {
    const b = <u32>load<u8>(i);
    special |= b | <u32>(b == APOSTROPHE) << 7;
    const c = wordCode(b);
    const isWord = <u32>(c != 0);
    store<u32>(out + (<usize>count << 2), h);
    count += inWord & (isWord ^ 1);
    h = (select<u32>(h, FNV_OFFSET, inWord != 0) ^ c) * FNV_PRIME;
    inWord = isWord;
  }
  if (special >= 128) return -1;
  store<u32>(out + (<usize>count << 2), h);
  return <i32>(count + inWord);
}

/**
 * scanText's counting of lexicon facts, for words found by splitPlain (which have no n't), without a
 * branch on the facts (about half of English words have some): each word adds one byte-wide counter per
 * language to two 64-bit sums (SPREAD turns 8 language bits into 8 bytes of 0 or 1), flushed into HITS
 * before a byte could overflow, and the sentiment rule is computed with 0/1 integers.
 */
function countFacts(words: usize, count: i32): void {
  memory.fill(HITS, 0, <usize>languages << 2);
  let low: u64 = 0;
  let high: u64 = 0;
  let pos: i32 = 0;
  let neg: i32 = 0;
  let until: i32 = -1;
  let last: i32 = NO_CUE;
  let lastPos: i32 = 0;
  for (let k: i32 = 0; k < count; k++) {
    const f = factsOf(load<u32>(words + (<usize>k << 2)));
    low += load<u64>(SPREAD + (<usize>(f & 0xff) << 3));
    high += load<u64>(SPREAD + (<usize>((f >>> 8) & 0xff) << 3));
    // Every 128 words, well before a byte counter could pass 255.
    if ((k & 0x7f) == 0x7f) {
      flushHits(low, high);
      low = 0;
      high = 0;
    }
    // A cue within a negator's scope counts reversed, and a post-negator reverses the last cue within
    // its reach, once (sentiment.ts's sentimentOfFlags).
    const negator = <i32>((f & negatorFlag) != 0);
    const post = (negator ^ 1) & <i32>((f & postNegatorFlag) != 0);
    const cue = (negator ^ 1) & (post ^ 1) & <i32>((f & (positiveFlag | negativeFlag)) != 0);
    const toPositive = <i32>((f & positiveFlag) != 0) ^ <i32>(k <= until);
    const undo = post & <i32>(k - last <= postNegationScope);
    const toNegative = undo & lastPos;
    const backToPositive = undo & (lastPos ^ 1);
    pos += (cue & toPositive) + backToPositive - toNegative;
    neg += (cue & (toPositive ^ 1)) + toNegative - backToPositive;
    last = select<i32>(k, select<i32>(NO_CUE, last, undo != 0), cue != 0);
    lastPos = select<i32>(toPositive, lastPos, cue != 0);
    until = select<i32>(k + negationScope, until, negator != 0);
  }
  flushHits(low, high);
  positive = pos;
  negative = neg;
}

/** Adds the byte counters of languages 0–7 (low) and 8–15 (high) to HITS. */
function flushHits(low: u64, high: u64): void {
  for (let l: usize = 0; l < 8; l++) {
    store<i32>(HITS + (l << 2), load<i32>(HITS + (l << 2)) + <i32>((low >>> (l << 3)) & 0xff));
    store<i32>(HITS + ((l + 8) << 2), load<i32>(HITS + ((l + 8) << 2)) + <i32>((high >>> (l << 3)) & 0xff));
  }
}

/** Counts the facts of word k into HITS, positive and negative (prepare.ts countFacts' rule). */
@inline function countWord(f: u32, k: i32): void {
  for (let bits = f & langMask, l: usize = 0; bits != 0; bits >>>= 1, l++)
    if (bits & 1) store<i32>(HITS + (l << 2), load<i32>(HITS + (l << 2)) + 1);
  // A cue within a negator's scope counts reversed, and a post-negator reverses the last cue within
  // its reach, once (sentiment.ts's sentimentOfFlags).
  if (f & negatorFlag) negateUntil = k + negationScope;
  else if (f & postNegatorFlag) {
    if (k - lastCue <= postNegationScope) {
      if (lastPositive) {
        positive--;
        negative++;
      } else {
        positive++;
        negative--;
      }
      lastCue = NO_CUE;
    }
  } else if (f & (positiveFlag | negativeFlag)) {
    lastPositive = ((f & positiveFlag) != 0) != (k <= negateUntil);
    if (lastPositive) positive++;
    else negative++;
    lastCue = k;
  }
}

/**
 * One text's words into `out`, counting sentiment cues into positive/negative and function words into
 * HITS (prepare.ts's loop); returns the word count, or −1 when the text is not ASCII apart from ’.
 */
function scanText(from: usize, end: usize, out: usize): i32 {
  memory.fill(HITS, 0, <usize>languages << 2);
  positive = 0;
  negative = 0;
  negateUntil = -1;
  lastCue = NO_CUE;
  lastPositive = false;
  let count: i32 = 0;
  let i = from;
  while (i < end) {
    let c = <u32>load<u8>(i);
    if (c >= 128) {
      if (!isCurly(i, end)) return -1;
      i += 3;
      continue;
    }
    c = <u32>load<u8>(WORD_CODE + c);
    if (c == 0) {
      i++;
      continue;
    }
    const start = i;
    let h = (FNV_OFFSET ^ c) * FNV_PRIME;
    let j = i + 1;
    for (; j < end; j++) {
      const d = wordCode(<u32>load<u8>(j));
      if (d == 0) break;
      h = (h ^ d) * FNV_PRIME;
    }
    // After an inner apostrophe only letters continue the word ("rock'n'roll"), as in the regex.
    while (j < end) {
      const width = apostropheAt(j, end);
      if (width == 0 || j + width >= end || wordCode(<u32>load<u8>(j + width)) < 97) break;
      h = (h ^ APOSTROPHE) * FNV_PRIME;
      j += width;
      for (; j < end; j++) {
        const e = wordCode(<u32>load<u8>(j));
        if (e < 97) break;
        h = (h ^ e) * FNV_PRIME;
      }
    }
    let f = factsOf(h);
    // Any word ending in n't negates (tokenFlags' rule), listed or not.
    if (endsInNot(start, j)) f |= negatorFlag;
    store<u32>(out + (<usize>count << 2), h);
    if (f != 0) countWord(f, count);
    count++;
    i = j;
  }
  return count;
}
