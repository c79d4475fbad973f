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
import { storyProblems } from './verdict/one-story';
import { MIN_JUDGED_REVIEWS } from './verdict/status';

const analyzer = createAnalyzer({ textModel: markerModel });

type Result = Omit<AnalysisResult, 'reviews'>;

/** What every answer must hold (verdict/one-story.ts), and how loud what one person may have done can be. */
function expectOneStory(result: Result): void {
  expect(storyProblems(result)).toEqual([]);
  for (const alert of result.alerts)
    if (alert.code === 'repeat_reviewer' && alert.severity === 'warning')
      expect(
        Number(alert.metrics?.reviewers) >= 2 || Number(alert.metrics?.max_reviews_by_one) >= 5,
        alert.message,
      ).toBe(true);
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

describe('a product whose every judged review is fake, with alerts', () => {
  it('does not say the alerts lowered a trust score the share alone already puts at 0', () => {
    const next = rng(7);
    const reviews: Review[] = Array.from({ length: 12 }, (_, i) => ({
      id: `r${i}`,
      text: `${randomText(next)} ${FAKE_MARKER}`,
      rating: 5,
      reviewer: `buyer ${i}`,
      date: '2025-03-01',
    }));
    reviews[11]!.text = reviews[0]!.text;
    const result = analyzer.analyze(reviews);
    expect(result).toMatchObject({ fake_percentage: 100, trust_score: 0, product_status: 'Fake' });
    expect(result.alerts.length).toBeGreaterThan(0);
    expectOneStory(result);
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
