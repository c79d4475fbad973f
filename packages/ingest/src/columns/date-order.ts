// The order of numeric dates (03/04/2024) a date column's name states; the file's own dates otherwise tell it,
// counted on every row (../day-month-order.ts).
import type { DateOrder } from '@reviewsentry/review-values';

/** The order a date column's name states: "Date (DD/MM/YYYY)", "date_mm_dd_yyyy", "Datum (TT.MM.JJJJ)". */
export function dateOrderInHeader(header: string): DateOrder | null {
  const h = header.toLowerCase();
  if (/(?<![a-z])(?:dd?|jj?|tt?)[\s/._-]*mm?[\s/._-]*(?:yy|aa|jj)/u.test(h)) return 'dmy';
  if (/(?<![a-z])mm?[\s/._-]*dd?[\s/._-]*(?:yy|aa|jj)/u.test(h)) return 'mdy';
  return null;
}
