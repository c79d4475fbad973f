// The raw rows of a CSV file as the importer sees them: the same encoding sniffing, decoding, delimiter sniffing
// and tokenizer, so that `row` numbers match the importer's review ids (Review.id) and ImportReject.row.
// Used to write an annotated copy of an upload (the server's POST /upload with Accept: text/csv).
import { CsvTokenizer } from './csv/tokenizer';
import { sniffDelimiter } from './csv/sniff-delimiter';
import { IncrementalDecoder } from './decode/incremental-decoder';
import { sniffEncoding } from './decode/sniff-bytes';

export interface CsvRow {
  /** Spreadsheet row number as the importer counts it (first record = 1). */
  row: number;
  /** The cells as written in the file; null for a row too long to read (the importer skips it). */
  cells: string[] | null;
}

/** importCsv feeds an in-memory file in chunks of this size; the decoder must see the same chunks. */
const CHUNK = 64 * 1024;
const SNIFF_BYTES = 8192;
const SNIFF_CHARS = 32_768;

/**
 * Yields every record of the file in order, blank lines included (as one empty cell). Call it on bytes that
 * importCsv accepted: it does not repeat the importer's checks for binary or non-CSV content.
 */
export function* readCsvRows(bytes: Uint8Array): Generator<CsvRow> {
  let out: CsvRow[] = [];
  const sink = {
    record: (cells: string[], row: number) => void out.push({ row, cells }),
    tooLong: (row: number) => void out.push({ row, cells: null }),
  };
  // Same head as the importer: whole chunks until at least SNIFF_BYTES are in hand.
  let headEnd = Math.min(bytes.length, CHUNK);
  while (headEnd < SNIFF_BYTES && headEnd < bytes.length)
    headEnd = Math.min(bytes.length, headEnd + CHUNK);
  const head = bytes.subarray(0, headEnd);
  const sniff = sniffEncoding(head);
  const decoder = new IncrementalDecoder(sniff.encoding);
  const reader = new RowReader(sink);
  reader.push(decoder.decode(head.subarray(sniff.bomLength)));
  for (let off = headEnd; off < bytes.length; off += CHUNK) {
    reader.push(decoder.decode(bytes.subarray(off, off + CHUNK)));
    if (out.length > 0) {
      yield* out;
      out = [];
    }
  }
  reader.push(decoder.end());
  reader.end();
  yield* out;
}

/** Holds text until the delimiter can be sniffed (as the importer does), then tokenizes. */
class RowReader {
  private textHead = '';
  private tokenizer: CsvTokenizer | null = null;

  constructor(private readonly sink: ConstructorParameters<typeof CsvTokenizer>[1]) {}

  push(text: string): void {
    if (text.length === 0) return;
    if (this.tokenizer !== null) return this.tokenizer.push(text);
    this.textHead += text;
    if (this.textHead.length >= SNIFF_CHARS) this.start();
  }

  end(): void {
    if (this.tokenizer === null) this.start();
    this.tokenizer!.end();
  }

  private start(): void {
    const { delimiter, skipChars } = sniffDelimiter(this.textHead);
    this.tokenizer = new CsvTokenizer(delimiter, this.sink);
    const text = this.textHead.slice(skipChars);
    this.textHead = '';
    this.tokenizer.push(text);
  }
}
