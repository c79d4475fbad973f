// A rating a spreadsheet turned into a date: Excel reads "4/5" typed or imported in a day-first locale as the
// 4th of May and shows it as "4-May" ("4. Mai", "4-mai" in other languages); "8/10" becomes "8-Oct". Read back
// only in a column named like a rating (the mapping decides), and only where the month is a scale a rating has
// (5 or 10) and the day fits within it: anywhere else a day and a month are a date.
import { foldAscii, monthNumber } from '@reviewsentry/review-values';
import type { RawRating } from './rating';

const DAY_MONTH = /^(\d{1,2})(?:[-./]\s*|\s+)(\p{L}+)\.?$/u;
const SCALES: ReadonlySet<number> = new Set([5, 10]);

export function ratingFromDate(raw: string): RawRating | undefined {
  const m = DAY_MONTH.exec(raw.trim());
  if (!m) return undefined;
  const month = monthNumber(foldAscii(m[2]!));
  const day = Number(m[1]);
  if (month === undefined || !SCALES.has(month) || day < 1 || day > month) return undefined;
  return { value: day, scale: month };
}
