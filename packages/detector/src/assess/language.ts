// English-or-not, by a measured heuristic (docs/decisions/041-language-detection.md): first the writing
// system, then function-word profiles. The model was trained on English only, so all we must get right is
// "is this English?"; naming the other language is a courtesy for the reason shown to the shopper.
import { LANG_MASK, LANGUAGES, TokenTable, type TokenInfo } from '../text/token-info';

export interface LanguageGuess {
  /** ISO 639-1 code, or null when nothing points to a language. */
  language: string | null;
  isEnglish: boolean;
  /** True when most letters are not Latin: the guess then comes from the writing system, not from words. */
  nonLatinScript: boolean;
}

const EN = LANGUAGES.indexOf('en');

const SCRIPTS: readonly [RegExp, string][] = [
  [/\p{Script=Han}/gu, 'zh'],
  [/[\p{Script=Hiragana}\p{Script=Katakana}]/gu, 'ja'],
  [/\p{Script=Hangul}/gu, 'ko'],
  [/\p{Script=Cyrillic}/gu, 'ru'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Devanagari}/gu, 'hi'],
  [/\p{Script=Thai}/gu, 'th'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Hebrew}/gu, 'he'],
];

/** English must out-score every other language by this factor; ties and near-ties are not English. */
const ENGLISH_MARGIN = 2;

const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

/** Letters and Latin letters; ASCII is counted without regexes (the common case for English text). */
function letterCounts(text: string): { letters: number; latin: number } {
  let letters = 0;
  let latin = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
        letters++;
        latin++;
      }
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(i) as number);
    if (ch.length === 2) i++;
    if (LETTER.test(ch)) {
      letters++;
      if (LATIN.test(ch)) latin++;
    }
  }
  return { letters, latin };
}

/** Convenience for callers holding words rather than token infos. */
export function detectLanguage(text: string, tokens: readonly string[]): LanguageGuess {
  return detectLanguageOf(text, new TokenTable().infos(tokens), false);
}

/**
 * @param asciiOnly the text has no non-ASCII letters (the tokenizer knows), so its script is Latin and the
 *   per-character script count can be skipped.
 */
export function detectLanguageOf(
  text: string,
  infos: readonly TokenInfo[],
  asciiOnly: boolean,
): LanguageGuess {
  const hits = new Int32Array(LANGUAGES.length);
  for (const t of infos) addLanguageHits(hits, t.flags);
  return languageFromHits(text, hits, asciiOnly);
}

/** Counts one word's function-word languages into `hits` (indexed like LANGUAGES). */
export function addLanguageHits(hits: Int32Array, flags: number): void {
  for (let bits = flags & LANG_MASK, l = 0; bits !== 0; bits >>>= 1, l++)
    if (bits & 1) hits[l] = (hits[l] as number) + 1;
}

/** The guess from the writing system, then from the function-word hits of each language. */
export function languageFromHits(
  text: string,
  hits: Int32Array,
  asciiOnly: boolean,
): LanguageGuess {
  const { letters, latin } = asciiOnly ? { letters: 1, latin: 1 } : letterCounts(text);
  if (letters === 0) return { language: null, isEnglish: false, nonLatinScript: false };
  if (latin / letters < 0.5) {
    let best: string | null = null;
    let bestCount = 0;
    for (const [re, lang] of SCRIPTS) {
      const count = text.match(re)?.length ?? 0;
      // Japanese mixes kana with Han; any kana means Japanese.
      if (lang === 'ja' && count > 0)
        return { language: 'ja', isEnglish: false, nonLatinScript: true };
      if (count > bestCount) [best, bestCount] = [lang, count];
    }
    return { language: best, isEnglish: false, nonLatinScript: true };
  }

  const en = hits[EN] as number;
  let other: string | null = null;
  let otherHits = 0;
  for (let l = 0; l < LANGUAGES.length; l++) {
    const h = hits[l] as number;
    if (l !== EN && h > otherHits) [other, otherHits] = [LANGUAGES[l] as string, h];
  }
  if (en > 0 && en >= ENGLISH_MARGIN * otherHits) return ENGLISH;
  if (other !== null && otherHits > en)
    return { language: other, isEnglish: false, nonLatinScript: false };
  return { language: null, isEnglish: false, nonLatinScript: false };
}

const ENGLISH: LanguageGuess = { language: 'en', isEnglish: true, nonLatinScript: false };
