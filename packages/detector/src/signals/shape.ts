// The shape of a short review: its words, punctuation runs and emoji, in order. Two campaign reviews that
// swap one word ("Amazing product!! Highly recommend 👍" / "Great product!! Highly recommend 👍") share
// every other token of their shape, punctuation and emoji included, which honest writers of the same
// few words rarely do. Only short texts are shaped (the copy search handles long ones). ASCII texts are
// scanned by hand without making strings; others by one linear regular expression; both give the same
// tokens and hashes (shape.test in short-copies.test.ts).
import { matchingText } from '@reviewsentry/review-values';
import { hashString } from './shingles';

export const enum TokenKind {
  Word = 0,
  Number = 1,
  /** One punctuation mark (".", ",", "!"). */
  Mark = 2,
  /** Several marks in a row ("!!", "...", "?!"). */
  Marks = 3,
  Emoji = 4,
}

export interface Shape {
  /** Token hashes: FNV-1a of the kind's digit followed by the token (lower case, as matchingText reads it). */
  hashes: Uint32Array;
  kinds: Uint8Array;
  /**
   * Words, counting a run of a script written without spaces (Chinese, Japanese, Thai) as one word per
   * two characters: how much a copy of this text says, whatever its script.
   */
  wordWeight: number;
}

// One alternative per token kind, each starting with its own character class, so that matching is linear
// in the text: words with inner apostrophes as the tokenizer has them, an emoji (a regional-indicator pair
// is a flag), or a run of other visible characters. Emoji joiners and other format characters, variation
// selectors, skin tones and combining marks outside words belong to no token.
const TOKEN =
  /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*|\p{Regional_Indicator}{2}|\p{Extended_Pictographic}|[^\s\p{L}\p{N}\p{M}\p{Cf}\p{Emoji_Modifier}\p{Extended_Pictographic}\p{Regional_Indicator}]+/gu;
const DIGITS = /^\p{N}+$/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{2})$/u;
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Repeats of one mark beyond this many say no more ("!!!!!" is "!!!"). */
const MAX_REPEAT = 3;

/** The readable tokens of a text and their kinds (messages and tests; the search uses shapeOf). */
export function shapeTokens(text: string): { tokens: string[]; kinds: TokenKind[] } {
  const tokens: string[] = [];
  const kinds: TokenKind[] = [];
  // As it reads: a copy disguised by invisible characters or look-alike letters has its original's shape.
  for (const m of matchingText(text).toLowerCase().matchAll(TOKEN)) {
    const t = m[0];
    if (LETTER_OR_DIGIT.test(String.fromCodePoint(t.codePointAt(0) as number))) {
      tokens.push(t.includes('’') ? t.replace(/’/g, "'") : t);
      kinds.push(DIGITS.test(t) ? TokenKind.Number : TokenKind.Word);
    } else if (EMOJI.test(t)) {
      tokens.push(t);
      kinds.push(TokenKind.Emoji);
    } else {
      const marks = capRepeats(t);
      tokens.push(marks);
      kinds.push([...marks].length === 1 ? TokenKind.Mark : TokenKind.Marks);
    }
  }
  return { tokens, kinds };
}

/** The hash a lower-cased word has as a word token of a shape. */
export function wordTokenHash(word: string): number {
  return hashString(`${TokenKind.Word}${word}`);
}

/**
 * The shapes of many texts, one after another in flat arrays (no array per text: a product of 100,000
 * one-liners would make as many). Shape k's tokens are [start[k], start[k + 1]).
 */
export class ShapeList {
  hashes = new Uint32Array(1024);
  kinds = new Uint8Array(1024);
  start = new Int32Array(257);
  wordWeight = new Int32Array(256);
  count = 0;
  private used = 0;

  /** Appends the shape of a text. */
  add(text: string): void {
    const at = this.used;
    let weight = this.addAscii(text);
    if (weight < 0) {
      this.used = at;
      weight = this.addUnicode(text);
    }
    if (this.count + 2 > this.start.length) {
      this.start = grow(this.start, this.start.length * 2);
      this.wordWeight = grow(this.wordWeight, this.start.length);
    }
    this.wordWeight[this.count] = weight;
    this.count++;
    this.start[this.count] = this.used;
  }

  /** Drops the shape added last. */
  removeLast(): void {
    this.count--;
    this.used = this.start[this.count] as number;
  }

  /** Shape k as its own arrays (tests and messages). */
  shape(k: number): Shape {
    const from = this.start[k] as number;
    const to = this.start[k + 1] as number;
    return {
      hashes: this.hashes.slice(from, to),
      kinds: this.kinds.slice(from, to),
      wordWeight: this.wordWeight[k] as number,
    };
  }

  private push(hash: number, kind: TokenKind): void {
    if (this.used === this.hashes.length) {
      this.hashes = grow(this.hashes, this.used * 2);
      this.kinds = grow(this.kinds, this.used * 2);
    }
    this.hashes[this.used] = hash;
    this.kinds[this.used] = kind;
    this.used++;
  }

