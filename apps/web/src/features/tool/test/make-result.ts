// Answers shaped like the server's POST /upload and POST /analyze bodies, for component tests.
import type { ImportCoverage } from '@reviewsentry/contracts';
import type { ReviewView } from '../api/result-schemas';
import { makeReview } from './make-review';

export const COVERAGE: ImportCoverage = {
  encoding: 'utf-8',
  bom: false,
  delimiter: ',',
  line_endings: 'lf',
  rows_read: 4,
  reviews_used: 3,
  rating_only_rows: 1,
  rows_skipped: 1,
  skipped_by_reason: { empty_row: 1 },
  rows_repaired: 0,
  columns: [
    { index: 0, header: 'reviewText', meaning: 'text' },
    { index: 1, header: 'overall', meaning: 'rating' },
    { index: 2, header: 'misc', meaning: null },
  ],
  meanings_found: ['text', 'rating'],
  unreadable_values: {},
  products_found: 0,
  notes: ["Ratings in 'overall' read as stars."],
};

export function analysisFields(change: Record<string, unknown> = {}) {
  return {
    prod_id: 'B01IPHVFUI',
    prod_name: 'Blue Kettle',
    total_reviews: 3,
    fake_reviews_count: 1,
    fake_percentage: 33.33,
    product_status: 'Likely Fake',
    reviews_assessed: 3,
    fake_share_interval: { low: 6.15, high: 79.23 },
    low_confidence: true,
    trust_score: 61,
    trust_grade: 'C',
    verdict_explanation:
      '1 of 3 judged reviews looks fake (33.33 %). A verdict needs at least 10 judged reviews.',
    average_rating: 4.33,
    adjusted_rating: 4,
    rating_histogram: [
      { stars: 5, count: 2, fake_count: 1 },
      { stars: 3, count: 1, fake_count: 0 },
    ],
    reviews_over_time: [
      { period: '2024-01', count: 1, fake_count: 0 },
      { period: '2024-02', count: 2, fake_count: 1 },
    ],
    alerts: [
      {
        code: 'duplicate_cluster',
        severity: 'critical',
        message: '2 reviews share nearly the same text.',
        evidence: ['2', '3'],
      },
      { code: 'rating_skew', severity: 'info', message: 'Ratings lean to 5 stars.', evidence: [] },
    ],
    review_coverage: {
      reviews_received: 4,
      judged: 3,
      not_judged: { empty: 1 },
      by_check: {
        text_model: 3,
        copies: 3,
        rating_text: 3,
        incentives: 3,
        reviewer: 0,
        timing: 3,
      },
      not_scored: {},
      languages: { en: 3 },
      text_model: { languages: ['en'], min_words: 10 },
      summary: '3 of 4 reviews were judged.',
    },
    model: { id: 'text-model', version: '1' },
    ...change,
  };
}

export const REVIEWS: ReviewView[] = [
  makeReview('1', {
    text: 'Solid kettle, boils fast.',
    rating: 3,
    fake_probability: 0.12,
    date: '2024-01-05',
  }),
  makeReview('2', {
    text: 'Best kettle ever!!! Five stars!!!',
    rating: 5,
    fake_probability: 0.91,
    is_fake: true,
    date: '2024-02-01',
    reasons: [{ code: 'duplicate_cluster', message: 'Nearly the same text as another review.' }],
  }),
  makeReview('3', {
    text: 'Muy buena tetera',
    rating: 5,
    assessed: false,
    not_assessed_reason: 'no_deciding_check',
    not_scored_reason: 'too_short',
    checks: [],
    language: 'es',
    fake_probability: null,
    date: '2024-02-03',
  }),
];

export function uploadAnswer(change: Record<string, unknown> = {}) {
  return {
    ...analysisFields(),
    reviews: REVIEWS,
    products: [],
    coverage: COVERAGE,
    analyzed_at: '2026-01-02T03:04:05.000Z',
    ...change,
  };
}

/** A file of two products judged on their own: Kettle (reviews 1 and 2) and Teapot (review 3, too few). */
export function twoProductAnswer() {
  return uploadAnswer({
    prod_id: null,
    prod_name: null,
    product_status: 'Genuine',
    products: [
      { ...analysisFields({ prod_name: 'Kettle' }), review_ids: ['1', '2'] },
      {
        ...analysisFields({ prod_name: 'Teapot', product_status: 'Not enough reviews' }),
        review_ids: ['3'],
      },
    ],
  });
}

export function linkAnswer(change: Record<string, unknown> = {}) {
  return {
    ...analysisFields(),
    reviews: REVIEWS,
    product: {
      id: 'B01IPHVFUI',
      name: 'Blue Kettle',
      url: 'https://www.amazon.com/product-reviews/B01IPHVFUI',
      canonical_url: 'https://www.amazon.com/dp/B01IPHVFUI',
      aggregate_rating: 4.4,
      review_count: 120,
      rating_count: 900,
      site: 'amazon',
    },
    coverage: {
      pages_fetched: 2,
      reviews_found: 3,
      reviews_claimed: 120,
      stop_reason: 'no_next_page',
      adapter: 'amazon',
    },
    analyzed_at: '2026-01-02T03:04:05.000Z',
    cached: false,
    ...change,
  };
}
