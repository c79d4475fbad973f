// A streaming CSV tokenizer (RFC 4180 plus what real exports do). Text arrives in chunks; complete records
// are handed on as soon as they end and only the unfinished record is kept. Records end at CRLF, LF or a
// bare CR, in any mix. Quoted fields may span lines and escape quotes by doubling them. Broken quoting
// degrades instead of failing:
//  - a quote inside an unquoted field is an ordinary character;
//  - a quote inside a quoted field that is not followed by a delimiter or line end is kept as a character;
//  - a quote that never closes (at the end of the file, or after maxRecordChars) is read as an ordinary
//    character, so the lines it would have swallowed come back as their own rows.
// A single line longer than maxRecordChars without any quote problem is skipped and reported.

export interface RecordSink {
  record(cells: string[], row: number, repaired: boolean): void;
  tooLong(row: number): void;
}

export type LineEndingCounts = { crlf: number; lf: number; cr: number };

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

interface Parsed {
  cells: string[];
  end: number;
  repaired: boolean;
}

export class CsvTokenizer {
  private pending = '';
  private row = 0;
  private skippingLongLine = false;
  readonly lineEndings: LineEndingCounts = { crlf: 0, lf: 0, cr: 0 };
  private readonly delim: number;

  constructor(
    delimiter: string,
    private readonly sink: RecordSink,
    private readonly maxRecordChars = 1_000_000,
  ) {
    this.delim = delimiter.charCodeAt(0);
  }

  push(text: string): void {
    this.run(this.pending.length === 0 ? text : this.pending + text, false);
  }

  end(): void {
    if (this.pending.length > 0) this.run(this.pending, true);
    this.pending = '';
  }

  private run(buf: string, final: boolean): void {
    let pos = 0;
    if (this.skippingLongLine) {
      const nl = nextLineEnd(buf, 0);
      if (nl < 0) {
        this.pending = '';
        return;
      }
      this.skippingLongLine = false;
      pos = nl;
    }
    while (pos < buf.length) {
      let parsed = this.parseRecord(buf, pos, final, false);
      if (parsed === null && buf.length - pos > this.maxRecordChars) {
        // Too long to be one review: an unclosed quote is the usual cause, so read quotes literally.
        parsed = this.parseRecord(buf, pos, false, true);
        if (parsed !== null) parsed.repaired = true;
        if (parsed === null) {
          this.sink.tooLong(++this.row);
          this.skippingLongLine = true;
          this.pending = '';
          return;
        }
      }
      if (parsed === null) break;
      this.sink.record(parsed.cells, ++this.row, parsed.repaired);
      pos = parsed.end;
    }
    this.pending = pos >= buf.length ? '' : buf.slice(pos);
  }

  /**
   * One record starting at `start`, or null when the buffer ends before the record does (and more text
   * may come). With `quotesOff` every quote is a plain character (recovery from a quote that never closes).
   */
  private parseRecord(
    buf: string,
    start: number,
    final: boolean,
    quotesOff: boolean,
  ): Parsed | null {
    const len = buf.length;
    const delim = this.delim;
    const cells: string[] = [];
    let repaired = false;
    let i = start;
    for (;;) {
      if (!quotesOff && i < len && buf.charCodeAt(i) === QUOTE) {
        let j = i + 1;
        let segStart = j;
        let value = '';
        let closed = false;
        while (!closed) {
          const q = buf.indexOf('"', j);
          if (q < 0) {
            if (!final) return null;
            // The quote never closes before the end of the file: read this record's quotes as characters,
            // so the lines it would have swallowed come back as rows of their own.
            const again = this.parseRecord(buf, start, true, true);
            if (again !== null) again.repaired = true;
            return again;
          }
          if (q + 1 >= len) {
            if (!final) return null;
            value += buf.slice(segStart, q);
            i = len;
            closed = true;
            break;
          }
          const next = buf.charCodeAt(q + 1);
          if (next === QUOTE) {
            value += buf.slice(segStart, q + 1);
            j = q + 2;
            segStart = j;
          } else if (next === delim || next === LF || next === CR) {
            value += buf.slice(segStart, q);
            i = q + 1;
            closed = true;
          } else {
            repaired = true; // stray quote inside a quoted field: keep it
            j = q + 1;
          }
        }
        cells.push(value);
      } else {
        let j = i;
        while (j < len) {
          const c = buf.charCodeAt(j);
          if (c === delim || c === LF || c === CR) break;
          j++;
        }
        if (j >= len && !final) return null;
        cells.push(buf.slice(i, j));
        i = j;
      }
      if (i >= len) {
        if (!final) return null;
        return { cells, end: len, repaired };
      }
      const c = buf.charCodeAt(i);
      if (c === delim) {
        i++;
        if (i >= len && final) {
          cells.push('');
          return { cells, end: len, repaired };
        }
        continue;
      }
      if (c === LF) {
        this.lineEndings.lf++;
        return { cells, end: i + 1, repaired };
      }
      // CR: wait for the next chunk when it might be the first half of CRLF.
      if (i + 1 >= len && !final) return null;
      if (buf.charCodeAt(i + 1) === LF) {
        this.lineEndings.crlf++;
        return { cells, end: i + 2, repaired };
      }
      this.lineEndings.cr++;
      return { cells, end: i + 1, repaired };
    }
  }
}

function nextLineEnd(buf: string, from: number): number {
  for (let i = from; i < buf.length; i++) {
    const c = buf.charCodeAt(i);
    if (c === LF) return i + 1;
    if (c === CR) return buf.charCodeAt(i + 1) === LF ? i + 2 : i + 1;
  }
  return -1;
}
