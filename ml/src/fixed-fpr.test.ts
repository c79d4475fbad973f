import { describe, expect, it } from 'vitest';
import { recallAtFpr } from './fixed-fpr';

describe('recall at a fixed false-positive rate', () => {
  const human = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95];

  it('flags at most the share of human texts asked for, and counts machine texts above it', () => {
    const r = recallAtFpr([0.85, 0.92, 0.99, 0.5], human, 0.2);
    // Two of ten humans may be flagged: the threshold is the third highest human score (0.8).
    expect(r.threshold).toBe(0.8);
    expect(r.achieved_fpr).toBeCloseTo(0.2, 12);
    expect(r.recall).toBeCloseTo(3 / 4, 12);
  });

  it('never exceeds the rate when human scores tie at the threshold', () => {
    const r = recallAtFpr([0.9, 1], [0.9, 0.9, 0.9, 0.1], 0.5);
    expect(r.achieved_fpr).toBe(0);
    expect(r.recall).toBeCloseTo(1 / 2, 12);
  });

  it('with a rate below one human text flags only what scores above every human', () => {
    const r = recallAtFpr([0.96, 0.94], human, 0.01);
    expect(r.threshold).toBe(0.95);
    expect(r.recall).toBeCloseTo(1 / 2, 12);
  });

  it('says nothing without texts of both kinds', () => {
    expect(recallAtFpr([], human, 0.02).recall).toBeNull();
    expect(recallAtFpr([0.5], [], 0.02).threshold).toBeNull();
  });
});
