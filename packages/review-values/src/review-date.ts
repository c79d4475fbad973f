// Review dates as shops and scrapers write them, read into the contract's date fields at the precision they
// have (docs/decisions/110-review-date-precision.md): "2024-07-20 10:30" keeps its time, "20/07/2024" is a
// day, "Oct, 2023" a month, "2023" a year, and "10 months ago" stays the words it is. Nothing is widened: a
// month is never written as its first day. Anything we cannot read returns undefined, never an error.
import type { DatePrecision, ReviewDateFields } from '@reviewsentry/contracts';
import { latinMonthNames } from './latin-month-names';
import { foldAscii, monthNumber } from './month-names';
import { isRelativeDate, relativeDateWindow } from './relative-date';

export type DateOrder = 'mdy' | 'dmy';

/**
 * A readable date: the contract's fields, with the precision always set, and `year_inferred` when the source gave
 * no year and one was chosen (DateContext.yearless).
 */
export type ParsedReviewDate = ReviewDateFields & {
  date_precision: DatePrecision;
  year_inferred?: true;
};

export interface DateContext {
  /** How ambiguous numeric dates such as 03/04/2024 are written; null or absent = by separator (dots: day first). */
  order?: DateOrder | null;
  /** Decides the century of two-digit years (never more than a year ahead of it). Default: the current time. */
  now?: Date;
  /**
   * Read a day and month alone ("12 Mar", "March 12") in the latest year that puts it on or before `now` (a day
   * ahead allowed, as for every date), marked year_inferred. Only for a caller that tells its user so: the
   * value itself says nothing of its year.
   */
  yearless?: boolean;
  /**
   * The moment the value was read where it was shown (a shop page's fetch time): a relative date ("3 days ago")
   * counts from it, and is given the finest calendar unit that holds every moment its words may stand for. An
   * imported file has none: it may be years old.
   */
  readAt?: Date;
}

/** Finer precision ranks higher; used to choose between two date columns. Relative dates rank with years. */
export const PRECISION_RANK: Readonly<Record<DatePrecision, number>> = {
  time: 4,
  day: 3,
  month: 2,
  year: 1,
  relative: 1,
};

/** No review site is older; earlier values are placeholders such as a zero timestamp (1970-01-01). */
const MIN_YEAR = 1990;
const MAX_YEAR = 2100;
/** Dates are short; a longer value is prose, not a date. */
const MAX_DATE_LENGTH = 120;

const EPOCH = /^(\d{9,13})(?:\.\d+)?$/u;
const EXCEL_SERIAL = /^(\d{5})(\.\d+)?$/u;
const YEAR_ONLY = /^(\d{4})$/u;
/** ISO 8601's basic format, without separators: "20240105", "20240105T103000Z". */
const ISO_BASIC = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})?(Z|[+-]\d{2}:?\d{2})?)?$/u;
/** A year and month: ISO's "2019-04", pandas' and R's unpadded "2019-4", "2019/04". */
const ISO_MONTH = /^(\d{4})[-/](\d{1,2})$/u;
/** The month first, as spreadsheets write a month: "04/2019", "4-2019", "04.2019". */
const MONTH_YEAR = /^(\d{1,2})[-/.](\d{4})$/u;
const ISO =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2}))?)?\s*$/iu;
/** Year first with a stop and space after each part, as Korean and Hungarian write a day: "2023. 3. 3.". */
const YMD_SPACED = /^(\d{4})\.\s+(\d{1,2})\.\s+(\d{1,2})\.?$/u;
const ISO_INSIDE = /(?:^|[^\d])(\d{4})-(\d{2})-(\d{2})(?![\d])/u;
const NUMERIC =
  /^(\d{1,2})([\s/.,-]+)(\d{1,2})[\s/.,-]+(\d{4}|\d{2})(?:[T\s,]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap]\.?m\.?))?)?\s*$/iu;
const NUMERIC_INSIDE = /(?:^|[^\d/.])(\d{1,2})([/.])(\d{1,2})\2(\d{4})(?![\d/.])/u;
/** Excel's default d-mmm-yy and Oracle's DD-MON-YY: "3-Mar-23", "03-MAR-23" (folded to lower case). */
const DAY_MONTH_SHORT_YEAR = /^(\d{1,2})[-\s]([a-z]{3,9})\.?[-\s](\d{2})$/u;
const CJK = /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월](?:\s*(\d{1,2})\s*[日일号])?/u;
/** A time of day with its zone's offset, which would otherwise read as a year ("13:55:02 -0700 2017"). */
const TIME_OF_DAY =
  /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?(?:\s*[+-]\d{2}:?\d{2}(?!\d))?/giu;
