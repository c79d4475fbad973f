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

  it('says nothing of years when every date has one', async () => {
    const r = await imp(
      ['Review,Date', 'Great mug and it keeps coffee hot.,12 Mar 2024'].join('\n'),
    );
    expect(r.reviews[0]?.date).toBe('2024-03-12');
    expect(r.coverage.notes.join(' ')).not.toMatch(/no year/u);
  });
});
