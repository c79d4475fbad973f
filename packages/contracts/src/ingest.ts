import { z } from 'zod';
import { reviewSchema } from './review';

// What the CSV importer (packages/ingest) reports about an uploaded file. `coverage` goes into the
// POST /upload response so that the page can say what was understood: which column became the review
// text, how many rows were used or skipped and why.

/** What a CSV column can mean to us. Columns with none of these meanings are read but unused. */
export const COLUMN_MEANINGS = [
  'text',
  'title',
  'rating',
  'date',
  'reviewer',
  'verified',
  'helpful_votes',
  'product_id',
  'product_name',
  'product_url',
] as const;
export const columnMeaningSchema = z.enum(COLUMN_MEANINGS);
export type ColumnMeaning = z.infer<typeof columnMeaningSchema>;

/** Why a data row produced no review. */
export const REJECT_REASONS = [
  /** Every cell is empty (e.g. `,,,`). */
  'empty_row',
  /** Neither review text nor a rating. */
  'no_text_or_rating',
  /** A copy of the header row in the middle of the file (concatenated exports). */
  'repeated_header',
  /** The row the file ends in the middle of (a download or export that stopped): incomplete, never read. */
  'cut_off_row',
  /** A single row longer than the importer accepts (usually a quote that never closes). */
  'row_too_long',
  /** A spreadsheet's totals or averages below the reviews ("Total", "Average rating"). */
  'summary_row',
  /**
   * A note a report writes below the reviews ("Exported from … on …"): after a blank row at the end of the file, a
   * row of one cell in a file whose reviews fill several.
   */
  'note_row',
  /**
   * The shop's reply to a review, exported as a row of its own: a parent comment set (WordPress's comment_parent),
   * a type column saying reply, or the shop the file names as its author.
   */
  'shop_reply',
  /**
   * A row the shop's system marked as spam or deleted, never shown to shoppers (WordPress's comment_approved
   * 'spam' or 'trash', a status column saying so).
   */
  'spam_or_deleted',
] as const;
export const rejectReasonSchema = z.enum(REJECT_REASONS);
export type RejectReason = z.infer<typeof rejectReasonSchema>;

export const INGEST_ERROR_CODES = [
  'no_file',
  'unsupported_media_type',
  'no_text_column',
  'too_many_columns',
  'no_usable_reviews',
  'file_too_large',
  'too_many_rows',
  'read_failed',
] as const;
export const ingestErrorCodeSchema = z.enum(INGEST_ERROR_CODES);
export type IngestErrorCode = z.infer<typeof ingestErrorCodeSchema>;

/**
 * Windows-1252 covers Latin-1; macintosh is Mac Roman (Excel for Mac's plain CSV); windows-1251 is Cyrillic;
 * windows-1250 and iso-8859-2 are Central European (Polish, Czech, Slovak, Hungarian…).
 */
export const TEXT_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1252',
  'macintosh',
  'windows-1251',
  'iso-8859-2',
  'windows-1250',
] as const;
export const textEncodingSchema = z.enum(TEXT_ENCODINGS);
export type TextEncoding = z.infer<typeof textEncodingSchema>;

export const CSV_DELIMITERS = [',', ';', '\t', '|'] as const;
export const csvDelimiterSchema = z.enum(CSV_DELIMITERS);
export type CsvDelimiter = z.infer<typeof csvDelimiterSchema>;

export const importedColumnSchema = z.object({
  /** 0-based position in the row. */
  index: z.number().int().min(0),
  /** The header cell as written in the file (trimmed); empty for a blank header cell. */
  header: z.string(),
  /** What we read from it; null when the column is not used. */
  meaning: columnMeaningSchema.nullable(),
});
export type ImportedColumn = z.infer<typeof importedColumnSchema>;

const count = z.number().int().min(0);

export const importCoverageSchema = z.object({
  encoding: textEncodingSchema,
  /** True when the file started with a byte order mark. */
  bom: z.boolean(),
  delimiter: csvDelimiterSchema,
  line_endings: z.enum(['crlf', 'lf', 'cr', 'mixed', 'none']),
  /** Data rows read (the header and blank lines are not rows). */
  rows_read: count,
  /** Rows that became a review, including rating-only ones. */
  reviews_used: count,
  /** Reviews whose text is empty or a placeholder such as 'No review': rated, but not text-scored. */
  rating_only_rows: count,
  rows_skipped: count,
  skipped_by_reason: z.partialRecord(rejectReasonSchema, count),
  /** Rows read despite broken quoting or more cells than the header (stray delimiters in the text). */
  rows_repaired: count,
  columns: z.array(importedColumnSchema),
  meanings_found: z.array(columnMeaningSchema),
  /** Cells of a used column that held something we could not read (e.g. a date in an unknown form). */
  unreadable_values: z.partialRecord(columnMeaningSchema, count),
  /** Distinct products in the file (0 when the file names none). */
  products_found: count,
  /** Decisions worth telling the user, e.g. "Ratings in 'score' are on a 0–10 scale; halved". */
  notes: z.array(z.string()),
});
export type ImportCoverage = z.infer<typeof importCoverageSchema>;

export const importRejectSchema = z.object({
  /** Spreadsheet row number: the header is row 1, the first data row is row 2. */
  row: z.number().int().min(1),
  reason: rejectReasonSchema,
  detail: z.string().optional(),
});
export type ImportReject = z.infer<typeof importRejectSchema>;

export const importedProductSchema = z.object({
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
  review_count: count,
});
export type ImportedProduct = z.infer<typeof importedProductSchema>;

export const importResultSchema = z.object({
  reviews: z.array(reviewSchema),
  products: z.array(importedProductSchema),
  coverage: importCoverageSchema,
  /** The first rejected rows (bounded); coverage.skipped_by_reason always holds the exact counts. */
  rejects: z.array(importRejectSchema),
});
export type ImportResult = z.infer<typeof importResultSchema>;
