// A column clearly named for a value (a rating, a date, helpful votes) whose values cannot be read is said so,
// with an example, rather than silently left out.
import { inSentence, type ColumnMeaning } from '@reviewsentry/contracts';
import { parseReviewDate } from '@reviewsentry/review-values';
import { parseHelpful } from '../values/helpful';
import { parseRating } from '../values/rating';
import { hintScore, subject, type Column } from './column';
import type { ColumnProfile } from './profile';

/** Columns of values: when one is clearly named but its values cannot be read, the user is told. */
interface ValueColumn {
  meaning: ColumnMeaning;
  one: string;
  many: string;
  rate: (p: ColumnProfile) => number;
  reads: (value: string, now: Date) => boolean;
}

const VALUE_COLUMNS: readonly ValueColumn[] = [
  {
    meaning: 'rating',
    one: 'a rating',
    many: 'ratings',
    rate: (p) => p.ratingRate,
    reads: (v) => parseRating(v) !== undefined,
  },
  {
    meaning: 'date',
    one: 'a date',
    many: 'dates',
    rate: (p) => p.dateRate,
    reads: (v, now) => parseReviewDate(v, { now, yearless: true }) !== undefined,
  },
  {
    meaning: 'helpful_votes',
    one: 'helpful votes',
    many: 'vote counts',
    rate: (p) => p.helpfulRate,
    reads: (v) => parseHelpful(v) !== undefined,
  },
];

/** "Column 'Rating' is named like a rating, but none of its first 3 values could be read as ratings (…)." */
function unreadColumnNote(
  /** "Column 'Rating'", the sentence's first words. */
  label: string,
  c: Column,
  v: ValueColumn,
  sample: readonly string[][],
  now: Date,
): string {
  const n = c.profile.nonEmpty;
  const read = Math.round(v.rate(c.profile) * n);
  const example = sample
    .map((r) => (r[c.index] ?? '').trim())
    .find((x) => x !== '' && !v.reads(x, now));
  const which =
    n === 1
      ? `its one value could not be read as ${v.one}`
      : `${read === 0 ? 'none' : `only ${read}`} of its first ${n} values could be read as ${v.many}`;
  const such = example === undefined ? '' : ` (such as "${inSentence(example.slice(0, 40))}")`;
  return `${label} is named like ${v.one}, but ${which}${such}, so ${v.many} were not used.`;
}

/** A note for each value column left without a meaning although one column is clearly named for it. */
export function unreadColumnNotes(
  cols: readonly Column[],
  byMeaning: Partial<Record<ColumnMeaning, number>>,
  assigned: ReadonlyMap<number, ColumnMeaning>,
  sample: readonly string[][],
  now: Date,
): string[] {
  const notes: string[] = [];
  for (const v of VALUE_COLUMNS) {
    if (byMeaning[v.meaning] !== undefined) continue;
    const named = cols.find(
      (c) => !assigned.has(c.index) && hintScore(c, v.meaning) >= 80 && c.profile.nonEmpty > 0,
    );
    if (named) notes.push(unreadColumnNote(subject(named), named, v, sample, now));
  }
  return notes;
}
