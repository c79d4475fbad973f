// How a spreadsheet splits a CSV file it opens: RFC 4180 quotes, with the list separator of the user's locale.
// Excel in a locale whose decimal mark is a comma (German, French, Spanish…) splits a double-clicked .csv on `;`,
// not on `,`: a cell our writer left unquoted because it holds no comma is cut in two there, and the second part
// is a new cell whose first character a spreadsheet reads as a formula. Tests of our CSV output read it both ways.

/** The cells of every record of `text` as a spreadsheet splitting on `separator` sees them. */
export function spreadsheetCells(text: string, separator: ',' | ';'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.startsWith('\ufeff') ? 1 : 0;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === separator) endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      records.push(record);
      record = [];
      i++;
    } else cell += c;
  }
  if (cell !== '' || record.length > 0) {
    endCell();
    records.push(record);
  }
  return records;
}

/** What makes a spreadsheet read a cell as a formula (OWASP CSV injection), white space first or not. */
export const FORMULA_START =
  /^[\s\u200b-\u200d\u2060\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/u;
