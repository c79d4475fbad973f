// The hot path of the analyzer: walks a review once, lower-casing and hashing each word as it goes (FNV-1a,
// identical to hashString over words()), and looks its packed lexicon facts up by hash. For ASCII text no
// string is created at all (not even a lower-cased copy), which keeps 100,000-review products inside the
// time and memory budget; other text takes the Unicode tokenizer.
import { hashString } from '../signals/shingles';
import {
  infoOf,
  isNotContraction,
  LEXICON_WORDS,
  NEGATOR_FLAG,
  tokenFlags,
  type TokenInfo,
} from './token-info';
import { tokenize } from './tokenize';

/**
 * Lexicon facts by word hash: only the few hundred words that have a fact (text/token-info.ts) are stored,
 * in an open-addressing table of two small Int32Arrays that stays in the CPU's first-level cache. Every
 * other word has flags 0, found after one or two probes. (A table of every distinct word of the product,
 * first a Map, then an open-addressing table, spent most of the scanner's time in cache misses.) A 32-bit
 * hash collision between a review word and a lexicon word gives it that word's facts; it cannot crash.
 */
export class HashedTokenTable {
  /** Slots (a power of two): word hashes and their facts | PRESENT, 0 for an empty slot. */
  readonly keys: Int32Array;
  readonly values: Int32Array;
  private readonly mask: number;

  constructor(words: readonly string[] = LEXICON_WORDS) {
    let capacity = 64;
    while (capacity < words.length * 4) capacity *= 2;
    this.keys = new Int32Array(capacity);
    this.values = new Int32Array(capacity);
    this.mask = capacity - 1;
    for (const w of words) {
      const hash = hashString(w);
      let s = mix(hash) & this.mask;
      while (this.values[s] !== 0 && this.keys[s] !== (hash | 0)) s = (s + 1) & this.mask;
      this.keys[s] = hash | 0;
      this.values[s] = tokenFlags(w) | PRESENT;
    }
  }

  /** The listed facts of a word hash (0 when the word is not in the lexicon). */
  get(hash: number): number {
    const mask = this.mask;
    for (let s = mix(hash) & mask; ; s = (s + 1) & mask) {
      const v = this.values[s] as number;
      if (v === 0) return 0;
      if (this.keys[s] === (hash | 0)) return v & ~PRESENT;
    }
  }
}

/** Marks an occupied slot, so that a lexicon word without facts is still told apart from an empty slot. */
export const PRESENT = 1 << 30;

/** FNV hashes of short words differ mostly in their high bits; spread them before masking. */
export function mix(h: number): number {
  return Math.imul(h ^ (h >>> 16), 0x45d9f3b) ^ (h >>> 13);
}

export const DEFAULT_TABLE = new HashedTokenTable();

/**
 * Scans texts word by word into reusable buffers. After `scan(text)`: `count` words, their hashes in
 * `hashes[0..count)`, their packed facts in `flags[0..count)`, and `ascii` (the text was ASCII apart
 * from ’, so its script is Latin). The buffers are overwritten by the next scan.
 */
export class WordScanner {
  hashes = new Uint32Array(256);
  flags = new Int32Array(256);
  count = 0;
  ascii = true;

  constructor(readonly table: HashedTokenTable = DEFAULT_TABLE) {}

  scan(text: string): void {
    this.count = 0;
    this.ascii = true;
    if (this.scanAscii(text)) return;
    const tokenized = tokenize(text);
    this.count = 0;
    this.ascii = tokenized.ascii;
    for (const w of tokenized.tokens) {
      const h = hashString(w);
      this.push(h, this.table.get(h) | (isNotContraction(w) ? NEGATOR_FLAG : 0));
    }
  }

  private push(hash: number, flags: number): void {
    if (this.count === this.hashes.length) {
      const hashes = new Uint32Array(this.count * 2);
      hashes.set(this.hashes);
      this.hashes = hashes;
      const f = new Int32Array(this.count * 2);
      f.set(this.flags);
      this.flags = f;
    }
    this.hashes[this.count] = hash;
    this.flags[this.count] = flags;
    this.count++;
  }

