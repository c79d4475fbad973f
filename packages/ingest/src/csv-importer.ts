// The importer's core as a push-driven state machine: bytes in (any chunking), reviews out. CsvRecordReader
// turns bytes into records; this class finds the header, decides the column mapping on the first rows and
// builds reviews. It keeps only the current unfinished record, the first rows until the mapping is decided,
// and the reviews themselves. Limits are enforced as data arrives so an oversized upload stops being read early.
import type { ImportReject, RejectReason } from '@reviewsentry/contracts';
import { resolveMapping, type ColumnMapping } from './columns/resolve-mapping';
import { nameHints, TEXT_NAMES_ACCEPTED } from './columns/header-names';
import { CsvRecordReader } from './csv/record-reader';
import { separatorLine } from './csv/sniff-delimiter';
import {
  NoFileError,
  NoTextColumnError,
  NoUsableReviewsError,
  TooManyColumnsError,
  TooManyRowsError,
} from './errors';
import { DayMonthOrder } from './day-month-order';
import { firstRowIsData } from './first-row-data';
import { buildResult, type ImportState } from './finalize';
import { unrateOffScale } from './off-scale-ratings';
import { readTensOfStars } from './tens-of-stars';
import type { ResolvedOptions } from './options';
import { buildRow, type RowStats } from './row-builder';
import { PastedHeaders } from './pasted-header';
import { findReplyMarkers, isShopReply, type ReplyMarkers } from './shop-reply';
import { findStatusColumns, isSpamOrDeleted, type StatusColumns } from './spam-rows';
import { isSummaryRow } from './summary-row';
import { TrailingNotes, type HeldRow } from './trailing-notes';
import { combineTwoRowHeader, withIndexNames } from './two-row-header';
import { withExcelTextRead } from './values/excel-text';

/** Rows looked at before the column mapping is decided. */
const SAMPLE_ROWS = 500;
/** Columns a header may have (review exports have a few dozen at most). */
export const MAX_COLUMNS = 1_000;

/** One-cell lines read while looking for a header with several cells. */
const PREAMBLE_ROWS = 10;

interface PendingRow {
  cells: string[];
  row: number;
  repaired: boolean;
}

export class CsvImporter {
  private header: string[] | null = null;
  /** Recognises the header when it is pasted again below, and the order of the rows under it. */
  private pasted: PastedHeaders | null = null;
  private headerRow = 0;
  private headerless = false;
  /** The row the file ends in the middle of (the tokenizer's `cutOff`), skipped as incomplete. */
  private cutOffRow: number | null = null;
  /** Rows the header spans: 2 under merged group labels, 3 with pandas' row of the index's names below. */
  private headerRowCount = 1;
  /** A header of two rows as the file writes them, for PastedHeaders; empty for a header of one row. */
  private headerRows: string[][] = [];
  /** The last value of each fill-down column (ColumnMapping.fillDown). */
  private readonly groupValues = new Map<number, string>();
  /** How many blank cells of each fill-down column were given the value above. */
  private readonly filledDown = new Map<number, number>();
  private preamble: PendingRow[] = [];
  private skippedAboveHeader = 0;
  /** A quoted `"sep=;"` line above the header (csv/sniff-delimiter.ts), as written. */
  private separatorLine: string | null = null;
  private sample: PendingRow[] | null = [];
  private mapping: ColumnMapping | null = null;
  private replies: ReplyMarkers | null = null;
  private statusColumns: StatusColumns = { states: [], flags: [] };
  private dates: DayMonthOrder | null = null;
  /** Holds single-cell rows below a blank until the file shows whether they are notes or reviews. */
  private trailing: TrailingNotes | null = null;
  private readonly judge = (r: HeldRow): void => this.judgeRow(r);
  private readonly state: ImportState;
  private readonly stats: RowStats = {
    unreadable: {},
    zeroStars: 0,
    datedRatings: 0,
    datedRatingExample: null,
    yearlessDates: 0,
    yearlessDateExample: null,
    ambiguousDates: 0,
    ambiguousDateExample: null,
    textsFromOriginal: 0,
    textsFromTranslation: 0,
    googleTranslations: 0,
    verifiedByBadge: 0,
  };
  private readonly reader: CsvRecordReader;

