// What the first rows of a column look like: how long its values are, how often they repeat and which of
// our value parsers can read them. Mapping decisions that a header name cannot make are made from this.
import {
  countWords,
  isMissingMark,
  parseReviewDate,
  PRECISION_RANK,
} from '@reviewsentry/review-values';
import { hasVerifiedMarker, parseBoolean } from '../values/boolean';
import { parseHelpful } from '../values/helpful';
import { readDatedRating } from '../values/dated-rating';
import { parseRating } from '../values/rating';

/** Read-only figures; see profileColumn. */
export interface ColumnProfile {
  nonEmpty: number;
  distinct: number;
  avgLen: number;
  avgWords: number;
  ratingRate: number;
  /** Ratings that state their own scale ("4.0 out of 5 stars", "4/5", "★★★★☆"): no other value is written so. */
  scaledRatingRate: number;
  /**
   * Ratings a spreadsheet turned into dates ("4-May" for 4/5), read only in a column named like a rating; those
   * with a year ("04/05/24") count only when every date with a year in the column is one (datedRatingsHaveYears).
   */
  datedRatingRate: number;
  /** The column has dates with a year, and every one of them reads as a rating ("04/05/24", "2024-05-04"). */
  datedRatingsHaveYears: boolean;
  dateRate: number;
  /** Mean precision rank of the dates that parse (review-values PRECISION_RANK: 1 year .. 4 time of day). */
  datePrecision: number;
  boolRate: number;
  markerRate: number;
  helpfulRate: number;
  urlRate: number;
  numericRate: number;
  /** Negative numbers ("-1"): a vote's sign or a difference, which no star rating is. */
  negativeRate: number;
  /** Numbers with a fraction ("0.9166"): a ratio or a score, which no count of votes is. */
  fractionRate: number;
  /** Numbers above 100 ("1523"): a count or a user's score, which no rating is (the widest scale is 100). */
  overHundredRate: number;
  /** Consecutive integers, one per row: a spreadsheet or pandas index. */
  isIndexSequence: boolean;
}

const URL_LIKE = /^(?:https?:\/\/|www\.)\S+$/iu;
const NUMERIC = /^[-+]?\d+(?:[.,]\d+)?$/u;
const NEGATIVE = /^-\d+(?:[.,]\d+)?$/u;
/** A decimal number whose fraction is not all zeros ("0.9166"; "12.0" is a whole number). */
const isFraction = (v: string): boolean => /^\d*\.\d+$/u.test(v) && !/\.0+$/u.test(v);
const INTEGER = /^\d+$/u;
const isOverHundred = (v: string): boolean => NUMERIC.test(v) && Number(v.replace(',', '.')) > 100;
const MAX_MARKER_CELL = 200;
/** Ratings, dates, flags and counts are short; prose is not worth running their parsers on. */
const MAX_SHORT_CELL = 80;
const GIVE_UP_AFTER = 32;

/**
 * The profile of a column's sample. Each figure is computed the first time it is read, then kept: the mapping
 * reads only a few of them for a typical file (a column named `rating` is asked for its rating rate, never its
 * word count), and running every parser and counter on every cell would be most of the fixed cost of importing
 * a small file (docs/decisions/123). Every figure is the same as a single eager pass would give.
 */
export function profileColumn(values: readonly string[], now: Date): ColumnProfile {
  return new LazyColumnProfile(values, now);
}

class LazyColumnProfile implements ColumnProfile {
  readonly nonEmpty: number;
  readonly avgLen: number;
  /** Trimmed values, empty ones included (the index check needs every row). */
  private readonly trimmed: string[];
  /** The non-empty trimmed values, in order. */
  private readonly cells: string[];
  /** The non-empty ones of at most MAX_SHORT_CELL characters, in order: the ones the value parsers try. */
  private readonly short: string[];
  private readonly memo = new Map<keyof ColumnProfile, number | boolean>();

