// Which single-byte code page undeclared, non-UTF-8 bytes are in, from byte statistics: each candidate decodes a
// sample and is scored on how plausible the non-ASCII characters look inside words. Windows-1252 (Excel on
// Windows, the superset of Latin-1, and what browsers assume for undeclared Western pages), Mac Roman (Excel
// for Mac's plain "CSV"), Windows-1251 (Cyrillic) and the Central European ISO-8859-2 and Windows-1250 (Polish,
// Czech, Hungarian shops' exports) are the ones we meet. A tie goes to the earlier in that order: most Western
// letters sit at the same bytes in the Central European pages, so only letters that are symbols in Windows-1252
// (ł ą ś ż ť read as ³ ¹ œ ¿ and a control) move a file there; ISO-8859-2 comes before Windows-1250 because its
// š and ž read as Windows-1250 letters (ą ľ), while Windows-1250's read as controls in ISO-8859-2.
import type { TextEncoding } from '@reviewsentry/contracts';
import { decodeBytes } from './text-decoder';

export type SingleByteEncoding = Extract<
  TextEncoding,
  'windows-1252' | 'macintosh' | 'windows-1251' | 'iso-8859-2' | 'windows-1250'
>;

const CANDIDATES: readonly SingleByteEncoding[] = [
  'windows-1252',
  'macintosh',
  'windows-1251',
  'iso-8859-2',
  'windows-1250',
];
const SAMPLE_BYTES = 64 * 1024;
const WORD_SPLIT = /[\s,.;:!?"()[\]{}<>/\\|_+=*&^%$#@~`-]+/u;
const TYPOGRAPHIC = new Set('’‘“”–—…€£°•©®™«»¿¡·'.split(''));
const APOSTROPHES = new Set(['’', '‘']);
/**
 * Punctuation that stands between letters in ordinary text: the apostrophe of "don’t", the dash of "fine—mostly",
 * Catalan's middle dot of "cel·les".
 */
const BETWEEN_LETTERS = new Set(['’', '‘', '–', '—', '·']);
/** Guillemets open a quotation before its first word and close it after its last («Text», Norwegian and Catalan). */
const OPENING_GUILLEMETS = new Set(['«', '‹']);
const CLOSING_GUILLEMETS = new Set(['»', '›']);
/** Spanish opens a question or an exclamation with these, right before its first word ("¿Qué", "¡Hola"). */
const INVERTED_MARKS = new Set(['¿', '¡']);

export function chooseSingleByte(bytes: Uint8Array): SingleByteEncoding {
  const sample = bytes.subarray(0, SAMPLE_BYTES);
  let best: SingleByteEncoding = 'windows-1252';
  let bestScore = -Infinity;
  for (const enc of CANDIDATES) {
    const score = plausibility(decodeBytes(sample, enc));
    if (score > bestScore) {
      best = enc;
      bestScore = score;
    }
  }
  return best === 'windows-1252' && holdsCzechOrHungarianPair(decodeBytes(sample, best))
    ? 'windows-1250'
    : best;
}

/**
 * Czech and Hungarian in Windows-1250 read as Windows-1252 letters, so letter plausibility cannot move them: ř ě as
 * ø ì, ő ű as õ û. No one Western language writes those two together (Danish ø never beside Italian ì; Portuguese õ
 * never beside French û). Measured on Lighthouse's translations (test/code-pages-report.ts): the pair
 * is in 62 of 63 Czech and 51 of 63 Hungarian samples, and in none of 1,131 samples of 12 Western languages.
 */
function holdsCzechOrHungarianPair(text: string): boolean {
  return (text.includes('ø') && text.includes('ì')) || (text.includes('õ') && text.includes('û'));
}

function plausibility(text: string): number {
  let score = 0;
  for (const word of text.split(WORD_SPLIT)) {
    if (word === '' || isAscii(word)) continue;
    const hasAsciiLetter = /[A-Za-z]/u.test(word);
    const chars = [...word];
    // A word of two letters or more: a lone letter proves nothing (Italian "è" reads as Windows-1251's "и").
    const allCyrillic = chars.length > 1 && chars.every((c) => /\p{Script=Cyrillic}/u.test(c));
    chars.forEach((c, i) => {
      if (c.charCodeAt(0) < 0x80) return;
      const prev = chars[i - 1];
      const next = chars[i + 1];
      if (/\p{L}/u.test(c)) {
        if (/\p{Script=Cyrillic}/u.test(c)) score += allCyrillic ? 2 : -3;
        else if (/\p{Script=Latin}/u.test(c)) {
          const midWordCapital =
            (/\p{Lu}/u.test(c) && prev !== undefined && /\p{Ll}/u.test(prev)) ||
            (/\p{Ll}/u.test(c) && next !== undefined && /\p{Lu}/u.test(next));
          // A letter alone is a word too (Italian "è", French "à"), less telling than one among ASCII letters.
          score += midWordCapital ? -3 : hasAsciiLetter ? 2 : chars.length === 1 ? 1 : 0;
        }
        return;
      }
      const inside =
        prev !== undefined && next !== undefined && /\p{L}/u.test(prev) && /\p{L}/u.test(next);
      // Between letters an apostrophe or a dash is as plausible as the letter another code page reads there
      // (Mac Roman's "í" in "donít", "ó" in "fineómostly"), so the commoner code page wins the tie.
      if (inside && BETWEEN_LETTERS.has(c)) score += 2;
      else if (APOSTROPHES.has(c)) score += 1;
      else if (
        INVERTED_MARKS.has(c) &&
        prev === undefined &&
        next !== undefined &&
        /\p{L}/u.test(next)
      )
        score += 2; // as plausible as the letter another code page reads there (ż, Ą)
      else if (
        (OPENING_GUILLEMETS.has(c) &&
          prev === undefined &&
          next !== undefined &&
          /\p{L}/u.test(next)) ||
        (CLOSING_GUILLEMETS.has(c) &&
          next === undefined &&
          prev !== undefined &&
          /\p{L}/u.test(prev))
      )
        score += 2; // as plausible as ISO-8859-2's Ť ť read at those bytes
      else if (inside) score -= 2;
      else if (TYPOGRAPHIC.has(c)) score += 1;
      else score -= 1;
    });
  }
  return score;
}

function isAscii(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}
