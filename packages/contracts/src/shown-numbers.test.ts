import { describe, expect, it } from 'vitest';
import { partPercent } from './shown-numbers';

describe('partPercent', () => {
  // A whole-percent share beside its count must not round a part up to all or down to none ("1 (0%)").
  it.each([
    [0, 250, '0'],
    [1, 250, '<1'],
    [2, 250, '1'],
    [249, 250, '>99'],
    [250, 250, '100'],
    [1, 3, '33'],
    [0, 0, '0'],
  ])('%d of %d is %s', (part, whole, shown) => {
    expect(partPercent(part, whole)).toBe(shown);
  });
});
