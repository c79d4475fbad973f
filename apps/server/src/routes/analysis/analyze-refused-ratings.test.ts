// A link whose page states ratings that are none on their scale (0 of 5 stars, 6 of 5) says how many, as an upload
// says it of a CSV column: in the answer's coverage as JSON, in the event stream's result, and in the saved report.
// Those reviews count as unrated: the average is over the ratings read.
import {
  analyzeResponseSchema,
  reportCreatedSchema,
  reportSchema,
  type AnalyzeResponse,
} from '@reviewsentry/contracts';
import { jsonLdPage } from '@reviewsentry/test-support/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../../test/analysis-app';
import {
  html,
  parseSse,
  scorableReviews,
  startLinkShop,
  type LinkShop,
} from '../../../test/link-shop';

const URL_ = 'https://shop.example.com/p/refused-ratings';

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
  // 12 reviews rated 1–5 by the fixture, of which two say 0 stars and one 6 of 5.
  const reviews = scorableReviews(1, 12).map((r, i) => ({
    ...r,
    rating: i === 0 || i === 1 ? 0 : i === 2 ? 6 : r.rating,
  }));
  link.routes.set('shop.example.com/p/refused-ratings', () =>
    html(jsonLdPage({ name: 'Steel Kettle', sku: 'K-REF', reviews, variant: 'product' })),
  );
});
afterAll(() => link.shop.close());

const app = () => startApp(link.env, { scraperResolver: link.resolver });

function expectCounted(result: Pick<AnalyzeResponse, 'coverage' | 'reviews' | 'average_rating'>) {
  expect(result.coverage.unreadable_ratings).toEqual({ count: 3, zero_stars: 2 });
  const rated = result.reviews.filter((r) => r.rating !== null);
  expect(rated).toHaveLength(9);
  const mean = rated.reduce((sum, r) => sum + r.rating!, 0) / rated.length;
  expect(result.average_rating).toBeCloseTo(mean, 1);
}

describe('ratings a linked page states that are none on their scale', () => {
  it('are counted in the coverage of the JSON answer, the event stream and the saved report', async () => {
    const a = await app();
    const json = await a.inject({ method: 'POST', url: '/analyze', payload: { url: URL_ } });
    expect(json.statusCode).toBe(200);
    expectCounted(analyzeResponseSchema.parse(json.json()));

    const stream = await a.inject({
      method: 'POST',
      url: '/analyze',
      payload: { url: URL_, refresh: true },
      headers: { accept: 'text/event-stream' },
    });
    const result = parseSse(stream.body).find((e) => e.event === 'result');
    expectCounted(analyzeResponseSchema.parse(result?.data));

    const saved = await a.inject({ method: 'POST', url: '/api/reports', payload: { url: URL_ } });
    expect(saved.statusCode).toBe(201);
    const { id } = reportCreatedSchema.parse(saved.json());
    const report = reportSchema.parse((await a.inject({ url: `/api/reports/${id}` })).json());
    expectCounted(analyzeResponseSchema.parse(report.result));
  });
});
