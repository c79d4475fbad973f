// Scraped reviews -> a CSV file that our own importer (packages/ingest) reads back to the same reviews and that a
// spreadsheet opens safely. Shared by the CLI (`reviewsentry scrape --out`) and the server's
// GET /api/scrape?format=csv. See docs/decisions/070-cli-and-reviews-csv.md.
import type { Review, ScrapedProduct } from '@reviewsentry/contracts';

/**
 * The header, in order. Every name is one the importer maps by name alone to the right meaning (review_id is read
 * but unused: the importer numbers rows itself), so the column mapping never depends on the data.
 */
export const REVIEWS_CSV_COLUMNS = [
  'review_id',
  'product_id',
  'product_name',
  'product_url',
  'rating',
  'review_title',
  'review_text',
  'reviewer',
  'review_date',
  'verified_purchase',
  'helpful_votes',
] as const;
export type ReviewsCsvColumn = (typeof REVIEWS_CSV_COLUMNS)[number];

export interface ReviewsCsvOptions {
  /** Start with a UTF-8 byte order mark so that Excel reads non-ASCII text correctly. Default false. */
  bom?: boolean;
}

/**
 * Characters that make a spreadsheet treat a cell as a formula (OWASP "CSV injection"), in ASCII and in the
 * fullwidth forms (＝ ＋ － ＠) that spreadsheets also accept.
 */
const FORMULA_CHARS = new Set(['=', '+', '-', '@', '\uff1d', '\uff0b', '\uff0d', '\uff20']);
/** What a spreadsheet skips before it looks for a formula: white space and zero-width characters. */
const SKIPPED_LEAD = /^[\s\u200b-\u200d\u2060\ufeff]*/u;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/u;

/**
 * Neutralises spreadsheet formula injection: a cell whose first character after leading white space and
 * zero-width characters is = + - @ (or their fullwidth forms), or that starts with a tab or line break, gets a
 * leading apostrophe, which spreadsheets read as "this is text". The apostrophe stays in the value on a round
 * trip; that is the price of a file that cannot run =HYPERLINK(...) or =cmd|... when a shopper opens it.
 */
export function neutraliseFormula(value: string): string {
  const lead = SKIPPED_LEAD.exec(value)![0].length;
  const first = value.charAt(lead);
  const controlStart = /^[\t\r\n]/u.test(value);
  return controlStart || FORMULA_CHARS.has(first) ? `'${value}` : value;
}

/** One RFC 4180 cell: quoted (quotes doubled) when it holds a delimiter, quote, line break or edge space. */
export function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/gu, '""')}"` : safe;
}

function cellsOf(review: Review, product: ScrapedProduct | null): Record<ReviewsCsvColumn, string> {
  return {
    review_id: review.id,
    product_id: review.product_id ?? product?.id ?? '',
    product_name: review.product_name ?? product?.name ?? '',
    product_url: product?.canonical_url ?? '',
    rating: review.rating === undefined ? '' : String(review.rating),
    review_title: review.title ?? '',
    review_text: review.text,
    reviewer: review.reviewer ?? '',
    // A relative date is written as the shop wrote it, so that importing the file keeps it relative.
    review_date: review.date ?? review.date_text ?? '',
    verified_purchase: review.verified === undefined ? '' : review.verified ? 'true' : 'false',
    helpful_votes: review.helpful_votes === undefined ? '' : String(review.helpful_votes),
  };
}

/** Yields the file line by line (header first, CRLF endings), for streaming a large export. */
export function* reviewsCsvLines(
  reviews: readonly Review[],
  product: ScrapedProduct | null = null,
  options: ReviewsCsvOptions = {},
): Generator<string> {
  yield `${options.bom ? '\ufeff' : ''}${REVIEWS_CSV_COLUMNS.join(',')}\r\n`;
  for (const review of reviews) {
    const cells = cellsOf(review, product);
    yield `${REVIEWS_CSV_COLUMNS.map((column) => csvCell(cells[column])).join(',')}\r\n`;
  }
}

/** The whole CSV file as one string. */
export function reviewsToCsv(
  reviews: readonly Review[],
  product: ScrapedProduct | null = null,
  options: ReviewsCsvOptions = {},
): string {
  return [...reviewsCsvLines(reviews, product, options)].join('');
}
