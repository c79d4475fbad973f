// One tokenizer for every rule-based signal (language, sentiment, incentives, duplicates), so they agree
// on what a word is. The text model has its own folding and features. ASCII text (most reviews) takes a
// hand-written scanner, about 5x faster than the Unicode regex, which handles everything else.
import { matchingText } from '@reviewsentry/review-values';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower-cased word tokens; apostrophes inside words are kept and normalised to '. */
export function words(text: string): string[] {
  return tokenize(text).tokens;
}

/** Tokens, and whether the text was plain ASCII (apart from ’), which tells callers its script is Latin. */
export function tokenize(text: string): { tokens: string[]; ascii: boolean } {
  const ascii = asciiWords(text.toLowerCase());
  // A word has one spelling whatever the keyboard or the disguise: decomposed accents (e + U+0301) are
  // composed, and invisible characters, compatibility forms and look-alike letters read as they show.
  return ascii
    ? { tokens: ascii, ascii: true }
    : { tokens: unicodeWords(matchingText(text).toLowerCase()), ascii: false };
}

function unicodeWords(lower: string): string[] {
  const found = lower.match(WORD);
  if (!found) return [];
  for (let i = 0; i < found.length; i++) {
    const w = found[i] as string;
    if (w.includes('’')) found[i] = w.replace(/’/g, "'");
  }
  return found;
}

const APOSTROPHE = 39;
const CURLY_APOSTROPHE = 0x2019;

function isAlnum(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
}

function isLetter(c: number): boolean {
  return c >= 97 && c <= 122;
}

/** Null when the text has a non-ASCII character other than ’ (then the Unicode path decides). */
function asciiWords(lower: string): string[] | null {
  const out: string[] = [];
  const n = lower.length;
  let i = 0;
  while (i < n) {
    const c = lower.charCodeAt(i);
    if (c > 127 && c !== CURLY_APOSTROPHE) return null;
    if (!isAlnum(c)) {
      i++;
      continue;
    }
    let j = i + 1;
    let curly = false;
    while (j < n && isAlnum(lower.charCodeAt(j))) j++;
    // Like the regex: after an inner apostrophe only letters continue the word ("rock'n'roll").
    for (;;) {
      const a = j < n ? lower.charCodeAt(j) : 0;
      if (
        (a !== APOSTROPHE && a !== CURLY_APOSTROPHE) ||
        j + 1 >= n ||
        !isLetter(lower.charCodeAt(j + 1))
      )
        break;
      if (a === CURLY_APOSTROPHE) curly = true;
      j += 2;
      while (j < n && isLetter(lower.charCodeAt(j))) j++;
    }
    if (j < n && lower.charCodeAt(j) > 127 && lower.charCodeAt(j) !== CURLY_APOSTROPHE) return null;
    const w = lower.slice(i, j);
    out.push(curly ? w.replace(/’/g, "'") : w);
    i = j;
  }
  return out;
}
