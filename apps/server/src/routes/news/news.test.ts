import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { apiErrorSchema, newsResponseSchema } from '@reviewsentry/contracts';
import { buildApp, type App } from '../../app';
import {
  GUARDIAN_REAL_RESPONSE,
  HANDWRITTEN_GUARDIAN_SEARCH,
  startGuardianFixture,
  type GuardianFixture,
  type GuardianFixtureOptions,
} from '@reviewsentry/test-support/guardian';
import { startCanary } from '@reviewsentry/test-support/shop';
import { MAX_FAILURE_COOL_DOWN_MS } from '../../services/news/news-service';
import { logCollector, tempDir, testConfig } from '../../../test/support';

const KEY = 'guardian-key-never-shown-42';
const TTL_MS = 600_000;

let app: App | undefined;
let fixture: GuardianFixture | undefined;
afterEach(async () => {
  await app?.close();
  await fixture?.close();
  app = undefined;
  fixture = undefined;
});

/** A fake clock: tests move time forward instead of waiting for the cache to expire. */
function fakeClock(start = Date.parse('2026-01-01T12:00:00Z')) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

async function setup(
  options: GuardianFixtureOptions = {},
  vars: Record<string, string> = {},
  clock = fakeClock(),
) {
  const logs = logCollector();
  fixture = await startGuardianFixture({ apiKey: KEY, ...options });
  app = await buildApp(
    testConfig({
      GUARDIAN_API_URL: fixture.url,
      GUARDIAN_API_KEY: KEY,
      LOG_LEVEL: 'debug',
      ...vars,
    }),
    { now: clock.now, logStream: logs.stream },
  );
  return { app, fixture, clock, logs };
}

const getNews = (a: App) => a.inject({ url: '/api/news' });

