import { importCsv } from '@reviewsentry/ingest';
import { REVIEWS_CSV_COLUMNS } from '@reviewsentry/scraper';
import { apiErrorSchema, scrapeResponseSchema } from '@reviewsentry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonCaptchaPage, amazonClassicPage, jsonLdPage } from '@reviewsentry/test-support/shop';
import {
  html,
  scorableProductPage,
  scorableReviews,
  startLinkShop,
  type LinkShop,
} from '../../../test/link-shop';
import { startApp } from '../../../test/analysis-app';

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
  link.routes.set('www.amazon.com/product-reviews/B0SCRAPE01', () =>
    html(
      amazonClassicPage({
        asin: 'B0SCRAPE01',
        name: 'Kettle, "Steel" =1L',
        reviews: [
          ...scorableReviews(1, 4),
          {
            id: 'RFORMULA01',
            text: '=HYPERLINK("http://x") is what the seller asked me to write',
            rating: 1,
            reviewer: '@bot',
            title: '+1',
          },
        ],
        hasNext: false,
        withReviews: 5,
      }),
    ),
  );
});
afterAll(() => link.shop.close());

const app = (vars: Record<string, string> = {}) =>
  startApp({ ...link.env, ...vars }, { scraperResolver: link.resolver });
const URL_ = encodeURIComponent('https://www.amazon.com/product-reviews/B0SCRAPE01');

describe('GET /api/scrape', () => {
  it('returns the scraper result as JSON (default), with CORS open', async () => {
    const res = await (
      await app()
    ).inject({
      url: `/api/scrape?url=${URL_}`,
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const body = scrapeResponseSchema.parse(res.json());
    expect(body.product).toMatchObject({ id: 'B0SCRAPE01', site: 'amazon' });
    expect(body.reviews).toHaveLength(5);
    expect(body.coverage).toMatchObject({ pages_fetched: 1, reviews_found: 5 });
    expect(body.cached).toBe(false);
  });

  it('returns the reviews as a CSV attachment that the importer reads back to the same reviews', async () => {
    const a = await app();
    const json = scrapeResponseSchema.parse(
      (await a.inject({ url: `/api/scrape?url=${URL_}` })).json(),
    );
    const res = await a.inject({ url: `/api/scrape?url=${URL_}&format=csv` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="reviews-amazon-B0SCRAPE01.csv"',
    );
    expect(res.body.replace(/^\ufeff/u, '').split('\r\n')[0]).toBe(REVIEWS_CSV_COLUMNS.join(','));
    const back = await importCsv(new Uint8Array(res.rawPayload));
    expect(back.coverage.rows_read).toBe(json.reviews.length);
    expect(
      back.reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date, r.verified]),
    ).toEqual(
      json.reviews.map((r) => [
        // Formula-looking cells come back with the apostrophe that neutralised them.
        /^[=+\-@]/u.test(r.text) ? `'${r.text}` : r.text,
        r.rating,
        r.reviewer && /^[=+\-@]/u.test(r.reviewer) ? `'${r.reviewer}` : r.reviewer,
        r.title && /^[=+\-@]/u.test(r.title) ? `'${r.title}` : r.title,
        r.date,
        r.verified,
      ]),
    );
    expect(back.reviews.every((r) => r.product_id === 'B0SCRAPE01')).toBe(true);
    expect(res.body).not.toMatch(/(^|,)[=+\-@]/mu);
  });

  it('shares the cache with POST /analyze', async () => {
    link.routes.set('shop.example.com/p/shared', () =>
      html(scorableProductPage('Shared', 'S-1', 3)),
    );
    const a = await app();
    const url = 'https://shop.example.com/p/shared';
    expect(
      (await a.inject({ method: 'POST', url: '/analyze', payload: { url } })).json(),
    ).toMatchObject({ cached: false });
    const res = await a.inject({ url: `/api/scrape?url=${encodeURIComponent(url)}` });
    expect(scrapeResponseSchema.parse(res.json()).cached).toBe(true);
    expect(link.requestsFor('shop.example.com/p/shared')).toBe(1);
  });

  it('gives the same errors as /analyze', async () => {
    link.routes.set('www.amazon.com/dp/B0SCRAPECP', () => html(amazonCaptchaPage()));
    const a = await app();
    const blocked = await a.inject({
      url: `/api/scrape?url=${encodeURIComponent('https://www.amazon.com/dp/B0SCRAPECP')}`,
    });
    expect([blocked.statusCode, apiErrorSchema.parse(blocked.json()).error.code]).toEqual([
      502,
      'shop_blocked',
    ]);
    const invalid = await a.inject({ url: '/api/scrape?url=' });
    expect([invalid.statusCode, apiErrorSchema.parse(invalid.json()).error.code]).toEqual([
      400,
      'invalid_url',
    ]);
    const badFormat = await a.inject({ url: `/api/scrape?url=${URL_}&format=xml` });
    expect(badFormat.statusCode).toBe(400);
  });

  it('reads a page in the charset it declares, and names a bot wall sent with an error status', async () => {
    const text = 'Quiet kettle – boils in 3 minutes, worth every € of it; the café’s favourite.';
    link.routes.set('shop.example.com/p/latin', () => ({
      // The page-reading worker gets the bytes and decodes them as the Content-Type says.
      body: Buffer.from(
        jsonLdPage({
          name: 'Kettle “Café”',
          sku: 'L-1',
          reviews: [{ id: 'l1', text, rating: 5, reviewer: 'Zoë' }],
          variant: 'product',
        })
          .replaceAll('–', '\x96')
          .replaceAll('€', '\x80')
          .replaceAll('’', '\x92')
          .replaceAll('“', '\x93')
          .replaceAll('”', '\x94'),
        'latin1',
      ),
      headers: { 'content-type': 'text/html; charset=windows-1252' },
    }));
    link.routes.set('www.amazon.com/dp/B0SCRAPE503', () => html(amazonCaptchaPage(), 503));
    const a = await app();
    const read = await a.inject({
      url: `/api/scrape?url=${encodeURIComponent('https://shop.example.com/p/latin')}`,
    });
    const body = scrapeResponseSchema.parse(read.json());
    expect(body.product.name).toBe('Kettle “Café”');
    expect(body.reviews[0]).toMatchObject({ text, reviewer: 'Zoë' });
    const wall = await a.inject({
      url: `/api/scrape?url=${encodeURIComponent('https://www.amazon.com/dp/B0SCRAPE503')}`,
    });
    expect(apiErrorSchema.parse(wall.json()).error).toMatchObject({
      code: 'shop_blocked',
      details: { kind: 'captcha' },
    });
  });
});
