import { describe, expect, it } from 'vitest';
import { NgramScratch, extractNgrams, featureDim, type NgramSpec } from './ngram-features';

const spec: NgramSpec = { hashBits: 16, wordMaxN: 3, charMinN: 1, charMaxN: 5, markEnd: true };

function features(text: string, s: NgramSpec = spec): number[] {
  const scratch = new NgramScratch();
  extractNgrams(text, s, scratch);
  return Array.from(scratch.features.subarray(0, scratch.nWord + scratch.nChar));
}

function counts(text: string, s: NgramSpec = spec): [number, number] {
  const scratch = new NgramScratch();
  extractNgrams(text, s, scratch);
  return [scratch.nWord, scratch.nChar];
}

describe('hashed n-gram features', () => {
  it('are deterministic across scratch buffers and calls', () => {
    const text = 'Great product, works as described! Would buy again.';
    expect(features(text)).toEqual(features(text));
    const shared = new NgramScratch();
    extractNgrams('something much longer '.repeat(50), spec, shared);
    extractNgrams(text, spec, shared);
    expect(Array.from(shared.features.subarray(0, shared.nWord + shared.nChar))).toEqual(
      features(text),
    );
  });

  it('ignore case and whitespace runs', () => {
    expect(features('Great  Product\n\nOK')).toEqual(features('great product ok'));
  });

  it('emit the expected number of word and char n-grams', () => {
    // tokens: "good", "!", "ok" -> 3 unigrams + 2 bigrams + 1 trigram.
    // chars: START + "good! ok" (8) + END = 10 codes; orders 1..5 -> 10+9+8+7+6 = 40.
    expect(counts('good! ok')).toEqual([6, 40]);
    expect(counts('good! ok', { ...spec, markEnd: false })).toEqual([6, 35]);
    expect(counts('')).toEqual([0, 2 + 1]);
  });

  it('keep every index inside the hash space', () => {
    const all = features('Mixed CASE, digits 12345, punctuation?! and "quotes" -- plus more text.');
    expect(all.every((i) => i >= 0 && i < 1 << spec.hashBits)).toBe(true);
  });

  it('distinguish word order through bigrams', () => {
    const a = new Set(features('not good'));
    const b = new Set(features('good not'));
    expect([...a].filter((x) => !b.has(x)).length).toBeGreaterThan(0);
  });

  it('cope with huge inputs by reading a bounded prefix', () => {
    const [w, c] = counts('word '.repeat(100_000));
    expect(w + c).toBeLessThan(40_000);
  });
});

