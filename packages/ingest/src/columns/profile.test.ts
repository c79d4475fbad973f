// The lazy column profile must give exactly the figures the eager single pass gave (test/support/eager-profile.ts,
// the implementation it replaced), whichever figures are read and in whatever order: mapping decisions are made
// from them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eagerProfile } from '../../test/support/eager-profile';
import { profileColumn, type ColumnProfile } from './profile';

const NOW = new Date('2026-11-22T12:00:00Z');
const FIELDS: (keyof ColumnProfile)[] = [
  'nonEmpty',
  'distinct',
  'avgLen',
  'avgWords',
  'ratingRate',
  'scaledRatingRate',
  'datedRatingRate',
  'datedRatingsHaveYears',
  'dateRate',
  'datePrecision',
  'boolRate',
  'markerRate',
  'helpfulRate',
  'urlRate',
  'numericRate',
  'negativeRate',
  'fractionRate',
  'overHundredRate',
  'isIndexSequence',
];

const cell = fc.oneof(
  fc.constantFrom(
    '',
    '  ',
    '5',
    '1523',
    '4.0 out of 5 stars',
    '3/5',
    '4-May',
    '8-Oct',
    '04/05/24',
    '2024-05-04',
    '2024-03-17',
    '10',
    '0',
    '1',
    '2',
    '-3',
    '7,5',
    '12.25',
  ),
  fc.constantFrom(
    '2024-05-01',
    '13/02/2024',
    '03/04/2024',
    'Nov, 2023',
    '10 months ago',
    'yesterday',
  ),
  fc.constantFrom(
    '2024-05-01T10:20:00Z',
    'Reviewed in India on 29 March 2025',
    '1714560000',
    '45123',
  ),
  fc.constantFrom('true', 'FALSE', 'yes', 'n', 'Verified Purchase', 'Certified Buyer, Pune', '✓'),
  fc.constantFrom(
    '3 people found this helpful',
    'One person found this helpful',
    'https://x.example/p',
  ),
  fc.constantFrom('www.example.com', 'Kettle', 'Benchmark kettle 2000', 'Ann'),
  fc.string({ maxLength: 12 }),
  fc.lorem({ maxCount: 40 }),
  fc.integer({ min: 0, max: 400 }).map((n) => 'word '.repeat(n)),
);

/** A column: mostly one kind of value (as real columns are), with strays; or an index 0..n. */
const column = fc.oneof(
  fc.array(cell, { maxLength: 120 }),
  fc
    .tuple(cell, fc.array(cell, { maxLength: 8 }), fc.integer({ min: 0, max: 120 }))
    .map(([main, strays, n]) => {
      const values = Array.from({ length: n }, () => main);
      strays.forEach((s, i) => values.splice((i * 37) % (values.length + 1), 0, s));
      return values;
    }),
  fc.integer({ min: 0, max: 60 }).map((n) => Array.from({ length: n }, (_, i) => ` ${i} `)),
);

describe('profileColumn (lazy)', () => {
  it('gives every figure the eager single pass gave, read in any order', () => {
    fc.assert(
      fc.property(column, fc.shuffledSubarray(FIELDS), (values, order) => {
        const expected = eagerProfile(values, NOW);
        const lazy = profileColumn(values, NOW);
        // The figures read first (in random order), then all of them: memoised values must not drift.
        for (const field of order) expect(lazy[field], field).toBe(expected[field]);
        for (const field of FIELDS) expect(lazy[field], field).toBe(expected[field]);
      }),
      { numRuns: 400 },
    );
  });

  it('reads a typical export the same way, column by column', () => {
    const rating = Array.from({ length: 200 }, (_, i) => String((i % 5) + 1));
    const dates = Array.from({ length: 200 }, (_, i) => `2024-0${(i % 9) + 1}-1${i % 10}`);
    const texts = Array.from({ length: 200 }, (_, i) => `Review ${i}: it boils fast, `.repeat(8));
    const index = Array.from({ length: 200 }, (_, i) => String(i));
    for (const values of [rating, dates, texts, index]) {
      const lazy = profileColumn(values, NOW);
      expect(Object.fromEntries(FIELDS.map((f) => [f, lazy[f]]))).toEqual(
        eagerProfile(values, NOW),
      );
    }
  });
});
