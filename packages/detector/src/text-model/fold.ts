// One alphabet for every text, in training and at run time (see docs/decisions/030-text-model.md).
// Three of the four modern generators' texts were ASCII-normalised by their authors while human reviews
// were not; without folding a model learns "curly quote or em-dash => human" instead of style.

const REPLACEMENTS: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201B': "'",
  '\u2032': "'",
  '\u00B4': "'",
  '\u02BC': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u201F': '"',
  '\u2033': '"',
  '\u00AB': '"',
  '\u00BB': '"',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2015': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u00A0': ' ',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ',
  '\u2022': '*',
};

const SPECIAL =
  /[\u2018\u2019\u201A\u201B\u2032\u00B4\u02BC\u201C-\u201F\u2033\u00AB\u00BB\u2010-\u2015\u2212\u2026\u00A0\u2002\u2003\u2009\u200A\u202F\u2022]/g;
const COMBINING = /[\u0300-\u036f]/g;
// Without the u flag astral characters (emoji) are surrogate pairs, both inside this range.
const NON_ASCII = /[\u0080-\uFFFF]+/g;
const HAS_NON_ASCII = /[\u0080-\uFFFF]/;

/**
 * Typographic quotes, dashes, ellipses and spaces to their ASCII forms, letters of every script kept
 * (the multilingual scorer's folding; foldText goes on to ASCII).
 */
export function foldPunctuation(text: string): string {
  return text.replace(SPECIAL, (ch) => REPLACEMENTS[ch] ?? ch);
}

/**
 * Folds a text to printable ASCII: NFKD, typographic quotes/dashes/ellipses/spaces to their ASCII forms,
 * accents stripped, anything else outside ASCII (emoji, non-Latin scripts) replaced by a space.
 * ASCII input is returned unchanged (the common case costs one regex test).
 */
export function foldText(text: string): string {
  if (!HAS_NON_ASCII.test(text)) return text;
  return text
    .replace(SPECIAL, (ch) => REPLACEMENTS[ch] ?? ch)
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(SPECIAL, (ch) => REPLACEMENTS[ch] ?? ch)
    .replace(NON_ASCII, ' ');
}
