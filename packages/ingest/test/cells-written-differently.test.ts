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

describe('importCsv: a file that ends in the middle of a row (a download that stopped)', () => {
  const rows = Array.from(
    { length: 6 },
    (_, i) => `2024-03-0${i + 1},${(i % 5) + 1},Reviewer ${i},"Review number ${i}, fine"\n`,
  ).join('');

  it('skips the row cut inside its quoted text as cut off, and reads no line of that text as a row', async () => {
    const r = await imp(
      `date,rating,reviewer,review\n${rows}2024-03-07,5,Ann,"Great kettle.\nIt boils fast, quietly, well, and cheaply\nand the lid, well`,
    );
    expect(r.reviews).toHaveLength(6);
    expect(r.coverage.skipped_by_reason).toEqual({ cut_off_row: 1 });
    accountedFor(r);
  });

  it('skips a last row with fewer cells than the others and no line ending as cut off', async () => {
    for (const cut of ['2024-03-07,5,An', '2024-03-07,']) {
      const r = await imp(`date,rating,reviewer,review\n${rows}${cut}`);
      expect(r.reviews).toHaveLength(6);
      expect(r.coverage.skipped_by_reason).toEqual({ cut_off_row: 1 });
      accountedFor(r);
    }
  });

  it('still reads the rows below a stray quote that never closes', async () => {
    const r = await imp(
      `date,rating,reviewer,review\n${rows}2024-03-07,5,Ann,"Great kettle\n2024-03-08,4,Bob,Fine\n2024-03-09,3,Cy,Meh\n`,
    );
    expect(r.reviews.map((x) => x.reviewer)).toEqual([
      ...Array.from({ length: 6 }, (_, i) => `Reviewer ${i}`),
      'Ann',
      'Bob',
      'Cy',
    ]);
  });

  it('reads a short last row of a file of a few rows, which says too little about its width', async () => {
    const r = await imp('review,rating,date\nGreat,5,2024-03-01\nFine,4');
    expect(r.reviews.map((x) => [x.text, x.rating])).toEqual([
      ['Great', 5],
      ['Fine', 4],
    ]);
  });
});

describe('importCsv: the date of another event', () => {
  it.each([
    'Purchase Date',
    'Order Date',
    'Date of purchase',
    'Kaufdatum',
    'Bestelldatum',
    "Date d'achat",
    'Fecha de compra',
    'Data acquisto',
    'Aankoopdatum',
  ])('never reads %s as the review date, by name or by content', async (header) => {
    const r = await imp(
      `review,rating,${header}\nGreat kettle,5,2024-03-01\nBad,1,2024-03-05\nFine,3,2024-03-09\n`,
    );
    expect(r.reviews.map((x) => x.date)).toEqual([undefined, undefined, undefined]);
    expect(r.coverage.meanings_found).not.toContain('date');
  });
});

describe('importCsv: a file without a header row', () => {
  const names = ['Ann Smith', 'Bo Lee', 'Cy Park', 'Di Rossi', 'Ed Kim', 'Flo Diaz'];
  const review = (i: number): string =>
    `${names[i - 1]!},${(i % 5) + 1}.0 out of 5 stars,Works well ${i},` +
    `"Reviewed in the United States on March ${i + 1}, 2025",` +
    `"This is the body of review number ${i}, and it says what the writer thought of the kettle."`;

  it('reads its first rows as reviews, not as title lines above a later review that names a column', async () => {
    // Its fourth review's title, "Helpful", is also a column's name.
    const rows = [review(1), review(2), review(3), review(4).replace('Works well 4', 'Helpful')];
    const r = await imp(`${[...rows, review(5), review(6)].join('\n')}\n`);
    expect(r.reviews.map((x) => x.text.slice(0, 35))).toEqual(
      [1, 2, 3, 4, 5, 6].map((i) => `This is the body of review number ${i}`.slice(0, 35)),
    );
    expect(r.coverage.notes.join(' ')).not.toContain('title line');
  });

  it('counts its first rows that hold only a name and a date as rows skipped, not as title lines', async () => {
    // As a review site's export lists a reviewer whose review was removed: the rating and text columns left empty.
    const empty = ['Ann Smith,,,2024-03-01', 'Bo Lee,,,2024-03-02'];
    const full = [3, 4, 5, 6].map(
      (i) => `${names[i - 1]!},${i - 2},Good kettle number ${i},2024-03-0${i}`,
    );
    const r = await imp(`${[...empty, ...full].join('\n')}\n`);
    expect(r.reviews).toHaveLength(4);
    expect(r.coverage.rows_read).toBe(6);
    expect(r.coverage.skipped_by_reason).toEqual({ no_text_or_rating: 2 });
    expect(r.coverage.notes.join(' ')).not.toContain('title line');
  });

  it('reads a rating that states its scale in words as the rating', async () => {
    const r = await imp(`${[1, 2, 3, 4, 5, 6].map(review).join('\n')}\n`);
    expect(r.reviews.map((x) => x.rating)).toEqual([2, 3, 4, 5, 1, 2]);
  });
});
