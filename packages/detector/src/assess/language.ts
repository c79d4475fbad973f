// The language of a review, by a measured heuristic (docs/decisions/041 and 105): first the writing system,
// then function-word and review-word profiles of the Latin-script languages, helped by letters only some of
// them write. The text model reads English only, so "is this English?" must never be answered yes for
// another language; the other languages' names decide which sentiment lexicon applies. A text with too
// little to go on gets null rather than a guess.
import { LANG_MASK, LANGUAGES, TokenTable, type TokenInfo } from '../text/token-info';
import { cyrillicLanguage, latinLettersRuleOut } from './alphabets';

export interface LanguageGuess {
  /** ISO 639-1 code, or null when nothing points to a language. */
  language: string | null;
  isEnglish: boolean;
  /** True when most letters are not Latin: the guess then comes from the writing system, not from words. */
  nonLatinScript: boolean;
}

const EN = LANGUAGES.indexOf('en');
const FOREIGN = LANGUAGES.length;
const FIRST_WORD = 2 * LANGUAGES.length;
const DIFFERENT = 3 * LANGUAGES.length;

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

/**
 * Every language detectLanguage can name: the Latin-script languages with word lists (FUNCTION_WORDS) and
 * the languages told by their writing system. Any other text gets null.
 */
export const DETECTED_LANGUAGES: readonly string[] = [
  ...LANGUAGES,
  ...new Set(SCRIPTS.map(([, language]) => language)),
  'uk',
];

/** English must out-score every other language by this factor; ties and near-ties are not English. */
const ENGLISH_MARGIN = 2;

/**
 * Code-switched text (Taglish, Hinglish, Spanglish) is mixed, not English, when another language's words that English
 * does not share ("ganda", "bahut", "pero": never "i", "in", "per") number at least MIXED_MIN and at least a
 * 1 / MIXED_RATIO of the English ones: the English scorer would judge words it cannot read. On the English corpora
 * (Amazon, Yelp, IMDb, UCI sentences, the real-world files: 23,000 texts) this refuses 2 English texts.
 */
const MIXED_MIN = 2;
const MIXED_RATIO = 3;

/**
 * From this many words on, a language other than English is named only from two different words of its list (or a
 * letter it writes): one word, however often repeated, is too little. Arabic typed in Latin letters repeats its
 * article "el" and was named Spanish from it. Shorter texts ("Excelente", "Sehr gut") name theirs from one.
 */
const ONE_WORD_TEXT_MAX = 4;

/**
 * Slots of a language-hits array, each LANGUAGES.length wide: the words of each language's list; those of them
 * English does not list too (the evidence of code-switching); the first such word's hash; and how many different
 * words of the list the text holds, counted up to 2.
 */
export const LANGUAGE_HIT_SLOTS = 4 * LANGUAGES.length;

const LETTER = /\p{L}/u;
const LATIN = /\p{Script=Latin}/u;

/**
 * Letters (and two punctuation marks) that only some of the listed languages write. Each kind found in a
 * text counts once as a hit for its languages, as one more function word would: "¿Qué tal?" is Spanish and
 * "Świetny" Polish even when no listed word is present. Letters that English words borrow often (é in
 * "café") are not cues on their own.
 */
const CUE_LANGUAGES: Readonly<Record<string, readonly string[]>> = {
  ñ: ['es'],
  '¿': ['es'],
  '¡': ['es'],
  ã: ['pt'],
  õ: ['pt'],
  ș: ['ro'],
  ț: ['ro'],
  ă: ['ro'],
  ß: ['de'],
  ä: ['de'],
  ğ: ['tr'],
  ş: ['tr'],
  ı: ['tr'],
  İ: ['tr'],
  ł: ['pl'],
  ą: ['pl'],
  ę: ['pl'],
  ś: ['pl'],
  ź: ['pl'],
  ż: ['pl'],
  ć: ['pl'],
  ń: ['pl'],
  ì: ['it'],
  ò: ['it'],
  ù: ['fr', 'it'],
  è: ['fr', 'it'],
  à: ['fr', 'it'],
  ê: ['fr', 'pt'],
  â: ['fr', 'pt', 'ro'],
  ô: ['fr', 'pt'],
  î: ['fr', 'ro'],
  û: ['fr'],
  ë: ['nl', 'fr'],
  ï: ['nl', 'fr'],
};
/** Cue characters (both cases) by code point: the cue's number and its languages' indices. */
const CUES = new Map<number, { cue: number; langs: readonly number[] }>();
Object.entries(CUE_LANGUAGES).forEach(([ch, langs], cue) => {
  const entry = { cue, langs: langs.map((l) => LANGUAGES.indexOf(l)) };
  if (entry.langs.includes(-1)) throw new Error(`language cue ${ch}: unknown language`);
  CUES.set(ch.codePointAt(0) as number, entry);
  CUES.set(ch.toUpperCase().codePointAt(0) as number, entry);
});

interface LetterCounts {
  letters: number;
  latin: number;
  /** Some Latin letter lies beyond Latin-1 (ş, ł, ř, ə…): only then can an alphabet rule a language out. */
  beyondLatin1: boolean;
}

/**
 * Letters and Latin letters of a text that is not plain ASCII, and its cue letters' hits added to `cueHits`
 * (each kind once). ASCII characters are counted without regexes.
 */
