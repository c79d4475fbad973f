// One readable date format for every date a review carries, showing only the precision that is known: a day as
// "10 Jan 2024", a month as "Jan 2024", a year as "2024". Times are dropped: a review's day is what a shopper
// compares. When the server says how precise a date is (`date_precision`), that wins over the string's shape,
// so "2023-10-01" known only to the month reads "Oct 2023", never as an exact day.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export type DatePrecision = 'day' | 'month' | 'year';

const SHAPE = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

export interface DatedReview {
  date: string | null;
  /** Sent by servers that know a date's precision; absent means "as precise as the string". */
  date_precision?: DatePrecision | 'relative' | null;
}

/** The date as the page shows it, or null when there is none or it cannot be read. */
export function formatReviewDate(review: DatedReview): string | null {
  const match = review.date ? SHAPE.exec(review.date.trim()) : null;
  if (!match) return review.date ? review.date : null;
  const [, year, month, day] = match;
  const precision: DatePrecision =
    review.date_precision === 'year'
      ? 'year'
      : review.date_precision === 'month' || review.date_precision === 'relative'
        ? 'month'
        : day
          ? 'day'
          : month
            ? 'month'
            : 'year';
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  if (precision === 'year' || !monthName) return year!;
  if (precision === 'month' || !day) return `${monthName} ${year}`;
  return `${Number(day)} ${monthName} ${year}`;
}

/** A time bucket of the charts ("2024-07", "2024", "2024-07-01") in the same words. */
export const formatPeriod = (period: string) => formatReviewDate({ date: period }) ?? period;
