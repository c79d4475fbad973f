// Two instances of the server sharing one PostgreSQL and one Redis (throwaway servers, see global-setup.ts), as N
// instances behind a load balancer share them (docs/deploy.md). Both are whole apps from buildApp; they live in one
// process and share its analysis worker pool, which is what each real instance has of its own. The shop and the
// Guardian are loopback fixture servers.
import {
  analyzeResponseSchema,
  feedbackListSchema,
  reportCreatedSchema,
  reportSchema,
} from '@reviewsentry/contracts';
import { canonicalProductUrl } from '@reviewsentry/scraper';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGuardianFixture, type GuardianFixture } from '@reviewsentry/test-support/guardian';
import { startApp } from '../analysis-app';
import { html, scorableProductPage, startLinkShop, type LinkShop } from '../link-shop';
import { freshDatabaseUrl, freshRedisPrefix, testRedisUrl } from './services';

const TOKEN = 'admin-token-for-tests-0123456789';

let shop: LinkShop;
let guardian: GuardianFixture;
beforeAll(async () => {
  shop = await startLinkShop();
  guardian = await startGuardianFixture({ apiKey: 'k' });
});
afterAll(async () => {
  await shop.shop.close();
  await guardian.close();
});

type App = Awaited<ReturnType<typeof startApp>>;

/** Two instances configured alike, as a deployment's instances are: one database, one Redis, one key prefix. */
async function twoInstances(vars: Record<string, string> = {}): Promise<[App, App]> {
  const shared = {
    DATABASE_URL: await freshDatabaseUrl(),
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: freshRedisPrefix(),
    ...vars,
  };
  return [await instance(shared), await instance(shared)];
}

const instance = (vars: Record<string, string>) =>
  startApp(
    {
      ADMIN_TOKEN: TOKEN,
      GUARDIAN_API_URL: guardian.url,
      GUARDIAN_API_KEY: 'k',
      ...shop.env,
      ...vars,
    },
    { scraperResolver: shop.resolver },
  );

const postFeedback = (app: App, message: string, remoteAddress = '198.51.100.7') =>
  app.inject({
    method: 'POST',
    url: '/api/feedback',
    payload: { name: 'Ada', email: 'ada@example.org', message },
    remoteAddress,
  });

const listFeedback = (app: App) =>
  app.inject({ url: '/api/feedback', headers: { authorization: `Bearer ${TOKEN}` } });

const analyze = (app: App, payload: object) =>
  app.inject({ method: 'POST', url: '/analyze', payload });

/** A product page on the fixture shop that answers after `delayMs` (so that requests overlap). */
function product(path: string, delayMs = 0): string {
  shop.routes.set(`shop.example.com${path}`, () => ({
    ...html(scorableProductPage('Steel Kettle', 'K-2', 8)),
    delayMs,
  }));
  return `https://shop.example.com${path}`;
}

