import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { words } from '../text/tokenize';
import { detectRatingMismatch } from './rating-mismatch';
import { isClearlyNegative, isClearlyPositive, sentiment } from './sentiment';

describe('sentiment', () => {
  it('reads clear polarity and handles negation', () => {
    expect(
      isClearlyNegative(sentiment(words('Terrible, broke in a day, total junk. Returned it.'))),
    ).toBe(true);
    expect(isClearlyPositive(sentiment(words('Love it, works great, excellent quality.')))).toBe(
      true,
    );
    const negated = sentiment(words('Not good, not great and never reliable.'));
    expect(negated.negative).toBe(3);
    expect(negated.positive).toBe(0);
    expect(isClearlyNegative(sentiment(words('Good blender, a bit loud but no problems.')))).toBe(
      false,
    );
  });
});

const POSITIVE = 'Love it, works great and the quality is excellent for the price.';
const NEGATIVE = 'Terrible kettle, it broke after a week and leaks everywhere, total junk.';

describe('detectRatingMismatch', () => {
  it('flags 5 stars on negative text and 1 star on positive text', () => {
    const reviews: Review[] = [
      ...Array.from({ length: 20 }, (_, i) => ({ id: `ok${i}`, text: POSITIVE, rating: 5 })),
      { id: 'm1', text: NEGATIVE, rating: 5 },
      { id: 'm2', text: NEGATIVE, rating: 5 },
      { id: 'm3', text: POSITIVE, rating: 1 },
    ];
    const result = detectRatingMismatch(prepare(reviews));
    expect(result.alerts[0]).toMatchObject({
      code: 'rating_text_mismatch',
      evidence: ['m1', 'm2', 'm3'],
    });
    expect(result.flags.every((f) => !f.strong)).toBe(true);
  });

  it('raises no alert when ratings agree with the text or only one slip occurs', () => {
    const reviews: Review[] = [
      ...Array.from({ length: 40 }, (_, i) => ({ id: `p${i}`, text: POSITIVE, rating: 5 })),
      ...Array.from({ length: 10 }, (_, i) => ({ id: `n${i}`, text: NEGATIVE, rating: 1 })),
      { id: 'slip', text: NEGATIVE, rating: 5 },
    ];
    const result = detectRatingMismatch(prepare(reviews));
    expect(result.alerts).toEqual([]);
    expect(result.flags).toHaveLength(1);
  });
});
