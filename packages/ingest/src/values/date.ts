// Review dates as scrapers write them, to ISO 8601 in UTC. Date-only values become YYYY-MM-DD; values with a
// time of day become full ISO date-times. Anything we cannot place on the calendar returns undefined.
import { foldAscii, monthNumber } from './month-names';

export type DateOrder = 'mdy' | 'dmy';

export interface ParsedDate {
  iso: string;
  /** 3 = time of day, 2 = day, 1 = month or relative ("10 months ago"). Used to choose between columns. */
  precision: 1 | 2 | 3;
}

export interface DateContext {
  now: Date;
  /** How the column writes ambiguous numeric dates such as 03/04/2024; null = by separator (dots: day first). */
  order: DateOrder | null;
}

const MIN_YEAR = 1970;
const MAX_YEAR = 2100;

const EPOCH = /^(\d{9,13})(?:\.\d+)?$/u;
const EXCEL_SERIAL = /^(\d{5})(?:\.\d+)?$/u;
const ISO =
  /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s]+(\d{1,2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(?:\s*(Z|UTC|GMT|[+-]\d{2}:?\d{2}))?)?\s*$/iu;
const NUMERIC =
  /^(\d{1,2})([\s/.,-]+)(\d{1,2})[\s/.,-]+(\d{4}|\d{2})(?:[T\s,]+(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([ap]\.?m\.?))?)?\s*$/iu;
const CJK = /(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월](?:\s*(\d{1,2})\s*[日일])?/u;
const RELATIVE =
  /\b(\d+|an?|one)\s+(second|minute|hour|day|week|month|year)s?\s+ago\b|\bhace\s+(\d+|un|una)\s+(segundo|minuto|hora|dia|semana|mes|ano)(?:s|es)?\b|\b(\d+)\s+(detik|menit|jam|hari|minggu|bulan|tahun)\s+(?:yang\s+)?lalu\b/u;
const TIME_OF_DAY = /\b\d{1,2}:\d{2}(?::\d{2})?(?:\s*[ap]\.?m\.?)?/giu;

export function parseDate(raw: string, ctx: DateContext): ParsedDate | undefined {
  const s = raw.trim();
  if (s === '') return undefined;

  const epoch = EPOCH.exec(s);
  if (epoch) {
    const digits = epoch[1]!;
    const ms = digits.length >= 12 ? Number(digits) : Number(digits) * 1000;
    return fromTimestamp(ms);
  }
  const serial = EXCEL_SERIAL.exec(s);
  if (serial) {
    // Spreadsheet serial day numbers (1900 date system): days since 1899-12-30.
    const days = Number(serial[1]);
    if (days >= 25569 && days <= 73051) return fromTimestamp((days - 25569) * 86_400_000);
    return undefined;
  }
  const iso = ISO.exec(s);
  if (iso) {
    const [, y, mo, d, h, mi, sec, frac, zone] = iso;
    return build(+y!, +mo!, +d!, h, mi, sec, frac, zone);
  }
  const numeric = NUMERIC.exec(s);
  if (numeric) {
    const [, a, sep, b, yRaw, h, mi, sec, ampm] = numeric;
    const order = resolveOrder(+a!, +b!, ctx.order ?? (sep!.trim() === '.' ? 'dmy' : 'mdy'));
    const [month, day] = order === 'mdy' ? [+a!, +b!] : [+b!, +a!];
    const hour = h === undefined ? undefined : to24h(+h, ampm);
    return build(fullYear(yRaw!, ctx.now), month, day, hour, mi, sec, undefined, undefined);
  }
  const cjk = CJK.exec(s);
  if (cjk) {
    const [, y, mo, d] = cjk;
    return d === undefined ? monthOnly(+y!, +mo!) : build(+y!, +mo!, +d, undefined);
  }
  const folded = foldAscii(s);
  const relative = RELATIVE.exec(folded);
  if (relative) return fromRelative(relative, ctx.now);
  if (/\b(?:yesterday|ayer|kemarin)\b/u.test(folded)) return daysAgo(1, ctx.now);
  if (/\b(?:today|just now|hoy|hari ini)\b/u.test(folded)) return daysAgo(0, ctx.now);
  return fromWords(folded);
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

function build(
  y: number,
  mo: number,
  d: number,
  h?: string | number,
  mi?: string,
  sec?: string,
  frac?: string,
  zone?: string,
): ParsedDate | undefined {
  if (!validDay(y, mo, d)) return undefined;
  const date = `${y}-${pad(mo)}-${pad(d)}`;
  if (h === undefined) return { iso: date, precision: 2 };
  const hour = +h;
  const minute = +(mi ?? 0);
  const second = +(sec ?? 0);
  if (hour > 23 || minute > 59 || second > 60) return undefined;
  const ms = frac === undefined ? 0 : Math.floor(+`0.${frac}` * 1000);
  const offsetMin = zoneOffsetMinutes(zone);
  const t = Date.UTC(y, mo - 1, d, hour, minute, second, ms) - offsetMin * 60_000;
  if (!Number.isFinite(t)) return undefined;
  const out = new Date(t);
  if (
    out.getUTCHours() === 0 &&
    out.getUTCMinutes() === 0 &&
    out.getUTCSeconds() === 0 &&
    ms === 0
  ) {
    return { iso: out.toISOString().slice(0, 10), precision: 2 };
  }
  return { iso: out.toISOString(), precision: 3 };
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

function monthOnly(y: number, mo: number): ParsedDate | undefined {
  if (!validDay(y, mo, 1)) return undefined;
  return { iso: `${y}-${pad(mo)}-01`, precision: 1 };
}

function fromTimestamp(ms: number): ParsedDate | undefined {
  const d = new Date(ms);
  const y = d.getUTCFullYear();
  if (!Number.isFinite(ms) || y < MIN_YEAR || y > MAX_YEAR) return undefined;
  const midnight = ms % 86_400_000 === 0;
  return midnight
    ? { iso: d.toISOString().slice(0, 10), precision: 2 }
    : { iso: d.toISOString(), precision: 3 };
}

const UNIT_ALIASES: Record<string, 'day' | 'week' | 'month' | 'year' | 'hour'> = {
  second: 'hour',
  minute: 'hour',
  hour: 'hour',
  day: 'day',
  week: 'week',
  month: 'month',
  year: 'year',
  segundo: 'hour',
  minuto: 'hour',
  hora: 'hour',
  dia: 'day',
  semana: 'week',
  mes: 'month',
  ano: 'year',
  detik: 'hour',
  menit: 'hour',
  jam: 'hour',
  hari: 'day',
  minggu: 'week',
  bulan: 'month',
  tahun: 'year',
};

function fromRelative(m: RegExpExecArray, now: Date): ParsedDate | undefined {
  const countWord = m[1] ?? m[3] ?? m[5] ?? '1';
  const unitWord = m[2] ?? m[4] ?? m[6] ?? 'day';
  const n = /^\d+$/u.test(countWord) ? Number(countWord) : 1;
  const unit = UNIT_ALIASES[unitWord];
  if (unit === undefined || n > 1000) return undefined;
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (unit === 'day') d.setUTCDate(d.getUTCDate() - n);
  if (unit === 'week') d.setUTCDate(d.getUTCDate() - 7 * n);
  if (unit === 'month') d.setUTCMonth(d.getUTCMonth() - n);
  if (unit === 'year') d.setUTCFullYear(d.getUTCFullYear() - n);
  if (d.getUTCFullYear() < MIN_YEAR) return undefined;
  return { iso: d.toISOString().slice(0, 10), precision: 1 };
}

function daysAgo(n: number, now: Date): ParsedDate {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - n));
  return { iso: d.toISOString().slice(0, 10), precision: 2 };
}

/** "August 7, 2025", "29 March 2025", "Reviewed in India on 29 March 2025", "30 de marzo de 2025", "Nov, 2023". */
function fromWords(folded: string): ParsedDate | undefined {
  const tokens = folded
    .replace(TIME_OF_DAY, ' ')
    .replace(/(\d)(?:st|nd|rd|th|er|eme|º|°)\b/gu, '$1')
    .split(/[^a-z0-9]+/u)
    .filter((t) => t !== '');
  const monthAt = tokens.findIndex((t) => monthNumber(t) !== undefined);
  if (monthAt < 0) return undefined;
  const month = monthNumber(tokens[monthAt]!)!;
  const yearAt = tokens.findIndex((t) => /^\d{4}$/u.test(t));
  if (yearAt < 0) return undefined;
  const year = +tokens[yearAt]!;
  const isDay = (i: number): boolean => i !== yearAt && /^\d{1,2}$/u.test(tokens[i] ?? '');
  const dayAt = isDay(monthAt - 1)
    ? monthAt - 1
    : isDay(monthAt + 1)
      ? monthAt + 1
      : isDay(monthAt - 2)
        ? monthAt - 2
        : -1;
  if (dayAt < 0) return monthOnly(year, month);
  return build(year, month, +tokens[dayAt]!);
}

function pad(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}
