// Exports meant to be opened in a spreadsheet mark a cell as text so that it is shown as written: ids keep their
// leading zeros ("00123") and dates or numbers are not reformatted. Two marks are in use:
// - the formula ="…": the value is the formula's string, what stands between the quotes, a doubled quote being
//   one quote. A cell that merely starts with "=" (a review "=) great") is not such a formula and stays as written;
// - a leading apostrophe, Excel's and Sheets' text prefix ("'00123", "'2024-03-01", "'4/5"), kept in the file by
//   exporters that write cells as typed. It is a mark only before a value that starts with a digit and is a
//   number or a date, which is what a spreadsheet would otherwise convert; before words ("'90s style", "'Best
//   kettle ever', she said") the apostrophe is the writer's own and stays, and so does our own export's formula
//   guard before = + - @ ("'+49 123", "'-5"), which restoreFormula undoes (ADR 070).
// A workbook itself stores a character XML cannot hold (a carriage return, a tab) as _xHHHH_, and a literal
// "_x" with four hex digits as _x005F_xHHHH_ (ECMA-376 Part 1, 22.4.2.4 ST_Xstring); tools that turn workbooks
// into CSV without reading that escape back leave "Great mug._x000D_" in the cells, headers included.

const EXCEL_TEXT = /^\s*="((?:[^"]|"")*)"\s*$/su;
const MARK_AND_DIGIT = /^\s*'\d/u;
// Only the ASCII range is read: what the escape is used for (controls, the space of SharePoint's "Review_x0020_Text",
// the underscore), while "_x1234_" in an id stays as written.
const XSTRING_ESCAPE = /_x(00[0-7][0-9A-Fa-f])_/gu;
const APOSTROPHE_TEXT = /^'(\d[\d .,:/+-]*(?:T[\d .,:+-]+)?Z?%?)$/u;

/** The text a cell marked as text for a spreadsheet shows (="…", '00123); any other cell as it is. */
export function excelTextValue(written: string): string {
  const cell = written.includes('_x') ? withXstringEscapesRead(written) : written;
  if (cell.includes('="')) {
    const m = EXCEL_TEXT.exec(cell);
    return m ? m[1]!.replace(/""/gu, '"') : cell;
  }
  // Most cells with an apostrophe are prose ("it's"): only one that starts with the mark and a digit is looked at.
  if (MARK_AND_DIGIT.test(cell)) return APOSTROPHE_TEXT.exec(cell.trim())?.[1]!.trim() ?? cell;
  return cell;
}

/** The row with each cell marked as text read as its text; the same array when no cell is one. */
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

/** One pass left to right, so that _x005F_ (an underscore) keeps the "_x0041_" it protects as written. */
function withXstringEscapesRead(cell: string): string {
  return cell.replace(XSTRING_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
