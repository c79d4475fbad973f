import {
  analyzeResponseSchema,
  apiErrorSchema,
  reportCreatedSchema,
  reportSchema,
} from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { demoProductOf } from '../../services/demo-shop/demo-scraper';
import { startApp } from '../../../test/analysis-app';

const DEMO_LINK = 'http://127.0.0.1:5000/demo/shop/cutting-board';

describe('the demo shop (DEMO_SHOP=true)', () => {
  it('serves its product page and names the example link by the address the browser used', async () => {
    const app = await startApp({ DEMO_SHOP: 'true' });
    const page = await app.inject({ url: '/demo/shop/cutting-board' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Harbor Bamboo Cutting Board, Large</h1>');
    expect(page.body).toContain('application/ld+json');
    expect((await app.inject({ url: '/demo/shop/nothing' })).statusCode).toBe(404);

    const examples = await app.inject({
      url: '/api/demo-shop',
      headers: { host: 'localhost:5240' },
    });
    expect(examples.json()).toEqual({
      examples: [
        {
          name: 'Harbor Bamboo Cutting Board, Large',
          url: 'http://localhost:5240/demo/shop/cutting-board',
        },
      ],
    });
  });

  it('analyses the demo link without any network, through the scraper extraction', async () => {
    const app = await startApp({ DEMO_SHOP: 'true' });
    const res = await app.inject({ method: 'POST', url: '/analyze', payload: { url: DEMO_LINK } });
    expect(res.statusCode).toBe(200);
    const result = analyzeResponseSchema.parse(res.json());
    expect(result.product).toMatchObject({
      id: 'DEMO-BOARD-1',
      name: 'Harbor Bamboo Cutting Board, Large',
      site: 'demo',
    });
    expect(result.coverage).toMatchObject({ reviews_found: 24, stop_reason: 'complete' });
    expect(result.reviews).toHaveLength(24);
    // Each with its day, at day precision, and its reviewer.
    expect(result.reviews.every((r) => r.date_precision === 'day' && r.reviewer)).toBe(true);
    // The copy-paste campaign is found.
    expect(result.alerts.map((a) => a.code)).toContain('duplicate_reviews');
  });

  it('keeps a link report of the demo product', async () => {
    const app = await startApp({ DEMO_SHOP: 'true' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { url: DEMO_LINK },
    });
    expect(res.statusCode).toBe(201);
    const { id } = reportCreatedSchema.parse(res.json());
    const report = reportSchema.parse((await app.inject({ url: `/api/reports/${id}` })).json());
    expect(report.source).toBe('link');
    expect(report.result.prod_name).toBe('Harbor Bamboo Cutting Board, Large');
    expect(JSON.stringify(report)).not.toContain('BestDeals4U');
  });

  it('does not exist without the setting: no page, no example, and the link is refused like any loopback address', async () => {
    const app = await startApp();
    expect((await app.inject({ url: '/demo/shop/cutting-board' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/demo-shop' })).json()).toEqual({ examples: [] });
    for (const [url, code] of [
      [DEMO_LINK, 'blocked_port'],
      ['http://127.0.0.1/demo/shop/cutting-board', 'blocked_address'],
    ]) {
      const res = await app.inject({ method: 'POST', url: '/analyze', payload: { url } });
      expect(res.statusCode).toBe(400);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe(code);
    }
  });
});

describe('demoProductOf', () => {
  it('takes only a known demo product on a loopback host', () => {
    expect(demoProductOf('http://localhost/demo/shop/cutting-board/')?.sku).toBe('DEMO-BOARD-1');
    expect(demoProductOf('http://[::1]:8080/demo/shop/cutting-board')?.sku).toBe('DEMO-BOARD-1');
    expect(demoProductOf('https://www.amazon.com/demo/shop/cutting-board')).toBeUndefined();
    expect(demoProductOf('http://127.0.0.1/demo/shop/other')).toBeUndefined();
    expect(demoProductOf('http://127.0.0.1/demo/shop/cutting-board/reviews')).toBeUndefined();
    expect(demoProductOf('file:///demo/shop/cutting-board')).toBeUndefined();
    expect(demoProductOf('not a url')).toBeUndefined();
  });
});
