// A streaming CSV tokenizer (RFC 4180 plus what real exports do). Text arrives in chunks; complete records
// are handed on as soon as they end and only the unfinished record is kept. Records end at CRLF, LF or a
// bare CR, in any mix. Quoted fields may span lines and escape quotes by doubling them. Broken quoting
// degrades instead of failing:
//  - a quote inside an unquoted field is an ordinary character;
//  - a quote inside a quoted field that is not followed by a delimiter or line end is kept as a character;
//  - a quote that never closes (at the end of the file, or within maxRecordChars of its record's start) is read
//    as an ordinary character, so the lines it would have swallowed come back as their own rows.
// A file that writes a space after every delimiter (space-after-delimiter.ts) has those spaces skipped, so that a
// quoted field may open after one.
// A file that ends in the middle of a record (a download or export that stopped) has that record marked `cutOff`:
// one whose quoted field never closes while most lines after its opening do not hold a row of the file's usual width
// (those lines are the cut field's, not rows a stray quote swallowed), or one that ends the text without a line ending
// and with fewer cells than that width, in a file with no other short row.
// A single line longer than maxRecordChars without any quote problem is skipped and reported.
//
// Time stays linear in the text for every quoting pattern (docs/decisions/118-linear-csv-tokenizer.md): a quote
// scan that reaches the end of the text without closing is remembered (OpenScan), so neither the next chunk nor
// the next record's opening quote scans that text again; and the field openings a failed record went through are
// remembered, so that a later record reaching one does not read the same fields again (chains, below; ADR 232).

export interface RecordSink {
  /** `cutOff`: the file ends in the middle of this record, which is therefore incomplete. */
  record(cells: string[], row: number, repaired: boolean, cutOff: boolean): void;
  tooLong(row: number): void;
}

export type LineEndingCounts = { crlf: number; lf: number; cr: number };

const QUOTE = 0x22;
const SPACE = 0x20;
const LF = 0x0a;
const CR = 0x0d;

interface Parsed {
  cells: string[];
  end: number;
  repaired: boolean;
  cutOff?: boolean;
}

/**
 * A quoted field opened at `from` whose scan for its closing quote reached `resume` (where it would go on) without
 * finding it. The scan of any later field opened before `resume` joins this one after its own first run of
 * quotes (both pair the quotes that follow identically), so it cannot close before `resume` either.
 */
interface OpenScan {
  from: number;
  resume: number;
}

export class CsvTokenizer {
  private pending = '';
  /**
   * Text received after `pending` while its first record waits for a quote to close; joined to it only when
   * that quote closes or the wait grows long, so that waiting is not a copy of the whole buffer per chunk.
   */
  private waiting: string[] = [];
  private waitingChars = 0;
  /** The first pending record stopped at a quote scan that reached the end of the text. */
  private waitsOnQuote = false;
  private row = 0;
  private skippingLongLine = false;
  private openScan: OpenScan | null = null;
  /** The last record read stopped because a quote scan reached the end of the text. */
  private stoppedAtQuote = false;
  readonly lineEndings: LineEndingCounts = { crlf: 0, lf: 0, cr: 0 };
  /** How many records had each number of cells: the file's usual width is the most common. */
  private readonly widths = new Map<number, number>();
  /**
   * For the current text (one `run`): 1 at each quoted field's opening that a failed record went through (chains,
   * below). Allocated at the first failure of a run.
   */
  private failedThrough: Uint8Array | null = null;
  /** The quoted fields the record being read opened, in order. */
  private readonly openings: number[] = [];
  /** A quote open at the end of the file was judged once (later ones see the same remaining text). */
  private openQuoteJudged = false;
  private readonly delim: number;

  constructor(
    delimiter: string,
    private readonly sink: RecordSink,
    private readonly maxRecordChars = 1_000_000,
    /** Spaces right after a delimiter belong to it (Python csv's `skipinitialspace`). */
    private readonly skipSpaces = false,
  ) {
    this.delim = delimiter.charCodeAt(0);
  }

  push(text: string): void {
    if (this.keepWaiting(text)) return;
    this.run(this.joined() + text, false);
  }

  end(): void {
    const buf = this.joined();
    if (buf.length > 0) this.run(buf, true);
    this.pending = '';
  }

  private joined(): string {
    if (this.waiting.length > 0) {
      this.pending += this.waiting.join('');
      this.waiting = [];
      this.waitingChars = 0;
    }
    return this.pending;
  }

  /**
   * True when `text` cannot end the wait of the first pending record (its open quote does not close in it), so
   * it is only kept. The wait is cut short at WAIT_FACTOR x maxRecordChars so that a record too long to wait
   * for is recovered, and the text after it read, in batches rather than one chunk at a time.
   */
  private keepWaiting(text: string): boolean {
    const scan = this.openScan;
    if (!this.waitsOnQuote || scan === null) return false;
    const length = this.pending.length + this.waitingChars;
    if (length + text.length > this.maxRecordChars * WAIT_FACTOR) return false;
    // The scan goes on at `resume`: the text's end, or its last character when that is a quote.
    const last = this.waiting.at(-1) ?? this.pending;
    const window = (scan.resume < length ? last.slice(-1) : '') + text;
    const result = scanQuoted(window, 0, false, this.delim);
    if (result.close >= 0) return false;
    this.waiting.push(text);
    this.waitingChars += text.length;
    this.openScan = { from: scan.from, resume: scan.resume + result.resume };
    return true;
  }

