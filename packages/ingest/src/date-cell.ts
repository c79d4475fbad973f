// A date column's value read into a review's date fields, at the precision it has; what cannot be read is counted.
import type { Review } from '@reviewsentry/contracts';
import { parseReviewDate, type DateOrder } from '@reviewsentry/review-values';
import type { RowStats } from './row-builder';

/** Sets the review's date from a non-blank value; false when the value is no date up to the analysis. */
export function readDateCell(
  review: Review,
  raw: string,
  order: DateOrder | null,
  now: Date,
  stats: RowStats,
): boolean {
  const date = parseReviewDate(raw, { now, order, yearless: true });
  if (date === undefined) {
    stats.unreadable.date = (stats.unreadable.date ?? 0) + 1;
    return false;
  }
  if (date.year_inferred === true) {
    stats.yearlessDates++;
    stats.yearlessDateExample ??= { raw: raw.trim(), date: date.date! };
  }
  // Only the fields the date has: absent fields stay absent rather than undefined-valued.
  review.date_precision = date.date_precision;
  if (date.date !== undefined) review.date = date.date;
  if (date.date_text !== undefined) review.date_text = date.date_text;
  return true;
}
