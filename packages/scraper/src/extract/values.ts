// Small parsers for the values shops print: ratings ("4.0 out of 5 stars", "4,0 von 5 Sternen", "5つ星のうち4.0"),
// counts ("25,181 global ratings", "1.234 Bewertungen", "350.5K"), and the scraper's entry to the shared review
// values (dates with their precision, UI noise such as "READ MORE") of @reviewsentry/review-values.
import type { ReviewDateFields } from '@reviewsentry/contracts';
import type { ReviewDraft } from './types';
import {
  isZeroStars,
  parseReviewDate,
  parseReviewDateValue,
  stripUiNoise,
  toFiveScale,
  type DateOrder,
} from '@reviewsentry/review-values';

/** Coerces a JSON-LD / state value (number, numeric string, "4,5") to a number. */
export function toNumber(value: unknown): number | null {
  // JSON-LD may write any single value as a one-element array or as a value object ({"@value": "4"}).
  if (Array.isArray(value)) return value.length === 1 ? toNumber(value[0]) : null;
  if (typeof value === 'object' && value !== null && '@value' in value)
    return toNumber((value as { '@value': unknown })['@value']);
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = /-?\d+(?:[.,]\d+)?/.exec(value.replace(/\u00a0/g, ' '));
  if (!match) return null;
  const number = Number(match[0].replace(',', '.'));
  return Number.isFinite(number) ? number : null;
}

/**
 * A review's rating as its page states it, on the 0–5 scale as the importer reads one (toFiveScale: the value's
 * share of `best`, which defaults to 5): `{ rating }`, or `{ rating_refused }` when the value is no rating on its
 * scale, or `{}` when none is stated. A value above `best`, below the scale's `worst` or negative is outside the
 * scale; unstated, a 5-star scale starts at 1 star (schema.org's worstRating default, hReview's 1–5), so its 0 means
 * "not rated" (as in the importer's isZeroStars), while a 10- or 100-point score may be 0. The builders spread it
 * into the review, so a refused rating is counted and said (review-collector.ts) as the importer says it.
 */
export function reviewRating(
  value: number | null,
  best: number | null = null,
  worst: number | null = null,
): Pick<ReviewDraft, 'rating' | 'rating_refused'> {
  if (value === null) return {};
  const scale = best && best > 0 ? best : 5;
  if (isZeroStars(value, scale) && (worst === null || value < worst))
    return { rating_refused: 'zero_stars' };
  if (value < 0 || value > scale || (worst !== null && value < worst))
    return { rating_refused: 'off_scale' };
  return { rating: toFiveScale(value, scale) };
}

/** A rating on the 0–5 scale by reviewRating's rule (a product's average, a word scale's value), or null. */
export function normaliseRating(
  value: number | null,
  best: number | null = null,
  worst: number | null = null,
): number | null {
  return reviewRating(value, best, worst).rating ?? null;
}

/**
 * Reads a star rating from text in any of the shop languages we have seen: the two numbers are the rating and the
 * scale; whichever order they come in, the scale is the one equal to 5 (or the larger one). As reviewRating.
 */
export function reviewRatingText(
  text: string | undefined | null,
): Pick<ReviewDraft, 'rating' | 'rating_refused'> {
  if (!text) return {};
  const numbers = [...text.replace(/\u00a0/g, ' ').matchAll(/\d+(?:[.,]\d+)?/g)].map((m) =>
    Number(m[0].replace(',', '.')),
  );
  if (numbers.length === 0) return {};
  if (numbers.length === 1) return reviewRating(numbers[0] ?? null);
  const [a, b] = numbers as [number, number];
  // "5つ星のうち4.0" puts the scale first; "4.0 out of 5" puts it last.
  if (a === 5 && b <= 5 && /つ星|stjerner|yıldız üzerinden|星中|점 만점/.test(text))
    return reviewRating(b);
  if (b >= a) return reviewRating(a, b === 0 ? null : b);
  return reviewRating(b, a);
}

/** A product's average stated in text ("4.3 out of 5"), on the 0–5 scale, or null. */
export function parseRatingText(text: string | undefined | null): number | null {
  return reviewRatingText(text).rating ?? null;
}

/**
 * Reads a count: "25,181 global ratings" -> 25181, "1.234 Bewertungen" -> 1234, "1,02,345 ratings" -> 102345,
 * "350.5K" -> 350500. A number too large to be a count (beyond Number.MAX_SAFE_INTEGER: a digit run planted in a
 * page) is no count at all.
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
  // Indian grouping first ("1,02,345 ratings": pairs of digits before the last three), which no Western
  // grouping writes; then thousands groups; then a plain run.
  const match = /\d{1,2}(?:,\d{2})+,\d{3}(?!\d)|\d{1,3}(?:[,. ' ]\d{3})+|\d+/.exec(text);
  if (!match) return null;
  return asCount(Number(match[0].replace(/[,. ' ]/g, '')));
}

function asCount(value: number): number | null {
  const count = Math.round(value);
  return Number.isSafeInteger(count) && count >= 0 ? count : null;
}

/**
 * A review date from free text ("Reviewed in the United States on January 5, 2024", "Oct, 2023",
 * "2024年1月5日に日本でレビュー済み") as ISO 8601 at the precision it has ("2024-01-05", "2023-10"); a
 * relative date ("3 months ago") is kept in its own words, never turned into a calendar date. The review
 * collector reads either form into the Review's date fields (review-values parseReviewDate). `order` is how the
 * page writes ambiguous numeric dates (page-locale.ts); null leaves the parser's default.
 */
export function parseDateText(
  text: string | undefined | null,
  order: DateOrder | null = null,
): string | null {
  return text ? draftDate(parseReviewDate(text, { order })) : null;
}

/** A date from embedded data: an ISO string, a date text, or epoch seconds or milliseconds. */
export function parseDateValue(value: unknown, order: DateOrder | null = null): string | null {
  return draftDate(parseReviewDateValue(value, { order }));
}

function draftDate(parsed: ReviewDateFields | undefined): string | null {
  return parsed?.date ?? parsed?.date_text ?? null;
}

/**
 * Review text as a person reads it: line ends normalised, spaces collapsed and trimmed on every line, at most one
 * empty line between paragraphs, and UI text glued to the end ("READ MORE", "Read less", "Weiterlesen") removed.
 */
export function cleanReviewText(text: string | undefined | null): string {
  if (!text) return '';
  const lines: string[] = [];
  let empty = 0;
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    // A zero-width space shows nothing: it is no space between words ("Stainless\u200bsteel" is one word), and a
    // line of nothing else is empty.
    const line = raw.replace(/[ \t\u00a0]+/g, ' ').trim();
    if (!line.replace(/\u200b/g, '').trim()) {
      empty++;
      continue;
    }
    if (lines.length > 0) lines.push(empty > 0 ? '\n\n' : '\n');
    lines.push(line);
    empty = 0;
  }
  return stripUiNoise(lines.join('')).text;
}

/** Whitespace-collapsed single-line text, or null when empty. */
export function cleanInline(text: string | undefined | null): string | null {
  const cleaned = (text ?? '').replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned : null;
}

/** Text used to recognise the same review seen twice (case, punctuation and spacing ignored). */
/** The ellipsis that ends a text shown cut short. */
export const CUT_MARK = /(?:…|\.\.\.)$/;

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
