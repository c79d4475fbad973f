import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import type { TextModel } from './text-model';
import { distinctReviews } from './test-fixtures/review-texts';
import { expectTrustMonotone } from './test-fixtures/trust-monotone';

/** A real TextModel whose probability is written in the text as `pNN` (NN percent); others score 0.01. */
const statedModel: TextModel = {
  id: 'stated-probability-test-model',
  version: '0.0.0',
  languages: ['en'],
  minWords: 10,
  score: (text) => {
    const m = / p(\d\d)$/.exec(text);
    return { probability: m ? Number(m[1]) / 100 : 0.01 };
  },
};

/** 100 distinct reviews: 40 stated at 0.99, 10 at 0.45, the rest unmarked (0.01). */
function product(): Review[] {
  return distinctReviews(100, 5).map((r, i) => ({
    ...r,
    text: i < 40 ? `${r.text} p99` : i < 50 ? `${r.text} p45` : r.text,
  }));
}

const plain = createAnalyzer({ textModel: statedModel, priorAdaptation: false });
// Recall 0.8 with no false positives: 40 above the threshold of 100 means half the product is fake.
const quantified = createAnalyzer({
  textModel: statedModel,
  priorAdaptation: false,
  quantifier: { threshold: 0.5, tpr: 0.8, fpr: 0 },
});

describe('analyze with a share quantifier (ADR 091)', () => {
  it('tops the count up to the adjusted estimate with the most machine-like remaining reviews', () => {
    expect(plain.analyze(product()).fake_reviews_count).toBe(40);
    const result = quantified.analyze(product());
    expect(result.fake_reviews_count).toBe(50);
    expect(result.fake_percentage).toBe(50);
    expect(result.product_status).toBe('Fake');
    const counted = result.reviews.filter((r) =>
      r.reasons.some((x) => x.code === 'machine_generated_share'),
    );
    expect(counted.map((r) => r.fake_probability)).toEqual(Array(10).fill(0.45));
    expect(counted.every((r) => r.is_fake)).toBe(true);
    expect(result.reviews.filter((r) => r.is_fake)).toHaveLength(50);
  });

  it('never un-flags: an estimate below the per-review count changes nothing', () => {
    const loose = createAnalyzer({
      textModel: statedModel,
      priorAdaptation: false,
      quantifier: { threshold: 0.5, tpr: 1, fpr: 0.3 },
    });
    expect(loose.analyze(product())).toEqual(plain.analyze(product()));
  });

  it('keeps the trust score monotone in the number of machine-like reviews (property)', () => {
    expectTrustMonotone(quantified, distinctReviews(60, 9), 'p97', 40);
  });
});
