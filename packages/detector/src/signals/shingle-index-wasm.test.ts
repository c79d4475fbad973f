import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHINGLE_INDEX_BINARY, compileShingleIndex } from '../text-model/wasm/build';
import { buildShingleIndexJs } from './shingle-index';
import { buildShingleIndexWasm, KEPT_MEMORY_BYTES } from './shingle-index-wasm';

/** Flat word buffer and offsets of the texts. */
function flatten(texts: number[][]): { words: Uint32Array; wordStart: Int32Array } {
  const wordStart = new Int32Array(texts.length + 1);
  texts.forEach((t, i) => (wordStart[i + 1] = (wordStart[i] as number) + t.length));
  return { words: Uint32Array.from(texts.flat()), wordStart };
}

function expectSameIndex(
  texts: number[][],
  indexed: number[],
  anchorCount: number,
  sketchSize: number,
): void {
  const { words, wordStart } = flatten(texts);
  const order = Int32Array.from(indexed);
  const args = [words, wordStart, texts.length, order, anchorCount, sketchSize] as const;
  // Released after each comparison, so consecutive cases run on the kept memory a previous case wrote.
  const { release, ...index } = buildShingleIndexWasm(...args);
  expect(index).toStrictEqual(buildShingleIndexJs(...args));
  release?.();
}

/** Deterministic word stream (a small LCG), so large cases need no stored fixture. */
function wordStream(seed: number, vocabulary: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return (state >>> 8) % vocabulary;
  };
}

