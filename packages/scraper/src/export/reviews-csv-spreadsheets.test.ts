// Our CSV as spreadsheets open it: Excel splits on `,` or, in locales with a decimal comma, on `;`. Either way no
// cell may start a formula, and the importer must read the file back to the same values.
import { describe, expect, it } from 'vitest';
import type { Review } from '@reviewsentry/contracts';
import { readCsvRows } from '@reviewsentry/ingest';
import { FORMULA_START, spreadsheetCells } from '@reviewsentry/test-support';
import fc from 'fast-check';
import {
  csvCell,
  neutraliseFormula,
  restoreFormula,
  REVIEWS_CSV_COLUMNS,
  reviewsToCsv,
} from './reviews-csv';

const HOSTILE = [
  'Great kettle;=HYPERLINK("http://evil.example","click")',
  'ok;+1+1',
  'fine;-2;@SUM(A1)',
  'tab\t=1+1',
  'semi; =1+1',
  'plain',
  "'=already quoted by a spreadsheet",
  "''+two apostrophes",
  '=1+1',
];

describe('reviewsToCsv opened by a spreadsheet', () => {
  const reviews: Review[] = HOSTILE.map((text, i) => ({
    id: `R${i}`,
    text,
    title: HOSTILE[(i + 1) % HOSTILE.length]!,
    reviewer: HOSTILE[(i + 2) % HOSTILE.length]!,
    product_name: HOSTILE[(i + 3) % HOSTILE.length]!,
    rating: 5,
  }));
  const csv = reviewsToCsv(reviews);

  it.each([',', ';'] as const)('split on %j, starts no cell with a formula', (separator) => {
    for (const record of spreadsheetCells(csv, separator))
      for (const cell of record) expect(cell).not.toMatch(FORMULA_START);
  });

  it('reads back through the importer, cell for cell, to what csvCell wrote', () => {
    const rows = [...readCsvRows(new TextEncoder().encode(csv))].map((r) => r.cells);
    expect(rows[0]).toEqual([...REVIEWS_CSV_COLUMNS]);
    const text = REVIEWS_CSV_COLUMNS.indexOf('review_text');
    expect(rows.slice(1).map((r) => r?.[text])).toEqual(
      HOSTILE.map((v) => spreadsheetCells(csvCell(v), ',')[0]![0]),
    );
  });
});

describe('restoreFormula', () => {
  it('undoes neutraliseFormula exactly, also on text that already starts with apostrophes', () => {
    expect(neutraliseFormula("'=x")).toBe("''=x");
    expect(neutraliseFormula("'plain")).toBe("'plain");
    for (const value of HOSTILE) expect(restoreFormula(neutraliseFormula(value))).toBe(value);
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            "'",
            ';',
            '=',
            '+',
            '-',
            '@',
            ' ',
            '\t',
            '\r',
            '\n',
            'a',
            '\u200b',
            '\uff1d',
          ),
          {
            maxLength: 6,
          },
        ),
        (chars) => {
          const value = chars.join('');
          expect(restoreFormula(neutraliseFormula(value))).toBe(value);
        },
      ),
    );
  });
});