  constructor(
    values: readonly string[],
    private readonly now: Date,
  ) {
    this.trimmed = values.map((raw) => raw.trim());
    // A tool's mark for a missing value ("NA", "None", "null") is an empty cell: it says nothing of the column.
    this.cells = this.trimmed.filter((v) => v !== '' && !isMissingMark(v));
    this.short = this.cells.filter((v) => v.length <= MAX_SHORT_CELL);
    this.nonEmpty = this.cells.length;
    let len = 0;
    for (const v of this.cells) len += v.length;
    this.avgLen = this.rate(len);
  }

  get distinct(): number {
    return this.once('distinct', () => new Set(this.cells).size);
  }

  get avgWords(): number {
    return this.once('avgWords', () => {
      let words = 0;
      for (const v of this.cells) words += countWords(v);
      return this.rate(words);
    });
  }

  get ratingRate(): number {
    return this.once('ratingRate', () =>
      this.rate(this.tried((v) => parseRating(v) !== undefined)),
    );
  }

  get scaledRatingRate(): number {
    return this.once('scaledRatingRate', () =>
      this.rate(this.tried((v) => (parseRating(v)?.scale ?? null) !== null)),
    );
  }

  get datedRatingRate(): number {
    return this.once('datedRatingRate', () => this.datedRatings().rate);
  }

  get datedRatingsHaveYears(): boolean {
    return this.once('datedRatingsHaveYears', () => this.datedRatings().withYears);
  }

  get dateRate(): number {
    return this.once('dateRate', () => this.rate(this.dates().count));
  }

  get datePrecision(): number {
    return this.once('datePrecision', () => {
      const { count, precision } = this.dates();
      return count === 0 ? 0 : precision / count;
    });
  }

  get boolRate(): number {
    return this.once('boolRate', () => this.rate(this.tried((v) => parseBoolean(v) !== undefined)));
  }

  get markerRate(): number {
    // A verified badge is a short cell ("Certified Buyer, Pune"); the many-language marker pattern is not run
    // over review texts.
    return this.once('markerRate', () =>
      this.rate(this.count(this.cells, (v) => v.length <= MAX_MARKER_CELL && hasVerifiedMarker(v))),
    );
  }

  get helpfulRate(): number {
    return this.once('helpfulRate', () =>
      this.rate(this.tried((v) => parseHelpful(v) !== undefined)),
    );
  }

  get urlRate(): number {
    return this.once('urlRate', () => this.rate(this.count(this.cells, (v) => URL_LIKE.test(v))));
  }

  get numericRate(): number {
    return this.once('numericRate', () =>
      this.rate(this.count(this.short, (v) => NUMERIC.test(v))),
    );
  }

  get negativeRate(): number {
    return this.once('negativeRate', () =>
      this.rate(this.count(this.short, (v) => NEGATIVE.test(v))),
    );
  }

  get fractionRate(): number {
    return this.once('fractionRate', () => this.rate(this.count(this.short, isFraction)));
  }

  get overHundredRate(): number {
    return this.once('overHundredRate', () => this.rate(this.count(this.short, isOverHundred)));
  }

  /** Consecutive integers, one per row: a spreadsheet or pandas index. */
  get isIndexSequence(): boolean {
    return this.once('isIndexSequence', () => {
      let prev: number | null = null;
      for (const v of this.trimmed) {
        const n = INTEGER.test(v) ? Number(v) : NaN;
        if (!(Number.isFinite(n) && (prev === null ? n <= 1 : n === prev + 1))) return false;
        prev = n;
      }
      return this.trimmed.length >= 2;
    });
  }

  private once<T extends number | boolean>(key: keyof ColumnProfile, compute: () => T): T {
    let value = this.memo.get(key) as T | undefined;
    if (value === undefined) {
      value = compute();
      this.memo.set(key, value);
    }
    return value;
  }

  private rate(k: number): number {
    return this.nonEmpty === 0 ? 0 : k / this.nonEmpty;
  }

