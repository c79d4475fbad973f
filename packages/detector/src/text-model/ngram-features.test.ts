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

describe('n-gram feature layout', () => {
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
});
