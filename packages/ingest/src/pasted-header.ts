// Exports pasted one below another repeat their header in the middle of the file, sometimes from another
// version of the tool, with the columns in another order or fewer of them. Such a row is a header, not a
// review, and the rows below it are read in its column order. A header of two rows (two-row-header.ts) is
// pasted as its two rows, each of which is skipped when it is written as it was at the top.

/** A header cell as compared: spacing, case and the byte order mark of a second file (`cat a.csv b.csv`) aside. */
function headerCell(cell: string | undefined): string {
  return (cell ?? '')
    .replace(/^\ufeff/u, '')
    .trim()
    .toLowerCase();
}

/** A row as compared with a header row: each cell as headerCell reads it, trailing empty cells aside. */
function rowKey(cells: readonly string[]): string {
  const named = cells.map(headerCell);
  while (named.length > 0 && named.at(-1) === '') named.pop();
  return named.join('\u0000');
}

export class PastedHeaders {
  /** Each name of the first header -> its columns, in order (a name may stand twice). */
  private readonly columns = new Map<string, number[]>();
  private readonly width: number;
  /** For each column of the first header, where the rows below the last pasted header hold it (-1: absent). */
  private layout: number[] | null = null;
  /** The rows of a header written over two rows, as compared (rowKey). */
  private readonly writtenRows: ReadonlySet<string>;

  /**
   * `textIdx`: the review text's column, whose name a pasted header must hold; null before it is known.
   * `writtenRows`: the file's own rows of a header of two rows, whose names `header` combines.
   */
  constructor(
    header: readonly string[],
    private readonly textIdx: number | null,
    writtenRows: readonly (readonly string[])[] = [],
  ) {
    this.width = header.length;
    this.writtenRows = new Set(writtenRows.map(rowKey));
    header.forEach((cell, i) => {
      const name = headerCell(cell);
      if (name === '') return;
      const at = this.columns.get(name);
      if (at) at.push(i);
      else this.columns.set(name, [i]);
    });
  }

  /**
   * True when every filled cell of the row is a name of the first header (each used once) and the review text's
   * is among them; the rows below are then read in this row's column order.
   */
  isHeader(cells: readonly string[]): boolean {
    if (this.writtenRows.size > 0 && this.writtenRows.has(rowKey(cells))) {
      this.layout = null;
      return true;
    }
    // Most rows are reviews whose first filled cell is no column name: they cost one lookup.
    const first = cells.find((c) => c.trim() !== '');
    if (first === undefined || !this.columns.has(headerCell(first))) return false;
    const position = new Map<number, number>();
    const used = new Map<string, number>();
    for (let j = 0; j < cells.length; j++) {
      const name = headerCell(cells[j]);
      if (name === '') continue;
      const at = this.columns.get(name);
      const k = used.get(name) ?? 0;
      if (at === undefined || k >= at.length) return false;
      used.set(name, k + 1);
      position.set(at[k]!, j);
    }
    // Two names at least: a review whose whole text is "Review" is not a header.
    if (position.size < Math.min(2, this.namedColumns())) return false;
    if (this.textIdx !== null && !position.has(this.textIdx)) return false;
    let same = position.size === this.namedColumns();
    for (const [i, j] of position) if (i !== j) same = false;
    this.layout = same ? null : Array.from({ length: this.width }, (_, i) => position.get(i) ?? -1);
    return true;
  }

  /** The row in the first header's column order. */
  arrange(cells: string[]): string[] {
    const layout = this.layout;
    return layout === null ? cells : layout.map((j) => (j < 0 ? '' : (cells[j] ?? '')));
  }

  private namedColumns(): number {
    let n = 0;
    for (const at of this.columns.values()) n += at.length;
    return n;
  }
}
