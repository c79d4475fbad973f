// Day numbers of ISO dates, and back. Both run once per distinct date or day of a product (prepare.ts,
// summaries.ts, bursts.ts), which for a fresh 200-review upload is once per review: the arithmetic below
// replaced a RegExp, two Date objects and toISOString (about 6 % of the detector's CPU on such uploads).
// Dates are proleptic Gregorian (days_from_civil / civil_from_days, H. Hinnant), as Date.UTC counts them.

const ZERO = 48;
const DASH = 45;

/** Whole days since 1970-01-01 UTC for an ISO date or date-time, or null when it is not one. */
export function dayNumber(date: string | undefined): number | null {
  if (!date || date.length < 10) return null;
  // Same shape as /^(\d{4})-(\d{2})-(\d{2})/: whatever follows the date is ignored.
  if (date.charCodeAt(4) !== DASH || date.charCodeAt(7) !== DASH) return null;
  const y = digits(date, 0, 4);
  const m = digits(date, 5, 7);
  const d = digits(date, 8, 10);
  if (y < 0 || m < 0 || d < 0) return null;
  // Date.UTC reads years 0–99 as 1900–1999; those rare inputs keep that reading.
  if (y < 100) return viaDate(y, m, d);
  // Date.UTC would roll 2024-02-31 over into March; such a date is rejected rather than silently moved.
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return daysFromCivil(y, m, d);
}

/** Where a review's date places it on the calendar, each part null when the date is not that precise. */
export interface CalendarPlace {
  /** Days since 1970-01-01 UTC: only for dates known to the day (or the moment). */
  day: number | null;
  /** Months since 1970-01 (year × 12 + month − 1 − 1970 × 12): for dates known at least to the month. */
  month: number | null;
  year: number | null;
}

const NOWHERE: CalendarPlace = { day: null, month: null, year: null };

/**
 * The place of an ISO 8601 date at its precision ("2024-07-20", "2024-07", "2024", or a date-time; see the
 * Review contract): a month-precise date has a month and a year but no day, so no day-level test can use it.
 */
export function calendarPlace(date: string | undefined): CalendarPlace {
  if (!date) return NOWHERE;
  const year = date.length >= 4 ? digits(date, 0, 4) : -1;
  if (year < 0 || (date.length > 4 && date.charCodeAt(4) !== DASH)) return NOWHERE;
  if (date.length === 4) return { day: null, month: null, year };
  const month = date.length >= 7 ? digits(date, 5, 7) : -1;
  if (month < 1 || month > 12) return NOWHERE;
  const monthIndex = (year - 1970) * 12 + month - 1;
  if (date.length === 7) return { day: null, month: monthIndex, year };
  const day = dayNumber(date);
  return day === null ? NOWHERE : { day, month: monthIndex, year };
}

/** YYYY-MM of a month index (see CalendarPlace.month). */
export function isoMonth(month: number): string {
  const y = 1970 + Math.floor(month / 12);
  const m = month - (y - 1970) * 12 + 1;
  return `${y}-${m < 10 ? '0' : ''}${m}`;
}

/** YYYY-MM-DD of a day number (as `new Date(day * 86_400_000).toISOString().slice(0, 10)`). */
export function isoDay(day: number): string {
  if (!Number.isInteger(day) || day < MIN_FAST_DAY || day > MAX_FAST_DAY)
    return new Date(day * 86_400_000).toISOString().slice(0, 10);
  const [y, m, d] = civilFromDays(day);
  return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

/** The value of date[from .. to) as decimal digits, or −1 when a character is not 0–9. */
function digits(date: string, from: number, to: number): number {
  let v = 0;
  for (let i = from; i < to; i++) {
    const c = date.charCodeAt(i) - ZERO;
    if (c < 0 || c > 9) return -1;
    v = v * 10 + c;
  }
  return v;
}

function viaDate(y: number, m: number, d: number): number | null {
  const ms = Date.UTC(y, m - 1, d);
  const back = new Date(ms);
  if (back.getUTCDate() !== d || back.getUTCMonth() !== m - 1) return null;
  return Math.floor(ms / 86_400_000);
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

function daysInMonth(y: number, m: number): number {
  return m === 2 ? (isLeap(y) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
}

function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function civilFromDays(day: number): [number, number, number] {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (m <= 2 ? 1 : 0), m, d];
}

/** 1000-01-01 and 9999-12-31: four-digit years, which toISOString writes without a sign. */
const MIN_FAST_DAY = daysFromCivil(1000, 1, 1);
const MAX_FAST_DAY = daysFromCivil(9999, 12, 31);