/** Words that may sit between a month name and its number: "30 de marzo de 2025", "1 di maggio". */
const CONNECTORS = new Set(['de', 'del', 'di', 'of', 'van']);

/**
 * A review is written before it is read: a date whose start is more than a day (time zones) after the moment of
 * reading is a misread or made-up value, and no timeline or burst test may use it (docs/decisions/170).
 */
const AHEAD_ALLOWED_MS = 86_400_000;

/** Reads a date cell or a shop's date text ("Reviewed in India on 29 March 2025"). */
export function parseReviewDate(raw: string, ctx: DateContext = {}): ParsedReviewDate | undefined {
  return notAhead(readDate(raw, ctx), ctx);
}

/** The parsed date, or undefined when it starts after the moment of reading (`ctx.now`, default now). */
function notAhead(
  parsed: ParsedReviewDate | undefined,
  ctx: DateContext,
): ParsedReviewDate | undefined {
  if (parsed?.date === undefined) return parsed;
  // A year or month starts on its first day; Date.parse reads "2025", "2025-09" and both day forms as UTC.
  const start = Date.parse(parsed.date);
  const now = (ctx.now ?? new Date()).getTime();
  return start - now > AHEAD_ALLOWED_MS ? undefined : parsed;
}

function readDate(raw: string, ctx: DateContext): ParsedReviewDate | undefined {
  const s = latinMonthNames(raw.replace(/[\u00a0\u202f]/gu, ' ')).trim();
  if (s === '' || s.length > MAX_DATE_LENGTH) return undefined;

  const epoch = EPOCH.exec(s);
  if (epoch) {
    const digits = epoch[1]!;
    return fromTimestamp(digits.length >= 12 ? Number(digits) : Number(digits) * 1000);
  }
  const serial = EXCEL_SERIAL.exec(s);
  if (serial) {
    // Spreadsheet serial day numbers (1900 date system): days since 1899-12-30, the time of day as the day's
    // fraction. The fraction is a binary approximation, so the time is rounded to the second a sheet shows.
    const days = Number(serial[1]);
    const seconds = Math.round(Number(serial[2] ?? 0) * 86_400);
    return days >= 25569 && days <= 73051
      ? fromTimestamp((days - 25569) * 86_400_000 + seconds * 1000)
      : undefined;
  }
  const basic = ISO_BASIC.exec(s);
  if (basic) {
    const [, y, mo, d, h, mi, sec, zone] = basic;
    return build(+y!, +mo!, +d!, h, mi, sec, undefined, zone);
  }
  const year = YEAR_ONLY.exec(s);
  if (year) return yearOnly(+year[1]!);
  const month = ISO_MONTH.exec(s);
  if (month) return monthOnly(+month[1]!, +month[2]!);
  const monthFirst = MONTH_YEAR.exec(s);
  if (monthFirst) return monthOnly(+monthFirst[2]!, +monthFirst[1]!);
  const iso = ISO.exec(s);
  if (iso) {
    const [, y, mo, d, h, mi, sec, frac, zone] = iso;
    return build(+y!, +mo!, +d!, h, mi, sec, frac, zone);
  }
  const spaced = YMD_SPACED.exec(s);
  if (spaced) return build(+spaced[1]!, +spaced[2]!, +spaced[3]!);
  const numeric = NUMERIC.exec(s);
  if (numeric) {
    const [, a, sep, b, yRaw, h, mi, sec, ampm] = numeric;
    const order = resolveOrder(+a!, +b!, ctx.order ?? (sep!.trim() === '.' ? 'dmy' : 'mdy'));
    const [mo, d] = order === 'mdy' ? [+a!, +b!] : [+b!, +a!];
    const hour = h === undefined ? undefined : to24h(+h, ampm);
    return build(fullYear(yRaw!, ctx.now ?? new Date()), mo, d, hour, mi, sec);
  }
  const cjk = CJK.exec(s);
  if (cjk) {
    const [, y, mo, d] = cjk;
    return d === undefined ? monthOnly(+y!, +mo!) : build(+y!, +mo!, +d);
  }
  const folded = foldAscii(s);
  if (isRelativeDate(folded)) {
    const window = ctx.readAt ? relativeDateWindow(folded, ctx.readAt) : null;
    return (
      (window && calendarUnitHolding(window.earliest, window.latest)) ?? {
        date_precision: 'relative',
        date_text: s.replace(/\s+/gu, ' '),
      }
    );
  }
  // Every remaining form has a year in digits: prose without a digit (most of a text column) stops here.
  if (!/\d/u.test(s)) return undefined;
  const short = DAY_MONTH_SHORT_YEAR.exec(folded);
  const shortMonth = short ? monthNumber(short[2]!) : undefined;
  if (short && shortMonth !== undefined) {
    return build(fullYear(short[3]!, ctx.now ?? new Date()), shortMonth, +short[1]!);
  }
  return (
    fromWords(folded) ??
    insideText(s, ctx) ??
    (ctx.yearless === true ? yearlessDay(folded, ctx.now ?? new Date()) : undefined)
  );
}

