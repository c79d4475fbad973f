import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LazyShingleSets } from './lazy-shingle-sets';
import { PairJaccard } from './pair-jaccard';

function flatten(texts: number[][]): { words: Uint32Array; wordStart: Int32Array } {
  const wordStart = new Int32Array(texts.length + 1);
  texts.forEach((t, i) => (wordStart[i + 1] = (wordStart[i] as number) + t.length));
  return { words: Uint32Array.from(texts.flat()), wordStart };
}

describe('PairJaccard', () => {
  it('gives the same number as the sorted sets of LazyShingleSets (property)', () => {
    // Few distinct words, so texts repeat shingles and share them; empty and too-short texts; long
    // texts that outgrow the first table; any pair, a text with itself included.
    const text = fc.oneof(
      fc.array(fc.integer({ min: 1, max: 4 }), { maxLength: 12 }),
      fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 700 }),
      fc.array(fc.nat({ max: 0xffffffff }), { maxLength: 40 }),
    );
    fc.assert(
      fc.property(
        fc.array(text, { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 20 }),
        (texts, pairs) => {
          const { words, wordStart } = flatten(texts);
          const reference = new LazyShingleSets(words, wordStart, texts.length);
          // One instance for every pair, as the duplicate search uses it.
          const pairJaccard = new PairJaccard(words, wordStart);
          for (const [x, y] of pairs) {
            const a = x % texts.length;
            const b = y % texts.length;
            expect(pairJaccard.jaccard(a, b)).toBe(reference.jaccard(a, b));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('counts a shingle a text repeats once', () => {
    // Text 0: shingles (1,2,3) twice and (2,3,1), (3,1,2); text 1: (1,2,3) only.
    const { words, wordStart } = flatten([
      [1, 2, 3, 1, 2, 3],
      [1, 2, 3],
    ]);
    expect(new PairJaccard(words, wordStart).jaccard(0, 1)).toBe(1 / 3);
  });
});
