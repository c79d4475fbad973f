// Wall time of a 10-page review scrape from a loopback fixture shop that answers each page after 200 ms, through
// the SCRAPER_RESOLVE-style test hook (budget in docs/budgets.md: <= 3 s). One page after another would take at
// least 10 x 200 ms = 2.0 s plus extraction; pages are fetched two at a time (the per-host limit). Prints the
// median of 5 runs and the per-host peak concurrency the shop saw.
import { createScraper } from '@reviewsentry/scraper';
import { makeReviews } from '@reviewsentry/test-support/shop';
import { LATENCY_MS, PAGES, startPagedShop } from './lib/paged-shop';

const RUNS = 5;

const shop = await startPagedShop('B0BENCH001', 'Bench Lamp', (n) => makeReviews(n, 10));

const scraper = createScraper({
  resolve: { 'www.amazon.com': { host: '127.0.0.1', port: shop.port } },
  resolver: async () => {
    throw new Error('no DNS in this benchmark');
  },
  maxPages: PAGES,
});

const times: number[] = [];
let pages = 0;
let reviews = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  const result = await scraper.scrape('https://www.amazon.com/product-reviews/B0BENCH001');
  times.push(performance.now() - started);
  pages = result.coverage.pages_fetched;
  reviews = result.coverage.reviews_found;
}
await shop.close();
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(
  `scrape-10-pages: ${pages} pages, ${reviews} reviews, ${LATENCY_MS} ms latency per page`,
);
console.log(
  `  wall time median ${(median / 1000).toFixed(2)} s (min ${(times[0]! / 1000).toFixed(2)} s, max ${(times.at(-1)! / 1000).toFixed(2)} s) over ${RUNS} runs; target <= 3.00 s`,
);
console.log(
  `  peak concurrent requests to the host: ${shop.peakConcurrency.get('www.amazon.com')} (limit 2); sequential floor ${(PAGES * LATENCY_MS) / 1000} s`,
);
