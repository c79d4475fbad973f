// Review dates as exports write them, read through the whole importer: what the date column holds and what the
// coverage notes say about it.
import { describe, expect, it } from 'vitest';
import { imp, mapped } from './support/import';

describe('date values', () => {
  it('reads a day and month without a year in the latest year not after the analysis, and says so', async () => {
    // NOW is 2025-09-15: "Dec 25" is last Christmas, "12 Mar" this spring.
    const r = await imp(
      [
        'Reviewer,Rating,Review,Date',
        'Ann,5,Great mug and it keeps coffee hot.,12 Mar',
        'Bob,2,Broke after a week.,March 2',
        'Cy,4,Fine for the price.,Dec 25',
        'Di,3,Smaller than it looks.,2024-11-02',
      ].join('\n'),
    );
    expect(mapped(r)).toMatchObject({ Date: 'date' });
    expect(r.reviews.map((x) => x.date)).toEqual([
      '2025-03-12',
      '2025-03-02',
      '2024-12-25',
      '2024-11-02',
    ]);
    expect(r.coverage.unreadable_values).toEqual({});
    expect(r.coverage.notes).toContain(
      "3 dates in 'Date' have no year; each was read in the latest year that puts it on or before the day of " +
        'the analysis, such as "12 Mar" as 2025-03-12.',
    );
  });

  it('keeps only the year of dates that read either day or month first when nothing in the file tells which', async () => {
    const r = await imp(
      [
        'title,body,rating,review_date',
        'A,Great mug and it keeps coffee hot.,5,03/04/2024',
        'B,Handle cracked after a week.,2,05/06/2024 10:30',
        'C,Fine for the price.,4,07/07/2024',
        'D,Smaller than it looks.,3,2024-08-02',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => [x.date, x.date_precision])).toEqual([
      ['2024', 'year'],
      ['2024', 'year'],
      ['2024-07-07', 'day'],
      ['2024-08-02', 'day'],
    ]);
    expect(r.coverage.notes).toContain(
      '2 dates in \'review_date\' could be read day first or month first (such as "03/04/2024": 3 April or ' +
        'March 4), and nothing in the file tells which: only their year was used.',
    );
  });

  it.each([
    ['Date (DD/MM/YYYY)', '2024-04-03', '2024-06-05'],
    ['date_dd_mm_yyyy', '2024-04-03', '2024-06-05'],
    ['Date (MM/DD/YYYY)', '2024-03-04', '2024-05-06'],
  ])(
    'reads the order a header %j states, with no ambiguity said',
    async (header, first, second) => {
      const r = await imp(
        [
          `Review,Rating,${header}`,
          'Great mug and it keeps coffee hot.,5,03/04/2024',
          'Handle cracked after a week.,2,05/06/2024',
        ].join('\n'),
      );
      expect(r.reviews.map((x) => x.date)).toEqual([first, second]);
      expect(r.coverage.notes.join(' ')).not.toMatch(/either|day first or month first/u);
    },
  );

  it('reads every date day first when one of the file proves it (13/04/2024), as before', async () => {
    const r = await imp(
      [
        'Review,Rating,Date',
        'Great mug and it keeps coffee hot.,5,03/04/2024',
        'Handle cracked after a week.,2,13/04/2024',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.date)).toEqual(['2024-04-03', '2024-04-13']);
  });

  it.each([
    ['day first', '13/04/2024', ['2024-04-03', '2024-06-05'], true],
    ['month first', '04/13/2024', ['2024-03-04', '2024-05-06'], false],
  ])(
    'reads early dates %s when only rows past the first 500 tell the order',
    async (_order, telling, early, saysDayFirst) => {
      const ambiguous = Array.from(
        { length: 600 },
        (_, i) => `Review number ${i} of the mug.,4,${i % 2 === 0 ? '03/04/2024' : '05/06/2024'}`,
      );
      const r = await imp(
        ['Review,Rating,Date', ...ambiguous, `The last one.,5,${telling}`].join('\n'),
      );
      expect(r.reviews.slice(0, 2).map((x) => [x.date, x.date_precision])).toEqual(
        early.map((d) => [d, 'day']),
      );
      expect(r.reviews.at(-2)?.date).toBe(early[1]);
      const notes = r.coverage.notes.join(' ');
      expect(notes).not.toMatch(/day first or month first/u);
      expect(notes.includes('were read day first')).toBe(saysDayFirst);
    },
  );

  it('reads a date inside words in the order the file has shown (13/04/2024 above it)', async () => {
    const r = await imp(
      [
        'Review,Rating,Date',
        'Great mug and it keeps coffee hot.,5,13/04/2024',
        'Handle cracked after a week.,2,Reviewed in the United Kingdom on 03/04/2024',
      ].join('\n'),
    );
    expect(r.reviews.map((x) => x.date)).toEqual(['2024-04-13', '2024-04-03']);
  });

  it('says nothing of years when every date has one', async () => {
    const r = await imp(
      ['Review,Date', 'Great mug and it keeps coffee hot.,12 Mar 2024'].join('\n'),
    );
    expect(r.reviews[0]?.date).toBe('2024-03-12');
    expect(r.coverage.notes.join(' ')).not.toMatch(/no year/u);
  });
});
