import { describe, expect, it } from 'vitest';
import { isZeroStars, toFiveScale } from './star-scale';

describe('toFiveScale', () => {
  it('maps onto 0–5 keeping half stars', () => {
    expect(toFiveScale(9, 10)).toBe(4.5);
    expect(toFiveScale(7, 10)).toBe(3.5);
    expect(toFiveScale(8, 10)).toBe(4);
    expect(toFiveScale(80, 100)).toBe(4);
    expect(toFiveScale(3, 5)).toBe(3);
    expect(toFiveScale(0, 10)).toBe(0);
  });

  it('reads a star-width percentage as its stars (Magento 2: 20% is 1 star)', () => {
    expect([20, 40, 60, 80, 100].map((percent) => toFiveScale(percent, 100))).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});

describe('isZeroStars', () => {
  it('is a 0 on a 5-star scale only', () => {
    expect(isZeroStars(0, 5)).toBe(true);
    expect(isZeroStars(0, 10)).toBe(false);
    expect(isZeroStars(1, 5)).toBe(false);
  });
});
