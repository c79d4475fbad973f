import {
  analyzeProgressSchema,
  analyzeResponseSchema,
  apiErrorSchema,
} from '@reviewsentry/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  amazonCaptchaPage,
  amazonClassicPage,
  hasRealPage,
  readRealPage,
  REAL_PAGES,
  signInWallPage,
  startCanary,
  targetPage,
} from '@reviewsentry/test-support/shop';
import {
  html,
  parseSse,
  scorableProductPage,
  scorableReviews,
  startLinkShop,
  type LinkShop,
} from '../../../test/link-shop';
import { startApp } from '../../../test/analysis-app';

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
});
afterAll(() => link.shop.close());

const app = (vars: Record<string, string> = {}) =>
  startApp({ ...link.env, ...vars }, { scraperResolver: link.resolver });

type App = Awaited<ReturnType<typeof app>>;
const analyze = (a: App, payload: object, headers: Record<string, string> = {}) =>
  a.inject({ method: 'POST', url: '/analyze', payload, headers });

function errorOf(res: { json: () => unknown }) {
  return apiErrorSchema.parse(res.json()).error;
}

function amazonPages(asin: string, name: string) {
  const page1 = scorableReviews(1, 10);
  const page2 = [...page1.slice(7), ...scorableReviews(2, 5)];
  link.routes.set(`www.amazon.com/product-reviews/${asin}`, (url) =>
    html(
      amazonClassicPage({
        asin,
        name,
        reviews: url.searchParams.get('pageNumber') === '2' ? page2 : page1,
        hasNext: url.searchParams.get('pageNumber') !== '2',
        withReviews: 15,
      }),
    ),
  );
}

describe('POST /analyze returns a full result', () => {
  it('for an Amazon review list across two pages, de-duplicating the repeated reviews', async () => {
    amazonPages('B0SRVPAGE1', 'Desk Lamp');
    const a = await app();
    const res = await analyze(a, {
      url: 'https://www.amazon.com/product-reviews/B0SRVPAGE1?ref=x',
    });
    expect(res.statusCode).toBe(200);
    const body = analyzeResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      prod_id: 'B0SRVPAGE1',
      prod_name: 'Desk Lamp',
      total_reviews: 15,
      cached: false,
      product: {
        id: 'B0SRVPAGE1',
        site: 'amazon',
        canonical_url: 'https://www.amazon.com/dp/B0SRVPAGE1',
      },
      coverage: {
        pages_fetched: 2,
        reviews_found: 15,
        reviews_claimed: 15,
        stop_reason: 'complete',
      },
    });
    expect(new Set(body.reviews.map((r) => r.id)).size).toBe(15);
    expect(Date.parse(body.analyzed_at)).not.toBeNaN();
  });

  it('for a JSON-LD shop page (our own fixture)', async () => {
    link.routes.set('shop.example.com/p/kettle', () =>
      html(scorableProductPage('Steel Kettle', 'K-100', 6)),
    );
    const res = await analyze(await app(), { url: 'https://shop.example.com/p/kettle' });
    expect(res.statusCode).toBe(200);
    const body = analyzeResponseSchema.parse(res.json());
    expect(body).toMatchObject({ prod_name: 'Steel Kettle', total_reviews: 6 });
    expect(body.coverage.adapter).toBe('json-ld');
  });

  for (const golden of REAL_PAGES.filter((p) =>
    ['amazon', 'flipkart', 'bestbuy'].includes(p.site),
  )) {
    describe.skipIf(!hasRealPage(golden.file))(`real saved page ${golden.file}`, () => {
      it(`analyses ${golden.site} from ${new URL(golden.url).hostname}`, async () => {
        const url = new URL(golden.url);
        const page = readRealPage(golden.file);
        link.routes.set(`${url.hostname}${url.pathname}`, (req) =>
          [...req.searchParams.keys()].some((k) => /page/i.test(k)) &&
          !['1', null].includes(req.searchParams.get('pageNumber') ?? req.searchParams.get('page'))
            ? html('<html><body>Not found</body></html>', 404)
            : html(page),
        );
        const res = await analyze(await app(), { url: golden.url });
        expect(res.statusCode).toBe(200);
        const body = analyzeResponseSchema.parse(res.json());
        expect(body.product.id).toBe(golden.id);
        expect(body.product.name).toBe(golden.name);
        expect(body.product.aggregate_rating).toBe(golden.aggregate);
        expect(body.review_coverage.reviews_received).toBeGreaterThanOrEqual(golden.reviewsOnPage);
        expect(body.total_reviews).toBe(body.reviews.filter((r) => r.assessed).length);
        expect(body.total_reviews).toBeGreaterThan(0);
        if (golden.first) expect(body.reviews[0]?.text).toContain(golden.first.text.slice(0, 40));
      });
    });
  }
});

