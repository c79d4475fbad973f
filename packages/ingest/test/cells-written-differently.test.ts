// Cells as other tools write them (docs/decisions/231-review-exports-dressed-in-untried-ways.md): our own small
// files, one per kind the metamorphic matrix found read wrongly.
import { describe, expect, it } from 'vitest';
import { accountedFor, imp } from './support/import';

describe('importCsv: a space written after each delimiter', () => {
  it('reads a quoted field that opens after the space, commas inside it and all', async () => {
    const r = await imp(
      'date, rating, review\n2024-03-01, 5, "Great, really great"\n2024-03-02, 2, "Broke, sadly, in a week"\n',
    );
    expect(r.reviews.map((x) => [x.date, x.rating, x.text])).toEqual([
      ['2024-03-01', 5, 'Great, really great'],
      ['2024-03-02', 2, 'Broke, sadly, in a week'],
    ]);
    accountedFor(r);
  });
});

describe('importCsv: a missing value written as a tool writes it', () => {
  it.each(['NA', 'None', 'nan', 'null', 'N/A', '-'])(
    'reads %s in a rating, date or helpful cell as missing, not as a value it could not read',
    async (token) => {
      const r = await imp(
        `review,rating,date,helpful\nGreat kettle,5,2024-03-01,3\nNo stars given,${token},${token},${token}\n`,
      );
      expect(r.reviews.map((x) => [x.text, x.rating, x.date, x.helpful_votes])).toEqual([
        ['Great kettle', 5, '2024-03-01', 3],
        ['No stars given', undefined, undefined, undefined],
      ]);
      expect(r.coverage.unreadable_values).toEqual({});
    },
  );
});
