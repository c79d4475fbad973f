// Texts that shops and scrapers put where a review body is missing ("No review", "N/A", "-"). They say nothing
// about the product: the importer stores such rows as rating-only reviews and the detector never scores them
// (a model would happily call "No review" genuine). A lone emoji or star ("👍", "★") is a review, not a
// placeholder: it says what the writer thought.
import { matchingText } from './matching-text';

/**
 * What data tools write for a missing value of any kind: R's NA, Python's None, JSON's null, pandas' nan (a column
 * turned to text with astype(str)), Excel's #N/A, a typed N/A or a dash. Never a value of a column.
 */
const MISSING_MARKS = new Set([
  'na',
  'n/a',
  '#n/a',
  'none',
  'null',
  'nil',
  'nan',
  'undefined',
  '-',
  '--',
  '—',
]);

/** The longest missing mark: a longer cell is never one, and is not folded to be looked up. */
const MISSING_MARK_MAX_LENGTH = 9;

/** True for a cell that says only that its value is missing ("NA", "None", "null", "nan", "#N/A", "-"). */
export function isMissingMark(cell: string): boolean {
  const t = cell.trim();
  return t.length <= MISSING_MARK_MAX_LENGTH && MISSING_MARKS.has(t.toLowerCase());
}

const PLACEHOLDERS = new Set([
  ...MISSING_MARKS,
  'no review',
  'no reviews',
  'no review text',
  'no comment',
  'no comments',
  'no description',
  'no text',
  'no content',
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

/**
 * One-word answers that say a prompted part has nothing in it: "Cons: No". Only as an answer to a shop's prompt
 * (pros, cons) do they mean "none"; a whole review of "No" answers something, so `isPlaceholder` keeps it.
 */
const NONE_ANSWERS = new Set([
  'no',
  // Ozon's review form: buyers answer its "Достоинства" / "Недостатки" prompts with "Нет" (its review state's
  // `content.positive` / `content.negative`, ADR 200).
  'нет',
  // The same word in the languages of the other prompt forms we read (ADR 209): Rozetka's "Переваги" /
  // "Недоліки" (uk), Ceneo's "Zalety" / "Wady" (pl).
  'немає',
  'ні',
  'brak',
]);

/** True for an answer to a shop's prompt (pros, cons) that says there is none: a placeholder, or a bare "No". */
export function isNoneAnswer(text: string): boolean {
  if (isPlaceholder(text)) return true;
  const t = matchingText(text).trim().toLowerCase().replace(TRAILING_STOPS, '');
  return NONE_ANSWERS.has(t);
}
