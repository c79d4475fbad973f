// One client's pages that each use their whole reading budget must not hold up another client's link analysis
// (services/page-reading/client-lines.ts). With one page-reading worker and a 1 s budget, a client sends sixteen
// such pages at once; another client's ordinary page, sent just after, must be read before the link analysis's
// guard (SCRAPER_TOTAL_TIMEOUT_MS + 5 s = 8 s) ends it. In one first-come queue it waits behind all sixteen
// (over 16 s) and ends in 504 timeout; in its own line it waits for one (1 s), which leaves room for a loaded
// machine.
import { analyzeResponseSchema, apiErrorSchema } from '@reviewsentry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wideReviewPage } from '@reviewsentry/test-support/shop';
import { html, scorableProductPage, startLinkShop, type LinkShop } from '../../../test/link-shop';
import { startApp } from '../../../test/analysis-app';

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
});
afterAll(() => link.shop.close());

describe('page reading shared between clients', () => {
  it("a client's budget-long pages delay another client's page by at most one of them", async () => {
    const app = await startApp(
      {
        ...link.env,
        PAGE_READ_WORKERS: '1',
        PAGE_READ_BUDGET_MS: '1000',
        SCRAPER_TOTAL_TIMEOUT_MS: '3000',
        ANALYZE_RATE_LIMIT_PER_MINUTE: '1000',
      },
      { scraperResolver: link.resolver },
    );
    const analyse = (url: string, remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/analyze', payload: { url }, remoteAddress });
    // Start-up (the page-reading and analysis workers) first, with an ordinary page.
    link.routes.set('shop.example.com/fair/warm-up', () =>
      html(scorableProductPage('Warm', 'W-1', 3)),
    );
    expect(
      (await analyse('https://shop.example.com/fair/warm-up', '198.51.100.1')).statusCode,
    ).toBe(200);

    // A review block with 30,000 children: read for the whole budget, then stopped (hostile-pages.test.ts).
    const hostile = Array.from({ length: 16 }, (_, i) => {
      const asin = `B0FAIR${String(i).padStart(4, '0')}`;
      link.routes.set(`www.amazon.com/product-reviews/${asin}`, () =>
        html(wideReviewPage(asin, 30_000)),
      );
      return analyse(`https://www.amazon.com/product-reviews/${asin}`, '203.0.113.66');
    });
    // Once the hostile pages have been fetched and wait for the reader.
    await new Promise((resolve) => setTimeout(resolve, 300));
    link.routes.set('shop.example.com/fair/ordinary', () =>
      html(scorableProductPage('Kettle', 'K-9', 5)),
    );
    const ordinary = await analyse('https://shop.example.com/fair/ordinary', '198.51.100.2');
    expect(ordinary.statusCode, ordinary.body).toBe(200);
    expect(analyzeResponseSchema.parse(ordinary.json()).product.name).toBe('Kettle');

    // The sender of the hostile pages waits for its own: each ends in an error of its own making.
    for (const res of await Promise.all(hostile)) {
      expect([422, 504]).toContain(res.statusCode);
      expect(['page_too_complex', 'timeout']).toContain(
        apiErrorSchema.parse(res.json()).error.code,
      );
    }
  }, 60_000);
});
