// The variants of a review export: each is one rule applied to the parsed rows of any file (never a string edit
// of one file), and says how another tool would have written the same reviews.
import type { ColumnMeaning, ImportResult, Review } from '@reviewsentry/contracts';
import { createRng, shuffle } from '@reviewsentry/test-support';
import { HEADER_WORDS, type HeaderWords } from './header-words';
import type { RealFile, Table } from './real-files';
import { writeCsv, type CsvStyle } from './write-csv';

export interface Baseline {
  real: RealFile;
  /** The import of the file's own bytes. */
  original: ImportResult;
}

export interface FileVariant {
  name: string;
  /** The variant's bytes, or null when the rule changes nothing in this file (or cannot write it). */
  dress(base: Baseline): Uint8Array | null;
}

const styled = (name: string, style: Partial<CsvStyle>): FileVariant => ({
  name,
  dress: ({ real }) => writeCsv(real.table, style),
});

function columnOf(base: Baseline, meaning: ColumnMeaning): number | null {
  return base.original.coverage.columns.find((c) => c.meaning === meaning)?.index ?? null;
}

/** Rewrites one column's cells from each row's review; null when no cell changes. */
export function rewriteColumn(
  base: Baseline,
  meaning: ColumnMeaning,
  cell: (review: Review, written: string) => string | null,
  header: (written: string) => string = (h) => h,
  table: Table = base.real.table,
): Table | null {
  const col = columnOf(base, meaning);
  if (col === null) return null;
  const byRow = new Map(base.original.reviews.map((r) => [Number(r.id), r]));
  let changed = false;
  const rows = table.rows.map((cells, i) => {
    const review = byRow.get(table.rowNumbers[i]!);
    const written = cells[col] ?? '';
    const next = review === undefined || written.trim() === '' ? null : cell(review, written);
    if (next === null || next === written) return cells;
    changed = true;
    return cells.map((c, j) => (j === col ? next : c));
  });
  if (!changed) return null;
  const head = table.header.map((h, j) => (j === col ? header(h) : h));
  return { ...table, header: head, rows };
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface DateParts {
  y: string;
  m: string;
  d: string;
  time: string;
}

/** A date format: null where it has no way to write the review's precision (a relative date, a year alone). */
export type DateFormat = (p: DateParts, precision: 'time' | 'day' | 'month') => string | null;

const DATE_FORMATS: Record<string, DateFormat> = {
  'dates ISO': (p, precision) =>
    precision === 'time'
      ? `${p.y}-${p.m}-${p.d}T${p.time}Z`
      : precision === 'day'
        ? `${p.y}-${p.m}-${p.d}`
        : `${p.y}-${p.m}`,
  'dates m/d/Y': (p, precision) =>
    precision === 'month'
      ? null
      : `${Number(p.m)}/${Number(p.d)}/${p.y}${precision === 'time' ? ` ${p.time}` : ''}`,
  'dates d.m.Y': (p, precision) =>
    precision === 'month'
      ? `${p.m}.${p.y}`
      : `${p.d}.${p.m}.${p.y}${precision === 'time' ? ` ${p.time}` : ''}`,
  'dates d/m/Y': (p, precision) =>
    precision === 'month'
      ? null
      : `${p.d}/${p.m}/${p.y}${precision === 'time' ? ` ${p.time}` : ''}`,
  // Excel's default short date in the United States, which drops the century.
  'dates m/d/yy': (p, precision) =>
    precision === 'day' ? `${Number(p.m)}/${Number(p.d)}/${p.y.slice(2)}` : null,
  // Times with their offset, as JavaScript and most APIs write them.
  'dates ISO +00:00': (p, precision) =>
    precision === 'time' ? `${p.y}-${p.m}-${p.d}T${p.time}+00:00` : null,
  'dates "March 12, 2024"': (p, precision) =>
    precision === 'day' ? `${MONTHS[Number(p.m) - 1]!} ${Number(p.d)}, ${p.y}` : null,
  // RFC 2822 (e-mail and RSS), with the weekday.
  'dates "Tue, 12 Mar 2024"': (p, precision) => {
    if (precision !== 'day') return null;
    const day = new Date(Date.UTC(Number(p.y), Number(p.m) - 1, Number(p.d)));
    const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getUTCDay()]!;
    return `${weekday}, ${Number(p.d)} ${MONTHS[Number(p.m) - 1]!.slice(0, 3)} ${p.y}`;
  },
  'dates "12 March 2024"': (p, precision) =>
    precision === 'time'
      ? null
      : precision === 'day'
        ? `${Number(p.d)} ${MONTHS[Number(p.m) - 1]!} ${p.y}`
        : `${MONTHS[Number(p.m) - 1]!} ${p.y}`,
};

