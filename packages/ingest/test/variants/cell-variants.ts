// Round 14's variants (docs/decisions/231-review-exports-dressed-in-untried-ways.md): how scrapers, spreadsheets and
// data tools write the cells themselves. Each is one rule on the parsed rows of any file, as in file-variants.ts.
import type { Table } from './real-files';
import {
  dateVariant,
  rewriteColumn,
  type Baseline,
  type DateFormat,
  type FileVariant,
} from './file-variants';
import { writeCsv } from './write-csv';

const DAY_MS = 86_400_000;
const msOf = (p: { y: string; m: string; d: string; time: string }): number =>
  Date.parse(`${p.y}-${p.m}-${p.d}T${p.time || '00:00:00'}Z`);

/** Dates as numbers: only a moment (a time) is written as one, since a number cannot say "this day". */
const NUMERIC_DATES: Record<string, DateFormat> = {
  'dates Unix seconds': (p, precision) => (precision === 'time' ? String(msOf(p) / 1000) : null),
  // JavaScript's Date.getTime(), as Node scrapers write a moment.
  'dates Unix milliseconds': (p, precision) => (precision === 'time' ? String(msOf(p)) : null),
  // A date cell saved by a spreadsheet as "General": days since 1899-12-30, the time as the day's fraction.
  'dates Excel serial': (p, precision) => {
    if (precision === 'month') return null;
    const serial = (msOf(p) - Date.UTC(1899, 11, 30)) / DAY_MS;
    return precision === 'day' ? String(serial) : serial.toFixed(10).replace(/0+$/u, '');
  },
};

/** The text as a scraper that saves an element's inner HTML writes it: entities, and a `<br>` per line break. */
const asHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
    .replace(/\r?\n/gu, '<br>');

function htmlCells(base: Baseline): Uint8Array | null {
  const titled = rewriteColumn(base, 'title', (_, written) => asHtml(written)) ?? base.real.table;
  const table = rewriteColumn(base, 'text', (_, w) => `<p>${asHtml(w)}</p>`, undefined, titled);
  return table && writeCsv(table);
}

/** Every empty cell of the rows written as the token a tool writes for a missing value. */
function missingAs(name: string, token: string): FileVariant {
  return {
    name,
    dress: ({ real: { table } }) =>
      writeCsv({
        ...table,
        rows: table.rows.map((cells) => cells.map((c) => (c.trim() === '' ? token : c))),
      }),
  };
}

/**
 * A spreadsheet-injection guard: a cell that starts with "=", "+", "-" or "@" (or a tab or carriage return) is
 * written after an apostrophe, as WooCommerce's CSV exporter (`WC_CSV_Exporter::escape_data`) and OWASP's advice do.
 */
const guarded = (cell: string): string => (/^[=+\-@\t\r]/u.test(cell) ? `'${cell}` : cell);

/** The header written again above every page of rows, as a scraper appending each page with pandas' to_csv(mode="a"). */
function pagesAppended(table: Table, pageSize: number): Table {
  const rows: string[][] = [];
  table.rows.forEach((cells, i) => {
    if (i > 0 && i % pageSize === 0) rows.push([...table.header]);
    rows.push(cells);
  });
  return { ...table, rows };
}

/** The file as a download that stopped halfway through its last record. */
function cutOff(table: Table): Uint8Array | null {
  const whole = writeCsv(table);
  const before = writeCsv({ ...table, rows: table.rows.slice(0, -1) });
  if (whole === null || before === null) return null;
  return whole.subarray(0, before.length + Math.floor((whole.length - before.length) / 2));
}

/** An images column beside the text, as scrapers store a list: JSON (Node) or Python's repr of a list. */
function withImages(base: Baseline, list: (urls: string[]) => string): Uint8Array | null {
  const { table } = base.real;
  const at = base.original.coverage.columns.findIndex((c) => c.meaning === 'text') + 1;
  const urls = (i: number): string[] =>
    Array.from(
      { length: i % 3 },
      (_, k) => `https://images.example.com/review/${1000 + i}/${k + 1}.jpg`,
    );
  const insert = (cells: string[], cell: string): string[] => [
    ...cells.slice(0, at),
    cell,
    ...cells.slice(at),
  ];
  return writeCsv({
    ...table,
    header: insert(table.header, 'images'),
    rows: table.rows.map((cells, i) => insert(cells, list(urls(i)))),
  });
}

const pythonList = (urls: string[]): string => `[${urls.map((u) => `'${u}'`).join(', ')}]`;

/** Amazon's sentence for a review's helpful votes; a review nobody voted for shows none. */
const helpfulSentence = (votes: number): string =>
  votes === 0
    ? ''
    : votes === 1
      ? 'One person found this helpful'
      : `${votes} people found this helpful`;

export const CELL_VARIANTS: readonly FileVariant[] = [
  { name: 'HTML in texts', dress: htmlCells },
  {
    // A browser submits a textarea's line breaks as CRLF (HTML's form submission), and the export keeps them.
    name: 'texts with CRLF line breaks',
    dress: (base) => {
      const table = rewriteColumn(base, 'text', (_, w) => w.replace(/\r?\n/gu, '\r\n'));
      return table && writeCsv(table);
    },
  },
  missingAs('missing as NA (R)', 'NA'),
  missingAs('missing as None (Python)', 'None'),
  missingAs('missing as nan (pandas)', 'nan'),
  missingAs('missing as null (JSON)', 'null'),
  missingAs('missing as N/A', 'N/A'),
  missingAs('missing as -', '-'),
  ...Object.entries(NUMERIC_DATES).map(([name, format]) => dateVariant(name, format)),
  {
    name: 'helpful as sentences',
    dress: (base) => {
      const table = rewriteColumn(base, 'helpful_votes', (r) =>
        r.helpful_votes === undefined ? null : helpfulSentence(r.helpful_votes),
      );
      return table && writeCsv(table);
    },
  },
  {
    name: 'formula guard',
    dress: ({ real: { table } }) =>
      writeCsv({ ...table, rows: table.rows.map((cells) => cells.map(guarded)) }),
  },
  {
    name: 'header repeated per page',
    dress: ({ real }) => writeCsv(pagesAppended(real.table, 100)),
  },
  { name: 'cut off mid-row', dress: ({ real }) => cutOff(real.table) },
  {
    name: 'headers padded',
    dress: ({ real: { table } }) =>
      writeCsv({ ...table, header: table.header.map((h) => ` ${h} `) }),
  },
  {
    name: 'space after delimiter',
    dress: ({ real }) => writeCsv(real.table, { afterDelimiter: ' ' }),
  },
  {
    name: 'trailing delimiter',
    dress: ({ real }) => writeCsv(real.table, { trailingDelimiter: true }),
  },
  { name: 'images column (JSON)', dress: (base) => withImages(base, (u) => JSON.stringify(u)) },
  { name: 'images column (Python list)', dress: (base) => withImages(base, pythonList) },
];
