// A rating a spreadsheet turned into a date: Excel reads "4/5" as a date and shows it as a day and a month. A
// day-first locale makes it the 4th of May, "4-May" ("4. Mai", "4-mai" in other languages; "8/10" becomes
// "8-Oct"); a month-first (US) locale makes it the 5th of April, "5-Apr" ("8/10" becomes "10-Aug"). Read back
// only in a column named like a rating (the mapping decides), and only where the month, or else the day, is a
// scale a rating has (5 or 10) and the other number fits within it: anywhere else a day and a month are a date.
// The two readings never disagree: a value both fit has its day equal to its month ("5-May").
import { foldAscii, monthNumber } from '@reviewsentry/review-values';
import type { RawRating } from './rating';

const DAY_MONTH = /^(\d{1,2})(?:[-./]\s*|\s+)(\p{L}+)\.?$/u;
const SCALES: ReadonlySet<number> = new Set([5, 10]);

export function ratingFromDate(raw: string): RawRating | undefined {
  const m = DAY_MONTH.exec(raw.trim());
  if (!m) return undefined;
  const month = monthNumber(foldAscii(m[2]!));
  const day = Number(m[1]);
  if (month === undefined || day < 1) return undefined;
  if (SCALES.has(month) && day <= month) return { value: day, scale: month };
  if (SCALES.has(day) && month <= day) return { value: month, scale: day };
  return undefined;
}
