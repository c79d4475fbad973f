// Bytes -> CSV records: refuses binary and non-CSV content, sniffs the encoding from the first 8 KB and the
// delimiter from the first 32 K characters (fixed sizes, so the decisions do not depend on how the upload was
// chunked), decodes incrementally and tokenizes. Shared by the importer and by readCsvRows, which must see
// exactly the same records with the same row numbers.
import type { CsvDelimiter, TextEncoding } from '@reviewsentry/contracts';
import { IncrementalDecoder } from '../decode/incremental-decoder';
import { controlCharShare, detectBinaryMagic, sniffEncoding } from '../decode/sniff-bytes';
import { FileTooLargeError, NoFileError, UnsupportedMediaTypeError } from '../errors';
import { sniffDelimiter } from './sniff-delimiter';
import { spaceAfterDelimiter } from './space-after-delimiter';
import { CsvTokenizer, type LineEndingCounts, type RecordSink } from './tokenizer';

const SNIFF_BYTES = 8192;
const SNIFF_CHARS = 32_768;

export class CsvRecordReader {
  private bytes = 0;
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private bomFound = false;
  private decoder: IncrementalDecoder | null = null;
  private textHead = '';
  private tokenizer: CsvTokenizer | null = null;
  private chosenDelimiter: CsvDelimiter = ',';

  constructor(
    private readonly sink: RecordSink,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  get encoding(): TextEncoding {
    return this.decoder?.encoding ?? 'utf-8';
  }
  get bom(): boolean {
    return this.bomFound;
  }
  get switchedFromUtf8(): boolean {
    return this.decoder?.switchedFromUtf8 ?? false;
  }
  /** Invalid sequences of a UTF-8 file, each read as U+FFFD. */
  get replacedSequences(): number {
    return this.decoder?.replacedSequences ?? 0;
  }
  get delimiter(): CsvDelimiter {
    return this.chosenDelimiter;
  }
  get lineEndings(): LineEndingCounts {
    return this.tokenizer?.lineEndings ?? { crlf: 0, lf: 0, cr: 0 };
  }

  pushBytes(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) throw new FileTooLargeError(this.maxBytes);
    if (this.decoder === null) {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes >= SNIFF_BYTES) this.startDecoding();
      return;
    }
    this.pushText(this.decoder.decode(chunk));
  }

  /** Flushes the last record. Throws NoFileError for an empty or blank file. */
  end(): void {
    if (this.bytes === 0) throw new NoFileError();
    if (this.decoder === null) this.startDecoding();
    this.pushText(this.decoder!.end());
    if (this.tokenizer === null) {
      if (this.textHead.trim() === '') throw new NoFileError();
      this.startParsing();
    }
    this.tokenizer!.end();
  }

  private startDecoding(): void {
    const head = concatAll(this.head, this.headBytes);
    this.head = [];
    const magic = detectBinaryMagic(head);
    if (magic !== null) throw new UnsupportedMediaTypeError(magic);
    const sniff = sniffEncoding(head.subarray(0, SNIFF_BYTES));
    this.bomFound = sniff.bom;
    this.decoder = new IncrementalDecoder(sniff.encoding);
    const text = this.decoder.decode(head.subarray(sniff.bomLength));
    const kind = nonCsvKind(text);
    if (kind !== null) throw new UnsupportedMediaTypeError(kind);
    this.pushText(text);
  }

  private pushText(text: string): void {
    if (text.length === 0) return;
    if (this.tokenizer !== null) {
      this.tokenizer.push(text);
      return;
    }
    this.textHead += text;
    if (this.textHead.length >= SNIFF_CHARS) this.startParsing();
  }

  private startParsing(): void {
    const { delimiter, skipChars } = sniffDelimiter(this.textHead.slice(0, SNIFF_CHARS));
    this.chosenDelimiter = delimiter;
    const text = this.textHead.slice(skipChars);
    const spaced = spaceAfterDelimiter(text.slice(0, SNIFF_CHARS), delimiter);
    this.tokenizer = new CsvTokenizer(delimiter, this.sink, undefined, spaced);
    this.textHead = '';
    this.tokenizer.push(text);
  }
}

/** Text formats that are not CSV but get renamed to .csv, and binary data that slipped past the magic numbers. */
function nonCsvKind(text: string): string | null {
  const { nul, share } = controlCharShare(text);
  const n = Math.min(text.length, 16_384);
  if ((nul > 0 && nul / n >= 0.001) || share > 0.02) return 'binary data';
  const start = text.slice(0, 256).trimStart().toLowerCase();
  // Web tools' "Export to Excel" often writes an HTML table or Excel 2003's XML and names it .xls.
  const head = text.slice(0, 4096).toLowerCase();
  if (/^<(?:!doctype html|html|head|body)\b/u.test(start)) {
    return head.includes('<table') || head.includes('urn:schemas-microsoft-com:office:excel')
      ? 'an HTML table saved as an Excel file (.xls)'
      : 'a web page (HTML)';
  }
  if (start.startsWith('<?xml')) {
    return head.includes('progid="excel.sheet"') ||
      head.includes('urn:schemas-microsoft-com:office:spreadsheet')
      ? 'an Excel XML spreadsheet (.xls or .xml)'
      : 'an XML document';
  }
  if (/^(?:\{\s*"|\[\s*[{["])/u.test(start)) return 'a JSON file';
  return null;
}

function concatAll(chunks: Uint8Array[], total: number): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(total);
  let off = 0;
  for (const c of chunks) {
    out.set(c, off);
    off += c.length;
  }
  return out;
}
