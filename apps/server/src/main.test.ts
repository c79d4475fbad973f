// The only server tests that start a real process: start-up checks, graceful shutdown and the compiled server
// itself. It is started the way `npm run serve` starts it: plain `node` on the compiled entry, which the
// project's global setup has just built (docs/decisions/120).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@reviewsentry/contracts';
import { startGuardianFixture, type GuardianFixture } from '@reviewsentry/test-support/guardian';
import {
  startFixtureShop,
  wideReviewPage,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import { builtEntry, SERVER } from '../../../scripts/build-node';
import { scorableProductPage } from '../test/link-shop';
import { tempDir, writeDistFixture } from '../test/support';

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, [builtEntry(SERVER, 'main')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: tempDir('rs-main-data-'),
      WEB_DIST_DIR: writeDistFixture(),
      GUARDIAN_API_URL: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no ready line in 20 s:\n${stdout}${stderr}`)),
      20_000,
    );
    child.stdout.on('data', () => {
      const match = /"url":"(http:\/\/localhost:\d+)"/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited before ready:\n${stdout}${stderr}`));
    });
  });
  // Not every test waits for readiness; a start that fails is then asserted on through `exited`.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => stdout + stderr };
}

const withinMs = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms),
    ),
  ]);

let fixture: GuardianFixture | undefined;
let shop: FixtureShop | undefined;
let running: ReturnType<typeof startServer> | undefined;
afterEach(async () => {
  if (running && running.child.exitCode === null) running.child.kill('SIGKILL');
  await fixture?.close();
  await shop?.close();
  fixture = undefined;
  shop = undefined;
  running = undefined;
});

describe('server process', () => {
  it('finishes the request in flight, then exits 0 on SIGTERM', async () => {
    fixture = await startGuardianFixture({ mode: 'slow', slowMs: 700 });
    running = startServer({ GUARDIAN_API_URL: fixture.url, NEWS_TIMEOUT_MS: '5000' });
    const base = await running.ready;
    expect(await (await fetch(`${base}/healthz`)).json()).toEqual({ status: 'ok' });

    const inFlight = fetch(`${base}/api/news`);
    // Signal only once the request is being handled (the server has asked the Guardian fixture).
    for (let i = 0; i < 250 && fixture.requests.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(fixture.requests).toHaveLength(1);
    const signalledAt = Date.now();
    running.child.kill('SIGTERM');

    const res = await inFlight;
    expect(res.status).toBe(200);
    const code = await withinMs(running.exited, 10_000);
    expect(code, running.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(running.output()).toContain('shutting down');
  }, 40_000);

  it('refuses to start on a bad PORT with a message naming it', async () => {
    running = startServer({ PORT: 'abc', LOG_LEVEL: 'nope' });
    expect(await withinMs(running.exited, 20_000)).toBe(1);
    expect(running.output()).toContain('ReviewSentry cannot start.');
    expect(running.output()).toContain('PORT must be a number (got "abc")');
    expect(running.output()).toContain('LOG_LEVEL must be one of');
  }, 30_000);

  it('answers an upload from the compiled server and its compiled analysis worker, with no TypeScript tooling', async () => {
    for (const name of ['main', 'analysis-worker', 'page-worker']) {
      const code = readFileSync(builtEntry(SERVER, name), 'utf8');
      // No import of either, static or dynamic.
      expect(code, name).not.toMatch(/["'](tsx|esbuild)(\/[^"']*)?["']/u);
    }
    running = startServer({ ANALYSIS_WORKERS: '1' });
    const base = await running.ready;
    const csv = [
      'review_id,rating,review_text',
      ...Array.from(
        { length: 6 },
        (_, i) =>
          `r${i},${(i % 5) + 1},"Review ${i}: the kettle boils quickly and the lid closes well, ${i} days in."`,
      ),
    ].join('\n');
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'reviews.csv');
    const res = await fetch(`${base}/upload`, { method: 'POST', body: form });
    const body = (await res.json()) as { total_reviews?: number; reviews?: unknown[] };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.total_reviews).toBe(6);
    expect(body.reviews).toHaveLength(6);
  }, 40_000);

  it('reads shop pages in its compiled page-reading worker, which a page past its budget ends', async () => {
    const pages: Record<string, string> = {
      'shop.example.com/p/kettle': scorableProductPage('Built Kettle', 'BK-1', 5),
      // A review block whose selector queries cost the square of its 30,000 children: read until its budget.
      'www.amazon.com/product-reviews/B0WIDEWIDE': wideReviewPage('B0WIDEWIDE', 30_000),
    };
    shop = await startFixtureShop(({ host, url }) => {
      const body = pages[`${host}${url.pathname}`];
      return body === undefined ? undefined : { status: 200, body };
    });
    running = startServer({
      ANALYSIS_WORKERS: '1',
      PAGE_READ_WORKERS: '1',
      PAGE_READ_BUDGET_MS: '2000',
      SCRAPER_ALLOW_PRIVATE_NETWORK: 'true',
      SCRAPER_RESOLVE: ['shop.example.com', 'www.amazon.com']
        .map((host) => `${host}=127.0.0.1:${shop!.port}`)
        .join(','),
    });
    const base = await running.ready;
    const analyse = async (url: string) => {
      const res = await fetch(`${base}/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url }),
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };

    const kettle = await analyse('https://shop.example.com/p/kettle');
    expect(kettle.status, JSON.stringify(kettle.body)).toBe(200);
    expect(kettle.body.prod_name).toBe('Built Kettle');
    expect(kettle.body.reviews).toHaveLength(5);

    // Only a page read in a worker thread can be stopped at its budget: synchronous work cannot be interrupted.
    const wide = await analyse('https://www.amazon.com/product-reviews/B0WIDEWIDE');
    expect(wide.status, JSON.stringify(wide.body)).toBe(422);
    expect(apiErrorSchema.parse(wide.body).error).toMatchObject({
      code: 'page_too_complex',
      details: { reason: 'time_budget', limit: 2000 },
    });
  }, 60_000);
});