function letterCounts(text: string, cueHits: Int32Array): LetterCounts {
  let letters = 0;
  let latin = 0;
  let beyondLatin1 = false;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128) {
      if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) {
        letters++;
        latin++;
      }
      continue;
    }
    const code = text.codePointAt(i) as number;
    const ch = String.fromCodePoint(code);
    if (ch.length === 2) i++;
    const cue = CUES.get(code);
    if (cue && (seen & (1 << cue.cue)) === 0) {
      seen |= 1 << cue.cue;
      for (const l of cue.langs) cueHits[l] = (cueHits[l] as number) + 1;
    }
    if (LETTER.test(ch)) {
      letters++;
      if (LATIN.test(ch)) {
        latin++;
        if (code > 0xff) beyondLatin1 = true;
      }
    }
  }
  return { letters, latin, beyondLatin1 };
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
  const hits = new Int32Array(LANGUAGE_HIT_SLOTS);
  for (const t of infos) addLanguageHits(hits, t.flags, t.hash);
  return languageFromHits(text, hits, asciiOnly, infos.length);
}

/** Counts one word (its flags and hash) into `hits` (LANGUAGE_HIT_SLOTS long, zeroed per text). */
export function addLanguageHits(hits: Int32Array, flags: number, hash: number): void {
  const notEnglish = ((flags >>> EN) & 1) === 0;
  const word = hash | 0;
  for (let bits = flags & LANG_MASK, l = 0; bits !== 0; bits >>>= 1, l++) {
    if ((bits & 1) === 0) continue;
    const seen = hits[l] as number;
    hits[l] = seen + 1;
    if (notEnglish) hits[FOREIGN + l] = (hits[FOREIGN + l] as number) + 1;
    if (seen === 0) {
      hits[FIRST_WORD + l] = word;
      hits[DIFFERENT + l] = 1;
    } else if (hits[DIFFERENT + l] === 1 && hits[FIRST_WORD + l] !== word) hits[DIFFERENT + l] = 2;
  }
}

/** Code-switched: enough words English does not share, of one other language, beside the English ones. */
function mixedWithEnglish(hits: Int32Array, en: number): boolean {
  for (let l = 0; l < LANGUAGES.length; l++) {
    const foreign = hits[FOREIGN + l] as number;
    if (l !== EN && foreign >= MIXED_MIN && MIXED_RATIO * foreign >= en) return true;
  }
  return false;
}

/**
 * The guess from the writing system, then from the function-word hits of each language (and, for text
 * that is not plain ASCII, its cue letters). English needs twice the hits of any other language; another
 * language needs more hits than English and than every third language, else the text is "not English,
 * language unknown".
 */
export function languageFromHits(
  text: string,
  hits: Int32Array,
  asciiOnly: boolean,
  wordCount: number,
): LanguageGuess {
  const cueHits = asciiOnly ? NO_CUES : new Int32Array(LANGUAGES.length);
  // Decomposed accents (e + U+0301) are composed first, as the tokenizer does.
  const composed = asciiOnly ? text : text.normalize('NFC');
  const { letters, latin, beyondLatin1 } = asciiOnly
    ? ASCII_LETTERS
    : letterCounts(composed, cueHits);
  if (letters === 0) return UNKNOWN;
  if (latin / letters < 0.5) return scriptGuess(text);

  const en = hits[EN] as number;
  let best = -1;
  let bestHits = 0;
  let secondHits = 0;
  for (let l = 0; l < LANGUAGES.length; l++) {
    if (l === EN) continue;
    const h = (hits[l] as number) + (cueHits[l] as number);
    if (h > bestHits) [best, bestHits, secondHits] = [l, h, bestHits];
    else if (h > secondHits) secondHits = h;
  }
  let guess = UNKNOWN;
  if (en > 0 && en >= ENGLISH_MARGIN * bestHits)
    guess = mixedWithEnglish(hits, en) ? UNKNOWN : ENGLISH;
  else if (
    best >= 0 &&
    bestHits > en &&
    bestHits > secondHits &&
    (wordCount <= ONE_WORD_TEXT_MAX ||
      (hits[DIFFERENT + best] as number) + (cueHits[best] as number) >= 2)
  )
    guess = { language: LANGUAGES[best] as string, isEnglish: false, nonLatinScript: false };
  // Words in letters the guessed language does not write mean a language without a list (ADR 160).
  if (beyondLatin1 && guess.language !== null && latinLettersRuleOut(composed, guess.language))
    return UNKNOWN;
  return guess;
}

/** Mostly non-Latin letters: the writing system names the language. */
function scriptGuess(text: string): LanguageGuess {
  let best: string | null = null;
  let bestCount = 0;
  for (const [re, lang] of SCRIPTS) {
    const count = text.match(re)?.length ?? 0;
    // Japanese mixes kana with Han; any kana means Japanese.
    if (lang === 'ja' && count > 0)
      return { language: 'ja', isEnglish: false, nonLatinScript: true };
    if (count > bestCount) [best, bestCount] = [lang, count];
  }
  // Cyrillic is written by many languages; only Russian and Ukrainian are named (ADR 160).
  if (best === 'ru') best = cyrillicLanguage(text);
  return { language: best, isEnglish: false, nonLatinScript: true };
}

const NO_CUES = new Int32Array(LANGUAGES.length);
const ASCII_LETTERS: LetterCounts = { letters: 1, latin: 1, beyondLatin1: false };
const UNKNOWN: LanguageGuess = { language: null, isEnglish: false, nonLatinScript: false };
const ENGLISH: LanguageGuess = { language: 'en', isEnglish: true, nonLatinScript: false };
