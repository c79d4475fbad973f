// One readable date format for every date a review carries, showing only the precision that is known: a day as
// "10 Jan 2024", a month as "Jan 2024", a year as "2024", and a relative date in the source's own words
// ("10 months ago"). Times are dropped: a review's day is what a shopper compares. The server's `date_precision`
// wins over the string's shape, so a date known only to the month never reads as an exact day.
import type { DatePrecision } from '@reviewsentry/contracts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const SHAPE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export interface DatedReview {
  date: string | null;
  /** Absent (older answers, chart periods): as precise as the string. */
  date_precision?: DatePrecision | null;
  /** A relative date as the source wrote it. */
  date_text?: string | null;
}

/** The date as the page shows it, or null when there is none. */
export function formatReviewDate(review: DatedReview): string | null {
  if (review.date_precision === 'relative' || (!review.date && review.date_text))
    return review.date_text ?? null;
  const match = review.date ? SHAPE.exec(review.date.trim()) : null;
  if (!match) return review.date ? review.date : null;
  const [, year, month, day] = match;
  const shown =
    review.date_precision === 'year'
      ? 'year'
      : review.date_precision === 'month'
        ? 'month'
        : day
          ? 'day'
          : month
            ? 'month'
            : 'year';
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (shown === 'year' || !monthName) return year!;
  if (shown === 'month' || !day) return `${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}

/** A time bucket of the charts ("2024-07", "2024", "2024-07-01") in the same words. */
export const formatPeriod = (period: string) => formatReviewDate({ date: period }) ?? period;
