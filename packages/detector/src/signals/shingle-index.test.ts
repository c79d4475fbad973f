import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShingleIndex } from './shingle-index';
import { writeShingles } from './shingles';

/** The same facts by brute force over plain sets, as the specification of the index. */
function bruteForce(texts: number[][], indexed: number[], anchorCount: number, sketchSize: number) {
  const words = Uint32Array.from(texts.flat());
  const sets = texts.map((_, t) => {
    if (!indexed.includes(t)) return [];
    const out = new Uint32Array(Math.max(0, (texts[t] as number[]).length));
    const m = writeShingles(Uint32Array.from(texts[t] as number[]), 0, out.length, out, 0);
    return [...new Set(out.subarray(0, m))].sort((a, b) => a - b);
  });
  const df = new Map<number, number>();
  for (const s of sets) for (const h of s) df.set(h, (df.get(h) ?? 0) + 1);
  return {
    words,
    setLen: sets.map((s) => s.length),
    sketch: sets.map((s) => s.slice(0, sketchSize)),
    anchors: sets.map((s) =>
      s
        .filter((h) => (df.get(h) as number) >= 2)
        .sort((a, b) => (df.get(a) as number) - (df.get(b) as number) || a - b)
        .slice(0, anchorCount),
    ),
  };
}

describe('buildShingleIndex', () => {
  it('gives each text its distinct shingle count, bottom-k sketch and rarest shared shingles (property)', () => {
    // Few distinct words, so that shingles repeat within and across texts.
    const text = fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 0, maxLength: 30 });
    fc.assert(
      fc.property(fc.array(text, { maxLength: 25 }), fc.array(fc.boolean()), (texts, skip) => {
        const indexed = texts.map((_, t) => t).filter((t) => !skip[t]);
        const expected = bruteForce(texts, indexed, 4, 5);
        const wordStart = new Int32Array(texts.length + 1);
        texts.forEach((t, i) => (wordStart[i + 1] = (wordStart[i] as number) + t.length));
        const index = buildShingleIndex(
          expected.words,
          wordStart,
          texts.length,
          Int32Array.from(indexed),
          4,
          5,
        );
        texts.forEach((_, t) => {
          expect(index.setLen[t]).toBe(expected.setLen[t]);
          const sl = index.sketchLen[t] as number;
          expect([...index.sketch.subarray(t * 5, t * 5 + sl)]).toEqual(expected.sketch[t]);
          const al = index.anchorLen[t] as number;
          expect([...index.anchors.subarray(t * 4, t * 4 + al)]).toEqual(expected.anchors[t]);
        });
      }),
      { numRuns: 300 },
    );
  });
});