  constructor(private readonly opts: ResolvedOptions) {
    this.reader = new CsvRecordReader(
      {
        record: (cells, row, repaired, cutOff) => this.onRecord(cells, row, repaired, cutOff),
        tooLong: (row) => this.onTooLong(row),
      },
      opts.maxBytes,
    );
    this.state = {
      reviews: [],
      rejects: [],
      skippedByReason: {},
      rowsRead: 0,
      rowsRepaired: 0,
      firstRepairedRow: null,
      ratingOnly: 0,
      withText: 0,
      noiseRemoved: 0,
      bareRatingIdx: [],
      bareRatingValues: [],
      maxBareRating: 0,
    };
  }

  pushBytes(chunk: Uint8Array): void {
    this.reader.pushBytes(chunk);
  }

  finish(): ReturnType<typeof buildResult> {
    const reader = this.reader;
    reader.end();
    if (this.header === null) this.chooseHeader();
    if (this.header === null) throw new NoFileError();
    if (this.mapping === null) this.decideMapping();
    for (const note of this.trailing!.end()) this.reject(note.row, 'note_row');
    this.trailing!.release(this.judge);
    const mapping = this.mapping!;
    const textIdx = mapping.byMeaning.text;
    if (this.state.withText === 0) {
      const textHeader = textIdx === undefined ? null : (mapping.columns[textIdx]?.header ?? null);
      throw new NoUsableReviewsError(this.state.rowsRead, textHeader, {
        ...this.state.skippedByReason,
      });
    }
    const dates = this.dates!;
    dates.readWaiting(this.opts.now, this.stats);
    const tensOfStars = readTensOfStars(this.state, mapping.ratingScale);
    const offScale = unrateOffScale(
      this.state,
      { scale: mapping.ratingScale, worst: mapping.ratingWorst },
      this.opts.maxRejects,
    );
    if (offScale.refused > 0)
      this.stats.unreadable.rating = (this.stats.unreadable.rating ?? 0) + offScale.refused;
    return buildResult(this.state, {
      mapping,
      encoding: reader.encoding,
      bom: reader.bom,
      switchedEncoding: reader.switchedFromUtf8,
      replacedSequences: reader.replacedSequences,
      delimiter: reader.delimiter,
      lineEndings: reader.lineEndings,
      ...this.stats,
      linesAboveHeader: this.skippedAboveHeader,
      separatorLine: this.separatorLine,
      zeroStars: this.stats.zeroStars + offScale.zeroStars,
      headerRowCount: this.headerRowCount,
      filledDown: this.filledDown,
      tensOfStars,
      dateOrder: dates.order,
    });
  }

  private onRecord(record: string[], row: number, repaired: boolean, cutOff: boolean): void {
    if (record.length === 1 && record[0] === '') return; // blank line: not a row
    if (cutOff) this.cutOffRow = row;
    // Read here, before the header is looked for and columns are judged, so every step sees the values.
    const cells = withExcelTextRead(record);
    if (this.header === null) {
      // Every line before the header is held, and the widest of them would be the header.
      if (cells.length > MAX_COLUMNS) throw new TooManyColumnsError(cells.length, MAX_COLUMNS);
      if (cells.every((c) => c.trim() === '')) return;
      this.preamble.push({ cells, row, repaired });
      // Titles ("Reviews exported 2024-05-01") and report details ("Store,My Shop") may stand above the
      // header: a line naming two columns we know settles it, else PREAMBLE_ROWS lines (or the file's end) do.
      if (namedCells(cells) >= 2 || this.preamble.length >= PREAMBLE_ROWS) this.chooseHeader();
      return;
    }
    this.addRow(cells, row, repaired);
  }

  private chooseHeader(): void {
    const lines = this.preamble;
    this.preamble = [];
    if (lines.length === 0) return;
    // The header names two columns we know and every line above it is a title, even one made of column words
    // ("Customer Reviews"), or report details ("Exported,2024-05-01"). Else it is the first line if it names a
    // column (a file of one column), or the first line of several cells that does, with titles above it.
    const titlesAbove = (i: number): boolean =>
      lines.slice(0, i).every((above) => isTitleOver(above.cells, lines[i]!.cells));
    let at = lines.findIndex((l, i) => namedCells(l.cells) >= 2 && titlesAbove(i));
    if (at < 0 && namedCells(lines[0]!.cells) === 0) {
      at = lines.findIndex(
        (l, i) => nonEmptyCells(l.cells) >= 2 && namedCells(l.cells) > 0 && titlesAbove(i),
      );
    }
    const headerAt = at < 0 ? 0 : at;
    const above = lines.slice(0, headerAt);
    this.separatorLine =
      above.map((l) => separatorLine(l.cells)).find((sep) => sep !== null) ?? null;
    this.skippedAboveHeader = headerAt - (this.separatorLine === null ? 0 : 1);
    this.header = lines[headerAt]!.cells;
    this.headerRow = lines[headerAt]!.row;
    // Every sampled row is held until the mapping is decided: a header of thousands of columns is not a review
    // export, and reading on would hold that many cells per row.
    if (this.header.length > MAX_COLUMNS)
      throw new TooManyColumnsError(this.header.length, MAX_COLUMNS);
    for (const l of lines.slice(headerAt + 1)) this.addRow(l.cells, l.row, l.repaired);
  }