  private run(buf: string, final: boolean): void {
    let pos = 0;
    this.waitsOnQuote = false;
    this.failedThrough = null;
    if (this.skippingLongLine) {
      const nl = nextLineEnd(buf, 0);
      if (nl < 0) {
        this.pending = '';
        this.openScan = null;
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
          this.openScan = null;
          return;
        }
      }
      if (parsed === null) {
        this.waitsOnQuote = this.stoppedAtQuote;
        break;
      }
      const width = parsed.cells.length;
      this.widths.set(width, (this.widths.get(width) ?? 0) + 1);
      this.sink.record(parsed.cells, ++this.row, parsed.repaired, parsed.cutOff === true);
      pos = parsed.end;
    }
    this.pending = pos >= buf.length ? '' : buf.slice(pos);
    // The pending text keeps its offsets from `pos` on; a scan that ends before it tells nothing more.
    const scan = this.openScan;
    this.openScan =
      scan === null || scan.resume < pos
        ? null
        : { from: scan.from - pos, resume: scan.resume - pos };
  }

  /**
   * Where the quoted field opened at `open` closes: the quote followed by a delimiter or a line end (or by the end
   * of the file), skipping doubled quotes and keeping stray ones. -1 when the text ends first: more may come, or
   * (when `final`) the quote never closes. Unclosed scans are remembered in `openScan`.
   */
  private closingQuote(buf: string, open: number, final: boolean, limit: number): number {
    const len = buf.length;
    const delim = this.delim;
    const scan = this.openScan;
    let j = open + 1;
    let from = open;
    if (scan !== null && open >= scan.from && open < scan.resume) {
      j = scan.resume;
      if (open > scan.from) {
        // A later field: only its first run of quotes can close it before it joins the remembered scan.
        let runEnd = open + 1;
        while (runEnd < len && buf.charCodeAt(runEnd) === QUOTE) runEnd++;
        if ((runEnd - open) % 2 === 0) {
          // An odd number of quotes after the opening one: the last of them stands alone.
          if (runEnd >= len) {
            if (final) return runEnd - 1;
            this.openScan = { from: open, resume: runEnd - 1 };
            this.stoppedAtQuote = true;
            return -1;
          }
          const next = buf.charCodeAt(runEnd);
          if (next === delim || next === LF || next === CR) return runEnd - 1;
        }
        // Joined where the run ends (which the remembered scan may not have reached when it stopped inside it).
        j = Math.max(j, runEnd);
      }
      from = scan.from;
    }
    const { close, resume } = scanQuoted(buf, j, final, delim);
    // A quote that closes only past maxRecordChars is read as never closing (the record is recovered), however
    // the text arrived.
    if (close >= 0 && close <= limit) return close;
    this.openScan = { from, resume };
    this.stoppedAtQuote = !final && close < 0;
    return -1;
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
    this.stoppedAtQuote = false;
    this.openings.length = 0;
    for (;;) {
      if (!quotesOff && i < len && buf.charCodeAt(i) === QUOTE) {
        const close = this.knownToFail(buf, start, i, final)
          ? -1
          : this.closingQuote(buf, i, final, start + this.maxRecordChars);
        if (close < 0) {
          this.rememberFailure(buf, i);
          if (!final) return null;
          if (!this.openQuoteJudged) {
            this.openQuoteJudged = true;
            if (this.cutInsideQuote(buf, i)) {
              return {
                cells: [...cells, buf.slice(i + 1)],
                end: len,
                repaired: true,
                cutOff: true,
              };
            }
          }
          // The quote never closes before the end of the file: read this record's quotes as characters,
          // so the lines it would have swallowed come back as rows of their own.
          const again = this.parseRecord(buf, start, true, true);
          if (again !== null) again.repaired = true;
          return again;
        }
        this.openings.push(i);
        const field = unquote(buf, i, close);
        if (field.repaired) repaired = true;
        cells.push(field.value);
        i = close + 1;
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
        return { cells, end: len, repaired, cutOff: this.isShortAtEnd(cells.length) };
      }
      const c = buf.charCodeAt(i);
      if (c === delim) {
        i++;
        if (this.skipSpaces) while (i < len && buf.charCodeAt(i) === SPACE) i++;
        if (i >= len && final) {
          cells.push('');
          return { cells, end: len, repaired, cutOff: this.isShortAtEnd(cells.length) };
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

  // Chains. A record's quoted fields may each close and still hold every line end, so that the record runs on to a
  // quote that fails it (never closes, or only past maxRecordChars); it is then read again as one line, and the
  // next line's record, once it reaches one of the same field openings, went the same way: read in full, every
  // line cost up to maxRecordChars, or the rest of the text. Reading on from an opening does not depend on where
  // the record began, so each opening a failed record went through is remembered, and a later record that reaches
  // one fails there at once. Its quote never closes, or closes at least that far on, in a record that began
  // before it ends: a record then longer than any review, or a stray quote's chain, read again as lines.

  /**
   * Whether the record from `start` fails at the quoted field opened at `open`, a failed record having gone
   * through it. Not while more text may come unless the record is then read again anyway (more than
   * maxRecordChars of text after it): waiting on a quote keeps the state of that quote's own scan.
   */
  private knownToFail(buf: string, start: number, open: number, final: boolean): boolean {
    if (this.failedThrough?.[open] !== 1) return false;
    return final || buf.length - start > this.maxRecordChars;
  }

  /** The quote opened at `open` failed the record being read: every field opening it went through is marked. */
  private rememberFailure(buf: string, open: number): void {
    const marks = (this.failedThrough ??= new Uint8Array(buf.length + 1));
    marks[open] = 1;
    for (const opening of this.openings) marks[opening] = 1;
  }

  /**
   * The most common number of cells of the records read so far, once at least USUAL_WIDTH_ROWS records show it
   * (0 before): a file of a few hand-made rows says too little about its width to call one row cut off.
   */
  private usualWidth(): number {
    let best = 0;
    let bestCount = 0;
    for (const [width, count] of this.widths) {
      if (count > bestCount || (count === bestCount && width > best)) {
        best = width;
        bestCount = count;
      }
    }
    return bestCount >= USUAL_WIDTH_ROWS ? best : 0;
  }

  /**
   * A quote opened at `open` that never closes: the file was cut inside its field unless most lines after the
   * quote's own hold as many cells as the file's rows do (read with quotes as characters): those are rows a stray
   * quote swallowed, to be read again as rows. A cut review's own lines are prose, whose commas rarely add up to a
   * row on most of its lines.
   */
  private cutInsideQuote(buf: string, open: number): boolean {
    const width = this.usualWidth();
    if (width < 2) return false;
    const after = nextLineEnd(buf, open);
    if (after < 0) return true;
    let lines = 0;
    let rows = 0;
    let cells = 1;
    let filled = false;
    for (let i = after; i <= buf.length; i++) {
      const c = i < buf.length ? buf.charCodeAt(i) : LF;
      if (c === LF || c === CR) {
        if (filled) {
          lines++;
          if (cells >= width) rows++;
        }
        cells = 1;
        filled = false;
      } else {
        filled = true;
        if (c === this.delim) cells++;
      }
    }
    return rows * 2 <= lines;
  }

  /**
   * A last record that ends the text without a line ending is cut off when it has at least two cells but fewer
   * than the file's rows, and no other record does (a file whose rows leave out their empty last cells is ragged
   * throughout). A one-cell line is a title or a note, not a cut row.
   */
  private isShortAtEnd(cells: number): boolean {
    const width = this.usualWidth();
    if (cells < 2 || cells >= width) return false;
    for (const [w, count] of this.widths) if (w >= 2 && w < width && count > 0) return false;
    return true;
  }
}

const USUAL_WIDTH_ROWS = 5;

/** How much longer than maxRecordChars a record may be waited for before the reading catches up. */
const WAIT_FACTOR = 1.5;

/**
 * Scans a quoted field's text from `j` for its closing quote: a quote followed by a delimiter or a line end (or
 * ending the file, when `final`), after doubled quotes and stray ones. `close` is -1 when the text ends first;
 * `resume` is where the scan would go on.
 */
function scanQuoted(
  buf: string,
  from: number,
  final: boolean,
  delim: number,
): { close: number; resume: number } {
  const len = buf.length;
  let j = from;
  for (;;) {
    const q = buf.indexOf('"', j);
    if (q < 0) return { close: -1, resume: len };
    if (q + 1 >= len) return final ? { close: q, resume: q } : { close: -1, resume: q };
    const next = buf.charCodeAt(q + 1);
    if (next === QUOTE) j = q + 2;
    else if (next === delim || next === LF || next === CR) return { close: q, resume: q };
    else j = q + 1;
  }
}

/**
 * The value of the quoted field opened at `open` and closed at `close`: doubled quotes read as one, a stray quote
 * (not doubled, not closing) kept as a character, which marks the record repaired.
 */
function unquote(buf: string, open: number, close: number): { value: string; repaired: boolean } {
  let value = '';
  let repaired = false;
  let segStart = open + 1;
  let j = segStart;
  for (;;) {
    const q = buf.indexOf('"', j);
    if (q >= close || q < 0) return { value: value + buf.slice(segStart, close), repaired };
    if (buf.charCodeAt(q + 1) === QUOTE) {
      value += buf.slice(segStart, q + 1);
      j = q + 2;
      segStart = j;
    } else {
      repaired = true;
      j = q + 1;
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
