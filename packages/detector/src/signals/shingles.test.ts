import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimateJaccardIn, jaccardIn, screenPasses, sortedSetIn } from './shingles';

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

  it('measure exactly |a ∩ b| / |a ∪ b| (property)', () => {
    // Small value ranges so that the sets overlap.
    const sortedSet = fc
      .uniqueArray(fc.integer({ min: 0, max: 80 }), { maxLength: 60 })
      .map((xs) => xs.sort((x, y) => x - y));
    fc.assert(
      fc.property(sortedSet, sortedSet, fc.nat({ max: 3 }), (a, b, pad) => {
        const union = new Set([...a, ...b]).size;
        const expected = union === 0 ? 1 : a.filter((v) => b.includes(v)).length / union;
        const buf = new Uint32Array([...Array<number>(pad).fill(5), ...a, ...b]);
        expect(jaccardIn(buf, pad, a.length, pad + a.length, b.length)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('estimates from the k smallest hashes of the union (property)', () => {
    const sortedSet = fc
      .uniqueArray(fc.nat({ max: 0xffffffff }), { maxLength: 40 })
      .map((xs) => xs.sort((x, y) => x - y));
    fc.assert(
      fc.property(
        sortedSet,
        sortedSet,
        fc.integer({ min: 1, max: 30 }),
        fc.nat({ max: 3 }),
        (a, b, k, pad) => {
          // Definition: of the k smallest values of (a's first k) ∪ (b's first k), the share in both.
          const ak = a.slice(0, k);
          const bk = b.slice(0, k);
          const union = [...new Set([...ak, ...bk])].sort((x, y) => x - y).slice(0, k);
          const expected =
            union.length === 0
              ? 1
              : union.filter((v) => ak.includes(v) && bk.includes(v)).length / union.length;
          const buf = new Uint32Array([...Array<number>(pad).fill(5), ...a, ...b]);
          expect(estimateJaccardIn(buf, pad, a.length, pad + a.length, b.length, k)).toBe(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('screenPasses', () => {
  it('answers estimateJaccardIn(...) >= minEstimate exactly (property)', () => {
    // Small value ranges so that sketches share entries; sketches shorter than k, full and longer.
    const sketch = fc
      .uniqueArray(fc.integer({ min: 0, max: 60 }), { maxLength: 30 })
      .map((xs) => xs.sort((x, y) => x - y));
    fc.assert(
      fc.property(
        sketch,
        sketch,
        fc.integer({ min: 1, max: 26 }),
        fc.constantFrom(0, 0.1, 0.25, 1 / 3, 0.5, 0.9, 1),
        fc.nat({ max: 3 }),
        (a, b, k, minEstimate, pad) => {
          const buf = new Uint32Array([...Array<number>(pad).fill(99), ...a, ...b]);
          const args = [buf, pad, a.length, pad + a.length, b.length, k] as const;
          expect(screenPasses(...args, minEstimate)).toBe(
            estimateJaccardIn(...args) >= minEstimate,
          );
        },
      ),
      { numRuns: 3000 },
    );
  });
});