/** A date value from embedded JSON: epoch seconds or milliseconds, or a string as parseReviewDate reads it. */
export function parseReviewDateValue(
  value: unknown,
  ctx: DateContext = {},
): ParsedReviewDate | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0) return undefined;
    return notAhead(fromTimestamp(value < 1e12 ? value * 1000 : value), ctx);
  }
  return typeof value === 'string' ? parseReviewDate(value, ctx) : undefined;
}

/** Which order an unambiguous numeric date proves (13/02/2024 proves day first), else null. */
export function numericDateOrderEvidence(raw: string): DateOrder | null {
  const m = NUMERIC.exec(raw.trim());
  if (!m) return null;
  const a = +m[1]!;
  const b = +m[3]!;
  if (a > 12 && b <= 12) return 'dmy';
  if (b > 12 && a <= 12) return 'mdy';
  return null;
}

/**
 * A numeric date that reads as two different days, day first or month first ("03/04/2024"): both numbers are 12 or
 * less and differ. Dotted dates are not: they are written day first wherever they are written.
 */
export function ambiguousDayMonth(raw: string): boolean {
  const m = NUMERIC.exec(raw.trim());
  if (!m || m[2]!.trim() === '.') return false;
  const a = +m[1]!;
  const b = +m[3]!;
  return a !== b && a >= 1 && b >= 1 && a <= 12 && b <= 12;
}

/** An ISO or slashed date inside a sentence: "Posted 2024-01-05 by Sam", "Reviewed on 11/18/2025". */
function insideText(s: string, ctx: DateContext): ParsedReviewDate | undefined {
  const iso = ISO_INSIDE.exec(s);
  if (iso) return build(+iso[1]!, +iso[2]!, +iso[3]!);
  const numeric = NUMERIC_INSIDE.exec(s);
  if (!numeric) return undefined;
  const [, a, sep, b, y] = numeric;
  const order = resolveOrder(+a!, +b!, ctx.order ?? (sep === '.' ? 'dmy' : 'mdy'));
  return order === 'mdy' ? build(+y!, +a!, +b!) : build(+y!, +b!, +a!);
}

function resolveOrder(a: number, b: number, fallback: DateOrder): DateOrder {
  if (a > 12 && b <= 12) return 'dmy';
  if (b > 12 && a <= 12) return 'mdy';
  return fallback;
}

function fullYear(y: string, now: Date): number {
  if (y.length === 4) return +y;
  const pivot = (now.getUTCFullYear() % 100) + 1;
  return +y <= pivot ? 2000 + +y : 1900 + +y;
}

function to24h(hour: number, ampm: string | undefined): number {
  if (ampm === undefined) return hour;
  const pm = ampm.toLowerCase().startsWith('p');
  return (hour % 12) + (pm ? 12 : 0);
}

/** A day, or a moment when a time of day other than midnight UTC is given (midnight is how dates are stored). */
function build(
  y: number,
  mo: number,
  d: number,
  h?: string | number,
  mi?: string,
  sec?: string,
  frac?: string,
  zone?: string,
): ParsedReviewDate | undefined {
  if (!validDay(y, mo, d)) return undefined;
  if (h === undefined) return { date: `${y}-${pad(mo)}-${pad(d)}`, date_precision: 'day' };
  const hour = +h;
  const minute = +(mi ?? 0);
  const second = +(sec ?? 0);
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const ms = frac === undefined ? 0 : Math.floor(+`0.${frac}` * 1000);
  const t = Date.UTC(y, mo - 1, d, hour, minute, second, ms) - zoneOffsetMinutes(zone) * 60_000;
  return Number.isFinite(t) ? fromTimestamp(t) : undefined;
}

function zoneOffsetMinutes(zone: string | undefined): number {
  if (zone === undefined || /^(?:z|utc|gmt)$/iu.test(zone)) return 0;
  const m = /^([+-])(\d{2}):?(\d{2})$/u.exec(zone);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (+m[2]! * 60 + +m[3]!);
}

