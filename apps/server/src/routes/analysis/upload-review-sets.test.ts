// Every review set with review text gets an answer through POST /upload: a verdict (if need be 'Not enough
// reviews'), a coverage statement and six spec fields that agree. Our own fixtures (test/fixtures/review-sets,
// written by us) cover short texts, other languages, UTF-16 and rating-only rows; the real-world exports in
// ../shared/data/real-world/csv must all answer 200 too. Only a file without review text gets a 422.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiErrorSchema,
  PRODUCT_STATUSES,
  uploadResponseSchema,
  type UploadResponse,
} from '@reviewsentry/contracts';
import { hasSharedData, repoRoot, sharedDataPath } from '@reviewsentry/test-support';
import { describe, expect, it } from 'vitest';
import { fileUpload, startApp } from '../../../test/analysis-app';

const FIXTURES = path.join(repoRoot, 'apps/server/test/fixtures/review-sets');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

async function upload(bytes: Uint8Array, name: string) {
  const app = await startApp();
  const body = fileUpload(bytes, name);
  return app.inject({
    method: 'POST',
    url: '/upload',
    payload: body.payload,
    headers: body.headers,
  });
}

/** 200 with a verdict and a coverage statement, and figures that agree (docs/api.md, "Definitions"). */
async function answered(bytes: Uint8Array, name: string): Promise<UploadResponse> {
  const res = await upload(bytes, name);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  const body = uploadResponseSchema.parse(res.json());
  for (const result of [body, ...body.products]) {
    expect(PRODUCT_STATUSES).toContain(result.product_status);
    expect(result.review_coverage.summary.length).toBeGreaterThan(0);
    expect(result.verdict_explanation.length).toBeGreaterThan(0);
    expect(result.total_reviews).toBe(result.review_coverage.judged);
    expect(result.fake_percentage).toBe(
      result.total_reviews === 0
        ? 0
        : Math.round((10_000 * result.fake_reviews_count) / result.total_reviews) / 100,
    );
  }
  expect(body.review_coverage.reviews_received).toBe(body.coverage.reviews_used);
  expect(body.total_reviews).toBe(body.reviews.filter((r) => r.assessed).length);
  expect(body.fake_reviews_count).toBe(body.reviews.filter((r) => r.is_fake).length);
  return body;
}

describe('POST /upload answers every review set that has text (our fixtures)', () => {
  it('a 2-review file: counted, but too few for a verdict or a grade', async () => {
    const body = await answered(fixture('two-reviews.csv'), 'two-reviews.csv');
    expect(body.review_coverage.reviews_received).toBe(2);
    expect(body.product_status).toBe('Not enough reviews');
    expect(body.trust_grade).toBeNull();
    expect(body.trust_score).toBeNull();
  });

  it('the same 2-review file in UTF-16 gives the same answer', async () => {
    const utf8 = await answered(fixture('two-reviews.csv'), 'two-reviews.csv');
    const utf16 = await answered(fixture('two-reviews-utf16le.csv'), 'two-reviews-utf16le.csv');
    expect(utf16.coverage.encoding).toBe('utf-16le');
    const { analyzed_at: _a, coverage: _c, ...sameA } = utf8;
    const { analyzed_at: _b, coverage: _d, ...sameB } = utf16;
    expect(sameB).toEqual(sameA);
  });

  it('a file of 1–3-word reviews: every one is accounted for', async () => {
    const body = await answered(fixture('short-reviews.csv'), 'short-reviews.csv');
    expect(body.review_coverage.reviews_received).toBe(20);
    for (const review of body.reviews) {
      // The text model needs more words; a review is judged when a check that can call it fake read it,
      // and otherwise says why not.
      expect(review.not_scored_reason).toBe('too_short');
      expect(review.assessed || review.not_assessed_reason === 'no_deciding_check').toBe(true);
    }
    expect(body.review_coverage.summary).toMatch(/judged/u);
  });

  it.each([
    ['turkish-reviews.csv', 'tr', 'Turkish'],
    ['spanish-reviews.csv', 'es', 'Spanish'],
    ['indonesian-reviews.csv', 'id', 'Indonesian'],
  ])(
    '%s: judged by the checks that read any language, and the answer says so',
    async (file, code, name) => {
      const body = await answered(fixture(file), file);
      expect(body.review_coverage.reviews_received).toBe(12);
      const long = body.reviews.filter((r) => r.text.split(/\s+/u).length >= 10);
      expect(long.length).toBeGreaterThanOrEqual(8);
      for (const review of long) {
        // Never sent to the English text model; judged by the checks that read any language.
        expect(review).toMatchObject({
          assessed: true,
          not_scored_reason: 'language_not_covered',
          fake_probability: null,
          checks: expect.arrayContaining(['copies']),
        });
        expect(review.language).not.toBe('en');
      }
      expect(body.review_coverage.languages[code]).toBeGreaterThanOrEqual(long.length / 2);
      expect(body.review_coverage.by_check.text_model).toBe(0);
      expect(body.review_coverage.summary).toContain(`in ${name}`);
      expect(body.review_coverage.summary).toContain('which it was not trained on');
      expect(body.product_status).not.toBe('Fake');
    },
  );

  it('a rating-only file with three texts: the ratings count in the rating figures only', async () => {
    const body = await answered(
      fixture('rating-only-plus-three-texts.csv'),
      'rating-only-plus-three-texts.csv',
    );
    expect(body.review_coverage.reviews_received).toBe(12);
    const notJudged = body.review_coverage.not_judged;
    expect((notJudged.empty ?? 0) + (notJudged.placeholder ?? 0)).toBe(9);
    expect(body.total_reviews).toBeLessThanOrEqual(3);
    // Every row's stars: 5,5,4,5,3,5,1,5,4,5,5,2.
    expect(body.average_rating).toBe(4.08);
    expect(body.rating_histogram.reduce((n, b) => n + b.count, 0)).toBe(12);
    expect(body.review_coverage.summary).toContain('9 reviews have a rating but no text');
  });

  it('a file with no text column still gets 422 no_text_column, naming what it found', async () => {
    const res = await upload(fixture('no-text-column.csv'), 'no-text-column.csv');
    expect(res.statusCode).toBe(422);
    const { error } = apiErrorSchema.parse(res.json());
    expect(error.code).toBe('no_text_column');
    expect(error.details?.columns_seen).toEqual(['sku', 'stars', 'when']);
  });
});

const REAL_CSV = sharedDataPath('real-world', 'csv');
const realFiles = hasSharedData('real-world', 'csv') ? readdirSync(REAL_CSV).sort() : [];

describe.skipIf(realFiles.length === 0)('POST /upload answers every real-world export', () => {
  it.each(realFiles)(
    '%s -> 200 with figures that agree',
    async (file) => {
      const body = await answered(readFileSync(path.join(REAL_CSV, file)), file);
      const products = body.products;
      if (products.length > 0) {
        expect(products.reduce((n, p) => n + p.total_reviews, 0)).toBe(body.total_reviews);
        expect(products.reduce((n, p) => n + p.fake_reviews_count, 0)).toBe(
          body.fake_reviews_count,
        );
      }
    },
    60_000,
  );
});
