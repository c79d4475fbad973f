import { describe, expect, it } from 'vitest';
import { utf16, utf8, windows1252 } from '../test/support/bytes';
import { importCsv } from './import-csv';
import { readCsvRows } from './read-rows';

// readCsvRows exists so that the server can join an upload's raw rows to the importer's review ids by row
// number: the property that matters is that the numbers agree, whatever the file looks like.
async function agree(bytes: Uint8Array) {
  const imported = await importCsv(bytes, { maxRejects: 10_000 });
  const rows = [...readCsvRows(bytes)];
  const byRow = new Map(rows.map((r) => [r.row, r.cells]));
  return { imported, rows, byRow };
}

describe('readCsvRows', () => {
  it('numbers rows as the importer does: title line, sep= line, blank lines, multi-line quotes', async () => {
    const text =
      'sep=;\r\nReviews exported 2024-05-01\r\nreview;rating;reviewer\r\n' +
      '"Great kettle;\r\nboils fast";5;ann\r\n\r\n;;\r\n"Second ""quoted"" one";4;bob\r\n';
    const { imported, rows, byRow } = await agree(utf8(text));
    expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows[0]?.cells).toEqual(['Reviews exported 2024-05-01']);
    expect(rows[1]?.cells).toEqual(['review', 'rating', 'reviewer']);
    const [first, second] = imported.reviews;
    expect(byRow.get(Number(first?.id))).toEqual(['Great kettle;\r\nboils fast', '5', 'ann']);
    expect(byRow.get(Number(second?.id))).toEqual(['Second "quoted" one', '4', 'bob']);
    expect(imported.rejects).toEqual([{ row: 5, reason: 'empty_row' }]);
    expect(byRow.get(5)).toEqual(['', '', '']);
    expect(byRow.get(4)).toEqual(['']); // a blank line: not a row for the importer
  });

  it('decodes Windows-1252 and UTF-16 like the importer', async () => {
    const text = 'review,rating\r\n"Très bon café",5\r\nNaïve but works,4\r\n';
    for (const bytes of [windows1252(text), utf16(text, 'le'), utf16(text, 'be')]) {
      const { imported, byRow } = await agree(bytes);
      expect(imported.reviews.map((r) => byRow.get(Number(r.id))?.[0])).toEqual([
        'Très bon café',
        'Naïve but works',
      ]);
    }
  });

  it('agrees with the importer across chunk boundaries of a large file', async () => {
    const lines = ['id,text,rating'];
    for (let i = 0; i < 5000; i++)
      lines.push(`${i},"Review number ${i}, with a comma and\nanother line",${(i % 5) + 1}`);
    const { imported, rows, byRow } = await agree(utf8(`${lines.join('\n')}\n`));
    expect(rows).toHaveLength(5001);
    for (const review of imported.reviews) {
      const cells = byRow.get(Number(review.id));
      expect(cells?.[1]?.replace(/\s+/gu, ' ')).toBe(review.text.replace(/\s+/gu, ' '));
    }
  });
});
