// The real review exports in ../shared/data/real-world/csv, each cut to its first records so that every variant
// imports quickly, and parsed into a table the variants rewrite (docs/decisions/226-review-exports-dressed-differently.md).
import { readFileSync } from 'node:fs';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { readCsvRows } from '../../src/index';

const DIR = ['real-world', 'csv'] as const;

export const REAL_FILES = [
  'amazon_musical_instruments_reviewText_overall_asin.csv',
  'amazon_us_mx_instantpot_outof5stars.csv',
  'datafiniti_amazon_devices_dotted_cols_bom.csv',
  'flipkart_iphone15_certified_buyer.csv',
  'shopee_id_multi_product_indonesian.csv',
  'trustpilot_company_reviews_iso_dates.csv',
  'walmart_seller_reviews_mmddyyyy.csv',
] as const;

/** Enough rows for every file's quirks to show, few enough for the whole matrix to take seconds. */
export const MAX_DATA_ROWS = 300;

export const hasRealFile = (file: string): boolean => hasSharedData(...DIR, file);

export interface Table {
  header: string[];
  rows: string[][];
  /** Each data row's spreadsheet row number in the original file: the original import's review id. */
  rowNumbers: number[];
}

export interface RealFile {
  file: string;
  /** The file's own bytes up to the end of its MAX_DATA_ROWS-th data record. */
  bytes: Uint8Array;
  table: Table;
}

export function readRealFile(file: string): RealFile {
  const bytes = firstRecords(readFileSync(sharedDataPath(...DIR, file)), MAX_DATA_ROWS + 1);
  let header: string[] | null = null;
  const rows: string[][] = [];
  const rowNumbers: number[] = [];
  for (const { row, cells } of readCsvRows(bytes)) {
    if (cells === null || (cells.length === 1 && cells[0] === '')) continue;
    if (header === null) header = cells;
    else {
      rows.push(cells);
      rowNumbers.push(row);
    }
  }
  if (header === null) throw new Error(`${file} has no header`);
  return { file, bytes, table: { header, rows, rowNumbers } };
}

/**
 * The bytes up to the end of the given number of records: a line break outside double quotes ends a record
 * (RFC 4180). A quote byte never occurs inside a UTF-8 multi-byte sequence, so bytes can be scanned as they are.
 */
function firstRecords(bytes: Uint8Array, records: number): Uint8Array {
  let quoted = false;
  let seen = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x22) quoted = !quoted;
    else if (b === 0x0a && !quoted && ++seen === records) return bytes.subarray(0, i + 1);
  }
  return bytes;
}
