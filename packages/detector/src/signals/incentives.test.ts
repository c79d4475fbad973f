import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import { detectIncentives, isIncentiveDisclosure } from './incentives';

describe('isIncentiveDisclosure', () => {
  it.each([
    'Works well. I received this product free in exchange for my honest review.',
    'I received this item at a discount in exchange for an honest and unbiased review.',
    'Disclaimer: I received a complimentary sample for a fair review.',
    'I got it at a discounted price in return for my honest opinion.',
    'This product was provided to me at no cost for evaluation purposes.',
    'I was given this product in return for my unbiased evaluation.',
    'Received a discount code to try it and review it.',
    'Vine Customer Review of Free Product. Nice mug.',
    'I recieved this free in exchange for an honest review. So far so good.',
  ])('%j is a disclosure', (t) => expect(isIncentiveDisclosure(t)).toBe(true));

  it.each([
    'I did NOT receive any discount in exchange for this review.',
    'No free sample here, I paid full price and it is great.',
    'Prepare to love having pain-free wrists after using these wraps.',
    'Hands-free calling works well and the battery lasts.',
    'I bought it at a discount store and it works.',
    'Free shipping and it arrived early.',
  ])('%j is not', (t) => expect(isIncentiveDisclosure(t)).toBe(false));
});

describe('detectIncentives', () => {
  it('flags disclosing reviews (weak evidence) and raises an alert scaled by share', () => {
    const reviews = [
      ...distinctReviews(10),
      {
        id: 'inc1',
        text: 'Lovely lamp. I received this product at a discount in exchange for my honest review.',
      },
      {
        id: 'inc2',
        text: 'I got this free in exchange for an unbiased review. Bright and sturdy.',
      },
    ];
    const result = detectIncentives(prepare(reviews));
    expect(result.flags.map((f) => [f.index, f.code, f.strong])).toEqual([
      [10, 'incentivized', false],
      [11, 'incentivized', false],
    ]);
    expect(result.alerts[0]).toMatchObject({
      code: 'incentivized_reviews',
      severity: 'warning',
      evidence: ['inc1', 'inc2'],
    });
  });

  it('raises nothing without disclosures', () => {
    expect(detectIncentives(prepare(distinctReviews(50)))).toMatchObject({ alerts: [], flags: [] });
  });
});
