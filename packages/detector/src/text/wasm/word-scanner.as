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

// The lexicon (text/scan.ts HashedTokenTable: open addressing, keys and values, PRESENT bit) and the
// flag bits (token-info.ts), given by configure() so that the bits have one definition.
let tableKeys: usize = 0;
let tableValues: usize = 0;
let tableMask: u32 = 0;
let presentBit: u32 = 0;
let langMask: u32 = 0;
let languages: i32 = 0;
let positiveFlag: u32 = 0;
let negativeFlag: u32 = 0;
let negatorFlag: u32 = 0;
let negationScope: i32 = 0;

export function configure(
  keys: usize,
  values: usize,
  capacity: i32,
  present: u32,
  langBits: u32,
  languageCount: i32,
  positive: u32,
  negative: u32,
  negator: u32,
  scope: i32,
): void {
  tableKeys = keys;
  tableValues = values;
  tableMask = <u32>capacity - 1;
  presentBit = present;
  langMask = langBits;
  languages = languageCount;
  positiveFlag = positive;
  negativeFlag = negative;
  negatorFlag = negator;
  negationScope = scope;
}

/** scan.ts mix(): spreads an FNV hash's high bits before masking. */
@inline function mix(h: u32): u32 {
  return ((h ^ (h >>> 16)) * 0x45d9f3b) ^ (h >>> 13);
}

/** HashedTokenTable.get: the listed facts of a word hash, 0 when the word is not in the lexicon. */
@inline function factsOf(hash: u32): u32 {
  let s = mix(hash) & tableMask;
  let v = load<u32>(tableValues + (<usize>s << 2));
  // The table always has empty slots (HashedTokenTable keeps it at most a quarter full).
  while (v != 0 && load<u32>(tableKeys + (<usize>s << 2)) != hash) {
    s = (s + 1) & tableMask;
    v = load<u32>(tableValues + (<usize>s << 2));
  }
  return v & ~presentBit;
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
 * RECORD_HEAD + languages i32 per text from `records`. Returns the number of words written.
 */
export function scan(bytes: usize, ends: usize, count: i32, words: usize, records: usize): i32 {
  const stride = <usize>(RECORD_HEAD + languages) << 2;
  let out = words;
  let start = bytes;
  for (let t = 0; t < count; t++) {
    const end = bytes + <usize>load<i32>(ends + (<usize>t << 2));
    const record = records + <usize>t * stride;
    const n = scanText(start, end, out);
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

let positive: i32 = 0;
let negative: i32 = 0;

/**
 * One text's words into `out`, counting sentiment cues into positive/negative and function words into
 * HITS (prepare.ts's loop); returns the word count, or −1 when the text is not ASCII apart from ’.
 */
function scanText(from: usize, end: usize, out: usize): i32 {
  memory.fill(HITS, 0, <usize>languages << 2);
  positive = 0;
  negative = 0;
  let negateUntil: i32 = -1;
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
    if (f != 0) {
      // prepare.ts's counting of one word's facts (and sentiment.ts's sentimentOfFlags rule).
      for (let bits = f & langMask, l: usize = 0; bits != 0; bits >>>= 1, l++)
        if (bits & 1) store<i32>(HITS + (l << 2), load<i32>(HITS + (l << 2)) + 1);
      if (f & negatorFlag) negateUntil = count + negationScope;
      else if (f & (positiveFlag | negativeFlag)) {
        if (((f & positiveFlag) != 0) != (count <= negateUntil)) positive++;
        else negative++;
      }
    }
    count++;
    i = j;
  }
  return count;
}
