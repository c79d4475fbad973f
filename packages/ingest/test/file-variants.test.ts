// Metamorphic test on the real review exports (docs/decisions/226-review-exports-dressed-differently.md, and for the
// cell variants 231-review-exports-dressed-in-untried-ways.md): each file
// is written as other tools write theirs (test/variants/file-variants.ts: columns in another order, headers in
// other words and languages, other delimiters, quoting, line endings and encodings, dates and ratings in other
// forms, extra columns, title lines, shuffled rows) and must import as the original does: the same reviews with
// the same text, title, rating, date, writer, verified flag and product, and the same coverage arithmetic. A cell
// may differ only where the variant takes away what the original was read from; those are listed with the reason.
import { describe, expect, it } from 'vitest';
import { CELL_VARIANTS } from './variants/cell-variants';
import { REAL_FILES, hasRealFile } from './variants/real-files';
import { variantRow } from './variants/variant-matrix';

/**
 * Rows of empty cells a spreadsheet saves below the reviews are rows of the file: they are counted and skipped
 * as empty, and said so.
 */
const emptyRows = (read: number, skipped: number, reasons: string): string =>
  `rows_read ${read}→${read + 3}; rows_skipped ${skipped}→${skipped + 3}; skipped_by_reason ${reasons}`;
const NO_SKIPS = '{}→{"empty_row":3}';

/**
 * Without a header row, columns are recognised by content alone: what only a name tells (a writer, a title, a
 * product, helpful votes; which of two date columns is the review's) is lost. Lists of meanings are abbreviated.
 */
const GENUINE_LOSSES: Record<string, Record<string, string>> = {
  'amazon_musical_instruments_reviewText_overall_asin.csv': {
    'empty rows below': emptyRows(300, 0, NO_SKIPS),
    'no header row':
      'title lost ×300; reviewer lost ×297; product lost ×300; helpful lost ×300; products; products_found 27→0; ' +
      'meanings_found ["date","helpful_votes","product_id","rating","reviewer","text","title"]→["date","rating","text"]',
  },
  'amazon_us_mx_instantpot_outof5stars.csv': {
    'empty rows below': emptyRows(47, 0, NO_SKIPS),
    'no header row':
      'title lost ×47; reviewer lost ×47; ' +
      'meanings_found ["date","rating","reviewer","text","title"]→["date","rating","text"]',
  },
  'datafiniti_amazon_devices_dotted_cols_bom.csv': {
    // "Référence" is named only as a bare id is, and so is Datafiniti's own product `id` before it: both repeat
    // per product, and the first is taken. The products are grouped the same, under the other id.
    'headers: fr': 'product misread ×300; products',
    'headers: es': 'product misread ×300; products',
    'European Excel fr': 'product misread ×300; products',
    'combined (es, UTF-16, d/m/Y, /10)': 'product misread ×300; products',
    'empty rows below': emptyRows(300, 0, NO_SKIPS),
    // Unnamed, `dateAdded` (when the product was listed) comes before the review's own date.
    'no header row':
      'title lost ×300; reviewer lost ×300; product lost ×300; date misread ×300; products; products_found 2→0; ' +
      'meanings_found ["date","product_id","product_name","rating","reviewer","text","title"]→["date","rating","text"]',
  },
  'flipkart_iphone15_certified_buyer.csv': {
    'empty rows below': emptyRows(300, 0, NO_SKIPS),
    'no header row':
      'reviewer lost ×300; meanings_found ["date","rating","reviewer","text","verified"]→["date","rating","text","verified"]',
  },
  'shopee_id_multi_product_indonesian.csv': {
    'empty rows below': emptyRows(300, 0, NO_SKIPS),
    'no header row':
      'reviewer lost ×300; product lost ×300; products; products_found 151→0; ' +
      'meanings_found ["date","product_name","rating","reviewer","text"]→["date","rating","text"]',
  },
  'trustpilot_company_reviews_iso_dates.csv': {
    'empty rows below': emptyRows(
      129,
      24,
      '{"no_text_or_rating":24}→{"empty_row":3,"no_text_or_rating":24}',
    ),
    'no header row':
      'reviewer lost ×105; meanings_found ["date","rating","reviewer","text"]→["date","rating","text"]',
  },
  // 172 of its texts are the placeholder "No review": unnamed, no column reads as prose, and the upload is refused
  // with the columns named.
  'walmart_seller_reviews_mmddyyyy.csv': {
    'empty rows below': emptyRows(209, 0, NO_SKIPS),
    'no header row':
      "refused: We could not find a column with review text. Columns in your file: '07/20/2024', '1', 'This seller " +
      "only sent 1 filter of a 2 pack that was ordered! This order was for new filters! The 1 f'. Rename the column " +
      'that holds the review text to one of: review, review_text, text, body, content, comment, customer_review, ' +
      'reviews.text, feedback.',
  },
};

