import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import { ratingHistogram, reviewsOverTime } from './summaries';

describe('ratingHistogram', () => {
  it('counts stars (half stars rounded) and fakes per star', () => {
    const reviews = distinctReviews(5).map((r, i) => ({ ...r, rating: [5, 4.5, 1, 0, 3][i] }));
    const hist = ratingHistogram(prepare(reviews), [true, false, false, true, false]);
    expect(hist).toEqual([
      { stars: 1, count: 2, fake_count: 1 },
      { stars: 2, count: 0, fake_count: 0 },
      { stars: 3, count: 1, fake_count: 0 },
      { stars: 4, count: 0, fake_count: 0 },
      { stars: 5, count: 2, fake_count: 1 },
    ]);
  });

  it('is empty without ratings', () => {
    expect(ratingHistogram(prepare(distinctReviews(3)), [false, false, false])).toEqual([]);
  });
});

describe('reviewsOverTime', () => {
  const at = (dates: string[]) =>
    distinctReviews(dates.length).map((r, i) => ({ ...r, date: dates[i] }));

  it('uses days for short spans and fills gaps', () => {
    const buckets = reviewsOverTime(
      prepare(at(['2024-01-01', '2024-01-03T10:00:00Z', '2024-01-03'])),
      [false, true, false],
    );
    expect(buckets).toEqual([
      { period: '2024-01-01', count: 1, fake_count: 0 },
      { period: '2024-01-02', count: 0, fake_count: 0 },
      { period: '2024-01-03', count: 2, fake_count: 1 },
    ]);
  });

  it('uses months up to three years and years beyond', () => {
    const months = reviewsOverTime(prepare(at(['2023-11-20', '2024-03-01'])), [false, false]);
    expect(months.map((b) => b.period)).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
      '2024-03',
    ]);
    const years = reviewsOverTime(prepare(at(['2015-06-01', '2019-01-01', 'not a date'])), [
      false,
      false,
      false,
    ]);
    expect(years.map((b) => [b.period, b.count])).toEqual([
      ['2015', 1],
      ['2016', 0],
      ['2017', 0],
      ['2018', 0],
      ['2019', 1],
    ]);
  });

  it('counts month-precise dates in months, never on a day', () => {
    const buckets = reviewsOverTime(
      prepare(at(['2024-01-05', '2024-01-20', '2023-11', '2024-01'])),
      [false, false, true, false],
    );
    expect(buckets).toEqual([
      { period: '2023-11', count: 1, fake_count: 1 },
      { period: '2023-12', count: 0, fake_count: 0 },
      { period: '2024-01', count: 3, fake_count: 0 },
    ]);
  });

  it('goes yearly when a date is known only to the year', () => {
    const buckets = reviewsOverTime(prepare(at(['2024-01-05', '2023-10', '2023'])), [
      false,
      false,
      false,
    ]);
    expect(buckets.map((b) => [b.period, b.count])).toEqual([
      ['2023', 2],
      ['2024', 1],
    ]);
  });

  it('leaves relative dates out: they have no calendar date', () => {
    const reviews = [
      ...at(['2023-10', '2023-11']),
      ...distinctReviews(2, 9).map((r) => ({
        ...r,
        date_precision: 'relative' as const,
        date_text: '10 months ago',
      })),
    ];
    const buckets = reviewsOverTime(prepare(reviews), [false, false, false, false]);
    expect(buckets.map((b) => [b.period, b.count])).toEqual([
      ['2023-10', 1],
      ['2023-11', 1],
    ]);
    expect(reviewsOverTime(prepare(reviews.slice(2)), [false, false])).toEqual([]);
  });
});
