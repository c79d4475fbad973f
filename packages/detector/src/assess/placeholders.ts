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

export function isPlaceholder(text: string): boolean {
  // Every known placeholder is short; a long text is one only if it holds no letter or digit at all.
  if (text.length > 40) return !HAS_WORD_CHAR.test(text);
  const t = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (PLACEHOLDERS.has(t) || PLACEHOLDERS.has(t.replace(/[.!]+$/, ''))) return true;
  return !HAS_WORD_CHAR.test(t);
}