  private count(values: readonly string[], accept: (v: string) => boolean): number {
    let n = 0;
    for (const v of values) if (accept(v)) n++;
    return n;
  }

  /**
   * Short values a parser reads. A parser that has read none of a column's first GIVE_UP_AFTER short values is
   * not tried on the rest: columns are homogeneous and every threshold that uses these rates is 0.3 or more.
   */
  private tried(accept: (v: string) => boolean): number {
    let hits = 0;
    for (let i = 0; i < this.short.length; i++) {
      if (i >= GIVE_UP_AFTER && hits === 0) break;
      if (accept(this.short[i]!)) hits++;
    }
    return hits;
  }

  /** Both dated-rating figures from one pass, given up like `tried` when no value is a date. */
  private datedRatings(): { rate: number; withYears: boolean } {
    let dated = 0;
    let yearless = 0;
    let withYear = 0;
    let misfit = false;
    for (let i = 0; i < this.short.length; i++) {
      if (i >= GIVE_UP_AFTER && dated === 0) break;
      const d = readDatedRating(this.short[i]!);
      if (d === undefined) continue;
      dated++;
      if (d.rating === null) misfit ||= d.withYear;
      else if (d.withYear) withYear++;
      else yearless++;
    }
    const figures = {
      rate: this.rate(yearless + (misfit ? 0 : withYear)),
      withYears: withYear > 0 && !misfit,
    };
    this.memo.set('datedRatingRate', figures.rate);
    this.memo.set('datedRatingsHaveYears', figures.withYears);
    return figures;
  }

  private dates(): { count: number; precision: number } {
    let count = 0;
    let precision = 0;
    for (let i = 0; i < this.short.length; i++) {
      if (i >= GIVE_UP_AFTER && count === 0) break;
      const d = parseReviewDate(this.short[i]!, { now: this.now, order: null, yearless: true });
      if (d !== undefined) {
        count++;
        precision += PRECISION_RANK[d.date_precision];
      }
    }
    this.memo.set('dateRate', this.rate(count));
    this.memo.set('datePrecision', count === 0 ? 0 : precision / count);
    return { count, precision };
  }
}

/** True when every value of `col` is fixed by the value of `key` in the same row (a product's name). */
export function dependsOn(rows: readonly string[][], col: number, key: number): boolean {
  const seen = new Map<string, string>();
  let pairs = 0;
  for (const r of rows) {
    const k = (r[key] ?? '').trim();
    const v = (r[col] ?? '').trim();
    if (k === '' || v === '') continue;
    pairs++;
    const before = seen.get(k);
    if (before === undefined) seen.set(k, v);
    else if (before !== v) return false;
  }
  return pairs > seen.size;
}

/**
 * True when `col` is written once above each group of rows, as a spreadsheet's merged cells export it: the first
 * row filled, no value written twice, no column of `alike` (the other columns that name a product) filled where
 * `col` is blank (that row names a product of its own), and most named rows followed by blank ones. A product of
 * one review is laid out as a row of a column of one product per row is, so named rows one under another are
 * weighed, not refused: where they are the rule, the column names one product per row and its blanks are products
 * nobody wrote down; where rows below a named one are, the column is written once per group.
 */
export function writtenOncePerGroup(
  rows: readonly string[][],
  col: number,
  alike: readonly number[],
): boolean {
  const seen = new Set<string>();
  let startsGroup = 0;
  let standsAlone = 0;
  let aboveFilled = false;
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i]!;
    const v = (r[col] ?? '').trim();
    if (v === '') {
      if (i === 0 || alike.some((c) => (r[c] ?? '').trim() !== '')) return false;
      if (aboveFilled) startsGroup++;
    } else {
      if (seen.has(v)) return false;
      seen.add(v);
      if (aboveFilled) standsAlone++;
    }
    aboveFilled = v !== '';
  }
  return startsGroup > standsAlone;
}
