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
 * not write. Only for the languages with word lists; a language not listed is never ruled out here.
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

/** Russian's 33 letters; a Cyrillic letter outside them is another language's (і ї є ґ ў ј љ њ ә ө ү…). */
const RUSSIAN = /^[а-яё]$/u;
/** Ukrainian's letters: no ы э ё ъ, and і ї є ґ of its own. */
const UKRAINIAN = /^[а-щьюяєіїґ]$/u;
const UKRAINIAN_OWN = /[іїєґ]/u;
/**
 * Russian writes the hard sign only before е ё ю я ("подъезд"); Bulgarian writes it as a vowel before
 * consonants ("добър", "съм"), so that is Bulgarian, not Russian.
 */
const HARD_SIGN_AS_VOWEL = /ъ[бвгджзйклмнпрстфхцчшщ]/u;
const CYRILLIC_LETTER = /\p{Script=Cyrillic}/u;
/**
 * Letters Russian writes often and Serbian and Macedonian never (nor their own ј љ њ in every text): a
 * Russian text of ten words or more without any of them is another language (9 of 7,650 Russian reviews
 * of that length lack them, llm-reviews-train).
 */
const RUSSIAN_NOT_SOUTH_SLAVIC = /[йыэёщъьюя]/u;
const WORDS_TO_EXPECT_THEM = 10;

/**
 * The language of a text written mostly in Cyrillic: 'ru' or 'uk' when at most one word holds a letter
 * outside that alphabet (a name, a typo) and, for Russian, the hard sign is used as Russian uses it;
 * otherwise null — another language of the script, which the text model was not measured on.
 */
export function cyrillicLanguage(text: string): 'ru' | 'uk' | null {
  const lower = text.toLowerCase();
  let words = 0;
  let notRussian = 0;
  let notUkrainian = 0;
  for (const [word] of lower.matchAll(WORD)) {
    words++;
    if (!CYRILLIC_LETTER.test(word)) continue;
    const chars = [...word].filter((ch) => CYRILLIC_LETTER.test(ch));
    if (chars.some((ch) => !RUSSIAN.test(ch))) notRussian++;
    if (chars.some((ch) => !UKRAINIAN.test(ch))) notUkrainian++;
  }
  if (notUkrainian < FOREIGN_WORDS_TO_RULE_OUT && UKRAINIAN_OWN.test(lower)) return 'uk';
  if (notRussian >= FOREIGN_WORDS_TO_RULE_OUT || HARD_SIGN_AS_VOWEL.test(lower)) return null;
  return words < WORDS_TO_EXPECT_THEM || RUSSIAN_NOT_SOUTH_SLAVIC.test(lower) ? 'ru' : null;
}
