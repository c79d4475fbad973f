import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import { detectRatingShape } from './rating-shape';

function withRatings(counts: readonly number[]): Review[] {
  const ratings = counts.flatMap((c, i) => Array.from({ length: c }, () => i + 1));
  return distinctReviews(ratings.length).map((r, i) => ({ ...r, rating: ratings[i] }));
}

describe('detectRatingShape', () => {
  it('warns about a wall of 5-star ratings', () => {
    const result = detectRatingShape(prepare(withRatings([1, 0, 0, 1, 98])));
    expect(result.alerts[0]).toMatchObject({
      code: 'rating_distribution_atypical',
      severity: 'warning',
    });
    expect(result.alerts[0]?.metrics?.five_star_share).toBe(0.98);
  });

  it('notes a distribution far from the J shape', () => {
    const result = detectRatingShape(prepare(withRatings([5, 10, 60, 20, 5])));
    expect(result.alerts[0]).toMatchObject({
      code: 'rating_distribution_atypical',
      severity: 'info',
    });
  });

  // An alert's words name what a shopper can check against the rating histogram, in counts that match its
  // evidence: "100 %" for 249 of 250 would claim every rating, and a bare "far from what most products show"
  // names nothing to check.
  it('words the wall in counts that match its evidence, never rounding up to all', () => {
    const alert = detectRatingShape(prepare(withRatings([0, 0, 1, 0, 249]))).alerts[0]!;
    expect(alert.message).toBe(
      '249 of 250 ratings are 5 stars, with almost none in between: real products rarely look like this.',
    );
    expect(alert.metrics?.evidence_total).toBe(249);
    expect(alert.evidence).toHaveLength(249);
  });

  it('names the counts that make a spread atypical', () => {
    const alert = detectRatingShape(prepare(withRatings([5, 10, 60, 20, 5]))).alerts[0]!;
    expect(alert.message).toBe(
      'Of 100 ratings, 5 are 5 stars, 90 are 2 to 4 stars and 5 are 1 star; most products have mostly ' +
        '5-star ratings, some 1-star ones and few in between.',
    );
  });

  it('accepts typical J-shaped and small products', () => {
    expect(detectRatingShape(prepare(withRatings([8, 5, 8, 19, 60]))).alerts).toEqual([]);
    expect(detectRatingShape(prepare(withRatings([12, 4, 6, 15, 63]))).alerts).toEqual([]);
    expect(detectRatingShape(prepare(withRatings([0, 0, 0, 0, 20]))).alerts).toEqual([]);
  });

  it('needs ratings', () => {
    expect(detectRatingShape(prepare(distinctReviews(100))).alerts).toEqual([]);
  });
});
