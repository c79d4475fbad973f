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
  private readonly keys: Int32Array;
  private readonly values: Int32Array;
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
const PRESENT = 1 << 30;

/** FNV hashes of short words differ mostly in their high bits; spread them before masking. */
function mix(h: number): number {
  return Math.imul(h ^ (h >>> 16), 0x45d9f3b) ^ (h >>> 13);
}

const DEFAULT_TABLE = new HashedTokenTable();

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

  /** Same token boundaries as tokenize.ts's ASCII scanner, lower-casing on the fly; false on non-ASCII. */
  private scanAscii(text: string): boolean {
    const n = text.length;
    let i = 0;
    while (i < n) {
      const c = lowerAt(text, i);
      if (c > 127 && c !== CURLY_APOSTROPHE) return false;
      if (!isAlnum(c)) {
        i++;
        continue;
      }
      const start = i;
      let h = fnv(0x811c9dc5, c);
      let j = i + 1;
      // Loops never read past the end: charCodeAt would return NaN and turn the loop's integers into doubles.
      for (; j < n; j++) {
        const d = lowerAt(text, j);
        if (!isAlnum(d)) break;
        h = fnv(h, d);
      }
      for (;;) {
        const a = j < n ? lowerAt(text, j) : 0;
        if (
          (a !== APOSTROPHE && a !== CURLY_APOSTROPHE) ||
          j + 1 >= n ||
          !isLetter(lowerAt(text, j + 1))
        )
          break;
        h = fnv(h, APOSTROPHE);
        j++;
        for (; j < n; j++) {
          const d = lowerAt(text, j);
          if (!isLetter(d)) break;
          h = fnv(h, d);
        }
      }
      if (j < n && lowerAt(text, j) > 127 && lowerAt(text, j) !== CURLY_APOSTROPHE) return false;
      const end = j;
      const hash = h >>> 0;
      let flags = this.table.get(hash);
      // Any word ending in n't negates (tokenFlags' rule), listed or not.
      if (
        end - start >= 3 &&
        lowerAt(text, end - 1) === T &&
        lowerAt(text, end - 3) === N &&
        (text.charCodeAt(end - 2) === APOSTROPHE || text.charCodeAt(end - 2) === CURLY_APOSTROPHE)
      )
        flags |= NEGATOR_FLAG;
      this.push(hash, flags);
      i = j;
    }
    return true;
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
const isAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isLetter = (c: number): boolean => c >= 97 && c <= 122;
const fnv = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193);
/** ASCII lower-casing of one code unit (A–Z only); anything else is returned as is. */
const lowerAt = (text: string, i: number): number => {
  const c = text.charCodeAt(i);
  return c >= 65 && c <= 90 ? c + 32 : c;
};