describe('POST /analyze failures, each with its own code and status', () => {
  it.each([
    [
      'captcha',
      'www.amazon.com/dp/B0SRVCAPT1',
      () => html(amazonCaptchaPage()),
      502,
      'shop_blocked',
    ],
    [
      '404',
      'shop.example.com/gone',
      () => html('<html><body>Not here</body></html>', 404),
      404,
      'page_not_found',
    ],
    [
      'redirect loop',
      'loop.example.com/a',
      () => ({ status: 302, headers: { location: '/a?again=1' } }),
      502,
      'too_many_redirects',
    ],
    [
      'no reviews (Target)',
      'www.target.com/p/slug/-/A-55555555',
      () => html(targetPage({ tcin: '55555555', name: 'Dust Cloths', reviews: [] })),
      422,
      'no_reviews',
    ],
    [
      'oversized page',
      'shop.example.com/huge',
      () => html(`<html><body>${'x'.repeat(64 * 1024)}</body></html>`),
      502,
      'response_too_large',
    ],
  ] as const)('%s -> %s %s', async (_name, where, respond, status, code) => {
    link.routes.set(where, respond);
    const res = await analyze(await app({ SCRAPER_MAX_BYTES: String(16 * 1024) }), {
      url: `https://${where}`,
    });
    expect([res.statusCode, errorOf(res).code]).toEqual([status, code]);
    expect(errorOf(res).message.length).toBeGreaterThan(20);
  });

  it('sign-in wall (reached by redirect, as shops do) -> 502 shop_blocked, kind sign_in', async () => {
    link.routes.set('www.amazon.com/product-reviews/B0SRVSIGN2', () => ({
      status: 302,
      headers: { location: '/ap/signin?openid.return_to=x' },
    }));
    link.routes.set('www.amazon.com/ap/signin', () => html(signInWallPage()));
    const res = await analyze(await app(), {
      url: 'https://www.amazon.com/product-reviews/B0SRVSIGN2',
    });
    expect([res.statusCode, errorOf(res).code]).toEqual([502, 'shop_blocked']);
    expect(errorOf(res).details).toMatchObject({ kind: 'sign_in', host: 'www.amazon.com' });
  });

  it('slow server -> 504 timeout', async () => {
    link.routes.set('shop.example.com/slow', () => ({ stall: true }));
    const started = Date.now();
    const res = await analyze(await app({ SCRAPER_TOTAL_TIMEOUT_MS: '300' }), {
      url: 'https://shop.example.com/slow',
    });
    expect([res.statusCode, errorOf(res).code]).toEqual([504, 'timeout']);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it.each([
    ['not a link at all', 'invalid_url'],
    ['', 'invalid_url'],
    ['ftp://shop.example.com/p/1', 'unsupported_scheme'],
    ['javascript:alert(1)', 'unsupported_scheme'],
  ])('invalid URL %j -> 400 %s', async (url, code) => {
    const res = await analyze(await app(), { url });
    expect([res.statusCode, errorOf(res).code]).toEqual([400, code]);
  });

  it('a body without url -> 400 validation_failed; an oversized body -> 413', async () => {
    const a = await app();
    const missing = await analyze(a, { link: 'https://shop.example.com/p/kettle' });
    expect([missing.statusCode, errorOf(missing).code]).toEqual([400, 'validation_failed']);
    const huge = await analyze(a, { url: `https://shop.example.com/${'a'.repeat(20_000)}` });
    expect([huge.statusCode, errorOf(huge).code]).toEqual([413, 'payload_too_large']);
  });

  it('JSON sent as text/plain (fetch with a string body and no Content-Type) -> 415 saying to send JSON', async () => {
    const res = await (
      await app()
    ).inject({
      method: 'POST',
      url: '/analyze',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ url: 'https://shop.example.com/p/kettle' }),
    });
    expect([res.statusCode, errorOf(res).code]).toEqual([415, 'unsupported_media_type']);
    expect(errorOf(res).message).toContain('Content-Type: application/json');
  });
});

