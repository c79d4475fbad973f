import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DenseIds } from './dense-ids';

describe('DenseIds', () => {
  it('numbers keys in order of first sighting, like a Map, through growth (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: -50, max: 50 }), fc.constantFrom(0, 1, 0xffffffff)), {
          maxLength: 3000,
        }),
        (pairs) => {
          const ids = new DenseIds();
          const map = new Map<string, number>();
          for (const [x, y] of pairs) {
            const key = `${x | 0},${y | 0}`;
            if (!map.has(key)) map.set(key, map.size);
            expect(ids.idOf(x, y)).toBe(map.get(key));
          }
          expect(ids.size).toBe(map.size);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('tells apart keys that differ only in the high bits or in the second half', () => {
    const ids = new DenseIds();
    expect([0x80000000, 0, 0x80000000, 0x7fffffff].map((x) => ids.idOf(x))).toEqual([0, 1, 0, 2]);
    expect(ids.idOf(5, 1)).toBe(3);
    expect(ids.idOf(5, 2)).toBe(4);
    expect(ids.idOf(5, 1)).toBe(3);
  });

  // A file of 200,000 one-review products builds these tables once per product: fixed 1,024-slot tables
  // were most of such a file's analysis time (garbage) though each held one key.
  it('holds memory in proportion to its keys, not a fixed table', () => {
    const before = process.memoryUsage().arrayBuffers;
    const tables = Array.from({ length: 2_000 }, () => new DenseIds(1));
    for (const t of tables) t.idOf(1);
    const held = process.memoryUsage().arrayBuffers - before;
    expect(tables.length * 3 * 4 * 16).toBeLessThan(1_000_000);
    expect(held).toBeLessThan(1_000_000);
  });
});
