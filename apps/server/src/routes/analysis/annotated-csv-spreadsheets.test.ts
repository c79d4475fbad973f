// The annotated CSV (POST /upload, Accept: text/csv) as spreadsheets open it: split on `,`, or on `;` as Excel
// does in locales with a decimal comma. Review text, names and the file's own header are the uploader's (or a
// shop's); none of them may open as a formula, and every cell must read back through our importer.
import { readCsvRows } from '@reviewsentry/ingest';
import { restoreFormula } from '@reviewsentry/scraper';
import { FORMULA_START, spreadsheetCells } from '@reviewsentry/test-support';
import { describe, expect, it } from 'vitest';
import { csvCell, fileUpload, startApp } from '../../../test/analysis-app';

const TEXTS = [
  'This kettle boils water quickly; =HYPERLINK(CHAR(104)&"ttp://evil.example","win") and the handle stays cool.',
  'Stopped working after two weeks;+1+1 the lid does not close properly any more and it leaks.',
  'Good value for the price;@SUM(A1) the cable could be a bit longer but it does the job well.',
  "The switch broke on the third day;'-2 Customer service never answered my emails at all.",
  '-Pretty and quiet, it fits on the small counter in our flat and cleans up easily too.',
  'It smells of plastic every time it boils,\n=1+1 I returned it and bought a steel one instead.',
];

describe('POST /upload, Accept: text/csv, opened by a spreadsheet', () => {
  it('starts no cell with a formula split on "," or ";", and reads back to the uploaded text', async () => {
    const app = await startApp();
    const lines = ['prod_id,prod_name,"customer_review;=1+1",customer_rating,reviewer_name'];
    TEXTS.forEach((text, i) =>
      lines.push(
        `B00KETTLE1,${csvCell('Kettle;-1')},${csvCell(text)},${(i % 5) + 1},${csvCell('Ann;@x')}`,
      ),
    );
    const upload = fileUpload(`${lines.join('\r\n')}\r\n`);
    const res = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: upload.payload,
      headers: { ...upload.headers, accept: 'text/csv' },
    });
    expect(res.statusCode).toBe(200);
    const text = res.rawPayload.toString('utf8');
    for (const separator of [',', ';'] as const)
      for (const record of spreadsheetCells(text, separator))
        for (const value of record) expect(value, separator).not.toMatch(FORMULA_START);

    const rows = [...readCsvRows(new Uint8Array(res.rawPayload))].map((r) => r.cells ?? []);
    expect(rows[0]?.slice(0, 3).map(restoreFormula)).toEqual([
      'prod_id',
      'prod_name',
      'customer_review;=1+1',
    ]);
    expect(rows.slice(1).map((r) => restoreFormula(r[2]!))).toEqual(TEXTS);
    expect(rows.slice(1).map((r) => restoreFormula(r[4]!))).toEqual(TEXTS.map(() => 'Ann;@x'));
  });
});