/** The table with every date the original read written in `format`; null when none can be. */
function withDates(base: Baseline, format: DateFormat): Table | null {
  return rewriteColumn(base, 'date', (review) => {
    const precision = review.date_precision;
    if (review.date === undefined || precision === undefined) return null;
    if (precision !== 'time' && precision !== 'day' && precision !== 'month') return null;
    const [, y, m, d, time] = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T(\d{2}:\d{2}:\d{2}))?)?/u.exec(
      review.date,
    )!;
    return format({ y: y!, m: m!, d: d ?? '', time: time ?? '' }, precision);
  });
}

export function dateVariant(name: string, format: DateFormat): FileVariant {
  return {
    name,
    dress: (base) => {
      const table = withDates(base, format);
      return table && writeCsv(table);
    },
  };
}

function ratingVariant(
  name: string,
  format: (stars: number) => string | null,
  header?: (h: string) => string,
): FileVariant {
  return {
    name,
    dress: (base) => {
      const table = rewriteColumn(
        base,
        'rating',
        (review) => (review.rating === undefined ? null : format(review.rating)),
        header,
      );
      return table && writeCsv(table);
    },
  };
}

/** The table with each column we read renamed in the given words. */
function renamed(base: Baseline, words: HeaderWords, table: Table = base.real.table): Table {
  const header = table.header.map((h, i) => {
    const meaning = base.original.coverage.columns[i]?.meaning;
    return meaning ? words[meaning] : h;
  });
  return { ...table, header };
}

function headerVariant(name: string): FileVariant {
  return { name, dress: (base) => writeCsv(renamed(base, HEADER_WORDS[name]!)) };
}

/** New columns around the file's own: a row id first, a link last, and empty ones (named and unnamed) between. */
function withExtraColumns(table: Table): Table {
  const middle = Math.ceil(table.header.length / 2);
  const widen = (cells: string[], id: string, link: string, note: string): string[] => [
    id,
    ...cells.slice(0, middle),
    note,
    ...cells.slice(middle),
    link,
    '',
  ];
  return {
    ...table,
    header: widen(table.header, 'record_id', 'review_url', 'internal_notes'),
    rows: table.rows.map((cells, i) =>
      widen(cells, `R${100000 + i}`, `https://shop.example.com/reviews/${100000 + i}`, ''),
    ),
  };
}

const indexed = (name: string, table: Table): Table => ({
  ...table,
  header: [name, ...table.header],
  rows: table.rows.map((cells, i) => [String(i), ...cells]),
});

/** Rows of empty cells below the reviews, as a spreadsheet saves a range that was once filled. */
const withEmptyRows = (table: Table): Table => ({
  ...table,
  rows: [...table.rows, ...Array.from({ length: 3 }, () => table.header.map(() => ''))],
});

/**
 * As a spreadsheet in a decimal-comma locale saves "CSV": `;` between cells, CRLF, dates as day.month.year,
 * ratings with a decimal comma ("4,0") and headers in its language.
 */
function europeanExcel(name: string, words: HeaderWords): FileVariant {
  return {
    name,
    dress: (base) => {
      const dated = withDates(base, DATE_FORMATS['dates d.m.Y']!) ?? base.real.table;
      const rated =
        rewriteColumn(
          base,
          'rating',
          (review) => review.rating?.toFixed(1).replace('.', ',') ?? null,
          undefined,
          dated,
        ) ?? dated;
      return writeCsv(renamed(base, words, rated), {
        delimiter: ';',
        eol: '\r\n',
        encoding: 'utf-8-bom',
      });
    },
  };
}

/**
 * Several rules at once, as one tool applies them: Excel's "Unicode text" of a sheet in Spanish, dates as
 * day/month/year, ratings out of 10, a pandas index and the rows shuffled.
 */
const COMBINED: FileVariant = {
  name: 'combined (es, UTF-16, d/m/Y, /10)',
  dress: (base) => {
    const dated = withDates(base, DATE_FORMATS['dates d/m/Y']!) ?? base.real.table;
    const rated =
      rewriteColumn(
        base,
        'rating',
        (review) => (review.rating === undefined ? null : String(review.rating * 2)),
        (h) => `${h} (out of 10)`,
        dated,
      ) ?? dated;
    const words = renamed(base, HEADER_WORDS['headers: es']!, rated);
    const shuffled = { ...words, rows: shuffle([...words.rows], createRng(7)) };
    return writeCsv(indexed('', shuffled), { encoding: 'utf-16le', delimiter: '\t', eol: '\r\n' });
  },
};

