import type { Alert, AnalysisResult } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from '../analyzer';
import { markerModel } from '../test-fixtures/marker-model';
import { distinctReviews } from '../test-fixtures/review-texts';
import { storyProblems } from './one-story';

const analyzer = createAnalyzer({ textModel: markerModel });
type Answer = Omit<AnalysisResult, 'reviews'>;

const honest: Answer = analyzer.analyze(
  distinctReviews(20).map((r, i) => ({ ...r, rating: [5, 4, 5, 1, 3][i % 5] as number })),
);
const alert = (fields: Partial<Alert>): Alert => ({
  code: 'duplicate_reviews',
  severity: 'warning',
  message: 'm',
  evidence: ['r0', 'r1'],
  metrics: { copies: 1, evidence_total: 2 },
  ...fields,
});

describe('storyProblems', () => {
  it('finds none in an honest answer', () => {
    expect(honest).toMatchObject({ product_status: 'Genuine', trust_score: 100, trust_grade: 'A' });
    expect(storyProblems(honest)).toEqual([]);
  });

  it.each<[string, Partial<Answer>]>([
    ['a score beside too few reviews', { product_status: 'Not enough reviews' }],
    ['a verdict without a score', { trust_score: null, trust_grade: null }],
    ['a grade its score does not give', { trust_grade: 'B' }],
    ['a score lowered with no alert', { trust_score: 90, trust_grade: 'A' }],
    [
      'a score lowered by alerts the words do not name',
      {
        trust_score: 92,
        alerts: [alert({})],
      },
    ],
    [
      'words saying alerts lowered a score they could not lower',
      {
        product_status: 'Fake',
        fake_percentage: 100,
        trust_score: 0,
        trust_grade: 'F',
        alerts: [alert({})],
        verdict_explanation: 'The trust score is 0 (grade F) rather than 0 because of 1 warning.',
      },
    ],
    [
      'a firm verdict on reviews the text model mostly could not read',
      {
        review_coverage: {
          ...honest.review_coverage,
          by_check: { ...honest.review_coverage.by_check, text_model: 9 },
        },
      },
    ],
    [
      'reviews in a language the model does not read, not said in the words',
      {
        low_confidence: true,
        trust_score: 84,
        trust_grade: 'B',
        verdict_explanation: 'The trust score is 84 (grade B) rather than 100: low confidence.',
        review_coverage: {
          ...honest.review_coverage,
          not_scored: { language_not_covered: 3 },
        },
      },
    ],
    [
      'reviews too short for the model, not counted in the interval',
      {
        review_coverage: { ...honest.review_coverage, not_scored: { too_short: 2 } },
      },
    ],
    [
      'a rating chart counting more reviews than were received, less those listed twice',
      {
        review_coverage: {
          ...honest.review_coverage,
          not_judged: { repeated_listing: 2 },
        },
      },
    ],
    [
      'a timeline counting more reviews than were received',
      {
        reviews_over_time: [{ period: '2024', count: 21, fake_count: 0 }],
      },
    ],
    ["'Fake' with a good grade", { product_status: 'Fake' }],
    ["'Likely Fake' with grade A", { product_status: 'Likely Fake' }],
    ['a verdict from 9 judged reviews', { total_reviews: 9 }],
    [
      // From ten judged reviews on, no verdict means too few were read (docs/decisions/176), and the words say so.
      "'Not enough reviews' from 20 judged reviews without the reason",
      {
        product_status: 'Not enough reviews',
        trust_score: null,
        trust_grade: null,
        verdict_explanation: '0 of 20 judged reviews look fake (0.00 %).',
      },
    ],
    [
      'a critical alert on one copied pair',
      {
        alerts: [alert({ severity: 'critical' })],
        trust_score: 85,
        verdict_explanation: 'rather than 100 because of 1 critical alert',
      },
    ],
    [
      'a critical alert about one repeating author',
      {
        alerts: [
          alert({
            code: 'repeated_own_text',
            severity: 'critical',
            metrics: { evidence_total: 9 },
          }),
        ],
        trust_score: 85,
        verdict_explanation: 'rather than 100 because of 1 critical alert',
      },
    ],
    [
      'a critical alert from one discloser',
      {
        alerts: [
          alert({
            code: 'incentivized_reviews',
            severity: 'critical',
            metrics: { count: 3, reviewers: 1, evidence_total: 3 },
          }),
        ],
        trust_score: 85,
        verdict_explanation: 'rather than 100 because of 1 critical alert',
      },
    ],
    [
      "alerts beside 'Not enough reviews' left unexplained",
      {
        product_status: 'Not enough reviews',
        trust_score: null,
        trust_grade: null,
        alerts: [alert({})],
      },
    ],
  ])('finds %s', (_, change) => {
    expect(storyProblems({ ...honest, ...change })).not.toEqual([]);
  });
});
