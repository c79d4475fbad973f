// The column profile as it was computed before it became lazy (src/columns/profile.ts, docs/decisions/088):
// every figure in one pass over the sample. Kept as the reference the lazy profile must equal, figure by figure.
import {
  countWords,
  isMissingMark,
  parseReviewDate,
  PRECISION_RANK,
} from '@reviewsentry/review-values';
import type { ColumnProfile } from '../../src/columns/profile';
import { hasVerifiedMarker, parseBoolean } from '../../src/values/boolean';
import { parseHelpful } from '../../src/values/helpful';
import { readDatedRating } from '../../src/values/dated-rating';
import { parseRating } from '../../src/values/rating';

const URL_LIKE = /^(?:https?:\/\/|www\.)\S+$/iu;
const NUMERIC = /^[-+]?\d+(?:[.,]\d+)?$/u;
const NEGATIVE = /^-\d+(?:[.,]\d+)?$/u;
/** A decimal number whose fraction is not all zeros ("0.9166"; "12.0" is a whole number). */
const isFraction = (v: string): boolean => /^\d*\.\d+$/u.test(v) && !/\.0+$/u.test(v);
const isOverHundred = (v: string): boolean => NUMERIC.test(v) && Number(v.replace(',', '.')) > 100;
const MAX_MARKER_CELL = 200;
const GIVE_UP_AFTER = 32;

export function eagerProfile(values: readonly string[], now: Date): ColumnProfile {
  let nonEmpty = 0;
  let len = 0;
  let words = 0;
  let rating = 0;
  let scaledRating = 0;
  let dated = 0;
  let datedYearless = 0;
  let datedWithYear = 0;
  let datedMisfit = false;
  let date = 0;
  let precision = 0;
  let bool = 0;
  let marker = 0;
  let helpful = 0;
  let url = 0;
  let numeric = 0;
  let negative = 0;
  let fraction = 0;
  let overHundred = 0;
  let short = 0;
  const distinct = new Set<string>();
  let sequence = values.length > 0;
  let prev: number | null = null;
  for (const raw of values) {
    const v = raw.trim();
    if (sequence) {
      const n = /^\d+$/u.test(v) ? Number(v) : NaN;
      sequence = Number.isFinite(n) && (prev === null ? n <= 1 : n === prev + 1);
      prev = n;
    }
    if (v === '' || isMissingMark(v)) continue;
    nonEmpty++;
    distinct.add(v);
    len += v.length;
    words += countWords(v);
    // A verified badge is a short cell ("Certified Buyer, Pune"); running the many-language marker pattern over
    // every review text of the sample would be the largest single cost of importing a small file.
    if (v.length <= MAX_MARKER_CELL && hasVerifiedMarker(v)) marker++;
    if (URL_LIKE.test(v)) url++;
    // Ratings, dates, flags and counts are short; prose is not worth running their parsers on.
    if (v.length > 80) continue;
    short++;
    // A parser that has read none of a column's first GIVE_UP_AFTER short values is not tried on the rest:
    // columns are homogeneous, every threshold that uses these rates is 0.3 or more, and running every parser
    // on every cell of the sample would be most of the cost of importing a small file.
    const tryAll = short <= GIVE_UP_AFTER;
    if ((tryAll || rating > 0) && parseRating(v) !== undefined) rating++;
    if ((tryAll || scaledRating > 0) && (parseRating(v)?.scale ?? null) !== null) scaledRating++;
    const d = tryAll || dated > 0 ? readDatedRating(v) : undefined;
    if (d !== undefined) {
      dated++;
      if (d.rating === null) datedMisfit ||= d.withYear;
      else if (d.withYear) datedWithYear++;
      else datedYearless++;
    }
    if (tryAll || date > 0) {
      const d = parseReviewDate(v, { now, order: null, yearless: true });
      if (d !== undefined) {
        date++;
        precision += PRECISION_RANK[d.date_precision];
      }
    }
    if ((tryAll || bool > 0) && parseBoolean(v) !== undefined) bool++;
    if ((tryAll || helpful > 0) && parseHelpful(v) !== undefined) helpful++;
    if (NUMERIC.test(v)) numeric++;
    if (NEGATIVE.test(v)) negative++;
    if (isFraction(v)) fraction++;
    if (isOverHundred(v)) overHundred++;
  }
  const rate = (k: number): number => (nonEmpty === 0 ? 0 : k / nonEmpty);
  return {
    nonEmpty,
    distinct: distinct.size,
    avgLen: rate(len),
    avgWords: rate(words),
    ratingRate: rate(rating),
    scaledRatingRate: rate(scaledRating),
    datedRatingRate: rate(datedYearless + (datedMisfit ? 0 : datedWithYear)),
    datedRatingsHaveYears: datedWithYear > 0 && !datedMisfit,
    dateRate: rate(date),
    datePrecision: date === 0 ? 0 : precision / date,
    boolRate: rate(bool),
    markerRate: rate(marker),
    helpfulRate: rate(helpful),
    urlRate: rate(url),
    numericRate: rate(numeric),
    negativeRate: rate(negative),
    fractionRate: rate(fraction),
    overHundredRate: rate(overHundred),
    isIndexSequence: sequence && values.length >= 2,
  };
}
