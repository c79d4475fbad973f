// The notes a report writes below its reviews ("Exported from ReviewTool on 2024-05-01", "This report contains
// confidential information."): rows after a blank line or an empty row at the end of the file that fill a single
// cell each, in a file whose reviews fill several. Read as reviews, they would be judged as review text. Such rows
// are held back until a row of several cells shows they were reviews after all, or the file ends; a few at most
// (MAX_NOTES), so what is held stays bounded.

export interface HeldRow {
  cells: string[];
  row: number;
  repaired: boolean;
}

/** Notes below the reviews are a line or a few; more single-cell rows than this are reviews. */
const MAX_NOTES = 5;
/** The share of the rows above that may fill a single cell: where reviews do, a last one-cell row is a review. */
const MAX_SINGLE_CELL_SHARE = 0.1;

export class TrailingNotes {
  private held: HeldRow[] = [];
  private blankAbove = false;
  private singleCell = 0;
  private severalCells = 0;

  /** `lastRow`: the header's row, so that a blank line under it counts as one. */
  constructor(private lastRow: number) {}

  /** An empty row (",,,"): the rows below it stand under a blank. */
  blank(row: number): void {
    this.lastRow = row;
    this.blankAbove = true;
  }

  /** A row that is no review and no note (a pasted header): the rows held above it are reviews. */
  interrupt(row: number, read: (r: HeldRow) => void): void {
    this.lastRow = row;
    this.blankAbove = false;
    this.release(read);
  }

  /** Reads `r` and the rows held before it, in the file's order, unless `r` may be a note: it is then held. */
  offer(r: HeldRow, read: (r: HeldRow) => void): void {
    // A blank line is no record: it shows as a gap in the row numbers.
    const belowBlank = this.blankAbove || r.row > this.lastRow + 1;
    this.lastRow = r.row;
    this.blankAbove = false;
    if (filledCells(r.cells) === 1 && (belowBlank || this.held.length > 0)) {
      if (this.held.length < MAX_NOTES) {
        this.held.push(r);
        return;
      }
    }
    this.release(read);
    this.count(r);
    read(r);
  }

  /** At the end of the file: the rows still held are notes when the rows above fill several cells. */
  end(): HeldRow[] {
    const rows = this.singleCell + this.severalCells;
    if (this.held.length === 0 || rows === 0 || this.singleCell > rows * MAX_SINGLE_CELL_SHARE)
      return [];
    const notes = this.held;
    this.held = [];
    return notes;
  }

  /** The rows held, to be read as reviews (after `end`, those it did not call notes). */
  release(read: (r: HeldRow) => void): void {
    const held = this.held;
    this.held = [];
    for (const h of held) {
      this.count(h);
      read(h);
    }
  }

  private count(r: HeldRow): void {
    if (filledCells(r.cells) === 1) this.singleCell++;
    else this.severalCells++;
  }
}

function filledCells(cells: readonly string[]): number {
  let n = 0;
  for (const c of cells) if (c.trim() !== '') n++;
  return n;
}