describe('GET /api/news against the Guardian fixture', () => {
  it('asks the Guardian for scam news with thumbnails and returns the results', async () => {
    const { app, fixture } = await setup();
    const res = await getNews(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = newsResponseSchema.parse(res.json());
    expect(body.stale).toBe(false);
    const expected = HANDWRITTEN_GUARDIAN_SEARCH.response.results;
    expect(body.results.map((r) => r.webTitle)).toEqual(expected.map((r) => r.webTitle));
    expect(body.results[0]?.fields?.thumbnail).toBe(expected[0]?.fields?.thumbnail);
    // The handwritten answer's last result has no fields: passed on without any.
    expect(body.results[3]).not.toHaveProperty('fields');
    // Only the fields the page uses are passed on.
    expect(Object.keys(body.results[0] ?? {}).sort()).toEqual(
      ['fields', 'id', 'webPublicationDate', 'webTitle', 'webUrl'].sort(),
    );
    expect(fixture.requests).toHaveLength(1);
    expect(fixture.requests[0]).toEqual({
      path: '/search',
      query: {
        q: 'scams',
        'show-fields': 'thumbnail',
        'order-by': 'newest',
        'page-size': '12',
        'api-key': KEY,
      },
    });
  });

  it('never lets the API key reach the browser or the log', async () => {
    const { app, fixture, logs, clock } = await setup();
    const ok = await getNews(app);
    clock.advance(TTL_MS + 1);
    fixture.setMode('fail');
    const stale = await getNews(app);
    for (const res of [ok, stale]) {
      expect(res.body).not.toContain(KEY);
      expect(JSON.stringify(res.headers)).not.toContain(KEY);
    }
    expect(logs.lines.length).toBeGreaterThan(0);
    expect(logs.text()).not.toContain(KEY);
  });

  it('answers two requests within the TTL with one upstream call', async () => {
    const { app, fixture, clock } = await setup();
    const first = newsResponseSchema.parse((await getNews(app)).json());
    clock.advance(TTL_MS - 1);
    const second = newsResponseSchema.parse((await getNews(app)).json());
    expect(fixture.requests).toHaveLength(1);
    expect(second).toEqual(first);
  });

  it('shares one upstream call between requests that arrive during a refresh', async () => {
    const { app, fixture } = await setup({ mode: 'slow', slowMs: 300 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => getNews(app)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(fixture.requests).toHaveLength(1);
  });

  it('fetches again once the TTL has passed', async () => {
    const { app, fixture, clock } = await setup({}, { NEWS_CACHE_TTL_SECONDS: '60' });
    const first = newsResponseSchema.parse((await getNews(app)).json());
    clock.advance(60_000);
    const second = newsResponseSchema.parse((await getNews(app)).json());
    expect(fixture.requests).toHaveLength(2);
    expect(second.stale).toBe(false);
    expect(Date.parse(second.fetched_at) - Date.parse(first.fetched_at)).toBe(60_000);
  });

  it('serves the last good answer marked stale when upstream fails, then recovers', async () => {
    const { app, fixture, clock } = await setup();
    const good = newsResponseSchema.parse((await getNews(app)).json());
    clock.advance(TTL_MS + 1);
    fixture.setMode('fail');
    const stale = await getNews(app);
    expect(stale.statusCode).toBe(200);
    const body = newsResponseSchema.parse(stale.json());
    expect(body).toEqual({ ...good, stale: true });
    expect(fixture.requests).toHaveLength(2);

    // During the cool-down an outage costs visitors nothing: no upstream call, instant stale copy.
    clock.advance(MAX_FAILURE_COOL_DOWN_MS - 1);
    expect(newsResponseSchema.parse((await getNews(app)).json()).stale).toBe(true);
    expect(fixture.requests).toHaveLength(2);

    clock.advance(1);
    fixture.setMode('ok');
    const fresh = newsResponseSchema.parse((await getNews(app)).json());
    expect(fresh.stale).toBe(false);
    expect(fixture.requests).toHaveLength(3);
  });

  it.each([
    ['an HTTP error', 'fail'],
    ['malformed JSON', 'malformed'],
    ['JSON of the wrong shape', 'wrong-shape'],
    // Valid JSON, but 64 MB of it once decompressed: not read past the cap (it would parse if it were).
    ['an answer over the size cap', 'padded'],
  ] as const)(
    'answers 502 news_unavailable on %s with no good answer to fall back on',
    async (_, mode) => {
      const { app } = await setup({ mode });
      const res = await getNews(app);
      expect(res.statusCode).toBe(502);
      const body = apiErrorSchema.parse(res.json());
      expect(body.error.code).toBe('news_unavailable');
      expect(body.error.message).toMatch(/try again later/);
    },
  );

  it('remembers a failure with nothing cached for the cool-down, then tries upstream again', async () => {
    const { app, fixture, clock } = await setup({ mode: 'fail' });
    expect((await getNews(app)).statusCode).toBe(502);
    fixture.setMode('ok');
    // Twenty calls during an outage reach upstream once, not twenty times.
    for (let i = 0; i < 20; i++) expect((await getNews(app)).statusCode).toBe(502);
    expect(fixture.requests).toHaveLength(1);
    clock.advance(MAX_FAILURE_COOL_DOWN_MS);
    expect((await getNews(app)).statusCode).toBe(200);
    expect(fixture.requests).toHaveLength(2);
  });

  it('rate-limits each client (NEWS_RATE_LIMIT_PER_MINUTE)', async () => {
    const { app } = await setup({}, { NEWS_RATE_LIMIT_PER_MINUTE: '3' });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await getNews(app)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });

  it('gives up on a slow upstream after NEWS_TIMEOUT_MS', async () => {
    const { app } = await setup({ mode: 'slow', slowMs: 10_000 }, { NEWS_TIMEOUT_MS: '200' });
    const started = performance.now();
    const res = await getNews(app);
    const elapsed = performance.now() - started;
    expect(res.statusCode).toBe(502);
    expect(elapsed).toBeGreaterThanOrEqual(150);
    expect(elapsed).toBeLessThan(3000);
  });

  // The Guardian's search never redirects; one that does (a hijacked name, a proxy) must not make the server ask
  // an address of the operator's network, such as a cloud metadata service, on its behalf.
  it('follows no redirect: a search sent elsewhere is answered 502 and the other address never asked', async () => {
    const canary = await startCanary();
    try {
      const { app, fixture } = await setup({
        mode: 'redirect',
        redirectTo: `http://127.0.0.1:${canary.port}/latest/meta-data/`,
      });
      const res = await getNews(app);
      expect(res.statusCode).toBe(502);
      expect(apiErrorSchema.parse(res.json()).error.code).toBe('news_unavailable');
      expect(fixture.requests).toHaveLength(1);
      expect(canary.connections()).toBe(0);
    } finally {
      await canary.close();
    }
  });

  it('answers 502 when the Guardian refuses the key', async () => {
    const { app, fixture } = await setup({ apiKey: 'another-key' });
    expect((await getNews(app)).statusCode).toBe(502);
    expect(fixture.requests).toHaveLength(1);
  });

  it('passes on an answer without fields: no thumbnails, every card still there', async () => {
    const { app } = await setup({ mode: 'no-fields' });
    const body = newsResponseSchema.parse((await getNews(app)).json());
    expect(body.results).toHaveLength(HANDWRITTEN_GUARDIAN_SEARCH.response.results.length);
    for (const item of body.results) expect(item).not.toHaveProperty('fields');
  });

  it('drops results that make no sense and thumbnails that are no web link', async () => {
    const [first, second] = HANDWRITTEN_GUARDIAN_SEARCH.response.results;
    const odd = {
      response: {
        status: 'ok',
        results: [
          { ...first, webUrl: 'javascript:alert(1)' },
          { ...first, id: 'no-title', webTitle: undefined },
          { ...second, fields: { thumbnail: 'data:image/png;base64,AAAA' } },
        ],
      },
    };
    const file = path.join(tempDir(), 'odd.json');
    writeFileSync(file, JSON.stringify(odd));
    const { app } = await setup({ responseFile: file });
    const body = newsResponseSchema.parse((await getNews(app)).json());
    expect(body.results).toEqual([
      {
        id: second?.id,
        webTitle: second?.webTitle,
        webPublicationDate: second?.webPublicationDate,
        webUrl: second?.webUrl,
      },
    ]);
  });
});

describe.skipIf(!hasSharedData(...GUARDIAN_REAL_RESPONSE))(
  'GET /api/news with the real Guardian answer',
  () => {
    it('passes on all ten real results, with thumbnails the CSP allows', async () => {
      const { app } = await setup({ responseFile: sharedDataPath(...GUARDIAN_REAL_RESPONSE) });
      const res = await getNews(app);
      const body = newsResponseSchema.parse(res.json());
      expect(body.results).toHaveLength(10);
      const csp = String(res.headers['content-security-policy']);
      const imgSrc = /img-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
      for (const item of body.results) {
        const host = new URL(item.fields?.thumbnail ?? 'about:blank').host;
        const allowed = imgSrc.some(
          (src) =>
            src === `https://${host}` ||
            (src.startsWith('https://*.') && host.endsWith(src.slice(9))),
        );
        expect(allowed, host).toBe(true);
      }
    });
  },
);
