// packages/ingest: CSV bytes -> normalised reviews, products and a coverage report. No HTTP, no model.
export { importCsv } from './import-csv';
export type { ImportOptions } from './options';
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_REVIEWS } from './options';
export {
  IngestError,
  NoFileError,
  UnsupportedMediaTypeError,
  NoTextColumnError,
  NoUsableReviewsError,
  FileTooLargeError,
  TooManyRowsError,
  TooManyColumnsError,
  ReadFailedError,
} from './errors';
export type {
  ImportResult,
  ImportCoverage,
  ImportReject,
  ImportedProduct,
  RejectReason,
  ColumnMeaning,
} from '@reviewsentry/contracts';
export { readCsvRows, type CsvRow } from './read-rows';
export { cleanText, type CleanedText } from './values/clean-text';
