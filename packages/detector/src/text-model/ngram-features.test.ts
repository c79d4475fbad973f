import { describe, expect, it } from 'vitest';
import { NgramScratch, extractNgrams, type NgramSpec } from './ngram-features';

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

describe('fused n-gram logits', () => {
  it('equal the sums over extracted features for both interleaved heads (property)', async () => {
    const fc = await import('fast-check');
    const { ngramLogitsFused } = await import('./ngram-features');
    const { ngramLogit } = await import('./model');
    const dim = 1 << spec.hashBits;
    const a = Float32Array.from({ length: dim }, (_, i) => ((i * 2654435761) % 1000) / 1000 - 0.5);
    const b = Float32Array.from({ length: dim }, (_, i) => ((i * 40503) % 777) / 777 - 0.5);
    const interleaved = new Float32Array(2 * dim);
    for (let i = 0; i < dim; i++) {
      interleaved[2 * i] = a[i]!;
      interleaved[2 * i + 1] = b[i]!;
    }
    const scratch = new NgramScratch();
    const out = new Float64Array(2);
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (text, markEnd) => {
        const s = { ...spec, markEnd };
        extractNgrams(text, s, scratch);
        const expectedA = ngramLogit(a, 0, scratch);
        const expectedB = ngramLogit(b, 0, scratch);
        ngramLogitsFused(text, s, interleaved, new NgramScratch(), out);
        return Math.abs(expectedA - out[0]!) < 1e-9 && Math.abs(expectedB - out[1]!) < 1e-9;
      }),
      { numRuns: 300, seed: 42 },
    );
  });
});