describe('POST /analyze as a server-sent event stream', () => {
  it('streams progress stages in order, then exactly one result, then ends', async () => {
    amazonPages('B0SRVSSE01', 'Reading Lamp');
    const res = await analyze(
      await app(),
      { url: 'https://www.amazon.com/product-reviews/B0SRVSSE01' },
      { accept: 'text/event-stream', origin: 'http://127.0.0.1:3000' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBe('*');
    const events = parseSse(res.body);
    const progress = events
      .filter((e) => e.event === 'progress')
      .map((e) => analyzeProgressSchema.parse(e.data));
    expect(progress).toEqual([
      { stage: 'fetching_page', page: 1 },
      { stage: 'reading_reviews', page: 1 },
      { stage: 'reading_reviews', page: 2 },
      { stage: 'analysing' },
    ]);
    expect(events.map((e) => e.event)).toEqual([
      'progress',
      'progress',
      'progress',
      'progress',
      'result',
    ]);
    const result = analyzeResponseSchema.parse(events.at(-1)?.data);
    expect(result).toMatchObject({ prod_id: 'B0SRVSSE01', total_reviews: 15, cached: false });
  });

  it('ends with one error event when the shop blocks us', async () => {
    link.routes.set('www.amazon.com/dp/B0SRVSSE02', () => html(amazonCaptchaPage()));
    const res = await analyze(
      await app(),
      { url: 'https://www.amazon.com/dp/B0SRVSSE02' },
      { accept: 'text/event-stream' },
    );
    const events = parseSse(res.body);
    expect(events.map((e) => e.event)).toEqual(['progress', 'error']);
    expect(apiErrorSchema.parse(events[1]?.data).error.code).toBe('shop_blocked');
  });
});

describe('the link result cache', () => {
  it('answers a repeated link from the cache without asking the shop, and refresh bypasses it', async () => {
    amazonPages('B0SRVCACH1', 'Toaster');
    const a = await app();
    const first = analyzeResponseSchema.parse(
      (await analyze(a, { url: 'https://www.amazon.com/product-reviews/B0SRVCACH1' })).json(),
    );
    const asked = link.requestsFor('www.amazon.com/product-reviews/B0SRVCACH1');
    expect(asked).toBe(2);
    // Another spelling of the same product: the canonical URL is the key.
    const second = analyzeResponseSchema.parse(
      (await analyze(a, { url: 'https://www.amazon.com/dp/B0SRVCACH1?utm_source=mail' })).json(),
    );
    expect(second.cached).toBe(true);
    expect(second.analyzed_at).toBe(first.analyzed_at);
    expect(second.fake_percentage).toBe(first.fake_percentage);
    expect(link.requestsFor('www.amazon.com/product-reviews/B0SRVCACH1')).toBe(asked);

    const fresh = analyzeResponseSchema.parse(
      (
        await analyze(a, {
          url: 'https://www.amazon.com/product-reviews/B0SRVCACH1',
          refresh: true,
        })
      ).json(),
    );
    expect(fresh.cached).toBe(false);
    expect(link.requestsFor('www.amazon.com/product-reviews/B0SRVCACH1')).toBe(asked + 2);
  });

  it('expires entries after SCRAPER_CACHE_TTL', async () => {
    amazonPages('B0SRVCACH2', 'Blender');
    let now = Date.parse('2026-01-01T00:00:00Z');
    const a = await startApp(
      { ...link.env, SCRAPER_CACHE_TTL: '60' },
      { scraperResolver: link.resolver, now: () => now },
    );
    const url = 'https://www.amazon.com/product-reviews/B0SRVCACH2';
    await analyze(a, { url });
    now += 59_000;
    expect(analyzeResponseSchema.parse((await analyze(a, { url })).json()).cached).toBe(true);
    now += 2_000;
    expect(analyzeResponseSchema.parse((await analyze(a, { url })).json()).cached).toBe(false);
  });

  it('shares one scrape between concurrent requests for the same product', async () => {
    link.routes.set('shop.example.com/p/slow-kettle', () => ({
      status: 200,
      delayMs: 300,
      body: scorableProductPage('Slow Kettle', 'K-200', 5),
    }));
    const a = await app();
    const url = 'https://shop.example.com/p/slow-kettle';
    const answers = await Promise.all([
      analyze(a, { url }),
      analyze(a, { url: `${url}?utm_campaign=x` }),
      analyze(a, { url }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(link.requestsFor('shop.example.com/p/slow-kettle')).toBe(1);
  });
});

describe('network safety with production settings (no test hooks)', () => {
  it.each([
    '127.0.0.1',
    'localhost',
    '[::1]',
    '2130706433',
    '0x7f000001',
    '0177.0.0.1',
    '127.1',
    '[::ffff:127.0.0.1]',
  ])('http://%s:<canary>/ -> 400 blocked_address, no connection made', async (host) => {
    const canary = await startCanary();
    try {
      // Only the canary's port is allowed in addition to 80/443, so that the address check is what refuses.
      const a = await startApp({ SCRAPER_ALLOWED_PORTS: `80,443,${canary.port}` });
      const res = await analyze(a, { url: `http://${host}:${canary.port}/` });
      expect([res.statusCode, errorOf(res).code]).toEqual([400, 'blocked_address']);
      expect(canary.connections()).toBe(0);
    } finally {
      await canary.close();
    }
  });
});

describe('limits', () => {
  it('rate-limits /analyze per client: 429 rate_limited with Retry-After', async () => {
    const a = await app({ ANALYZE_RATE_LIMIT_PER_MINUTE: '2' });
    const codes: number[] = [];
    for (let i = 0; i < 3; i++) codes.push((await analyze(a, { url: '' })).statusCode);
    expect(codes).toEqual([400, 400, 429]);
    const res = await analyze(a, { url: '' });
    expect(errorOf(res).code).toBe('rate_limited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers the CORS preflight for a JSON post from another origin', async () => {
    const res = await (
      await app()
    ).inject({
      method: 'OPTIONS',
      url: '/analyze',
      headers: {
        origin: 'http://127.0.0.1:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(String(res.headers['access-control-allow-headers'])).toContain('content-type');
  });
});

describe('client disconnects', () => {
  it('a client that closes its event stream stops the scrape (the next request starts a new one)', async () => {
    link.routes.set('shop.example.com/p/stalled', () => ({ stall: true }));
    const a = await app({ SCRAPER_TOTAL_TIMEOUT_MS: '30000' });
    await a.listen({ port: 0, host: '127.0.0.1' });
    const address = a.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const requests = () => link.requestsFor('shop.example.com/p/stalled');
    const within = { timeout: 10_000 };
    /** Opens the event stream, waits until the shop has the page request, then leaves. */
    const openAndLeave = async (request: number) => {
      const controller = new AbortController();
      const res = await fetch(`http://127.0.0.1:${address.port}/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ url: 'https://shop.example.com/p/stalled' }),
        signal: controller.signal,
      });
      const reader = res.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      await vi.waitUntil(() => requests() === request, within);
      controller.abort();
      return first;
    };
    expect(await openAndLeave(1)).toContain('"stage":"fetching_page"');
    // The client has gone: its scrape lets go of the shop.
    await vi.waitUntil(() => link.shop.inFlight('shop.example.com') === 0, within);
    // Had the first scrape still been running, this request would have joined it instead of asking again.
    expect(await openAndLeave(2)).toContain('"stage":"fetching_page"');
    await vi.waitUntil(() => link.shop.inFlight('shop.example.com') === 0, within);
  });
});

describe('many event streams opened and left', () => {
  it('stop every scrape and leave no socket, timer or waiting request behind', async () => {
    const N = 30;
    for (let i = 0; i < N; i++)
      link.routes.set(`loop.example.com/p/left-${i}`, () => ({ stall: true }));
    const a = await app({
      SCRAPER_TOTAL_TIMEOUT_MS: '120000',
      ANALYZE_RATE_LIMIT_PER_MINUTE: '1000',
    });
    await a.listen({ port: 0, host: '127.0.0.1' });
    const address = a.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const resources = () => {
      const counts = { Timeout: 0, TCPSocketWrap: 0 };
      for (const kind of process.getActiveResourcesInfo())
        if (kind in counts) counts[kind as keyof typeof counts]++;
      return counts;
    };
    const before = resources();
    const within = { timeout: 20_000, interval: 50 };
    const open = async (i: number, controller: AbortController) => {
      const res = await fetch(`http://127.0.0.1:${address.port}/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ url: `https://loop.example.com/p/left-${i}` }),
        signal: controller.signal,
      });
      const first = await res.body!.getReader().read();
      return `${res.status} ${new TextDecoder().decode(first.value)}`;
    };
    const controllers = Array.from({ length: N }, () => new AbortController());
    await Promise.all(controllers.map((c, i) => open(i, c)));
    // Two pages are being fetched (the per-host limit); the other scrapes wait for the shop.
    await vi.waitUntil(() => link.shop.inFlight('loop.example.com') === 2, within);
    for (const c of controllers) c.abort();
    await vi.waitUntil(() => link.shop.inFlight('loop.example.com') === 0, within);
    // Nothing of theirs is left: no scrape waits for the shop, none holds a product (a new request fetches at
    // once), and the sockets and timers are back to what they were (a few of the test's own come and go).
    await vi.waitUntil(() => {
      const now = resources();
      return now.TCPSocketWrap <= before.TCPSocketWrap + 2 && now.Timeout <= before.Timeout + 5;
    }, within);
    // The scrapes that waited for the shop never asked it once their clients had gone.
    expect(link.requestsFor('loop.example.com/p/left-')).toBe(2);
    const again = new AbortController();
    const asked = link.requestsFor(`loop.example.com/p/left-${N - 1}`);
    expect(await open(N - 1, again)).toContain('"stage":"fetching_page"');
    await vi.waitUntil(() => link.requestsFor(`loop.example.com/p/left-${N - 1}`) > asked, within);
    again.abort();
    await vi.waitUntil(() => link.shop.inFlight('loop.example.com') === 0, within);
  }, 60_000);
});

describe('over a real socket', () => {
  it('a plain JSON request is answered (reading the request body does not count as the client leaving)', async () => {
    link.routes.set('shop.example.com/p/socket', () => ({
      status: 200,
      delayMs: 100,
      body: scorableProductPage('Socket Kettle', 'K-300', 4),
    }));
    const a = await app();
    await a.listen({ port: 0, host: '127.0.0.1' });
    const address = a.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const res = await fetch(`http://127.0.0.1:${address.port}/analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
      body: JSON.stringify({ url: 'https://shop.example.com/p/socket' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(analyzeResponseSchema.parse(await res.json()).prod_name).toBe('Socket Kettle');
  });
});
