// Small products tell one story (docs/decisions/100, 103): status, trust score, grade and alerts never
// contradict each other, and an alert is only as loud as the reviews behind it. One copied pair, one buyer
// posting twice, or one masked name seen twice in a product of a handful of reviews is never 'critical' and
// never drags a 'Genuine' product's grade down.
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { FAKE_MARKER, markerModel } from './test-fixtures/marker-model';
import { randomText, rng } from './test-fixtures/review-texts';
import { MIN_LOUD_EVIDENCE } from './signals/severity';
import { MIN_JUDGED_REVIEWS } from './verdict/status';
import { baseScore, trustGrade } from './verdict/trust-score';

const analyzer = createAnalyzer({ textModel: markerModel });

type Result = Omit<AnalysisResult, 'reviews'>;
const COPY_CODES = new Set(['duplicate_reviews', 'near_duplicate_reviews', 'templated_reviews']);
const SEVERITY_RANK = { info: 0, warning: 1, critical: 2 } as const;

/** What every answer must hold, whatever its reviews: one story across status, score, grade and alerts. */
function expectOneStory(result: Result): void {
  const base = Math.round(baseScore(result.fake_percentage));
  if (result.product_status === 'Not enough reviews') {
    expect(result.trust_score).toBeNull();
    expect(result.trust_grade).toBeNull();
    if (result.alerts.length > 0)
      expect(result.verdict_explanation).toMatch(/no verdict or trust score for them to lower/);
  } else {
    expect(result.total_reviews).toBeGreaterThanOrEqual(MIN_JUDGED_REVIEWS);
    const score = result.trust_score as number;
    expect(result.trust_grade).toBe(trustGrade(score));
    // Alerts only lower the score, and without alerts the score is the share's own.
    expect(score).toBeLessThanOrEqual(base);
    if (result.alerts.length === 0) expect(score).toBe(base);
    // A grade lower than the share gives is explained in words, with the alerts that lowered it.
    if (score < base) {
      expect(result.verdict_explanation).toContain(`rather than ${base} because of`);
      expect(result.verdict_explanation).toMatch(/\d+ (critical|warning|info) alerts?/);
    }
    // The band of the status bounds the grade: 'Fake' is never above F, 'Likely Fake' never above C.
    if (result.product_status === 'Fake') expect(result.trust_grade).toBe('F');
    if (result.product_status === 'Likely Fake')
      expect(['C', 'D', 'F']).toContain(result.trust_grade);
  }
  for (const alert of result.alerts) {
    const shown = Number(alert.metrics?.evidence_total ?? alert.evidence.length);
    // Critical needs at least MIN_LOUD_EVIDENCE reviews showing the pattern; copies count copies, not pairs.
    if (alert.severity === 'critical') {
      expect(shown, alert.message).toBeGreaterThanOrEqual(MIN_LOUD_EVIDENCE);
      if (COPY_CODES.has(alert.code))
        expect(Number(alert.metrics?.copies), alert.message).toBeGreaterThanOrEqual(
          MIN_LOUD_EVIDENCE,
        );
    }
    // What one person may have done on their own is never louder than a warning, and a warning only
    // once it has been done often enough to weigh on the product.
    if (alert.code === 'repeated_own_text' || alert.code === 'repeat_reviewer')
      expect(SEVERITY_RANK[alert.severity]).toBeLessThanOrEqual(SEVERITY_RANK.warning);
    if (alert.code === 'repeat_reviewer' && alert.severity === 'warning')
      expect(
        Number(alert.metrics?.reviewers) >= 2 || Number(alert.metrics?.max_reviews_by_one) >= 5,
        alert.message,
      ).toBe(true);
  }
}

type Kind = 'honest' | 'fake' | 'short' | 'copy' | 'self' | 'masked' | 'incentive' | 'stars';
const SHORT = ['Nice product', 'Good', 'Bagus', 'ok', 'Love it!', 'Çok iyi'];
const INCENTIVE = 'I received this product free in exchange for my honest review.';

