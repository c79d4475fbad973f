import { describe, expect, it } from 'vitest';
import { uploadViewSchema } from './api/result-schemas';
import { lowConfidenceReason } from './low-confidence';
import { uploadAnswer } from './test/make-result';

const reason = (fields: Record<string, unknown>) =>
  lowConfidenceReason(uploadViewSchema.parse(uploadAnswer({ low_confidence: true, ...fields })));
const coverage = (judged: number, textModel: number) => ({
  reviews_received: judged,
  judged,
  not_judged: {},
  by_check: {
    text_model: textModel,
    copies: judged,
    rating_text: judged,
    incentives: judged,
    reviewer: 0,
    timing: judged,
  },
  not_scored: {},
  languages: {},
  text_model: { languages: ['en'], min_words: 10 },
  summary: 's',
});

describe('lowConfidenceReason: the reason that fits the figures beside it', () => {
  it('says there is no verdict with too few reviews', () => {
    expect(
      reason({
        product_status: 'Not enough reviews',
        total_reviews: 4,
        reviews_assessed: 4,
        trust_score: null,
        trust_grade: null,
      }),
    ).toBe('No verdict: only 4 reviews could be checked, too few to say whether they are fake.');
  });

  it('counts one review as one, and none as none', () => {
    const few = (judged: number) =>
      reason({
        product_status: 'Not enough reviews',
        total_reviews: judged,
        reviews_assessed: judged,
        fake_reviews_count: 0,
        fake_percentage: 0,
        trust_score: null,
        trust_grade: null,
      });
    expect(few(1)).toBe(
      'No verdict: only 1 review could be checked, too few to say whether they are fake.',
    );
    expect(few(0)).toBe(
      'No verdict: none of the reviews could be checked, too few to say whether they are fake.',
    );
  });

  it('says why there is no verdict when enough reviews were checked but too few read', () => {
    expect(
      reason({
        product_status: 'Not enough reviews',
        total_reviews: 300,
        reviews_assessed: 300,
        fake_reviews_count: 30,
        trust_score: null,
        trust_grade: null,
        review_coverage: coverage(300, 30),
      }),
    ).toBe(
      'No verdict: only 30 of the 300 reviews checked could be checked for machine writing, and too many of ' +
        'those look fake to call the product genuine.',
    );
  });

  it('blames the number of reviews only when it is small', () => {
    expect(reason({ product_status: 'Genuine', total_reviews: 12, reviews_assessed: 12 })).toBe(
      'Low confidence: only 12 reviews could be checked, too few for a firm verdict.',
    );
  });

  it('names the text model when it read fewer than half of many reviews (never "only 148, too few")', () => {
    const text = reason({
      product_status: 'Genuine',
      total_reviews: 148,
      reviews_assessed: 148,
      review_coverage: coverage(148, 0),
    });
    expect(text).toBe(
      'Low confidence: the check for machine-written text could read none of the 148 reviews checked ' +
        '(they are too short for it or in a language it was not trained on).',
    );
    expect(
      reason({
        product_status: 'Genuine',
        total_reviews: 148,
        reviews_assessed: 148,
        review_coverage: coverage(148, 3),
      }),
    ).toBe(
      'Low confidence: the check for machine-written text could read only 3 of the 148 reviews checked ' +
        '(the others are too short for it or in a language it was not trained on).',
    );
  });

  it('points to the interval when that is what reaches into another verdict', () => {
    expect(
      reason({
        product_status: 'Likely Fake',
        total_reviews: 60,
        reviews_assessed: 60,
        review_coverage: coverage(60, 60),
      }),
    ).toBe(
      "Low confidence: the share of fake reviews may lie in another verdict's range (see the interval below).",
    );
  });
});