describe('two instances sharing PostgreSQL and Redis', () => {
  it('count a rate limit across both: the sum of their answers never exceeds the limit', async () => {
    const [a, b] = await twoInstances({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await postFeedback(i % 2 ? a : b, `m${i}`)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    // Concurrent requests too: the counter is one atomic INCR in Redis.
    const [c, d] = await twoInstances({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '5' });
    const burst = await Promise.all(
      Array.from({ length: 16 }, (_, i) => postFeedback(i % 2 ? c : d, `burst ${i}`)),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(5);
    // Per client: another address has its own five.
    expect((await postFeedback(a, 'other client', '198.51.100.8')).statusCode).toBe(201);
  });

  it('without Redis, the same traffic to two instances gets twice the limit through (what sharing prevents)', async () => {
    const a = await instance({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '5' });
    const b = await instance({ FEEDBACK_RATE_LIMIT_PER_MINUTE: '5' });
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await postFeedback(i % 2 ? a : b, `m${i}`)).statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
  });

  it('read through one instance the feedback written through the other, newest first', async () => {
    const [a, b] = await twoInstances();
    const first = await postFeedback(a, 'written through A');
    const second = await postFeedback(b, 'written through B');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    for (const reader of [a, b]) {
      const { items } = feedbackListSchema.parse((await listFeedback(reader)).json());
      expect(items.map((item) => item.message)).toEqual(['written through B', 'written through A']);
    }
  });

  it('open, through either one, a report saved through the other, and forget it for both once deleted', async () => {
    const [a, b] = await twoInstances({ DEMO_SHOP: 'true' });
    const saved = await a.inject({
      method: 'POST',
      url: '/api/reports',
      payload: { url: 'http://127.0.0.1/demo/shop/cutting-board' },
    });
    expect(saved.statusCode).toBe(201);
    const created = reportCreatedSchema.parse(saved.json());
    const read = await b.inject({ url: `/api/reports/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(reportSchema.parse(read.json()).result.prod_name).toBe(
      'Harbor Bamboo Cutting Board, Large',
    );
    expect((await b.inject({ url: `/r/${created.id}` })).body).toContain('og:title');
    const deleted = await b.inject({
      method: 'DELETE',
      url: `/api/reports/${created.id}`,
      headers: { authorization: `Bearer ${created.delete_token}` },
    });
    expect(deleted.statusCode).toBe(204);
    expect((await a.inject({ url: `/api/reports/${created.id}` })).statusCode).toBe(404);
  });

  it('scrape a product analysed through both at once only once, and serve the result from the shared cache', async () => {
    const [a, b] = await twoInstances();
    const url = product('/p/both-at-once', 400);
    const [ra, rb] = await Promise.all([analyze(a, { url }), analyze(b, { url })]);
    expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    expect(shop.requestsFor('shop.example.com/p/both-at-once')).toBe(1);
    const [bodyA, bodyB] = [ra, rb].map((r) => analyzeResponseSchema.parse(r.json()));
    expect(bodyA!.total_reviews).toBe(8);
    expect(bodyB!.reviews).toEqual(bodyA!.reviews);
    expect(bodyB!.analyzed_at).toBe(bodyA!.analyzed_at);

    // Later requests on either instance come from the shared cache, analysis included.
    for (const app of [a, b]) {
      const again = analyzeResponseSchema.parse((await analyze(app, { url })).json());
      expect(again).toMatchObject({ cached: true, analyzed_at: bodyA!.analyzed_at });
      expect(again.reviews).toEqual(bodyA!.reviews);
    }
    expect(shop.requestsFor('shop.example.com/p/both-at-once')).toBe(1);

    // A refresh through one instance scrapes again, and the other then serves the new result.
    const fresh = analyzeResponseSchema.parse((await analyze(b, { url, refresh: true })).json());
    expect(fresh.cached).toBe(false);
    expect(shop.requestsFor('shop.example.com/p/both-at-once')).toBe(2);
    const seen = analyzeResponseSchema.parse((await analyze(a, { url })).json());
    expect(seen).toMatchObject({ cached: true, analyzed_at: fresh.analyzed_at });
  });

  it('take over a product whose scraping instance died holding its lock, once the lock expires', async () => {
    const prefix = freshRedisPrefix();
    const [a] = await twoInstances({ REDIS_KEY_PREFIX: prefix });
    const url = product('/p/orphaned-lock');
    let askedAt = 0;
    const page = shop.routes.get('shop.example.com/p/orphaned-lock')!;
    shop.routes.set('shop.example.com/p/orphaned-lock', (u) => ((askedAt = Date.now()), page(u)));
    const redis = new Redis(testRedisUrl());
    try {
      // What an instance killed mid-scrape leaves behind: its lock, expiring on its own.
      await redis.set(
        `${prefix}scrape-lock:${canonicalProductUrl(url)}`,
        'dead-instance',
        'PX',
        800,
      );
      const expiresAt = Date.now() + 800;
      const res = await analyze(a, { url });
      expect(res.statusCode).toBe(200);
      expect(shop.requestsFor('shop.example.com/p/orphaned-lock')).toBe(1);
      // The shop was asked only after the dead instance's lock had run out.
      expect(askedAt).toBeGreaterThanOrEqual(expiresAt - 5);
    } finally {
      redis.disconnect();
    }
  });

  it('share the news: what one instance fetched, the other serves without asking the Guardian', async () => {
    const [a, b] = await twoInstances();
    const before = guardian.requests.length;
    const fromA = await a.inject({ url: '/api/news' });
    const fromB = await b.inject({ url: '/api/news' });
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromB.json()).toEqual(fromA.json());
    expect(guardian.requests.length - before).toBe(1);
  });

  it('are ready when PostgreSQL and Redis answer, and say which one does not', async () => {
    const [a] = await twoInstances();
    const ready = await a.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });

    const noRedis = await instance({
      DATABASE_URL: await freshDatabaseUrl(),
      REDIS_URL: 'redis://127.0.0.1:9',
      FEEDBACK_RATE_LIMIT_PER_MINUTE: '2',
    });
    const notReady = await noRedis.inject({ url: '/readyz' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toEqual({
      error: {
        code: 'not_ready',
        message: 'Not ready: redis does not answer.',
        details: { checks: { database: 'ok', redis: 'unreachable' } },
      },
    });
    // Meanwhile its rate limits still hold, counted by the instance alone.
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await postFeedback(noRedis, `m${i}`)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
  });
});
