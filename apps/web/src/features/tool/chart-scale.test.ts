import { describe, expect, it } from 'vitest';
import { niceMax, ticks } from './chart-scale';

describe('chart scale', () => {
  it('rounds the axis up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 9, 10, 11, 240, 1940].map(niceMax)).toEqual([
      1, 1, 5, 10, 10, 10, 20, 500, 2000,
    ]);
  });
  it('ticks evenly on whole numbers', () => {
    expect(ticks(1)).toEqual([0, 1]);
    expect(ticks(5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(ticks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(ticks(2)).toEqual([0, 1, 2]);
  });
});
