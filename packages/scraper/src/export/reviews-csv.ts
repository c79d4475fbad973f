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
/**
 * Quoted: a cell holding a quote or line break (RFC 4180), a comma, and also a semicolon or tab. Excel in locales with
 * a decimal comma splits a .csv on `;`; unquoted, `ok;=HYPERLINK(…)` would open there as a second cell starting with
 * `=`. Quotes are honoured whatever the separator, and our importer reads them back, so quoting costs nothing.
 */
const NEEDS_QUOTES = /[",;\t\r\n]|^\s|\s$/u;

/** Does a spreadsheet read `value` as a formula, or would it after one leading apostrophe is removed? */
function startsFormula(value: string): boolean {
  // Leading apostrophes are looked through, so that the prefix below can always be undone (restoreFormula).
  const rest = value.replace(/^'+/u, '');
  if (/^[\t\r\n]/u.test(rest)) return true;
  return FORMULA_CHARS.has(rest.charAt(SKIPPED_LEAD.exec(rest)![0].length));
}

/**
 * Where a spreadsheet may start a cell inside our value: at its start, and after every `;`. Excel in a locale with a
 * decimal comma (German, French, Spanish…) splits a double-clicked .csv on `;` whatever our quotes say (a quote
 * opens a quoted cell only at a cell's start, and with `;` as separator our cells start mid-line), so the text
 * after a `;` in a review is a cell of its own there.
 */
const CELL_STARTS = ';';

/**
 * Neutralises spreadsheet formula injection (OWASP "CSV injection"): the value, and each part of it after a `;`,
 * whose first character after white space and zero-width characters is = + - @ (or their fullwidth forms), or
 * that starts with a tab or line break, gets a leading apostrophe, which spreadsheets read as "this is text".
 * Apostrophes already there are looked through (`'=x` becomes `''=x`), so restoreFormula undoes it exactly. The
 * apostrophes stay in the value when our importer reads the file back; that is the price of a file that cannot
 * run =HYPERLINK(...) or =cmd|... when a shopper opens it. docs/decisions/157.
 */
export function neutraliseFormula(value: string): string {
  return value
    .split(CELL_STARTS)
    .map((part) => (startsFormula(part) ? `'${part}` : part))
    .join(CELL_STARTS);
}

/** The value before neutraliseFormula: each apostrophe it added, and only those, removed. */
export function restoreFormula(cell: string): string {
  return cell
    .split(CELL_STARTS)
    .map((part) => (part.startsWith("'") && startsFormula(part.slice(1)) ? part.slice(1) : part))
    .join(CELL_STARTS);
}

/** One RFC 4180 cell: quoted (quotes doubled) when it holds a delimiter (, or ;), quote, tab, line break or edge space. */
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
