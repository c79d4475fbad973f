// Texts that scrapers and shops put where a review body is missing. They say nothing about the product and
// must never be scored (a model would happily call "No review" genuine).
const PLACEHOLDERS = new Set([
  'no review',
  'no reviews',
  'no review text',
  'no text',
  'no comment',
  'no comments',
  'no description',
  'n/a',
  'na',
  'n.a.',
  'none',
  'null',
  'nil',
  'undefined',
  'nan',
  'empty',
  'nothing',
  'no content',
  'not available',
  'read more',
  'tidak ada', // Indonesian shops: "none"
  'sin comentarios',
  'sin reseña',
]);

/** True for a known placeholder or for text made only of punctuation, symbols and spaces ("-", "...", "?"). */
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u;

/** Every known placeholder is at most this long; a longer text is one only if it has no letter or digit. */
export const PLACEHOLDER_MAX_LENGTH = 40;

export function isPlaceholder(text: string): boolean {
  if (text.length > PLACEHOLDER_MAX_LENGTH) return !HAS_WORD_CHAR.test(text);
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (PLACEHOLDERS.has(t) || PLACEHOLDERS.has(t.replace(/(?<![.!])[.!]+$/, ''))) return true;
  return !HAS_WORD_CHAR.test(t);
}
