// A rating a spreadsheet turned into a date: Excel reads "4/5" as a date and shows it as a day and a month. A
// day-first locale makes it the 4th of May, "4-May" ("4. Mai", "4-mai" in other languages; "8/10" becomes
// "8-Oct"); a month-first (US) locale makes it the 5th of April, "5-Apr" ("8/10" becomes "10-Aug"). With a year,
// the locale's short date writes the two numbers in the order it read them ("04/05/24", "04.05.2024") and an ISO
// date in its own ("2024-05-04" or "2024-04-05"). Read back only in a column named like a rating (the mapping
// decides), and only where the larger of the two numbers is a scale a rating has (5 or 10): that is the scale,
// the other the rating, whichever order the locale wrote them in. Anywhere else a day and a month are a date.
import { foldAscii, monthNumber } from '@reviewsentry/review-values';
import type { RawRating } from './rating';

/** "4-May", "4. Mai", "4-May-24": a day and a month's name, perhaps a year. */
const DAY_MONTH = /^(\d{1,2})(?:[-./]\s*|\s+)(\p{L}+)\.?(?:(?:[-./,]\s*|\s+)(\d{2}|\d{4}))?$/u;
/** "04/05/24", "4.5.2024", "04-05-2024": a locale's short date. */
const NUMERIC_DATE = /^(\d{1,2})([-./])(\d{1,2})\2(\d{2}|\d{4})$/u;
/** "2024-05-04", and the midnight a date cell gains when written as a date and time. */
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ]00:00(?::00(?:\.0+)?)?Z?)?$/u;
const SCALES: ReadonlySet<number> = new Set([5, 10]);

export interface DatedRating {
  /** The rating the day and month stand for; null when they are no rating (a date such as "2024-03-17"). */
  rating: RawRating | null;
  /** The date has a year, as a date column's values do: read only when every one in the column is a rating. */
  withYear: boolean;
}

/** A value written as a date with a day and a month, read as the rating it may stand for; else undefined. */
export function readDatedRating(raw: string): DatedRating | undefined {
  const s = raw.trim();
  const words = DAY_MONTH.exec(s);
  if (words) {
    const month = monthNumber(foldAscii(words[2]!));
    return month === undefined
      ? undefined
      : { rating: fromPair(Number(words[1]), month), withYear: words[3] !== undefined };
  }
  const numeric = NUMERIC_DATE.exec(s);
  if (numeric) return { rating: fromPair(Number(numeric[1]), Number(numeric[3])), withYear: true };
  const iso = ISO_DATE.exec(s);
  if (iso) return { rating: fromPair(Number(iso[2]), Number(iso[3])), withYear: true };
  return undefined;
}

/** The rating a dated value stands for; one with a year only where the column's dates are all ratings. */
export function ratingFromDate(raw: string, withYears: boolean): RawRating | undefined {
  const d = readDatedRating(raw);
  return d?.rating != null && (withYears || !d.withYear) ? d.rating : undefined;
}

/** A day and a month (in either order) as a rating: the larger a scale, the smaller within it. */
function fromPair(a: number, b: number): RawRating | null {
  const scale = Math.max(a, b);
  const value = Math.min(a, b);
  return SCALES.has(scale) && value >= 1 ? { value, scale } : null;
}
