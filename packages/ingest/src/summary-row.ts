// A spreadsheet's totals and averages below the reviews ("Total", "Average rating: 4.2", "Grand Total",
// "Number of reviews"): a label in the row's first filled cell, made only of totals words, and no review text
// besides it. Read as a review, its average would count as one more rating.
import { headerWords } from './columns/header-names';
import { SUMMARY, SUMMARY_LABEL } from './columns/header-vocabulary';

/** Labels are a few words; a longer first cell is a review or a name. */
const MAX_LABEL = 40;
/** A count's label starts "Number of", "No. of" ("Review number 7" is no count: the word alone says nothing). */
const COUNT_OF = /^\s*(?:number|no\.?|nb|num)\s+of\s/iu;
const COUNT_WORDS = new Set(['number', 'no', 'nb', 'num']);

export function isSummaryRow(cells: readonly string[], textIdx: number): boolean {
  const at = cells.findIndex((c) => c.trim() !== '');
  if (at < 0) return false;
  const label = cells[at]!;
  if (label.length > MAX_LABEL) return false;
  // The label may stand in the text column (a file whose first column is the review), but no other text may.
  if (at !== textIdx && (cells[textIdx] ?? '').trim() !== '') return false;
  const words = headerWords(label);
  const counts = COUNT_OF.test(label);
  const summary = (w: string): boolean => SUMMARY.has(w) || (counts && COUNT_WORDS.has(w));
  return (
    words.some(summary) &&
    words.every((w) => summary(w) || SUMMARY_LABEL.has(w) || /^\d+$/u.test(w))
  );
}
