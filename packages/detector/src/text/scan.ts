// The hot path of the analyzer: walks a review once, hashing each lower-cased word as it goes (FNV-1a,
// identical to hashString over words()), and looks its TokenInfo up by hash. No per-word strings are
// created for ASCII text, which keeps 100,000-review products inside the time and memory budget.
import { hashString } from '../signals/shingles';
import { tokenInfo, type TokenInfo } from './token-info';
import { tokenize } from './tokenize';

/** Word info by word hash; a 32-bit collision can only swap two words' lexicon entries, never crash. */
export class HashedTokenTable {
  private readonly map = new Map<number, TokenInfo>();
  /** Reused by scanText for ASCII texts: at 100,000 reviews a fresh array per text is tens of MB of garbage. */
  readonly scratch: TokenInfo[] = [];

  constructor(private readonly limit = 500_000) {}

  lookup(hash: number, word: () => string): TokenInfo {
    let info = this.map.get(hash);
    if (info === undefined) {
      info = tokenInfo(word());
      if (this.map.size < this.limit) this.map.set(hash, info);
    }
    return info;
  }
}

export interface ScannedText {
  /** Valid until the next scanText call with the same table (the table's scratch array for ASCII text). */
  infos: TokenInfo[];
  /** True when the text was ASCII (apart from ’), so its script is Latin. */
  ascii: boolean;
}

const APOSTROPHE = 39;
const CURLY_APOSTROPHE = 0x2019;
const isAlnum = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
const isLetter = (c: number): boolean => c >= 97 && c <= 122;
const fnv = (h: number, c: number): number => Math.imul(h ^ c, 0x01000193);

export function scanText(text: string, table: HashedTokenTable): ScannedText {
  const lower = text.toLowerCase();
  const infos = scanAscii(lower, table);
  if (infos) return { infos, ascii: true };
  return {
    infos: tokenize(text).tokens.map((w) => table.lookup(hashString(w), () => w)),
    ascii: false,
  };
}

/** Same token boundaries as tokenize.ts's ASCII scanner; null when a non-ASCII character appears. */
function scanAscii(lower: string, table: HashedTokenTable): TokenInfo[] | null {
  const out = table.scratch;
  out.length = 0;
  const n = lower.length;
  let i = 0;
  while (i < n) {
    const c = lower.charCodeAt(i);
    if (c > 127 && c !== CURLY_APOSTROPHE) return null;
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    const start = i;
    let h = fnv(0x811c9dc5, c);
    let j = i + 1;
    let curly = false;
    for (let d = lower.charCodeAt(j); j < n && isAlnum(d); d = lower.charCodeAt(++j)) h = fnv(h, d);
    for (;;) {
      const a = j < n ? lower.charCodeAt(j) : 0;
      if (
        (a !== APOSTROPHE && a !== CURLY_APOSTROPHE) ||
        j + 1 >= n ||
        !isLetter(lower.charCodeAt(j + 1))
      )
        break;
      if (a === CURLY_APOSTROPHE) curly = true;
      h = fnv(h, APOSTROPHE);
      j++;
      for (let d = lower.charCodeAt(j); j < n && isLetter(d); d = lower.charCodeAt(++j))
        h = fnv(h, d);
    }
    if (j < n && lower.charCodeAt(j) > 127 && lower.charCodeAt(j) !== CURLY_APOSTROPHE) return null;
    const end = j;
    out.push(
      table.lookup(h >>> 0, () => {
        const w = lower.slice(start, end);
        return curly ? w.replace(/’/g, "'") : w;
      }),
    );
    i = j;
  }
  return out;
}