  private addRow(cells: string[], row: number, repaired: boolean): void {
    this.countRow();
    if (this.mapping === null) {
      this.sample!.push({ cells, row, repaired });
      if (this.sample!.length >= SAMPLE_ROWS) this.decideMapping();
      return;
    }
    this.processRow(cells, row, repaired);
  }

  private onTooLong(row: number): void {
    if (this.header === null) return;
    this.countRow();
    this.reject(
      row,
      'row_too_long',
      'The row is over a million characters long; a quote is probably never closed.',
    );
  }

  private countRow(): void {
    this.state.rowsRead++;
    if (this.state.rowsRead > this.opts.maxReviews)
      throw new TooManyRowsError(this.opts.maxReviews);
  }

  private decideMapping(): void {
    const first = this.sample?.[0];
    const combined = first ? combineTwoRowHeader(this.header!, first.cells) : null;
    if (combined !== null) {
      // The second header row was counted as a data row; it is part of the header.
      this.sample!.shift();
      this.state.rowsRead--;
      this.headerRows = [this.header!, first!.cells];
      this.header = combined;
      this.headerRow = first!.row;
      this.headerRowCount = 2;
      const third = this.sample![0];
      const indexed = third ? withIndexNames(combined, third.cells) : null;
      if (indexed !== null) {
        this.sample!.shift();
        this.state.rowsRead--;
        this.headerRows.push(third!.cells);
        this.header = indexed;
        this.headerRow = third!.row;
        this.headerRowCount = 3;
      }
    }
    const header = this.header!;
    const sample = this.sample ?? [];
    // Content is judged on the rows as the header lays them out: pasted headers left out, the rows below them
    // put in the first header's order, and rows with stray delimiters (values shifted) left out if any remain.
    const pasted = new PastedHeaders(header, null, this.headerRows);
    const rows = sample
      .filter((s) => s.row !== this.cutOffRow && !pasted.isHeader(s.cells))
      .map((s) => pasted.arrange(s.cells));
    const wellFormed = rows.filter((cells) => fitsHeader(cells, header.length));
    const profiled = wellFormed.length > 0 ? wellFormed : rows;
    let mapping: ColumnMapping | null = null;
    if (firstRowIsData(header, this.opts.now)) {
      const alt = resolveMapping(
        header.map(() => ''),
        [header, ...profiled],
        this.opts.now,
        true,
      );
      if (alt.byMeaning.text !== undefined) {
        mapping = alt;
        this.headerless = true;
      }
    }
    mapping ??= resolveMapping(header, profiled, this.opts.now);
    if (mapping.byMeaning.text === undefined) {
      throw new NoTextColumnError(
        header.map((h, i) => h.replace(/^\ufeff/u, '').trim() || `column ${i + 1}`),
        TEXT_NAMES_ACCEPTED,
      );
    }
    this.mapping = mapping;
    this.replies = findReplyMarkers(mapping.columns);
    this.statusColumns = findStatusColumns(mapping.columns);
    this.dates = new DayMonthOrder(mapping.dateOrder);
    this.pasted = new PastedHeaders(header, mapping.byMeaning.text, this.headerRows);
    this.trailing = new TrailingNotes(this.headerRow);
    this.sample = null;
    if (this.headerless) {
      this.countRow();
      this.processRow(header, this.headerRow, false);
    }
    for (const s of sample) this.processRow(s.cells, s.row, s.repaired);
  }

