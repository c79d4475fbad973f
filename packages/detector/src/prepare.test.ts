import type { Review } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textFacts } from './assess/assessability';
import { FUNCTION_WORDS } from './assess/function-words';
import { prepareReviews } from './prepare';
import { hashString } from './signals/shingles';
import { sentiment } from './signals/sentiment';
import { NEGATIVE, NEGATORS, POSITIVE, POST_NEGATORS } from './signals/sentiment-lexicon';
import { words } from './text/tokenize';

describe('prepareReviews', () => {
  it('keeps the same words, sentiment and text facts as the readable per-signal functions (property)', () => {
    const word = fc.oneof(
      fc.constantFrom(
        ...POSITIVE.slice(0, 30),
        ...NEGATIVE.slice(0, 30),
        ...NEGATORS,
        ...POST_NEGATORS,
      ),
      fc.constantFrom(
        ...(FUNCTION_WORDS.en ?? []).slice(0, 30),
        ...(FUNCTION_WORDS.es ?? []).slice(0, 20),
      ),
      fc.constantFrom("isn't", 'Hasn’t', 'GOOD', 'Not', 'café', 'kettle', '3', 'x'),
      fc.stringMatching(/^[a-z]{1,7}$/),
    );
    const text = fc
      .tuple(fc.array(word, { maxLength: 40 }), fc.constantFrom(' ', ', ', '. ', '! '))
      .map(([ws, sep]) => ws.join(sep));
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 8 }), (texts) => {
        const reviews: Review[] = texts.map((t, i) => ({ id: `r${i}`, text: t }));
        const { product, facts } = prepareReviews(reviews);
        texts.forEach((t, i) => {
          const tokens = words(t);
          const r = product.reviews[i];
          const from = product.wordStart[i] as number;
          expect([...product.words.subarray(from, product.wordStart[i + 1])]).toEqual(
            tokens.map(hashString),
          );
          expect(r?.wordCount).toBe(tokens.length);
          const s = sentiment(tokens);
          expect([r?.positive, r?.negative]).toEqual([s.positive, s.negative]);
          expect(facts[i]).toEqual(textFacts(t, tokens));
        });
      }),
      { numRuns: 400 },
    );
  });

  it('agrees with Unicode texts among ASCII ones and more words than the buffer was sized for', () => {
    // One-letter words (2 characters a word) overflow the chars / 4 estimate of the word buffer, and
    // every seventh text takes the scanner's Unicode path.
    const texts = Array.from({ length: 6000 }, (_, i) =>
      i % 7 === 3
        ? `Très bien, it isn’t bad ${i}`
        : i % 5 === 0
          ? 'I like it. It is not bad and the lid is good. '.repeat(1 + (i % 40))
          : 'a b c d e f g h '.repeat(1 + (i % 13)),
    );
    const reviews: Review[] = texts.map((t, i) => ({ id: `r${i}`, text: t }));
    const { product, facts } = prepareReviews(reviews);
    const expected = texts.flatMap((t) => words(t).map(hashString));
    expect(product.words.length).toBe(expected.length);
    expect([...product.words]).toEqual(expected);
    texts.forEach((t, i) => {
      const tokens = words(t);
      const r = product.reviews[i];
      expect((product.wordStart[i + 1] as number) - (product.wordStart[i] as number)).toBe(
        tokens.length,
      );
      const s = sentiment(tokens);
      expect([r?.wordCount, r?.positive, r?.negative]).toEqual([
        tokens.length,
        s.positive,
        s.negative,
      ]);
      expect(facts[i]).toEqual(textFacts(t, tokens));
    });
  });
});
