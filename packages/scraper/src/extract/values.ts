// Small parsers for the values shops print: ratings ("4.0 out of 5 stars", "4,0 von 5 Sternen", "5つ星のうち4.0"),
// counts ("25,181 global ratings", "1.234 Bewertungen", "350.5K"), dates in several languages, and review text
// with UI noise ("READ MORE", "Read more") glued on.

/** Coerces a JSON-LD / state value (number, numeric string, "4,5") to a number. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(value.replace(/\u00a0/g, ' '));
  if (!match) return null;
  const number = Number(match[0].replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/** Normalises a rating to the 0–5 scale; `best` defaults to 5 (10 and 100 scales are recognised from `best`). */
export function normaliseRating(value: number | null, best: number | null = null): number | null {
  if (value === null || value < 0) return null;
  const scale = best && best > 0 ? best : 5;
  const rating = (value / scale) * 5;
  if (rating > 5) return null;
  return Math.round(rating * 100) / 100;
}

/**
 * Reads a star rating from text in any of the shop languages we have seen: the two numbers are the rating and the
 * scale; whichever order they come in, the scale is the one equal to 5 (or the larger one).
 */
export function parseRatingText(text: string | undefined | null): number | null {
  if (!text) return null;
  const numbers = [...text.replace(/\u00a0/g, ' ').matchAll(/\d+(?:[.,]\d+)?/g)].map((m) =>
    Number(m[0].replace(',', '.')),
  );
  if (numbers.length === 0) return null;
  if (numbers.length === 1) return normaliseRating(numbers[0] ?? null);
  const [a, b] = numbers as [number, number];
  // "5つ星のうち4.0" puts the scale first; "4.0 out of 5" puts it last.
  if (a === 5 && b <= 5 && /つ星|stjerner|yıldız üzerinden|星中|점 만점/.test(text))
    return normaliseRating(b);
  if (b >= a) return normaliseRating(a, b === 0 ? null : b);
  return normaliseRating(b, a);
}

/**
 * Reads a count: "25,181 global ratings" -> 25181, "1.234 Bewertungen" -> 1234, "350.5K" -> 350500. A number
 * too large to be a count (beyond Number.MAX_SAFE_INTEGER: a digit run planted in a page) is no count at all.
 */
