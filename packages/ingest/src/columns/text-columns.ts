// Which columns hold a review's text when the names alone do not say: parts of one review, headings and texts
// named the other way round, and prose under a name we do not know.
import type { ColumnMeaning } from '@reviewsentry/contracts';
import { isPlaceholder } from '@reviewsentry/review-values';
import { hintScore, type Column } from './column';
import { headerWords } from './header-names';
import { REVIEW_PART, TEXT } from './header-vocabulary';
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

/**
 * The column named like review text that `chosen`, also named so, answers: `chosen` is written only on rows where
 * it is, and on fewer (eKomi's `comment`, the shop's, beside the customer's `feedback`). An answer is written to a
 * review, never without one, so the other holds the reviews, however long the answers are. Undefined when none.
 * Both names must be text words alone: a qualifier names what each is about (Feefo's optional "Product Comment"
 * beside its "Service Comment" is a review of the product, not an answer).
 */
export function answeredColumn(
  chosen: Column,
  candidates: readonly Column[],
  sample: readonly string[][],
): Column | undefined {
  if (!textWordsOnly(chosen) || chosen.profile.nonEmpty === 0) return undefined;
  const filled = (c: Column): boolean[] => sample.map((r) => written(r[c.index]));
  const answers = filled(chosen);
  return candidates.find((c) => {
    if (c === chosen || !textWordsOnly(c)) return false;
    if (c.profile.nonEmpty <= chosen.profile.nonEmpty) return false;
    const reviews = filled(c);
    return answers.every((a, i) => !a || reviews[i]);
  });
}

function textWordsOnly(c: Column): boolean {
  const words = headerWords(c.header);
  return hintScore(c, 'text') >= 60 && words.length > 0 && words.every((w) => TEXT.has(w));
}

function written(cell: string | undefined): boolean {
  const v = (cell ?? '').trim();
  return v !== '' && !isPlaceholder(v);
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
