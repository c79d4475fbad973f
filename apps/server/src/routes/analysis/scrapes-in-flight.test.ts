// Link analyses in flight are bounded server-wide (SCRAPES_IN_FLIGHT), as uploads are by the bytes being received:
// each scrape holds a shop page of up to SCRAPER_MAX_BYTES at a time, and the per-client rate limit does not bound
// a sender of many addresses.
import { apiErrorSchema } from '@reviewsentry/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorableProductPage, startLinkShop, type LinkShop } from '../../../test/link-shop';
import { startApp } from '../../../test/analysis-app';

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
  for (const name of ['one', 'two', 'three'])
    link.routes.set(`shop.example.com/p/held-${name}`, () => ({
      status: 200,
      delayMs: 1_500,
      body: scorableProductPage(`Kettle ${name}`, `K-${name}`, 5),
    }));
});
afterAll(() => link.shop.close());

describe('SCRAPES_IN_FLIGHT', () => {
  it('answers a new product 503 server_busy at once while the limit is scraping, and still shares a running scrape', async () => {
    const a = await startApp(
      { ...link.env, SCRAPES_IN_FLIGHT: '2' },
      { scraperResolver: link.resolver },
    );
    const analyze = (name: string, client: string) =>
      a.inject({
        method: 'POST',
        url: '/analyze',
        payload: { url: `https://shop.example.com/p/held-${name}` },
        remoteAddress: client,
      });
    const running = [analyze('one', '203.0.113.1'), analyze('two', '203.0.113.2')];
    for (let i = 0; i < 100 && link.requestsFor('shop.example.com/p/held-t') < 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(link.requestsFor('shop.example.com/p/held-two')).toBe(1);

    const refused = await analyze('three', '203.0.113.3');
    expect(refused.statusCode).toBe(503);
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('server_busy');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(link.requestsFor('shop.example.com/p/held-three')).toBe(0);

    const joined = analyze('one', '203.0.113.4');
    expect((await Promise.all([...running, joined])).map((r) => r.statusCode)).toEqual([
      200, 200, 200,
    ]);
    expect(link.requestsFor('shop.example.com/p/held-one')).toBe(1);
    expect((await analyze('three', '203.0.113.3')).statusCode).toBe(200);
  }, 30_000);
});
