// One CSV row -> one Review (or the reason it is skipped), given the column mapping. Values that cannot be
// read become absent fields and are counted, never an error.
import type { ColumnMeaning, RejectReason, Review } from '@reviewsentry/contracts';
import {
  isNoneAnswer,
  isPlaceholder,
  isZeroStars,
  toFiveScale,
  withoutWriterPrefix,
} from '@reviewsentry/review-values';
import type { ColumnMapping } from './columns/resolve-mapping';
import type { TextTranslation } from './columns/translated-text';
import { readDateCell } from './date-cell';
import type { DayMonthOrder } from './day-month-order';
import { hasVerifiedMarker, parseBoolean } from './values/boolean';
import { cleanShort, cleanText, type CleanedText } from './values/clean-text';
import { ratingFromDate } from './values/dated-rating';
import { ownWordsBesideGoogleTranslation } from './values/google-translation';
import { parseHelpful } from './values/helpful';
import { productIdFromUrl } from './values/product-url';
import { parseRating } from './values/rating';

export type RowOutcome =
  | {
      kind: 'review';
      review: Review;
      /** The rating is a bare number whose scale the whole column decides later. */
      bareRating: number | null;
      noiseRemoved: boolean;
    }
  | { kind: 'reject'; reason: RejectReason };

export interface RowStats {
  unreadable: Partial<Record<ColumnMeaning, number>>;
  /** Ratings read as no rating because they were 0 on a 5-star scale, counted among the unreadable ones too. */
  zeroStars: number;
  /** Ratings read from the dates a spreadsheet made of them (values/dated-rating.ts), and the first such value. */
  datedRatings: number;
  datedRatingExample: string | null;
  /** Dates written without a year ("12 Mar"), read in the latest year not after the analysis; the first one. */
  yearlessDates: number;
  yearlessDateExample: { raw: string; date: string } | null;
  /** Texts read from the reviewers' own words and from their machine translation (ColumnMapping.textTranslation). */
  textsFromOriginal: number;
  textsFromTranslation: number;
  /** Texts that held Google's translation beside the reviewer's own words, of which the own words were read. */
  googleTranslations: number;
  /** Dates that read day first or month first with nothing in the file to tell which: kept to their year. */
  ambiguousDates: number;
  ambiguousDateExample: string | null;
  /** Reviews marked verified or not by the site's badge removed from their text, in a file with no such column. */
  verifiedByBadge: number;
}

export function buildRow(
  cells: readonly string[],
  row: number,
  mapping: ColumnMapping,
  now: Date,
  stats: RowStats,
  dates: DayMonthOrder,
): RowOutcome {
  const m = mapping.byMeaning;
  dates.count(get(cells, m.date));
  const cleaned =
    mapping.textParts !== null
      ? joinParts(cells, mapping.textParts)
      : mapping.textTranslation !== null
        ? ownWordsElseTranslation(cells, mapping.textTranslation, stats)
        : cleanText(get(cells, m.text));
  const ownWords = ownWordsBesideGoogleTranslation(cleaned.text);
  if (ownWords !== null) stats.googleTranslations++;
  const read = ownWords ?? cleaned.text;
  const text = isPlaceholder(read) ? '' : read;

  const ratingRaw = get(cells, m.rating);
  let rating = parseRating(ratingRaw);
  if (rating === undefined && mapping.ratingsMayBeDates) {
    rating = ratingFromDate(ratingRaw, mapping.ratingDatesHaveYears);
    if (rating !== undefined) {
      stats.datedRatings++;
      stats.datedRatingExample ??= ratingRaw.trim();
    }
  }
  if (rating?.scale != null && isZeroStars(rating.value, rating.scale)) {
    stats.zeroStars++;
    rating = undefined;
  }
  if (rating === undefined && written(ratingRaw)) unreadable(stats, 'rating');
  if (text === '' && rating === undefined) return { kind: 'reject', reason: 'no_text_or_rating' };

  const review: Review = { id: String(row), text };
  let bareRating: number | null = null;
  if (rating !== undefined) {
    if (rating.scale === null) {
      bareRating = rating.value;
      review.rating = Math.min(5, rating.value);
    } else {
      review.rating = toFiveScale(rating.value, rating.scale);
    }
  }

  const title = cleanShort(get(cells, m.title));
  if (title !== undefined) review.title = title;

  const dateRaw = get(cells, m.date);
  if (written(dateRaw)) {
    if (dates.mustWait(dateRaw)) dates.waitFor(review, dateRaw);
    // In the order the file has shown so far: only a date inside words ("Reviewed on 03/04/2024") depends on it.
    else readDateCell(review, dateRaw, dates.order, now, stats);
  }

  // A column copied from a shop's bylines writes "By John D.": the writer is the name.
  const reviewer = cleanShort(
    mapping.reviewerParts === null
      ? get(cells, m.reviewer)
      : mapping.reviewerParts
          .map((index) => get(cells, index).trim())
          .filter(Boolean)
          .join(' '),
  );
  if (reviewer !== undefined) review.reviewer = withoutWriterPrefix(reviewer);

  if (m.verified !== undefined) {
    const verifiedRaw = get(cells, m.verified);
    if (mapping.verifiedMode === 'marker') {
      // A badge column ("Verified Purchase" or nothing): no badge means not verified.
      review.verified = hasVerifiedMarker(verifiedRaw);
    } else if (written(verifiedRaw)) {
      const verified = parseBoolean(verifiedRaw);
      if (verified === undefined) unreadable(stats, 'verified');
      else review.verified = verified;
    }
  } else if (cleaned.verifiedBadge !== undefined) {
    review.verified = cleaned.verifiedBadge;
    stats.verifiedByBadge++;
  }

  const helpfulRaw = get(cells, m.helpful_votes);
  if (written(helpfulRaw)) {
    const helpful = parseHelpful(helpfulRaw);
    if (helpful === undefined) unreadable(stats, 'helpful_votes');
    else review.helpful_votes = helpful;
  }

  const productId =
    cleanShort(get(cells, m.product_id)) ?? productIdFromUrl(get(cells, m.product_url));
  if (productId !== undefined) review.product_id = productId;
  const productName = cleanShort(get(cells, m.product_name));
  if (productName !== undefined) review.product_name = productName;

  return { kind: 'review', review, bareRating, noiseRemoved: cleaned.noiseRemoved };
}

