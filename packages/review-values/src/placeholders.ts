// Texts that shops and scrapers put where a review body is missing ("No review", "N/A", "-"). They say nothing
// about the product: the importer stores such rows as rating-only reviews and the detector never scores them
// (a model would happily call "No review" genuine). A lone emoji or star ("👍", "★") is a review, not a
// placeholder: it says what the writer thought.
import { matchingText } from './matching-text';

const PLACEHOLDERS = new Set([
  'no review',
  'no reviews',
  'no review text',
  'no comment',
  'no comments',
  'no description',
  'no text',
  'no content',
  'none',
  'null',
  'nil',
  'nan',
  'undefined',
  'n/a',
  'na',
  'n.a.',
  'empty',
  'nothing',
  // Booking.com's answer where a guest wrote no part of that kind.
  'no negative',
  'no positive',
  'not available',
  '(no review)',
  '[no review]',
  '(blank)',
  'read more',
  'sin comentarios',
  'sin reseña',
  'sem comentários',
  'kein kommentar',
  'aucun commentaire',
  'nessun commento',
  'tidak ada',
]);

/** A letter, a digit or a pictograph (emoji, stars): something a writer meant. */
const HAS_CONTENT = /[\p{L}\p{N}\p{So}]/u;
const TRAILING_STOPS = /(?<![.!])[.!]+$/u;

/** Every listed placeholder is at most this long; a longer text is one only if it has no content at all. */
export const PLACEHOLDER_MAX_LENGTH = 40;

/** True for text that stands for "no review": blank, punctuation only, or a placeholder phrase. */
export function isPlaceholder(text: string): boolean {
  if (text.length > PLACEHOLDER_MAX_LENGTH) return !HAS_CONTENT.test(text);
  const t = matchingText(text).trim().toLowerCase().replace(/\s+/gu, ' ');
  if (PLACEHOLDERS.has(t) || PLACEHOLDERS.has(t.replace(TRAILING_STOPS, ''))) return true;
  return !HAS_CONTENT.test(t);
}