export function parseCount(value: unknown): number | null {
  if (typeof value === 'number') return asCount(value);
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\u00a0\u202f]/g, ' ');
  // A number starts only where no digit (or decimal mark) precedes it: without that each position inside a long
  // digit run would start a new attempt, and the attempts together take time that grows with the square of it.
  const abbreviated = /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*([kKmM])\b/.exec(text);
  if (abbreviated) {
    const base = Number(abbreviated[1]!.replace(',', '.'));
    return asCount(base * (abbreviated[2]!.toLowerCase() === 'k' ? 1_000 : 1_000_000));
  }
  const match = /\d{1,3}(?:[,. ' ]\d{3})+|\d+/.exec(text);
  if (!match) return null;
  return asCount(Number(match[0].replace(/[,. ' ]/g, '')));
}

function asCount(value: number): number | null {
  const count = Math.round(value);
  return Number.isSafeInteger(count) && count >= 0 ? count : null;
}

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: string[][] = [
  // en, de, fr, es, it, pt, nl (full and common short forms)
  [
    'january',
    'jan',
    'januar',
    'janvier',
    'janv',
    'enero',
    'ene',
    'gennaio',
    'gen',
    'janeiro',
    'januari',
    'jänner',
  ],
  [
    'february',
    'feb',
    'februar',
    'février',
    'févr',
    'fevrier',
    'febrero',
    'febbraio',
    'fevereiro',
    'fev',
    'februari',
  ],
  ['march', 'mar', 'märz', 'maerz', 'mars', 'marzo', 'março', 'maart', 'mrt'],
  ['april', 'apr', 'avril', 'avr', 'abril', 'abr', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mag', 'maio', 'mei'],
  ['june', 'jun', 'juni', 'juin', 'junio', 'giugno', 'giu', 'junho'],
  ['july', 'jul', 'juli', 'juillet', 'juil', 'julio', 'luglio', 'lug', 'julho'],
  ['august', 'aug', 'août', 'aout', 'agosto', 'ago', 'augustus'],
  ['september', 'sep', 'sept', 'septembre', 'septiembre', 'settembre', 'set', 'setembro'],
  ['october', 'oct', 'oktober', 'okt', 'octobre', 'octubre', 'ottobre', 'ott', 'outubro', 'out'],
  ['november', 'nov', 'novembre', 'noviembre', 'novembro'],
  [
    'december',
    'dec',
    'dezember',
    'dez',
    'décembre',
    'déc',
    'decembre',
    'diciembre',
    'dic',
    'dicembre',
    'dezembro',
  ],
];
MONTH_NAMES.forEach((names, index) => names.forEach((name) => (MONTHS[name] = index + 1)));

function iso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1990 || year > 2100) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Finds a calendar date in free text: ISO, "January 5, 2024", "5 January 2024", "5. Januar 2024",
 * "5 de enero de 2024", "2024年1月5日", US "11/18/2025". Relative dates ("3 months ago") give null: guessing
 * them would invent precision the detector's burst signals would then trust.
 */
export function parseDateText(text: string | undefined | null): string | null {
  if (!text) return null;
  const t = text.replace(/\u00a0/g, ' ').trim();
  let m = /(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /(\d{4})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/.exec(t);
  if (m) return iso(Number(m[3]), Number(m[1]), Number(m[2]));
  const lower = t.toLowerCase();
  m = /(?<![a-zà-üäöé])([a-zà-üäöé]+)\.?\s+(\d{1,2}),?\s+(\d{4})/.exec(lower);
  if (m && MONTHS[m[1]!]) return iso(Number(m[3]), MONTHS[m[1]!]!, Number(m[2]));
  m = /(\d{1,2})\.?\s+(?:de\s+)?([a-zà-üäöé]+)\.?\s+(?:de\s+)?(\d{4})/.exec(lower);
  if (m && MONTHS[m[2]!]) return iso(Number(m[3]), MONTHS[m[2]!]!, Number(m[1]));
  return null;
}

/** Converts an ISO date-time / epoch value from embedded data to YYYY-MM-DD (or null). */
export function parseDateValue(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) {
    const ms = value < 1e12 ? value * 1000 : value;
    const date = new Date(ms);
    return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  }
  return typeof value === 'string' ? parseDateText(value) : null;
}

const UI_NOISE =
  // Only ever run on NOISE_TAIL characters (cleanReviewText), so its backtracking over spaces stays bounded.
  // eslint-disable-next-line regexp/no-super-linear-move
  /(?:\s*(?:\.\.\.|…))?\s*(?:READ MORE|Read more|Read More|Show more|See more|Leer más|Mehr lesen|Lire la suite)\s*$/;
/** Longer than any UI_NOISE match can be once whitespace is collapsed. */
const NOISE_TAIL = 64;

/** Collapses whitespace and removes UI text glued to the end of a review ("READ MORE", "Read more"). */
export function cleanReviewText(text: string | undefined | null): string {
  if (!text) return '';
  let cleaned = text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  for (let i = 0; i < 2; i++) {
    const tail = cleaned.slice(-NOISE_TAIL);
    const noise = UI_NOISE.exec(tail);
    if (noise === null) break;
    cleaned = cleaned.slice(0, cleaned.length - tail.length + noise.index).trim();
  }
  return cleaned;
}

/** Whitespace-collapsed single-line text, or null when empty. */
export function cleanInline(text: string | undefined | null): string | null {
  const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned : null;
}

/** Text used to recognise the same review seen twice (case, punctuation and spacing ignored). */
export function normaliseForKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function asArray<T>(value: T | T[] | null | undefined): T[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