// Plain functions rather than closures inside buildRow: this runs once per row.
function get(cells: readonly string[], idx: number | undefined): string {
  return idx === undefined ? '' : (cells[idx] ?? '');
}

/**
 * The parts of a review written as answers to several prompts, joined by spaces: labels or line breaks between
 * them would read as a chat model's layout to the text model (docs/decisions/178). Empty and placeholder
 * answers ("N/A", a bare "No": each part answers a prompt) are left out, and so is a part that repeats an earlier
 * one (an export's copy of the text).
 */
function joinParts(cells: readonly string[], parts: readonly number[]): CleanedText {
  const texts: string[] = [];
  let noiseRemoved = false;
  let badge: boolean | undefined;
  for (const idx of parts) {
    const part = cleanText(get(cells, idx));
    noiseRemoved ||= part.noiseRemoved;
    badge ??= part.verifiedBadge;
    if (!isNoneAnswer(part.text) && !texts.includes(part.text)) texts.push(part.text);
  }
  const text = texts.join(' ');
  return badge === undefined
    ? { text, noiseRemoved }
    : { text, noiseRemoved, verifiedBadge: badge };
}

/** The reviewer's own words where written, else their machine translation, counted by where each was read. */
function ownWordsElseTranslation(
  cells: readonly string[],
  columns: TextTranslation,
  stats: RowStats,
): CleanedText {
  const own = cleanText(get(cells, columns.original));
  if (own.text !== '' && !isPlaceholder(own.text)) {
    stats.textsFromOriginal++;
    return own;
  }
  const translation = cleanText(get(cells, columns.translation));
  if (translation.text !== '' && !isPlaceholder(translation.text)) stats.textsFromTranslation++;
  return translation;
}

/**
 * A value cell with something in it: not blank, and not a tool's mark for a missing value ("NA", "None", "null",
 * "nan", "N/A", "-"), which says no more than a blank does and is never counted as a value we could not read.
 * The short values (title, writer, product) drop the same marks in cleanShort.
 */
function written(raw: string): boolean {
  // No placeholder has a digit: most values are settled without folding the text (this runs on every row).
  return HAS_DIGIT.test(raw) || (raw.trim() !== '' && !isPlaceholder(raw));
}

const HAS_DIGIT = /\d/u;

function unreadable(stats: RowStats, meaning: ColumnMeaning): void {
  stats.unreadable[meaning] = (stats.unreadable[meaning] ?? 0) + 1;
}