export const FILE_VARIANTS: readonly FileVariant[] = [
  styled('quoted where needed', {}),
  {
    name: 'columns reversed',
    dress: ({ real: { table } }) =>
      writeCsv({
        ...table,
        header: [...table.header].reverse(),
        rows: table.rows.map((r) => [...r].reverse()),
      }),
  },
  ...Object.keys(HEADER_WORDS).map(headerVariant),
  // As database exports write them: "REVIEWTEXT", "REVIEWS.RATING", "CUSTOMER NAME".
  {
    name: 'headers upper-cased',
    dress: ({ real: { table } }) =>
      writeCsv({ ...table, header: table.header.map((h) => h.toUpperCase()) }),
  },
  styled('delimiter ;', { delimiter: ';' }),
  styled('delimiter tab', { delimiter: '\t' }),
  styled('delimiter |', { delimiter: '|' }),
  styled('every field quoted', { quoteAll: true }),
  styled('CRLF', { eol: '\r\n' }),
  styled('UTF-8 BOM', { encoding: 'utf-8-bom' }),
  // Excel's "Unicode text": UTF-16 LE with a byte order mark, tab-separated, CRLF.
  styled('UTF-16 LE text', { encoding: 'utf-16le', delimiter: '\t', eol: '\r\n' }),
  styled('UTF-16 LE comma', { encoding: 'utf-16le' }),
  styled('Windows-1252', { encoding: 'windows-1252', eol: '\r\n' }),
  styled('CR (classic Mac)', { eol: '\r' }),
  europeanExcel('European Excel de', HEADER_WORDS['headers: de']!),
  europeanExcel('European Excel fr', HEADER_WORDS['headers: fr']!),
  ...Object.entries(DATE_FORMATS).map(([name, format]) => dateVariant(name, format)),
  ratingVariant('ratings "4.0 out of 5 stars"', (s) => `${s.toFixed(1)} out of 5 stars`),
  ratingVariant('ratings "4/5"', (s) => `${s}/5`),
  ratingVariant(
    'ratings out of 10',
    (s) => String(s * 2),
    (h) => `${h} (out of 10)`,
  ),
  ratingVariant('ratings "4 stars"', (s) => `${s} ${s === 1 ? 'star' : 'stars'}`),
  ratingVariant('ratings as percent', (s) => `${s * 20}%`),
  ratingVariant(
    'ratings 0-100',
    (s) => String(s * 20),
    (h) => `${h} (0-100)`,
  ),
  ratingVariant('ratings ★★★★☆', (s) =>
    Number.isInteger(s) ? '★'.repeat(s) + '☆'.repeat(5 - s) : null,
  ),
  { name: 'extra columns', dress: ({ real }) => writeCsv(withExtraColumns(real.table)) },
  { name: 'pandas index', dress: ({ real }) => writeCsv(indexed('', real.table)) },
  // A pandas export read back and written again: the old index is now a column named "Unnamed: 0".
  {
    name: 'pandas index twice',
    dress: ({ real }) => writeCsv(indexed('', indexed('Unnamed: 0', real.table))),
  },
  { name: 'empty rows below', dress: ({ real }) => writeCsv(withEmptyRows(real.table)) },
  {
    name: 'title lines',
    dress: ({ real }) =>
      writeCsv(real.table, {
        preamble: [['Customer reviews export'], ['Generated on 12 March 2024'], ['']],
      }),
  },
  {
    name: 'title lines padded',
    dress: ({ real }) => {
      const pad = (cell: string): string[] =>
        real.table.header.map((_, i) => (i === 0 ? cell : ''));
      return writeCsv(real.table, {
        preamble: [pad('Product reviews report'), pad('Exported 2024-03-12 09:30'), pad('')],
        eol: '\r\n',
      });
    },
  },
  {
    name: 'no header row',
    dress: ({ real: { table } }) =>
      writeCsv({ ...table, header: table.rows[0]!, rows: table.rows.slice(1) }),
  },
  {
    name: 'rows shuffled',
    dress: ({ real: { table } }) =>
      writeCsv({ ...table, rows: shuffle([...table.rows], createRng(20261127)) }),
  },
  COMBINED,
];
