// The shape of a short review: its words, punctuation runs and emoji, in order. Two campaign reviews that
// swap one word ("Amazing product!! Highly recommend 👍" / "Great product!! Highly recommend 👍") share
// every other token of their shape, punctuation and emoji included, which honest writers of the same
// few words rarely do. Only short texts are shaped (the copy search handles long ones), so this runs on
// a few characters per review.
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
  /** Token hashes (the kind is part of the hash). */
  hashes: Uint32Array;
  kinds: Uint8Array;
  /** The tokens as written (words lower-cased), for messages. */
  tokens: string[];
  /**
   * Words, counting a run of a script written without spaces (Chinese, Japanese, Thai) as one
   * word per two characters: how much a copy of this text says, whatever its script.
   */
  wordWeight: number;
}

// One alternative per token kind, each a run of one character class or a single emoji, so that matching
// is linear in the text: words with inner apostrophes as the tokenizer has them, an emoji (a regional-
// indicator pair is a flag), or a run of other visible characters. Emoji joiners, variation selectors,
// skin tones and combining marks belong to no token.
const TOKEN =
  /[\p{L}\p{N}][\p{L}\p{N}\p{M}]*(?:['’]\p{L}[\p{L}\p{M}]*)*|\p{Regional_Indicator}{2}|\p{Extended_Pictographic}|[^\s\p{L}\p{N}\p{M}\p{Extended_Pictographic}\p{Regional_Indicator}\u200d\ufe0e\ufe0f\u{1f3fb}-\u{1f3ff}\u20e3]+/gu;
const DIGITS = /^\p{N}+$/u;

/** Repeats of one mark beyond this many say no more ("!!!!!" is "!!!"). */
const MAX_REPEAT = 3;

/** The shape of a text (NFC, lower-cased). */
export function shapeOf(text: string): Shape {
  const tokens: string[] = [];
  const kinds: number[] = [];
  for (const m of text.normalize('NFC').toLowerCase().matchAll(TOKEN)) {
    const t = m[0];
    const c = t.codePointAt(0) as number;
    if (isWordStart(c)) {
      tokens.push(t.replace(/’/g, "'"));
      kinds.push(DIGITS.test(t) ? TokenKind.Number : TokenKind.Word);
    } else if (isEmoji(t)) {
      tokens.push(t);
      kinds.push(TokenKind.Emoji);
    } else {
      const marks = capRepeats(t);
      tokens.push(marks);
      kinds.push([...marks].length === 1 ? TokenKind.Mark : TokenKind.Marks);
    }
  }
  const hashes = new Uint32Array(tokens.length);
  let wordWeight = 0;
  tokens.forEach((t, i) => {
    hashes[i] = hashString(`${kinds[i]}${t}`);
    if (kinds[i] === TokenKind.Word || kinds[i] === TokenKind.Number)
      wordWeight += UNSPACED.test(t) ? Math.max(1, Math.floor(t.length / 2)) : 1;
  });
  return { hashes, kinds: Uint8Array.from(kinds), tokens, wordWeight };
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const EMOJI = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}{2})$/u;

function isWordStart(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
  return LETTER_OR_DIGIT.test(String.fromCodePoint(c));
}

function isEmoji(t: string): boolean {
  return EMOJI.test(t);
}

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

/** A readable form of a shape with token `slot` shown as "…" (−1: none): words spaced, marks attached. */
export function describeShape(shape: Shape, slot: number): string {
  let out = '';
  shape.tokens.forEach((t, i) => {
    const kind = shape.kinds[i] as TokenKind;
    const attach = kind === TokenKind.Mark || kind === TokenKind.Marks;
    if (out !== '' && !attach) out += ' ';
    out += i === slot ? '…' : t;
  });
  return out;
}
