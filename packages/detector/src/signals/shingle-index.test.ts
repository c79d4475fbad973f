import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShingleIndex } from './shingle-index';
import { writeShingles } from './shingles';

/** The same facts by brute force over plain sets, as the specification of the index. */
function bruteForce(texts: number[][], indexed: number[], anchorCount: number, sketchSize: number) {
  const words = Uint32Array.from(texts.flat());
  const included = new Set(indexed);
  const sets = texts.map((_, t) => {
    if (!included.has(t)) return [];
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

  // The property above only reaches small products (many buckets, insertion sort); these sizes take the
  // 2^12-bucket insertion path (~50,000 shingles) and the 256-bucket radix path (~300,000; over 262,144).
  it.each([1_000, 6_000])('agrees with brute force on %i formulaic 60-word texts', (count) => {
    let seed = count;
    const next = () => {
      seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
      return seed / 2 ** 32;
    };
    // Skewed choice among 400 words: common shingles shared by thousands of texts, rare ones by a few.
    const texts = Array.from({ length: count }, () =>
      Array.from({ length: 60 }, () => 1 + Math.floor(400 * next() ** 3)),
    );
    const indexed = texts.map((_, t) => t).filter((t) => t % 7 !== 3);
    const expected = bruteForce(texts, indexed, 6, 24);
    const wordStart = new Int32Array(texts.length + 1);
    texts.forEach((t, i) => (wordStart[i + 1] = (wordStart[i] as number) + t.length));
    const index = buildShingleIndex(
      expected.words,
      wordStart,
      count,
      Int32Array.from(indexed),
      6,
      24,
    );
    for (let t = 0; t < count; t++) {
      const sl = index.sketchLen[t] as number;
      const al = index.anchorLen[t] as number;
      const got = {
        setLen: index.setLen[t],
        sketch: [...index.sketch.subarray(t * 24, t * 24 + sl)],
        anchors: [...index.anchors.subarray(t * 6, t * 6 + al)],
      };
      const want = {
        setLen: expected.setLen[t],
        sketch: expected.sketch[t],
        anchors: expected.anchors[t],
      };
      if (JSON.stringify(got) !== JSON.stringify(want)) expect(got).toEqual(want);
    }
  });
});