describe('fused n-gram sums', () => {
  // The scorer's rolling char pass and integer sums must give exactly what training extracts.
  function expected(weights: Int8Array | Int16Array, head: 0 | 1, scratch: NgramScratch) {
    let word = 0;
    let char = 0;
    for (let i = 0; i < scratch.nWord; i++) word += weights[2 * scratch.features[i]! + head]!;
    for (let i = scratch.nWord; i < scratch.nWord + scratch.nChar; i++)
      char += weights[2 * scratch.features[i]! + head]!;
    return { word, char };
  }

  const specs: NgramSpec[] = [
    spec,
    { hashBits: 12, wordMaxN: 2, charMinN: 1, charMaxN: 4, markEnd: true },
    { hashBits: 14, wordMaxN: 3, charMinN: 3, charMaxN: 5, markEnd: false },
    { hashBits: 14, wordMaxN: 1, charMinN: 4, charMaxN: 4, markEnd: true },
    { hashBits: 10, wordMaxN: 3, charMinN: 2, charMaxN: 3, markEnd: true },
    { ...spec, charLineBits: 5 },
    { ...spec, charLineBits: 6, wordLineBits: 6 },
    { ...spec, wordLineBits: 4 },
    { hashBits: 12, wordMaxN: 2, charMinN: 3, charMaxN: 5, markEnd: false, charLineBits: 6 },
    { hashBits: 12, wordMaxN: 1, charMinN: 1, charMaxN: 4, markEnd: true, charLineBits: 4 },
  ];

  it('equal the sums over extracted features for both interleaved heads, int8 and int16 (property)', async () => {
    const fc = await import('fast-check');
    const { ngramLogitsFused } = await import('./ngram-features');
    const scratch = new NgramScratch();
    const out = new Float64Array(6);
    for (const s of specs) {
      const dim = 1 << s.hashBits;
      const w16 = Int16Array.from(
        { length: 2 * dim },
        (_, i) => ((i * 2654435761) % 65535) - 32767,
      );
      const w8 = Int8Array.from({ length: 2 * dim }, (_, i) => ((i * 40503) % 255) - 127);
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 300 }), fc.string({ maxLength: 8 })),
          fc.boolean(),
          (text, use8) => {
            const weights = use8 ? w8 : w16;
            extractNgrams(text, s, scratch);
            const a = expected(weights, 0, scratch);
            const b = expected(weights, 1, scratch);
            ngramLogitsFused(text, s, weights, new NgramScratch(), out);
            return (
              out[0] === a.word &&
              out[1] === b.word &&
              out[2] === a.char &&
              out[3] === b.char &&
              out[4] === (scratch.nWord > 0 ? 1 / Math.sqrt(scratch.nWord) : 0) &&
              out[5] === (scratch.nChar > 0 ? 1 / Math.sqrt(scratch.nChar) : 0)
            );
          },
        ),
        { numRuns: 200, seed: 42 },
      );
    }
  });

  it('read as int16 pairs (ngramLogitsPacked) give the same sums as the extracted features (property)', async () => {
    const fc = await import('fast-check');
    const { ngramLogitsPacked, int8PairView } = await import('./ngram-features');
    const scratch = new NgramScratch();
    const out = new Float64Array(6);
    for (const s of [...specs, { ...spec, wordHashBits: 9 }]) {
      const w8 = Int8Array.from({ length: 2 * featureDim(s) }, (_, i) => ((i * 40503) % 255) - 127);
      const pairs = int8PairView(w8);
      fc.assert(
        fc.property(
          fc.oneof(fc.string({ maxLength: 300 }), fc.string({ maxLength: 8 })),
          (text) => {
            extractNgrams(text, s, scratch);
            const a = expected(w8, 0, scratch);
            const b = expected(w8, 1, scratch);
            ngramLogitsPacked(text, s, pairs, new NgramScratch(), out);
            return (
              out[0] === a.word &&
              out[1] === b.word &&
              out[2] === a.char &&
              out[3] === b.char &&
              out[4] === (scratch.nWord > 0 ? 1 / Math.sqrt(scratch.nWord) : 0) &&
              out[5] === (scratch.nChar > 0 ? 1 / Math.sqrt(scratch.nChar) : 0)
            );
          },
        ),
        { numRuns: 200, seed: 7 },
      );
    }
  });

  it('view int8 pairs in place when aligned, and convert the same values when not', async () => {
    const { int8PairView } = await import('./ngram-features');
    const bytes = Int8Array.from([5, -3, -128, 127, -1, -1, 0, 1]);
    const inPlace = int8PairView(bytes);
    expect(inPlace.buffer).toBe(bytes.buffer);
    const shifted = new Int8Array(new ArrayBuffer(9), 1, 8);
    shifted.set(bytes);
    const copied = int8PairView(shifted);
    expect(copied.buffer).not.toBe(shifted.buffer);
    for (const v of [inPlace, copied])
      expect(Array.from(v, (x) => [(x << 24) >> 24, x >> 8])).toEqual([
        [5, -3],
        [-128, 127],
        [-1, -1],
        [0, 1],
      ]);
  });

  it('put word grams in their own table after the char space when wordHashBits > 0', () => {
    const s: NgramSpec = { ...spec, hashBits: 12, wordHashBits: 6 };
    const scratch = new NgramScratch();
    extractNgrams('alpha beta gamma, delta', s, scratch);
    const words = Array.from(scratch.features.subarray(0, scratch.nWord));
    const chars = Array.from(
      scratch.features.subarray(scratch.nWord, scratch.nWord + scratch.nChar),
    );
    expect(words.every((f) => f >= 1 << 12 && f < (1 << 12) + (1 << 6))).toBe(true);
    expect(chars.every((f) => f < 1 << 12)).toBe(true);
    expect(featureDim(s)).toBe((1 << 12) + (1 << 6));
    expect(() => extractNgrams('x', { ...s, wordHashBits: 13 }, scratch)).toThrow(RangeError);
  });

  it('give the normalised logit the training code computes (ngramLogit over float weights)', async () => {
    const { ngramLogitsFused } = await import('./ngram-features');
    const { ngramLogit } = await import('./model');
    const dim = 1 << spec.hashBits;
    const w = Int16Array.from({ length: 2 * dim }, (_, i) => ((i * 7919) % 2001) - 1000);
    const a = Float32Array.from({ length: dim }, (_, j) => w[2 * j]!);
    const scratch = new NgramScratch();
    const out = new Float64Array(6);
    const text = 'Great product, works as described! Would buy again. 10/10';
    extractNgrams(text, spec, scratch);
    ngramLogitsFused(text, spec, w, new NgramScratch(), out);
    expect(out[0]! * out[4]! + out[2]! * out[5]!).toBeCloseTo(ngramLogit(a, 0, scratch), 9);
  });

  it('put the order 3-5 grams ending at one character into one cache-line block', () => {
    // START a b x y z: orders 3-5 give 4 + 3 + 2 = 9 grams but only 4 distinct last trigrams.
    const s = { ...spec, charMinN: 3, wordMaxN: 1, markEnd: false };
    const blocks = (lineBits: number): number => {
      const scratch = new NgramScratch();
      extractNgrams('abxyz', { ...s, charLineBits: lineBits }, scratch);
      const chars = scratch.features.subarray(scratch.nWord, scratch.nWord + scratch.nChar);
      expect(chars.length).toBe(9);
      return new Set(Array.from(chars, (f) => f >> 5)).size;
    };
    expect(blocks(5)).toBe(4);
    expect(blocks(0)).toBe(9);
  });

  it('put a word trigram into the block of its last two words (wordLineBits)', () => {
    const scratch = new NgramScratch();
    extractNgrams('alpha beta gamma', { ...spec, wordLineBits: 5 }, scratch);
    // Word block order: alpha | beta, alpha+beta | gamma, beta+gamma, alpha+beta+gamma.
    const words = Array.from(scratch.features.subarray(0, scratch.nWord));
    expect(words.length).toBe(6);
    expect(words[5]! >> 5).toBe(words[4]! >> 5);
  });

  it('refuse char orders above 5', async () => {
    const { ngramLogitsFused } = await import('./ngram-features');
    const s = { ...spec, hashBits: 8, charMaxN: 6 };
    expect(() =>
      ngramLogitsFused('abc', s, new Int8Array(512), new NgramScratch(), new Float64Array(6)),
    ).toThrow(RangeError);
  });
});
