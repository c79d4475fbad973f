// Numeric dates that read day first or month first alike (03/04/2024) are read once the whole file has shown its
// order: a date anywhere in it that reads one way only (13/04/2024) settles them all, those above it included.
// Each row's date is looked at once as it arrives; only the ambiguous ones wait, and are read once at the end.
import type { Review } from '@reviewsentry/contracts';
import {
  ambiguousDayMonth,
  numericDateOrderEvidence,
  type DateOrder,
} from '@reviewsentry/review-values';
import { readDateCell } from './date-cell';
import type { RowStats } from './row-builder';

export class DayMonthOrder {
  private dayFirst = 0;
  private monthFirst = 0;
  private readonly waiting: { review: Review; raw: string }[] = [];

  /** `stated`: the order the date column's name states ("Date (DD/MM/YYYY)"), which no value overrules. */
  constructor(readonly stated: DateOrder | null) {}

  /** Counts what a date column's value proves of the order. */
  count(raw: string): void {
    if (this.stated !== null) return;
    const proves = numericDateOrderEvidence(raw);
    if (proves === 'dmy') this.dayFirst++;
    else if (proves === 'mdy') this.monthFirst++;
  }

  /** Whether the value must wait for the file's order (waitFor), rather than be read now. */
  mustWait(raw: string): boolean {
    return this.stated === null && ambiguousDayMonth(raw);
  }

  waitFor(review: Review, raw: string): void {
    this.waiting.push({ review, raw });
  }

  /** The order stated, else the one most of the file's one-way dates prove, else null. */
  get order(): DateOrder | null {
    if (this.stated !== null) return this.stated;
    if (this.dayFirst > this.monthFirst) return 'dmy';
    if (this.monthFirst > this.dayFirst) return 'mdy';
    return null;
  }

  /**
   * Reads the waiting dates in the file's order; with none to tell, either reading is a day we cannot claim, so a
   * date keeps only its year, the same in both (ISO 8601's reduced precision).
   */
  readWaiting(now: Date, stats: RowStats): void {
    const order = this.order;
    for (const { review, raw } of this.waiting) {
      if (!readDateCell(review, raw, order, now, stats) || order !== null) continue;
      stats.ambiguousDates++;
      stats.ambiguousDateExample ??= raw.trim();
      review.date = review.date!.slice(0, 4);
      review.date_precision = 'year';
    }
    this.waiting.length = 0;
  }
}
