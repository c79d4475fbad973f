import { describe, expect, it } from 'vitest';
import { makeReview } from './test/make-review';
import { pageOf } from './list-page';
import { DEFAULT_QUERY, selectReviews, type ReviewQuery } from './review-query';

const REVIEWS = [
  makeReview('1', { fake_probability: 0.2, rating: 5, date: '2024-03-01' }),
  makeReview('2', { fake_probability: 0.9, is_fake: true, rating: 1, date: '2023-01-01' }),
  makeReview('3', {
    assessed: false,
    not_assessed_reason: 'no_deciding_check',
    fake_probability: null,
    text: 'Producto excelente',
    rating: null,
    date: null,
  }),
  makeReview('4', {
    fake_probability: 0.4,
    is_fake: true,
    rating: 3,
    date: '2024-06-01',
    reasons: [{ code: 'duplicate_cluster', message: 'Nearly the same text as 3 other reviews.' }],
  }),
  makeReview('5', { fake_probability: 0.95, rating: 2, date: '2022-12-31', reviewer: 'Asha' }),
];

const ids = (query: Partial<ReviewQuery>) =>
  selectReviews(REVIEWS, { ...DEFAULT_QUERY, ...query }).map((r) => r.id);

describe('selectReviews', () => {
  it('puts flagged reviews first, then the rest by probability, not-assessed last', () => {
    expect(ids({})).toEqual(['2', '4', '5', '1', '3']);
  });

  it('sorts by probability ascending with not-assessed reviews still last', () => {
    expect(ids({ direction: 'asc' })).toEqual(['1', '4', '2', '5', '3']);
  });

  it('sorts by rating and by date in both directions, missing values last', () => {
    expect(ids({ sort: 'rating' })).toEqual(['1', '4', '5', '2', '3']);
    expect(ids({ sort: 'rating', direction: 'asc' })).toEqual(['2', '5', '4', '1', '3']);
    expect(ids({ sort: 'date' })).toEqual(['4', '1', '2', '5', '3']);
    expect(ids({ sort: 'date', direction: 'asc' })).toEqual(['5', '2', '1', '4', '3']);
  });

  it('filters flagged, not flagged and not assessed reviews', () => {
    expect(ids({ filter: 'flagged' })).toEqual(['2', '4']);
    expect(ids({ filter: 'not_flagged' })).toEqual(['5', '1']);
    expect(ids({ filter: 'not_assessed' })).toEqual(['3']);
  });

  it('searches text, reviewer and reasons, ignoring case and surrounding spaces', () => {
    expect(ids({ search: '  PRODUCTO ' })).toEqual(['3']);
    expect(ids({ search: 'asha' })).toEqual(['5']);
    expect(ids({ search: 'other reviews' })).toEqual(['4']);
    expect(ids({ search: 'nothing like this' })).toEqual([]);
  });

  it("keeps only an alert's evidence, combined with the other filters", () => {
    expect(ids({ evidence: new Set(['1', '4', '3']) })).toEqual(['4', '1', '3']);
    expect(ids({ evidence: new Set(['1', '4', '3']), filter: 'flagged' })).toEqual(['4']);
  });

  it('keeps file order among equal keys (stable)', () => {
    const same = ['a', 'b', 'c', 'd'].map((id) => makeReview(id, { fake_probability: 0.5 }));
    expect(selectReviews(same, DEFAULT_QUERY).map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('handles 100,000 reviews', () => {
    const many = Array.from({ length: 100_000 }, (_, i) =>
      makeReview(String(i), {
        fake_probability: ((i * 7919) % 1000) / 1000,
        is_fake: i % 10 === 0,
      }),
    );
    const selected = selectReviews(many, { ...DEFAULT_QUERY, search: 'review' });
    expect(selected).toHaveLength(100_000);
    expect(selected[0]!.is_fake).toBe(true);
    expect(selected[10_000]!.is_fake).toBe(false);
  });
});

describe('pageOf', () => {
  const rows = Array.from({ length: 120 }, (_, i) => makeReview(String(i)));

  it('cuts pages of 50 and reports the row range', () => {
    const third = pageOf(rows, 3);
    expect(third).toMatchObject({ page: 3, pageCount: 3, total: 120, firstRow: 101, lastRow: 120 });
    expect(third.rows).toHaveLength(20);
    expect(
      pageOf(rows, 1)
        .rows.map((r) => r.id)
        .slice(0, 2),
    ).toEqual(['0', '1']);
  });

  it('clamps a page number outside the range and has one empty page for no rows', () => {
    expect(pageOf(rows, 9).page).toBe(3);
    expect(pageOf(rows, 0).page).toBe(1);
    expect(pageOf([], 1)).toMatchObject({
      page: 1,
      pageCount: 1,
      total: 0,
      firstRow: 0,
      lastRow: 0,
    });
  });
});
