// The letters each named language writes. A writing system is shared by many languages (Cyrillic by Russian,
// Bulgarian, Serbian, Kazakh…; Latin by most), and the text model reads only the languages it was measured
// on, so a text is not given a language whose alphabet lacks letters the text keeps using: Bulgarian is not
// Russian, Azerbaijani not Turkish, Czech not French (docs/decisions/160-languages-that-share-a-script.md).

/**
 * Latin letters beyond ISO 8859-1 (Latin-1) that each listed Latin-script language writes natively (lower
 * case, NFC). Latin-1's letters (à é ñ ö ø å ß…) are the Western European repertoire that these languages
 * borrow from each other in names and loan words ("café", "Zürich", "piñata", "Søren"), and the common
 * mis-decodings of punctuation ("‚Äô") are made of them: never evidence against any listed language.
 */
const NATIVE_BEYOND_LATIN_1: Readonly<Record<string, string>> = {
  en: '',
  es: '',
  pt: '',
  fr: 'œ',
  de: '',
  it: '',
  nl: '',
  pl: 'ąćęłńśźż',
  ro: 'ășşțţ',
  id: '',
  tr: 'ğış',
  'hi-Latn': '',
};

/** Latin-1's letters, upper and lower case (U+00C0–U+00FF without × and ÷, plus ª and º). */
const LATIN_1 = /[\u00aa\u00ba\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u00ff]/u;

const ALLOWED_LATIN = new Map(
  Object.entries(NATIVE_BEYOND_LATIN_1).map(([lang, own]) => [lang, new Set(own)]),
);

/** Words with letters a language does not write that rule it out: one may be a name ("Škoda", "Łódź"). */
const FOREIGN_WORDS_TO_RULE_OUT = 2;

const WORD = /[\p{L}\p{M}]+/gu;
const LATIN_LETTER = /\p{Script=Latin}/u;

/**
 * True when at least two words of `text` (NFC) hold a Latin letter beyond Latin-1 that `language` does
 * not write. Only for the languages of NATIVE_BEYOND_LATIN_1 (every scored Latin-script language among
 * them); any other language is never ruled out here.
 */
export function latinLettersRuleOut(text: string, language: string): boolean {
  const allowed = ALLOWED_LATIN.get(language);
  if (allowed === undefined) return false;
  let foreign = 0;
  for (const [word] of text.toLowerCase().matchAll(WORD)) {
    for (const ch of word) {
      if (ch.charCodeAt(0) < 128 || allowed.has(ch) || LATIN_1.test(ch) || !LATIN_LETTER.test(ch))
        continue;
      if (++foreign >= FOREIGN_WORDS_TO_RULE_OUT) return true;
      break;
    }
  }
  return false;
}

// Cyrillic by code point: а–я U+0430–U+044F, ё U+0451; Ukrainian's own є U+0454, і U+0456, ї U+0457,
// ґ U+0491 (upper case is lowered first).
const isRussianLetter = (c: number) => (c >= 0x430 && c <= 0x44f) || c === 0x451;
const isUkrainianOwn = (c: number) => c === 0x454 || c === 0x456 || c === 0x457 || c === 0x491;
/** ы ъ э ё: Russian letters that Ukrainian does not write. */
const isRussianNotUkrainian = (c: number) =>
  c === 0x44b || c === 0x44a || c === 0x44d || c === 0x451;
/** й ы э ё щ ъ ь ю я: Russian writes them often, Serbian and Macedonian never. */
const isRussianNotSouthSlavic = (c: number) =>
  c === 0x439 || c === 0x44b || c === 0x44d || c === 0x451 || (c >= 0x449 && c <= 0x44f);
/** б в г д ж з й к л м н п р с т ф х ц ч ш щ: after ъ, Bulgarian; Russian writes ъ only before е ё ю я. */
const isConsonant = (c: number) =>
  isRussianLetter(c) && !'аеёиоуыэюяъь'.includes(String.fromCharCode(c));
/**
 * A Russian text of ten words or more without any letter of isRussianNotSouthSlavic is another language
 * (9 of 7,650 Russian reviews of that length lack them, llm-reviews-train).
 */
const WORDS_TO_EXPECT_THEM = 10;
const LETTER = /\p{L}/u;

/**
 * The language of a text written mostly in Cyrillic: 'ru' or 'uk' when at most one word holds a letter
 * outside that alphabet (a name, a typo) and, for Russian, the hard sign is used as Russian uses it;
 * otherwise null — another language of the script, which the text model was not measured on.
 */
export function cyrillicLanguage(text: string): 'ru' | 'uk' | null {
  const lower = text.toLowerCase();
  let words = 0;
  let inWord = false;
  let notRussian = 0;
  let notUkrainian = 0;
  let wordNotRussian = false;
  let wordNotUkrainian = false;
  let ukrainianOwn = false;
  let sawRussianOnlyLetter = false;
  let hardSignAsVowel = false;
  let previous = 0;
  const endWord = () => {
    if (wordNotRussian) notRussian++;
    if (wordNotUkrainian) notUkrainian++;
    wordNotRussian = wordNotUkrainian = inWord = false;
  };
  for (const ch of lower) {
    const c = ch.codePointAt(0) as number;
    const cyrillic = c >= 0x400 && c <= 0x52f;
    const letter = c < 128 ? c >= 97 && c <= 122 : cyrillic || LETTER.test(ch);
    if (!letter) {
      if (inWord) endWord();
      previous = 0;
      continue;
    }
    if (!inWord) [inWord, words] = [true, words + 1];
    if (cyrillic) {
      const russian = isRussianLetter(c);
      const ukrainian = (russian && !isRussianNotUkrainian(c)) || isUkrainianOwn(c);
      if (!russian) wordNotRussian = true;
      if (!ukrainian) wordNotUkrainian = true;
      if (isUkrainianOwn(c)) ukrainianOwn = true;
      if (isRussianNotSouthSlavic(c)) sawRussianOnlyLetter = true;
      if (previous === 0x44a && isConsonant(c)) hardSignAsVowel = true;
    }
    previous = c;
  }
  if (inWord) endWord();
  if (notUkrainian < FOREIGN_WORDS_TO_RULE_OUT && ukrainianOwn) return 'uk';
  if (notRussian >= FOREIGN_WORDS_TO_RULE_OUT || hardSignAsVowel) return null;
  return words < WORDS_TO_EXPECT_THEM || sawRussianOnlyLetter ? 'ru' : null;
}