/** A small product: 2 to 30 rows of any mix of kinds, with names (some masked) and dates. */
const smallProducts = fc
  .tuple(
    fc.array(
      fc.record({
        kind: fc.constantFrom<Kind>(
          'honest',
          'honest',
          'honest',
          'fake',
          'short',
          'copy',
          'self',
          'masked',
          'incentive',
          'stars',
        ),
        rating: fc.integer({ min: 1, max: 5 }),
        day: fc.integer({ min: 1, max: 28 }),
        pick: fc.nat(),
      }),
      { minLength: 2, maxLength: 30 },
    ),
    fc.integer({ min: 1, max: 1e6 }),
  )
  .map(([rows, seed]) => {
    const next = rng(seed);
    const reviews: Review[] = [];
    rows.forEach((row, i) => {
      const earlier = reviews.filter((r) => r.text.split(' ').length >= 10);
      const source = earlier[row.pick % Math.max(1, earlier.length)];
      const date = `2025-03-${String(row.day).padStart(2, '0')}`;
      const own = { id: `r${i}`, rating: row.rating, date };
      const review: Review =
        row.kind === 'fake'
          ? { ...own, text: `${randomText(next)} ${FAKE_MARKER}`, reviewer: `buyer ${i}` }
          : row.kind === 'short'
            ? { ...own, text: SHORT[row.pick % SHORT.length]!, reviewer: `buyer ${i}` }
            : row.kind === 'copy' && source
              ? { ...own, text: source.text, reviewer: `buyer ${i}` }
              : row.kind === 'self' && source
                ? { ...own, text: source.text, reviewer: source.reviewer ?? `buyer ${i}` }
                : row.kind === 'masked' && source
                  ? { ...own, text: source.text, reviewer: 'S***a' }
                  : row.kind === 'incentive'
                    ? { ...own, text: INCENTIVE, reviewer: `buyer ${i}` }
                    : row.kind === 'stars'
                      ? { ...own, text: '', reviewer: `buyer ${i}` }
                      : {
                          ...own,
                          text: randomText(next),
                          reviewer: row.pick % 3 === 0 ? 'S***a' : `buyer ${i}`,
                        };
      reviews.push(review);
    });
    return reviews;
  });

describe('small products: status, trust score, grade and alerts tell one story (property)', () => {
  it('holds for any mix of honest, fake, short, copied, repeated, masked and incentivised reviews', () => {
    fc.assert(
      fc.property(smallProducts, (reviews) => {
        if (reviews.every((r) => r.text === '')) return;
        expectOneStory(analyzer.analyze(reviews));
      }),
      { numRuns: 300 },
    );
  });
});

/** Ratings in the J shape most products show, so that only the pair can raise an alert. */
const J_RATINGS = [5, 4, 5, 3, 5, 1, 5, 4, 2, 5];

/** A product of `size` honest reviews by different people, the last of which repeats the first. */
function withOnePair(
  size: number,
  who: 'another person' | 'same reviewer' | 'masked name' | 'first name',
) {
  const next = rng(size);
  const reviews: Review[] = Array.from({ length: size }, (_, i) => ({
    id: `r${i}`,
    text: randomText(next),
    rating: J_RATINGS[i % J_RATINGS.length] as number,
    reviewer: `buyer number ${i}`,
    date: `2025-03-${String(1 + (i % 28)).padStart(2, '0')}`,
  }));
  const first = reviews[0] as Review;
  const last = reviews[size - 1] as Review;
  last.text = first.text;
  if (who === 'same reviewer') last.reviewer = first.reviewer;
  if (who === 'masked name') [first.reviewer, last.reviewer] = ['S***a', 'S***a'];
  if (who === 'first name') [first.reviewer, last.reviewer] = ['Mike', 'Mike'];
  if (who === 'first name') last.date = '2025-03-28';
  return reviews;
}

describe('one copied pair in a small product (table)', () => {
  const sizes = [2, 3, 5, 9, 10, 12, 20, 30];
  const cases = [
    ['another person', 'duplicate_reviews', 'warning'],
    ['same reviewer', 'repeated_own_text', 'info'],
    ['masked name', 'repeated_own_text', 'info'],
    ['first name', 'repeated_own_text', 'info'],
  ] as const;
  for (const [who, code, severity] of cases)
    it(`a pair by ${who}: one ${severity} '${code}' alert at every size, never critical, never below grade B`, () => {
      for (const size of sizes) {
        const result = analyzer.analyze(withOnePair(size, who));
        expectOneStory(result);
        expect(
          result.alerts.map((a) => [a.code, a.severity]),
          `${size} reviews`,
        ).toEqual([[code, severity]]);
        if (size < MIN_JUDGED_REVIEWS) expect(result.product_status).toBe('Not enough reviews');
        else {
          expect(result.product_status).toBe('Genuine');
          expect(['A', 'B'], `${size} reviews`).toContain(result.trust_grade);
        }
      }
    });

  it('three copies of one text by three other people are a pattern: critical in a product of 30', () => {
    const reviews = withOnePair(30, 'another person');
    for (const i of [27, 28]) (reviews[i] as Review).text = (reviews[0] as Review).text;
    const result = analyzer.analyze(reviews);
    expectOneStory(result);
    expect(result.alerts.map((a) => [a.code, a.severity])).toEqual([
      ['duplicate_reviews', 'critical'],
    ]);
  });
});
