import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateJaccardIn, jaccardIn, sortedSetIn } from './shingles';

describe('sortedSetIn', () => {
  it('sorts and de-duplicates a range in place, leaving the rest alone (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.integer({ min: 0, max: 20 }), fc.nat({ max: 0xffffffff })), {
          maxLength: 400,
        }),
        fc.nat({ max: 5 }),
        (values, pad) => {
          const buf = new Uint32Array([...Array<number>(pad).fill(7), ...values, 9]);
          const size = sortedSetIn(buf, pad, values.length);
          const expected = [...new Set(values.map((v) => v >>> 0))].sort((a, b) => a - b);
          expect([...buf.subarray(pad, pad + size)]).toEqual(expected);
          expect(buf[buf.length - 1]).toBe(9);
          expect([...buf.subarray(0, pad)].every((v) => v === 7)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('jaccardIn / estimateJaccardIn', () => {
  it('measure two sets stored side by side in one buffer', () => {
    const buf = new Uint32Array([1, 2, 3, 4, 2, 3, 4, 5, 6]);
    expect(jaccardIn(buf, 0, 4, 4, 5)).toBeCloseTo(3 / 6);
    expect(estimateJaccardIn(buf, 0, 4, 4, 5, 3)).toBeCloseTo(2 / 3);
    expect(jaccardIn(buf, 0, 4, 0, 4)).toBe(1);
  });
});
