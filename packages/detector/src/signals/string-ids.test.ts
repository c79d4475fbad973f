import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hashString } from './shingles';
import { StringIds } from './string-ids';

describe('StringIds', () => {
  it('numbers strings in order of first sighting, like a Map, through growth (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.string({ unit: 'binary' })), {
          maxLength: 2000,
        }),
        fc.nat({ max: 100 }),
        (keys, expected) => {
          const ids = new StringIds(expected);
          const map = new Map<string, number>();
          for (const key of keys) {
            if (!map.has(key)) map.set(key, map.size);
            expect(ids.idOf(key)).toBe(map.get(key));
          }
          expect(ids.size).toBe(map.size);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('tells apart strings whose hashes collide', () => {
    // Both have FNV-1a hash 2462319294 (found by search over "k0", "k1", …); the string compare keeps
    // them apart.
    expect(hashString('k32728')).toBe(hashString('k261234'));
    const ids = new StringIds();
    expect(['k32728', 'k261234', 'k32728', 'k261234'].map((k) => ids.idOf(k))).toEqual([
      0, 1, 0, 1,
    ]);
  });
});