  private processRow(cells: string[], row: number, repaired: boolean): void {
    // Incomplete: what it holds may be half a text or a value cut short, and is not read.
    if (row === this.cutOffRow) return this.reject(row, 'cut_off_row');
    if (cells.every((c) => c.trim() === '')) {
      this.trailing!.blank(row);
      return this.reject(row, 'empty_row');
    }
    if (!this.headerless && this.pasted!.isHeader(cells)) {
      this.trailing!.interrupt(row, this.judge);
      return this.reject(row, 'repeated_header');
    }
    const arranged = this.headerless ? cells : this.pasted!.arrange(cells);
    if (isSummaryRow(arranged, this.mapping!.byMeaning.text!))
      return this.reject(row, 'summary_row');
    this.trailing!.offer({ cells: arranged, row, repaired }, this.judge);
  }

  /** A row that may be a review: read, unless it is a shop's reply or marked spam. */
  private judgeRow({ cells, row, repaired: repairedBefore }: HeldRow): void {
    const mapping = this.mapping!;
    let row_ = cells;
    let repaired = repairedBefore;
    const textIdx = mapping.byMeaning.text!;
    const width = mapping.columns.length;
    if (row_.length > width && row_.slice(width).some((c) => c.trim() !== '')) {
      // More cells than the header: the review text most likely holds unquoted delimiters. Put them back.
      const extra = row_.length - width;
      row_ = [
        ...row_.slice(0, textIdx),
        row_.slice(textIdx, textIdx + extra + 1).join(this.reader.delimiter),
        ...row_.slice(textIdx + extra + 1),
      ];
      repaired = true;
    }
    if (mapping.fillDown.length > 0) row_ = this.fillDown(row_, mapping.fillDown);
    if (isSpamOrDeleted(row_, this.statusColumns)) return this.reject(row, 'spam_or_deleted');
    if (isShopReply(row_, this.replies!)) return this.reject(row, 'shop_reply');
    const out = buildRow(row_, row, mapping, this.opts.now, this.stats, this.dates!);
    if (out.kind === 'reject') return this.reject(row, out.reason);
    const s = this.state;
    if (repaired) {
      s.rowsRepaired++;
      s.firstRepairedRow ??= row;
    }
    if (out.noiseRemoved) s.noiseRemoved++;
    if (out.review.text === '') s.ratingOnly++;
    else s.withText++;
    if (out.bareRating !== null) {
      s.bareRatingIdx.push(s.reviews.length);
      s.bareRatingValues.push(out.bareRating);
      if (out.bareRating > s.maxBareRating) s.maxBareRating = out.bareRating;
    }
    s.reviews.push(out.review);
  }

  /** A blank cell of a column written once per group of rows takes the value above it. */
  private fillDown(cells: string[], columns: readonly number[]): string[] {
    let out = cells;
    for (const idx of columns) {
      const value = cells[idx] ?? '';
      if (value.trim() !== '') this.groupValues.set(idx, value);
      else if (this.groupValues.has(idx)) {
        if (out === cells) out = [...cells];
        out[idx] = this.groupValues.get(idx)!;
        this.filledDown.set(idx, (this.filledDown.get(idx) ?? 0) + 1);
      }
    }
    return out;
  }

  private reject(row: number, reason: RejectReason, detail?: string): void {
    const s = this.state;
    s.skippedByReason[reason] = (s.skippedByReason[reason] ?? 0) + 1;
    if (s.rejects.length < this.opts.maxRejects) {
      const r: ImportReject = { row, reason };
      if (detail !== undefined) r.detail = detail;
      s.rejects.push(r);
    }
  }
}

function nonEmptyCells(cells: readonly string[]): number {
  let n = 0;
  for (const c of cells) if (c.trim() !== '') n++;
  return n;
}

/**
 * A title or report line above a header is narrower than the header and written from its first cell on. A line as
 * wide, or one with an empty cell between filled ones (a row with values missing: a name and a date, no text), is a
 * row of the table like the one below it, not a title over it.
 */
function isTitleOver(line: readonly string[], header: readonly string[]): boolean {
  const filled = nonEmptyCells(line);
  if (filled >= nonEmptyCells(header)) return false;
  for (let i = 0; i < filled; i++) if (line[i]!.trim() === '') return false;
  return true;
}

function namedCells(cells: readonly string[]): number {
  let n = 0;
  for (const c of cells) if (nameHints(c).length > 0) n++;
  return n;
}

function fitsHeader(cells: readonly string[], width: number): boolean {
  for (let i = width; i < cells.length; i++) if (cells[i]!.trim() !== '') return false;
  return true;
}