describe('buildShingleIndexWasm', () => {
  it('gives the same index as the JavaScript reference (property)', () => {
    // Few distinct words (equal shingles within and across texts), raw hashes too (any u32), short
    // texts, texts left out, and the indexed texts in any order (it decides order among equal hashes).
    const word = fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 0xffffffff }));
    const text = fc.array(word, { maxLength: 40 });
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 30 }),
        fc.array(fc.boolean()),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 24 }),
        fc.integer(),
        (texts, skip, anchorCount, sketchSize, seed) => {
          const indexed = texts.map((_, t) => t).filter((t) => !skip[t]);
          const next = wordStream(seed, 1 << 30);
          for (let i = indexed.length - 1; i > 0; i--) {
            const j = next() % (i + 1);
            [indexed[i], indexed[j]] = [indexed[j] as number, indexed[i] as number];
          }
          expectSameIndex(texts, indexed, anchorCount, sketchSize);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives the same index on buckets large enough for the radix passes', () => {
    // Long texts cycling through a few words: each of their shingles repeats hundreds of times, so
    // its bucket outgrows the insertion sort; shorter texts from a larger vocabulary share some.
    const texts: number[][] = [];
    const next = wordStream(7, 400);
    for (let t = 0; t < 3000; t++) {
      const length = t % 50 === 0 ? 900 : next() % 30;
      texts.push(
        Array.from({ length }, (_, i) => (t % 50 === 0 ? (i % (3 + (t % 4))) + 1 : next())),
      );
    }
    expectSameIndex(
      texts,
      texts.map((_, t) => t),
      6,
      24,
    );
  });

  it('gives the same index when the texts of a slice are far apart or out of order', () => {
    // More texts than one staged slice (2,048), shuffled and with gaps: each slice's words are staged
    // from its lowest to its highest word, across texts it does not index.
    const next = wordStream(11, 300);
    const texts = Array.from({ length: 5000 }, (_, t) =>
      Array.from({ length: t % 7 === 0 ? 60 : next() % 25 }, () => next()),
    );
    const indexed = texts.map((_, t) => t).filter((t) => t % 3 !== 1);
    for (let i = indexed.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [indexed[i], indexed[j]] = [indexed[j] as number, indexed[i] as number];
    }
    expectSameIndex(texts, indexed, 6, 24);
    expectSameIndex(
      texts,
      indexed.sort((x, y) => y - x),
      3,
      8,
    );
  });

  it('stages the words a slice at a time instead of copying them all in', () => {
    // 20,000 texts of 100 words: a copy of every word would take 8 MB of the instance's memory; the
    // staging region holds one slice's (0.8 MB). The index's arrays are views of that memory.
    const next = wordStream(3, 5000);
    const texts = Array.from({ length: 20_000 }, () => Array.from({ length: 100 }, () => next()));
    const { words, wordStart } = flatten(texts);
    const all = Int32Array.from(texts.keys());
    const index = buildShingleIndexWasm(words, wordStart, texts.length, all, 6, 24);
    const shingles = texts.length * 98;
    // Keys and ids (8 bytes a shingle), the runs' reserved region (at most 10 bytes a shingle), the
    // per-review regions (154 bytes a review at these sizes), and 2 MB for the staging (0.8 MB), the
    // buckets (0.5 MB), wordStart, texts and page rounding; the words alone would be 8 MB more.
    const withoutWordCopy = shingles * 18 + texts.length * 154 + 2_000_000;
    expect(index.sketch.buffer).toBe(index.setLen.buffer);
    expect(index.setLen.buffer.byteLength).toBeLessThan(withoutWordCopy);
    expect(words.byteLength).toBeGreaterThan(4_000_000);
  });

  it('handles no texts and texts too short for a shingle', () => {
    expectSameIndex([], [], 6, 24);
    expectSameIndex([[1], [1, 2], []], [0, 1, 2], 6, 24);
  });

  it('is built from wasm/shingle-index.as (recompiles and compares bytes)', async () => {
    const committed = new Uint8Array(readFileSync(SHINGLE_INDEX_BINARY));
    expect(Buffer.from(await compileShingleIndex()).equals(committed)).toBe(true);
  }, 60_000);

  describe('memory reuse (docs/decisions/097)', () => {
    const next = wordStream(97, 40);
    const small = Array.from({ length: 60 }, () => Array.from({ length: 30 }, next));
    const build = (texts: number[][]) => {
      const { words, wordStart } = flatten(texts);
      const ids = Int32Array.from(texts.keys());
      return {
        wasm: buildShingleIndexWasm(words, wordStart, texts.length, ids, 6, 24),
        js: buildShingleIndexJs(words, wordStart, texts.length, ids, 6, 24),
      };
    };
    const plain = ({ release, ...index }: ReturnType<typeof buildShingleIndexWasm>) => (
      void release,
      index
    );

    it('reuses one memory for small builds once released, and it starts clean', () => {
      const first = build(small);
      const firstBuffer = first.wasm.sketch.buffer;
      first.wasm.release?.();
      // A different product on the same memory: nothing of the first may leak into it.
      const other = small.map((t) => t.slice(5).concat([1, 2, 3]));
      const second = build(other);
      expect(second.wasm.sketch.buffer).toBe(firstBuffer);
      expect(plain(second.wasm)).toStrictEqual(second.js);
      second.wasm.release?.();
    });

    it('never lends the kept memory to a second build while an index still reads it', () => {
      const first = build(small);
      const snapshot = Uint32Array.from(first.wasm.sketch);
      const second = build(small.slice(10));
      expect(second.wasm.sketch.buffer === first.wasm.sketch.buffer).toBe(false);
      expect(first.wasm.sketch).toStrictEqual(snapshot);
      second.wasm.release?.();
      first.wasm.release?.();
    });

    it('gives a large build a memory of its own, never the kept one', () => {
      const warm = build(small);
      const keptBuffer = warm.wasm.sketch.buffer;
      warm.wasm.release?.();
      const stream = wordStream(5, 5000);
      const large = Array.from({ length: 4000 }, () => Array.from({ length: 60 }, stream));
      const big = build(large);
      expect(big.wasm.sketch.buffer === keptBuffer).toBe(false);
      expect((big.wasm.sketch.buffer as ArrayBuffer).byteLength).toBeGreaterThan(KEPT_MEMORY_BYTES);
      expect(plain(big.wasm)).toStrictEqual(big.js);
      big.wasm.release?.();
    });
  });
});
