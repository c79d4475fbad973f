// Exports meant to be opened in Excel write a cell as the formula ="…" so that Excel shows it as text: ids keep
// their leading zeros ("00123") and dates or numbers are not reformatted. The value is the formula's string:
// what stands between the quotes, a doubled quote being one quote. A cell that merely starts with "=" (a
// review "=) great") is not such a formula and stays as written.

const EXCEL_TEXT = /^\s*="((?:[^"]|"")*)"\s*$/su;

/** The text an Excel text formula (="…") shows; any other cell as it is. */
export function excelTextValue(cell: string): string {
  if (!cell.includes('="')) return cell;
  const m = EXCEL_TEXT.exec(cell);
  return m ? m[1]!.replace(/""/gu, '"') : cell;
}

/** The row with each Excel text formula read as its text; the same array when no cell is one. */
export function withExcelTextRead(cells: string[]): string[] {
  let out = cells;
  for (let i = 0; i < cells.length; i++) {
    const value = excelTextValue(cells[i]!);
    if (value === cells[i]) continue;
    if (out === cells) out = [...cells];
    out[i] = value;
  }
  return out;
}
