// Product verdicts with the committed text model on real Salminen test rows (OR = human, CG = GPT-2).
import { hasSharedData } from '@reviewsentry/test-support';
import { describe, expect, it } from 'vitest';
import { getDefaultAnalyzer } from './default-analyzer';
import { readSalminen, SALMINEN_TEST, shuffled, toReviews } from './test-fixtures/salminen';

describe.skipIf(!hasSharedData(...SALMINEN_TEST))(
  'analyze with the committed model on Salminen rows',
  () => {
    const rows = hasSharedData(...SALMINEN_TEST) ? readSalminen(...SALMINEN_TEST) : [];
    const cg = shuffled(
      rows.filter((r) => r.label === 'CG'),
      11,
    );
    const or = shuffled(
      rows.filter((r) => r.label === 'OR'),
      12,
    );
    const analyzer = getDefaultAnalyzer();

    it('a product made only of human reviews, most of them 5-star, is Genuine', () => {
      const fiveStar = or.filter((r) => r.rating === '5.0').slice(0, 150);
      const others = or.filter((r) => r.rating !== '5.0').slice(0, 50);
      const result = analyzer.analyze(toReviews(shuffled([...fiveStar, ...others], 13)));
      expect(result.rating_histogram[4]?.count).toBe(150);
      expect(result.product_status).toBe('Genuine');
      expect(result.fake_percentage).toBeLessThan(15);
    });

    it('a product with 60 % machine-generated reviews is Fake', () => {
      const result = analyzer.analyze(
        toReviews(shuffled([...cg.slice(0, 120), ...or.slice(0, 80)], 14)),
      );
      expect(result.product_status).toBe('Fake');
    });

    it('a product with 30 % machine-generated reviews is Likely Fake', () => {
      const result = analyzer.analyze(
        toReviews(shuffled([...cg.slice(200, 260), ...or.slice(200, 340)], 15)),
      );
      expect(result.product_status).toBe('Likely Fake');
    });

    it('explains machine-generated reviews with their own reason code', () => {
      const result = analyzer.analyze(toReviews(cg.slice(400, 450)));
      const flagged = result.reviews.filter((r) => r.is_fake);
      expect(flagged.length).toBeGreaterThan(40);
      expect(
        flagged.every(
          (r) =>
            r.reasons.some((x) => x.code === 'machine_generated_text') ||
            r.reasons.some((x) => x.code.includes('duplicate')),
        ),
      ).toBe(true);
    });
  },
);
