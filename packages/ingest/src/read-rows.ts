// The file's own records, exactly as the importer saw them: the same CsvRecordReader (encoding, delimiter,
// tokenizer), so `row` equals the importer's review ids (Review.id) and ImportReject.row. Used to write an
// annotated copy of an upload (the server's POST /upload with Accept: text/csv).
import { CsvRecordReader } from './csv/record-reader';

export interface CsvRow {
  /** Spreadsheet row number; the importer's review id for the rows it used. */
  row: number;
  /** The cells; null for a row the importer skipped as too long. A blank line is `['']`. */
  cells: string[] | null;
}

const CHUNK = 64 * 1024;

/**
 * Yields every record of the file in order, header and blank lines included (a blank line is `['']`). On bytes
 * importCsv would refuse it throws the same typed IngestError.
 */
export function* readCsvRows(bytes: Uint8Array): Generator<CsvRow> {
  const queue: CsvRow[] = [];
  const reader = new CsvRecordReader({
    record: (cells, row) => void queue.push({ row, cells }),
    tooLong: (row) => void queue.push({ row, cells: null }),
  });
  for (let off = 0; off < bytes.length; off += CHUNK) {
    reader.pushBytes(bytes.subarray(off, off + CHUNK));
    yield* queue.splice(0);
  }
  reader.end();
  yield* queue.splice(0);
}
