// Google's reviews API (Business Profile's `comment`) and Google Maps scrapes write a review Google translated as one
// text: "(Translated by Google) <translation>\n\n(Original)\n<the reviewer's own words>". A translation reads as
// machine-written to the text model, so the own words are the review's text.
const TRANSLATED = /^\(translated by google\)/iu;
// On a line of its own: cleanText has already trimmed the spaces around line ends.
const ORIGINAL_FOLLOWS = /\n\(original\)\n/iu;

/** The reviewer's own words of a text Google translated, or null for any other text. */
export function ownWordsBesideGoogleTranslation(text: string): string | null {
  if (!TRANSLATED.test(text)) return null;
  const mark = ORIGINAL_FOLLOWS.exec(text);
  if (mark === null) return null;
  const own = text.slice(mark.index + mark[0].length).trim();
  return own === '' ? null : own;
}
