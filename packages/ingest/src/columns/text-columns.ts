// Which columns hold a review's text when the names alone do not say: parts of one review, headings and texts
// named the other way round, and prose under a name we do not know.
import type { ColumnMeaning } from '@reviewsentry/contracts';
import { hintScore, type Column } from './column';
import { headerWords } from './header-names';
import { REVIEW_PART } from './header-vocabulary';
import type { ColumnProfile } from './profile';

/**
 * The columns named like review text, in column order, when there are several and each names a part of the review
 * ("Negative_Review", "Positive_Review"); else null. A column named like the whole review stays the text alone.
 */
export function namedParts(candidates: readonly Column[]): Column[] | null {
  const named = candidates.filter((c) => hintScore(c, 'text') >= 60);
  const parts = named.filter((c) => headerWords(c.header).some((w) => REVIEW_PART.has(w)));
  return parts.length >= 2 && parts.length === named.length
    ? [...parts].sort((a, b) => a.index - b.index)
    : null;
}

/** Words a heading has at most on average ("Super!", "Worth every penny"). */
const HEADING_WORDS = 4;

/** Rows with both a heading and a text that a swap needs: a title or two says nothing of a column. */
const MIN_SWAP_ROWS = 3;

/**
 * The title column holds the reviews and the text column their headings, as Flipkart's sentiment set names them
 * ("Review" = "super!", "Summary" = the comment): the title column's name is one a review's text also goes by (a
 * summary is a headline or an abstract), and its values are the longer: the text column's heading-short, the
 * title's not, and at least twice as long. A clear title name ("review_title") is never overruled.
 */
export function swapsHeadingAndText(
  cols: readonly Column[],
  byMeaning: Partial<Record<ColumnMeaning, number>>,
): boolean {
  if (byMeaning.text === undefined || byMeaning.title === undefined) return false;
  const titleCol = cols[byMeaning.title]!;
  if (headerWords(titleCol.header).at(-1) !== 'summary') return false;
  const text = cols[byMeaning.text]!.profile;
  const title = titleCol.profile;
  return (
    Math.min(text.nonEmpty, title.nonEmpty) >= MIN_SWAP_ROWS &&
    text.avgWords < HEADING_WORDS &&
    title.avgWords >= HEADING_WORDS &&
    title.avgWords >= 2 * text.avgWords
  );
}

export function looksLikeProse(p: ColumnProfile): boolean {
  return (
    p.nonEmpty > 0 &&
    p.avgWords >= 4 &&
    p.distinct / p.nonEmpty >= 0.5 &&
    p.urlRate < 0.2 &&
    p.dateRate < 0.5 &&
    p.numericRate < 0.5
  );
}
