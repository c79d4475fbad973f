// Some scrapers write no header row: the file starts with its first review. Such a first row is read as data
// when it names nothing we know and holds prose or numbers, or when it holds values no header is made of.
import { parseReviewDate } from '@reviewsentry/review-values';
import { nameHints } from './columns/header-names';

const NUMBER = /^\d+(?:[.,]\d+)?$/u;

/**
 * True when the first row reads as data. A review's own words may happen to name a column ("Certified Buyer",
 * "just like"), so names alone do not make a header: two cells that are plain numbers or calendar dates
 * ("5", "Nov, 2023") do not stand in a header, which holds at most one (a year heading a column).
 */
export function firstRowIsData(row: readonly string[], now: Date): boolean {
  const values = row.filter((cell) => isValue(cell.trim(), now)).length;
  if (values >= 2) return true;
  if (row.some((h) => nameHints(h).length > 0)) return false;
  // A row that skips a column between filled ones and holds a value is a row with values missing (a name and a
  // date, no rating or text), not a header with a column left unnamed.
  if (values === 1 && hasGap(row)) return true;
  return row.some((h) => h.trim().split(/\s+/u).length >= 4 || NUMBER.test(h.trim()));
}

function isValue(cell: string, now: Date): boolean {
  return (
    NUMBER.test(cell) || (/\d/u.test(cell) && parseReviewDate(cell, { now })?.date !== undefined)
  );
}

/** An empty cell between two filled ones. */
function hasGap(row: readonly string[]): boolean {
  const filled = row.map((c) => c.trim() !== '');
  const first = filled.indexOf(true);
  const last = filled.lastIndexOf(true);
  return filled.slice(first, last + 1).includes(false);
}