for (const file of REAL_FILES) {
  describe.skipIf(!hasRealFile(file))(`real export ${file} written differently`, () => {
    it('imports as the original in every variant but the listed genuine losses', async () => {
      const row = await variantRow(file);
      const differing = Object.fromEntries(
        Object.entries(row.cells).filter(([, cell]) => cell !== 'same' && cell !== 'n/a'),
      );
      expect(differing).toEqual(GENUINE_LOSSES[file] ?? {});
    });
  });
}

/**
 * A header written again above every page of 100 rows (pandas' to_csv(mode="a")) is a row of the file: counted,
 * skipped as a repeated header, and said so. `reasons` is skipped_by_reason before→after.
 */
function repeatedHeaders(read: number, skipped: number, reasons: string): string {
  const copies = Math.ceil(read / 100) - 1;
  return `rows_read ${read}→${read + copies}; rows_skipped ${skipped}→${skipped + copies}; skipped_by_reason ${reasons}`;
}

/** The row a stopped download ends in is skipped as cut off, and said so; `more` is the rest of what changes. */
const cutOff = (used: number, more: string): string => `fewer ${used - 1}/${used}; ${more}`;

/**
 * Losses of the cell variants (ADR 231), each with its reason. Amazon shows no sentence for a review nobody voted
 * helpful, so its helpful votes are unknown, not 0. An apostrophe before a leading "-" (a spreadsheet-injection
 * guard) stays in the text: a file not ours may hold it as the writer's own (ADR 070), and one cell cannot tell.
 */
const CELL_LOSSES: Record<string, Record<string, string>> = {
  'amazon_musical_instruments_reviewText_overall_asin.csv': {
    'helpful as sentences': 'helpful lost ×228',
    'header repeated per page': repeatedHeaders(300, 0, '{}→{"repeated_header":2}'),
    'cut off mid-row': cutOff(
      300,
      'products; reviews_used 300→299; rows_skipped 0→1; skipped_by_reason {}→{"cut_off_row":1}',
    ),
  },
  'amazon_us_mx_instantpot_outof5stars.csv': {
    'cut off mid-row': cutOff(
      47,
      'reviews_used 47→46; rows_skipped 0→1; skipped_by_reason {}→{"cut_off_row":1}',
    ),
  },
  'datafiniti_amazon_devices_dotted_cols_bom.csv': {
    'header repeated per page': repeatedHeaders(300, 0, '{}→{"repeated_header":2}'),
    'cut off mid-row': cutOff(
      300,
      'products; reviews_used 300→299; rows_skipped 0→1; skipped_by_reason {}→{"cut_off_row":1}',
    ),
  },
  'flipkart_iphone15_certified_buyer.csv': {
    'formula guard': 'text misread ×1',
    'header repeated per page': repeatedHeaders(300, 0, '{}→{"repeated_header":2}'),
    'cut off mid-row': cutOff(
      300,
      'reviews_used 300→299; rows_skipped 0→1; skipped_by_reason {}→{"cut_off_row":1}',
    ),
  },
  'shopee_id_multi_product_indonesian.csv': {
    'header repeated per page': repeatedHeaders(300, 0, '{}→{"repeated_header":2}'),
    'cut off mid-row': cutOff(
      300,
      'products; reviews_used 300→299; rating_only_rows 263→262; rows_skipped 0→1; ' +
        'skipped_by_reason {}→{"cut_off_row":1}; products_found 151→150',
    ),
  },
  'trustpilot_company_reviews_iso_dates.csv': {
    'header repeated per page': repeatedHeaders(
      129,
      24,
      '{"no_text_or_rating":24}→{"no_text_or_rating":24,"repeated_header":1}',
    ),
    'cut off mid-row': cutOff(
      105,
      'reviews_used 105→104; rows_skipped 24→25; ' +
        'skipped_by_reason {"no_text_or_rating":24}→{"cut_off_row":1,"no_text_or_rating":24}',
    ),
  },
  'walmart_seller_reviews_mmddyyyy.csv': {
    'header repeated per page': repeatedHeaders(209, 0, '{}→{"repeated_header":2}'),
    'cut off mid-row': cutOff(
      209,
      'reviews_used 209→208; rating_only_rows 172→171; rows_skipped 0→1; skipped_by_reason {}→{"cut_off_row":1}',
    ),
  },
};

for (const file of REAL_FILES) {
  describe.skipIf(!hasRealFile(file))(`real export ${file} with cells written differently`, () => {
    it('imports as the original in every cell variant but the listed genuine losses', async () => {
      const row = await variantRow(file, CELL_VARIANTS);
      const differing = Object.fromEntries(
        Object.entries(row.cells).filter(([, cell]) => cell !== 'same' && cell !== 'n/a'),
      );
      expect(differing).toEqual(CELL_LOSSES[file] ?? {});
    });
  });
}
