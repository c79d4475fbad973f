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

  it('accepts typical J-shaped and small products', () => {
    expect(detectRatingShape(prepare(withRatings([8, 5, 8, 19, 60]))).alerts).toEqual([]);
    expect(detectRatingShape(prepare(withRatings([12, 4, 6, 15, 63]))).alerts).toEqual([]);
    expect(detectRatingShape(prepare(withRatings([0, 0, 0, 0, 20]))).alerts).toEqual([]);
  });

  it('needs ratings', () => {
    expect(detectRatingShape(prepare(distinctReviews(100))).alerts).toEqual([]);
  });
});
