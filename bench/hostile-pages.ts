// Hostile shop pages against the real server in its own process (docs/decisions/115): for each page, GET /healthz
// is probed on the idle server for one page-reading budget, then while the page is analysed. Each probe's delay
// counts from when it was due, so a stall between two probes is counted in full. The fixture shop runs in this
// process and the server reaches it through its test hooks (SCRAPER_RESOLVE), as in the route tests; unlike them,
// the server's event loop is its own here, so the figures are the server's, not the test process's.
// Run: npx tsx bench/hostile-pages.ts   (BENCH_ROUNDS, 2; BENCH_PAGE_READ_BUDGET_MS, the server's 5000)
import { loadavg } from 'node:os';
import {
  deeplyNestedPage,
  digitRunCountPage,
  hugeCountPage,
  jsonLdPage,
  makeReviews,
  microdataFloodPage,
  startFixtureShop,
  wideReviewPage,
  type FixtureResponse,
} from '@reviewsentry/test-support/shop';
import { startStealWindow } from './lib/cpu-steal';
import { startServer } from './lib/upload-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const BUDGET_MS = Number(process.env.BENCH_PAGE_READ_BUDGET_MS ?? 5_000);
const PROBE_EVERY_MS = 20;

/** Each round reads its own URL of each page: a page read once is answered from the link cache after. */
const PAGES: Array<{ name: string; url: (round: number) => string; body: (url: URL) => string }> = [
  {
    name: 'nested 40,000',
    url: (round) => `https://shop.example.com/nested/${round}`,
    body: () => deeplyNestedPage(40_000, true),
  },
  {
    name: 'nested 5,000, no product',
    url: (round) => `https://shop.example.com/bare/${round}`,
    body: () => deeplyNestedPage(5_000, false),
  },
  {
    name: 'reviewCount 80,000 digits',
    url: (round) => `https://shop.example.com/digits/${round}`,
    body: () => digitRunCountPage(80_000),
  },
  {
    name: 'reviewCount 17 digits',
    url: (round) => `https://shop.example.com/huge/${round}`,
    body: hugeCountPage,
  },
  {
    name: 'review block of 30,000 children',
    url: (round) => `https://www.amazon.com/product-reviews/B0WIDEWID${round % 10}`,
    body: (url) => wideReviewPage(url.pathname.split('/').at(-1)!, 30_000),
  },
  {
    name: 'microdata flood 22,000',
    url: (round) => `https://shop.example.com/flood/${round}`,
    body: () => microdataFloodPage(22_000),
  },
];

const byPrefix = PAGES.map((page) => ({
  prefix: new URL(page.url(0)).pathname.slice(0, -1),
  page,
}));
const WARM_UP = 'https://shop.example.com/warm-up';
const shop = await startFixtureShop(({ url }): FixtureResponse | undefined => {
  if (url.pathname === '/warm-up')
    return {
      status: 200,
      body: jsonLdPage({
        name: 'Warm',
        sku: 'W-1',
        reviews: makeReviews(1, 5),
        variant: 'product',
      }),
    };
  const page = byPrefix.find(({ prefix }) => url.pathname.startsWith(prefix))?.page;
  return page ? { status: 200, body: page.body(url) } : undefined;
});
const server = await startServer({
  SCRAPER_ALLOW_PRIVATE_NETWORK: 'true',
  SCRAPER_RESOLVE: ['shop.example.com', 'www.amazon.com']
    .map((host) => `${host}=127.0.0.1:${shop.port}`)
    .join(','),
  PAGE_READ_BUDGET_MS: String(BUDGET_MS),
  ANALYZE_RATE_LIMIT_PER_MINUTE: '1000',
});

/** Probes /healthz until `done` settles; returns the worst delay and how many probes were answered. */
async function probe(done: Promise<unknown>): Promise<{ worstMs: number; probes: number }> {
  let finished = false;
  void done.finally(() => (finished = true));
  let worstMs = 0;
  let probes = 0;
  let due = performance.now();
  while (!finished) {
    const res = await fetch(`${server.url}/healthz`);
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
    probes++;
    worstMs = Math.max(worstMs, performance.now() - due);
    due = performance.now() + PROBE_EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
  return { worstMs, probes };
}

try {
  // The server starts its page-reading and analysis workers when it listens; let them load first. Then one
  // ordinary page, so that the first hostile page does not also pay for the scrape path's first run.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const warm = await fetch(`${server.url}/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ url: WARM_UP }),
  });
  await warm.arrayBuffer();
  console.log(`warm-up page: ${warm.status}`);
  const steal = startStealWindow();
  console.log(
    `hostile pages: server PAGE_READ_BUDGET_MS=${BUDGET_MS}, ${ROUNDS} rounds, load ${loadavg()[0]!.toFixed(1)}, ` +
      new Date().toISOString(),
  );
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGES) {
      const idle = await probe(new Promise((resolve) => setTimeout(resolve, BUDGET_MS)));
      const started = performance.now();
      const answer = fetch(`${server.url}/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ url: page.url(round) }),
      }).then(async (res) => {
        const body = (await res.json()) as { error?: { code: string; details?: unknown } };
        return {
          status: res.status,
          code: body.error?.code ?? 'ok',
          ms: performance.now() - started,
        };
      });
      const busy = await probe(answer);
      const outcome = await answer;
      console.log(
        JSON.stringify({
          round,
          page: page.name,
          answer: `${outcome.status} ${outcome.code}`,
          analysisMs: Math.round(outcome.ms),
          idleWorstMs: Math.round(idle.worstMs),
          busyWorstMs: Math.round(busy.worstMs),
          busyProbes: busy.probes,
        }),
      );
    }
  }
  console.log(`cpu steal ${steal()}, load ${loadavg()[0]!.toFixed(1)}`);
} finally {
  await server.stop();
  await shop.close();
}