  private addUnicode(text: string): number {
    const { tokens, kinds } = shapeTokens(text);
    let weight = 0;
    tokens.forEach((t, i) => {
      const kind = kinds[i] as TokenKind;
      this.push(hashString(`${kind}${t}`), kind);
      if (kind === TokenKind.Word || kind === TokenKind.Number)
        weight += UNSPACED.test(t) ? Math.max(1, Math.floor(t.length / 2)) : 1;
    });
    return weight;
  }

  /**
   * The same shape for a plain-ASCII text, scanned without making strings; its word weight, or −1 when
   * the text has another character (the caller then drops what was pushed). ASCII words are runs of
   * letters and digits, continued by an apostrophe and letters; white space is space, \t, \n, \v, \f,
   * \r; every other character is a mark.
   */
  private addAscii(text: string): number {
    const n = text.length;
    let words = 0;
    let i = 0;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c > 127) return -1;
      if (isSpace(c)) {
        i++;
        continue;
      }
      let j = i;
      if (isAlnum(c)) {
        let digits = true;
        for (; j < n && isAlnum(text.charCodeAt(j)); j++)
          if (!isDigit(text.charCodeAt(j))) digits = false;
        while (j + 1 < n && text.charCodeAt(j) === APOSTROPHE && isLetter(text.charCodeAt(j + 1))) {
          digits = false;
          j++;
          while (j < n && isLetter(text.charCodeAt(j))) j++;
        }
        if (j < n && text.charCodeAt(j) > 127) return -1;
        const kind = digits ? TokenKind.Number : TokenKind.Word;
        let h = Math.imul(FNV_OFFSET ^ (KIND_CODE + kind), FNV_PRIME);
        for (let k = i; k < j; k++) h = Math.imul(h ^ lower(text.charCodeAt(k)), FNV_PRIME);
        this.push(h >>> 0, kind);
        words++;
      } else {
        let length = 0;
        let run = 0;
        for (; j < n; j++) {
          const d = text.charCodeAt(j);
          if (d > 127) return -1;
          if (isSpace(d) || isAlnum(d)) break;
          run = j > i && d === text.charCodeAt(j - 1) ? run + 1 : 1;
          if (run <= MAX_REPEAT) length++;
        }
        const kind = length === 1 ? TokenKind.Mark : TokenKind.Marks;
        this.push(marksHash(text, i, j, kind), kind);
      }
      i = j;
    }
    return words;
  }
}

/** The shape of one text. */
export function shapeOf(text: string): Shape {
  const list = new ShapeList();
  list.add(text);
  return list.shape(0);
}

function grow<T extends Uint32Array | Uint8Array | Int32Array>(a: T, size: number): T {
  const out = new (a.constructor as new (n: number) => T)(size);
  out.set(a);
  return out;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const APOSTROPHE = 39;
const KIND_CODE = 48; // '0': the kind's digit starts the hashed string

/** FNV-1a of the kind's digit and the marks [from, to) with repeats capped, as hashString would give. */
function marksHash(text: string, from: number, to: number, kind: TokenKind): number {
  let h = Math.imul(FNV_OFFSET ^ (KIND_CODE + kind), FNV_PRIME);
  let run = 0;
  for (let j = from; j < to; j++) {
    const d = text.charCodeAt(j);
    run = j > from && d === text.charCodeAt(j - 1) ? run + 1 : 1;
    if (run <= MAX_REPEAT) h = Math.imul(h ^ d, FNV_PRIME);
  }
  return h >>> 0;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
const isAlnum = (c: number) => isDigit(c) || isLetter(c);
const isSpace = (c: number) => c === 32 || (c >= 9 && c <= 13);
const lower = (c: number) => (c >= 65 && c <= 90 ? c + 32 : c);

/** Runs of one character longer than MAX_REPEAT are cut to MAX_REPEAT, by a loop (no regex on user text). */
function capRepeats(marks: string): string {
  const chars = [...marks];
  let out = '';
  let run = 0;
  for (let i = 0; i < chars.length; i++) {
    run = i > 0 && chars[i] === chars[i - 1] ? run + 1 : 1;
    if (run <= MAX_REPEAT) out += chars[i];
  }
  return out;
}

/** A readable form of a text's shape with token `slot` shown as "…" (−1: none): words spaced, marks attached. */
export function describeShape(text: string, slot: number): string {
  const { tokens, kinds } = shapeTokens(text);
  let out = '';
  tokens.forEach((t, i) => {
    const kind = kinds[i] as TokenKind;
    const attach = kind === TokenKind.Mark || kind === TokenKind.Marks;
    if (out !== '' && !attach) out += ' ';
    out += i === slot ? '…' : t;
  });
  return out;
}