function validDay(y: number, mo: number, d: number): boolean {
  if (y < MIN_YEAR || y > MAX_YEAR || mo < 1 || mo > 12 || d < 1) return false;
  if (mo !== 2) return d <= DAYS_IN_MONTH[mo - 1]!;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return d <= (leap ? 29 : 28);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function monthOnly(y: number, mo: number): ParsedReviewDate | undefined {
  if (!validDay(y, mo, 1)) return undefined;
  return { date: `${y}-${pad(mo)}`, date_precision: 'month' };
}

function yearOnly(y: number): ParsedReviewDate | undefined {
  if (y < MIN_YEAR || y > MAX_YEAR) return undefined;
  return { date: String(y), date_precision: 'year' };
}

/** Midnight UTC stands for a date without a time (how most exports write dates); any other moment is kept. */
function fromTimestamp(ms: number): ParsedReviewDate | undefined {
  if (!Number.isFinite(ms)) return undefined;
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  if (Number.isNaN(y) || y < MIN_YEAR || y > MAX_YEAR) return undefined;
  const iso = d.toISOString();
  return ms % 86_400_000 === 0
    ? { date: iso.slice(0, 10), date_precision: 'day' }
    : { date: iso, date_precision: 'time' };
}

/**
 * "August 7, 2025", "29 March 2025", "Reviewed in India on 29 March 2025", "30 de marzo de 2025", "Nov, 2023".
 * A month word counts only beside a day or year number, which is what makes "out" or "set" a month.
 */
function fromWords(folded: string): ParsedReviewDate | undefined {
  const tokens = dateTokens(folded);
  const isNumber = (i: number): boolean => /^\d{1,4}$/u.test(tokens[i] ?? '');
  const monthAt = tokens.findIndex(
    (t, i) => monthNumber(t) !== undefined && (isNumber(i - 1) || isNumber(i + 1)),
  );
  if (monthAt < 0) return undefined;
  const month = monthNumber(tokens[monthAt]!)!;
  const yearAt = [monthAt + 1, monthAt + 2, monthAt - 1, monthAt - 2].find((i) =>
    /^\d{4}$/u.test(tokens[i] ?? ''),
  );
  if (yearAt === undefined) return undefined;
  const year = +tokens[yearAt]!;
  const isDay = (i: number): boolean => i !== yearAt && /^\d{1,2}$/u.test(tokens[i] ?? '');
  const dayAt = [monthAt - 1, monthAt + 1].find(isDay);
  return dayAt === undefined ? monthOnly(year, month) : build(year, month, +tokens[dayAt]!);
}

/** The words and numbers of a folded date, times of day, ordinal endings and connectors left out. */
function dateTokens(folded: string): string[] {
  return folded
    .replace(TIME_OF_DAY, ' ')
    .replace(/(\d)(?:st|nd|rd|th|er|eme|º|°)\b/gu, '$1')
    .split(/[^a-z0-9]+|(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/u)
    .filter((t) => t !== '' && !CONNECTORS.has(t));
}

/** Years looked back for a day and month without a year: 29 February comes back within eight. */
const YEARLESS_LOOKBACK = 8;

/** A value that is a day and a month and nothing else, in the latest year not after `now` (see DateContext). */
function yearlessDay(folded: string, now: Date): ParsedReviewDate | undefined {
  const tokens = dateTokens(folded);
  if (tokens.length !== 2) return undefined;
  const monthAt = tokens.findIndex((t) => monthNumber(t) !== undefined);
  const dayToken = tokens[1 - monthAt] ?? '';
  if (monthAt < 0 || !/^\d{1,2}$/u.test(dayToken)) return undefined;
  const month = monthNumber(tokens[monthAt]!)!;
  const day = +dayToken;
  const thisYear = now.getUTCFullYear();
  for (let y = thisYear; y > thisYear - YEARLESS_LOOKBACK; y--) {
    if (validDay(y, month, day) && Date.UTC(y, month - 1, day) - now.getTime() <= AHEAD_ALLOWED_MS)
      return { ...build(y, month, day)!, year_inferred: true };
  }
  return undefined;
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** The day, month or year (the finest) that holds both moments, in UTC; undefined when none does. */
function calendarUnitHolding(earliest: number, latest: number): ParsedReviewDate | undefined {
  const [from, to] = [new Date(earliest).toISOString(), new Date(latest).toISOString()];
  if (from.slice(0, 10) === to.slice(0, 10))
    return { date: from.slice(0, 10), date_precision: 'day' };
  if (from.slice(0, 7) === to.slice(0, 7))
    return { date: from.slice(0, 7), date_precision: 'month' };
  if (from.slice(0, 4) === to.slice(0, 4))
    return { date: from.slice(0, 4), date_precision: 'year' };
  return undefined;
}