  /**
   * Same token boundaries as tokenize.ts's ASCII scanner, lower-casing on the fly; false on non-ASCII.
   * The hottest loop of the analyzer (34 M characters at 100,000 reviews): a 128-entry table gives each
   * character's lower-cased word code (0 for a separator), the buffers are sized once per text (a text of
   * n characters has at most n / 2 + 1 words), and typed arrays are read through locals.
   */
  private scanAscii(text: string): boolean {
    const n = text.length;
    if ((n >> 1) + 1 > this.hashes.length) this.reserve((n >> 1) + 1);
    const hashes = this.hashes;
    const flagsOut = this.flags;
    const table = this.table;
    let count = 0;
    let i = 0;
    while (i < n) {
      let c = text.charCodeAt(i);
      if (c > 127) {
        if (c !== CURLY_APOSTROPHE) return false;
        i++;
        continue;
      }
      c = WORD_CODE[c] as number;
      if (c === 0) {
        i++;
        continue;
      }
      const start = i;
      let h = Math.imul(0x811c9dc5 ^ c, 0x01000193);
      let j = i + 1;
      // Loops never read past the end: charCodeAt would return NaN and turn the loop's integers into doubles.
      let d = 0;
      for (; j < n; j++) {
        const raw = text.charCodeAt(j);
        d = raw < 128 ? (WORD_CODE[raw] as number) : 0;
        if (d === 0) break;
        h = Math.imul(h ^ d, 0x01000193);
      }
      // After an inner apostrophe only letters continue the word ("rock'n'roll"), as in the regex.
      while (j + 1 < n) {
        const a = text.charCodeAt(j);
        if (a !== APOSTROPHE && a !== CURLY_APOSTROPHE) break;
        const next = text.charCodeAt(j + 1);
        if (next >= 128 || !isLetterCode(WORD_CODE[next] as number)) break;
        h = Math.imul(h ^ APOSTROPHE, 0x01000193);
        j++;
        for (; j < n; j++) {
          const raw = text.charCodeAt(j);
          const e = raw < 128 ? (WORD_CODE[raw] as number) : 0;
          if (!isLetterCode(e)) break;
          h = Math.imul(h ^ e, 0x01000193);
        }
      }
      if (j < n) {
        const after = text.charCodeAt(j);
        if (after > 127 && after !== CURLY_APOSTROPHE) return false;
      }
      const hash = h >>> 0;
      let flags = table.get(hash);
      // Any word ending in n't negates (tokenFlags' rule), listed or not.
      if (
        j - start >= 3 &&
        (text.charCodeAt(j - 1) | 32) === T &&
        (text.charCodeAt(j - 3) | 32) === N &&
        (text.charCodeAt(j - 2) === APOSTROPHE || text.charCodeAt(j - 2) === CURLY_APOSTROPHE)
      )
        flags |= NEGATOR_FLAG;
      hashes[count] = hash;
      flagsOut[count] = flags;
      count++;
      i = j;
    }
    this.count = count;
    return true;
  }

  private reserve(size: number): void {
    let capacity = this.hashes.length;
    while (capacity < size) capacity *= 2;
    const hashes = new Uint32Array(capacity);
    hashes.set(this.hashes);
    this.hashes = hashes;
    const flags = new Int32Array(capacity);
    flags.set(this.flags);
    this.flags = flags;
  }
}

export interface ScannedText {
  infos: TokenInfo[];
  /** True when the text was ASCII (apart from ’), so its script is Latin. */
  ascii: boolean;
}

/** Readable form of one scan (tests, tools); the analyzer reads WordScanner's buffers directly. */
export function scanText(text: string, table: HashedTokenTable): ScannedText {
  const scanner = new WordScanner(table);
  scanner.scan(text);
  const infos: TokenInfo[] = [];
  for (let i = 0; i < scanner.count; i++)
    infos.push(infoOf(scanner.hashes[i] as number, scanner.flags[i] as number));
  return { infos, ascii: scanner.ascii };
}

const APOSTROPHE = 39;
const N = 110;
const T = 116;
const CURLY_APOSTROPHE = 0x2019;
/** Per ASCII code: its lower-cased form when it belongs to a word (a–z, A–Z, 0–9), else 0. */
const WORD_CODE = new Uint8Array(128);
for (let c = 48; c <= 57; c++) WORD_CODE[c] = c;
for (let c = 97; c <= 122; c++) WORD_CODE[c] = WORD_CODE[c - 32] = c;
const isLetterCode = (c: number): boolean => c >= 97;
