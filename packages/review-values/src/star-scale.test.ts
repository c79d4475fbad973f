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

// docs/decisions/184: a map of a stated worst onto 1 star would change only averages on a true 1–10 scale — each of
// its ten values falls in the same star bar (rounded) either way, by at most half a star at the bottom — while on
// Magento 2's pages (worstRating 1, bestRating 100, 20% a star) it would move 1- and 2-star reviews up a bar.
describe('toFiveScale against a map from a stated worst of 1', () => {
  const fromWorst = (value: number, best: number) => 1 + ((value - 1) * 4) / (best - 1);
  const bar = (stars: number) => Math.min(5, Math.max(1, Math.round(stars)));

  it('puts every value of a 1–10 scale in the same star bar, half a star apart at most', () => {
    for (let value = 1; value <= 10; value++) {
      expect(bar(toFiveScale(value, 10)), `${value} of 10`).toBe(bar(fromWorst(value, 10)));
      expect(fromWorst(value, 10) - toFiveScale(value, 10)).toBeLessThanOrEqual(0.5);
    }
    expect(toFiveScale(1, 10)).toBe(0.5);
  });

  it("reads Magento's star widths as their stars, which a map from the worst would not", () => {
    const widths = [20, 40, 60, 80, 100];
    expect(widths.map((w) => bar(toFiveScale(w, 100)))).toEqual([1, 2, 3, 4, 5]);
    expect(widths.map((w) => bar(fromWorst(w, 100)))).toEqual([2, 3, 3, 4, 5]);
  });
});

describe('isZeroStars', () => {
  it('is a 0 on a 5-star scale only', () => {
    expect(isZeroStars(0, 5)).toBe(true);
    expect(isZeroStars(0, 10)).toBe(false);
    expect(isZeroStars(1, 5)).toBe(false);
  });
});
