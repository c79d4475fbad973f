import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import type { TextModel } from './text-model';
import type { ShareQuantifier } from './verdict/share-quantifier';
import { shareVerdict } from './verdict/status';
import { distinctFrenchReviews, distinctReviews } from './test-fixtures/review-texts';

/** A real TextModel of English and French whose probability is written in the text as `pNN`. */
const statedModel: TextModel = {
  id: 'stated-probability-test-model',
  version: '0.0.0',
  languages: ['en', 'fr'],
  minWords: 10,
  score: (text) => {
    const m = / p(\d\d)$/.exec(text);
    return { probability: m ? Number(m[1]) / 100 : 0.01 };
  },
};

const mark = (reviews: Review[], from: number, to: number, p: string): Review[] =>
  reviews.map((r, i) => (i >= from && i < to ? { ...r, text: `${r.text} ${p}` } : r));

/**
 * 100 English reviews, 20 of them stated at 0.99; 100 French ones, 15 at 0.99 and 35 at 0.45. With
 * French recall 0.3, half the French reviews are machine-written: 70 of 200 in all (35 %, 'Likely Fake').
 */
function product(): Review[] {
  const english = mark(distinctReviews(100, 5), 0, 20, 'p99');
  const french = mark(mark(distinctFrenchReviews(100, 3), 0, 15, 'p99'), 15, 50, 'p45');
  return [...english, ...french];
}

/** 60 French reviews of 6 words: judged (copies, incentives), too short for the text model. */
const shortFrench = (): Review[] =>
  distinctFrenchReviews(60, 11, 's').map((r) => ({
    ...r,
    text: `${r.text.split(' ').slice(0, 6).join(' ')}.`,
  }));

const firm = { positives: 2000, negatives: 2000 };
const perLanguage: ShareQuantifier = {
  threshold: 0.5,
  tpr: 1,
  fpr: 0,
  ...firm,
  languages: { fr: { tpr: 0.3, fpr: 0, positives: 300, negatives: 300 } },
};
/** The same model read with English rates for French as well. */
const englishRates: ShareQuantifier = {
  ...perLanguage,
  languages: { fr: { tpr: 1, fpr: 0, ...firm } },
};

const analyse = (q: ShareQuantifier, reviews = product()) =>
  createAnalyzer({ textModel: statedModel, priorAdaptation: false, quantifier: q }).analyze(
    reviews,
  );

describe('analyze with per-language share rates (ADR 151)', () => {
  it('corrects French reviews with French rates, topping up from French reviews only', () => {
    const result = analyse(perLanguage);
    expect(result.review_coverage.languages).toEqual({ en: 100, fr: 100 });
    expect(result.fake_reviews_count).toBe(70);
    expect(result.product_status).toBe('Likely Fake');
    const counted = result.reviews.filter((r) =>
      r.reasons.some((x) => x.code === 'machine_generated_share'),
    );
    expect(counted).toHaveLength(35);
    expect(counted.every((r) => r.language === 'fr' && r.fake_probability === 0.45)).toBe(true);
    // English rates for every review understate the product, with confidence.
    expect(analyse(englishRates)).toMatchObject({
      fake_reviews_count: 35,
      product_status: 'Genuine',
      low_confidence: false,
    });
  });

  it('widens the upper end by the fakes an uncertain recall may have missed, and says why', () => {
    const result = analyse(perLanguage);
    // French 15 of 100 above at a recall of at least 0.251 (Wilson, 90 of 300): up to 60 French fakes,
    // 10 more than the 50 counted. The interval's upper end is that of 80 of 200; its lower end is 70's.
    expect(result.fake_share_interval).toEqual({
      low: shareVerdict(70, 200).fake_share_interval.low,
      high: shareVerdict(80, 200).fake_share_interval.high,
    });
    expect(result.low_confidence).toBe(false);
    expect(result.verdict_explanation).toContain(
      "The text model's recall is lower, or measured on few texts, in French (30 % of 300 machine-written " +
        'texts caught): it may have missed up to 10 more fake reviews, so the interval reaches ' +
        `${result.fake_share_interval.high.toFixed(2)} %.`,
    );
    const english = analyse(englishRates);
    expect(english.verdict_explanation).not.toContain('may have missed');
    expect(english.fake_share_interval).toEqual(shareVerdict(35, 200).fake_share_interval);
  });

  it("bounds the language's too-short reviews too, and gives the verdict with low confidence when the bound reaches another band", () => {
    const result = analyse(perLanguage, [...product(), ...shortFrench()]);
    expect(result.review_coverage.not_scored.too_short).toBe(60);
    expect(result.total_reviews).toBe(260);
    expect(result.fake_reviews_count).toBe(70);
    expect(result.product_status).toBe('Likely Fake');
    // Up to 59.8 % of the 160 French reviews: 96, 46 more than counted; 116 of 260 reaches 'Fake'.
    expect(result.fake_share_interval.high).toBe(shareVerdict(116, 260).fake_share_interval.high);
    expect(result.fake_share_interval.high).toBeGreaterThanOrEqual(50);
    expect(result.low_confidence).toBe(true);
    expect(result.verdict_explanation).toContain('may have missed up to 46 more fake reviews');
    expect(result.verdict_explanation).toContain('The interval reaches into another band');
    // Firm rates leave no bound of their own, yet the 60 short reviews were never read: they widen the
    // interval as reviews too short for the model (docs/decisions/206), once.
    const firmRates = analyse(englishRates, [...product(), ...shortFrench()]);
    expect(firmRates.fake_share_interval.high).toBe(
      shareVerdict(35, 260, 60).fake_share_interval.high,
    );
    expect(firmRates.low_confidence).toBe(true);
    expect(firmRates.verdict_explanation).toContain(
      'The text model cannot read reviews of fewer than 10 words (60 reviews): it may have missed up to 60',
    );
    expect(result.verdict_explanation).not.toContain('fewer than 10 words');
  });
});
