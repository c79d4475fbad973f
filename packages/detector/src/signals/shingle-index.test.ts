import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildShingleIndex, GROUP_KEY_MASK, type ShingleIndex } from './shingle-index';
import { shingleHash, writeShingles } from './shingles';

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

/** Anchor keys number the anchors' masked bits densely, in increasing order. */
function expectDenseMaskedKeys(index: ShingleIndex, anchorCount: number): void {
  const keyOf = new Map<number, number>();
  for (let t = 0; t < index.anchorLen.length; t++)
    for (let r = 0; r < (index.anchorLen[t] as number); r++) {
      const masked = (index.anchors[t * anchorCount + r] as number) & GROUP_KEY_MASK;
      const key = index.anchorKeys[t * anchorCount + r] as number;
      if (keyOf.has(masked)) expect(key).toBe(keyOf.get(masked));
      keyOf.set(masked, key);
    }
  const masked = [...keyOf.keys()].sort((a, b) => a - b);
  // Runs that no text took as an anchor still hold a key, so the ids seen are increasing, not gapless.
  for (let m = 1; m < masked.length; m++)
    expect(keyOf.get(masked[m] as number)).toBeGreaterThan(
      keyOf.get(masked[m - 1] as number) as number,
    );
  for (const key of keyOf.values()) expect(key).toBeLessThan(index.anchorKeyCount);
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
        expectDenseMaskedKeys(index, 4);
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
    expectDenseMaskedKeys(index, 6);
  });

  it('gives anchors whose hashes differ only above GROUP_KEY_MASK the same key', () => {
    // Word hashes chosen (through the inverse of the shingle hash's finaliser) so that the shingles
    // (1, 2, c) of texts 0-1, 2-3 and 4-5 hash to X, X + 2^30 and X + 1: three shared shingles, two keys.
    const inverse = (odd: number) => {
      let x = odd;
      for (let i = 0; i < 5; i++) x = Math.imul(x, 2 - Math.imul(odd, x));
      return x;
    };
    const unfinalise = (h: number) => {
      h ^= h >>> 16;
      h = Math.imul(h, inverse(0xc2b2ae35));
      h ^= (h >>> 13) ^ (h >>> 26);
      h = Math.imul(h, inverse(0x85ebca6b));
      return (h ^ (h >>> 16)) >>> 0;
    };
    const wordFor = (target: number) =>
      (unfinalise(target) ^ Math.imul(1, 0x2545f491) ^ Math.imul(2, 0x9e3779b1)) >>> 0;
    const x = 0x0123_4567;
    const targets = [x, x + 2 ** 30, x + 1];
    for (const t of targets) expect(shingleHash(1, 2, wordFor(t))).toBe(t);
    const texts = targets.flatMap((t) => [
      [1, 2, wordFor(t)],
      [1, 2, wordFor(t)],
    ]);
    const wordStart = Int32Array.from({ length: texts.length + 1 }, (_, i) => i * 3);
    const index = buildShingleIndex(
      Uint32Array.from(texts.flat()),
      wordStart,
      texts.length,
      Int32Array.from(texts.keys()),
      6,
      24,
    );
    expect([...index.anchorLen]).toEqual([1, 1, 1, 1, 1, 1]);
    expect([...index.anchors].filter((_, i) => i % 6 === 0)).toEqual(
      targets.flatMap((t) => [t, t]),
    );
    expect([...index.anchorKeys].filter((_, i) => i % 6 === 0)).toEqual([0, 0, 0, 0, 1, 1]);
    expect(index.anchorKeyCount).toBe(2);
    expectDenseMaskedKeys(index, 6);
  });
});
