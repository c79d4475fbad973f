// Crawl traps on the link path, against the loopback fixture shop: review lists built so that following them
// never ends. Every scrape stays within its pages (maxPages), its time (totalTimeoutMs) and so its bytes
// (maxBytes a page), and its coverage says where and why it stopped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  amazonClassicPage,
  makeReviews,
  startFixtureShop,
  stubResolver,
  type FixtureResponse,
  type FixtureReview,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import type { ScraperConfig } from './config';
import { createScraper } from './scrape';

const routes = new Map<string, (url: URL) => FixtureResponse>();
let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop(({ host, url }) => routes.get(`${host}${url.pathname}`)?.(url));
});
afterAll(() => shop.close());

const HOSTS = ['shop.example.com', 'www.amazon.com', 'a.example.com', 'b.example.com'];
function scraper(config: ScraperConfig = {}) {
  return createScraper({
    resolver: stubResolver().resolver,
    resolve: Object.fromEntries(HOSTS.map((h) => [h, { host: '127.0.0.1', port: shop.port }])),
    ...config,
  });
}
const requestsTo = (prefix: string) =>
  shop.requests.filter((r) => `${r.host}${r.path}`.startsWith(prefix)).length;

/** A product page whose JSON-LD reviews carry the shop's ids (`identifier`), with a rel=next link. */
function listPage(reviews: FixtureReview[], next: string | null, extraBody = ''): FixtureResponse {
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: 'Kettle',
    sku: 'K1',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 5000 },
    review: reviews.map((r) => ({
      '@type': 'Review',
      identifier: r.id,
      reviewBody: r.text,
      datePublished: '2024-10-21',
      author: { '@type': 'Person', name: r.reviewer },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
    })),
  };
  return {
    status: 200,
    body: `<!doctype html><html><head><title>Kettle</title><script type="application/ld+json">${JSON.stringify(product)}</script></head><body><h1>Kettle</h1>${next ? `<a rel="next" href="${next}">Next</a>` : ''}${extraBody}</body></html>`,
  };
}

describe('crawl traps', () => {
  it('a "next" link with a new session id on every page, over the same reviews: stops at the first repeat', async () => {
    const reviews = makeReviews(1, 10);
    let sid = 0;
    routes.set('shop.example.com/trap/sid', () => listPage(reviews, `/trap/sid?sid=${++sid}`));
    const result = await scraper().scrape('https://shop.example.com/trap/sid');
    expect(requestsTo('shop.example.com/trap/sid')).toBe(2);
    expect(result.reviews).toHaveLength(10);
    expect(result.coverage).toMatchObject({ pages_fetched: 2, stop_reason: 'no_next_page' });
  });

  it('endless distinct pages of distinct reviews: stops at maxPages and says so', async () => {
    routes.set('shop.example.com/trap/counter', (url) => {
      const n = Number(url.searchParams.get('n') ?? '1');
      return listPage(makeReviews(n, 10, 'C'), `/trap/counter?n=${n + 1}`);
    });
    const result = await scraper({ maxPages: 6, maxReviews: 1000 }).scrape(
      'https://shop.example.com/trap/counter',
    );
    expect(requestsTo('shop.example.com/trap/counter')).toBe(6);
    expect(result.coverage).toMatchObject({ pages_fetched: 6, stop_reason: 'max_pages' });
  });

  it('the same reviews under new ids on every page are read once: the list repeats, no copies are made', async () => {
    // A list that renders its reviews with ids made per request (or a trap that renames them): the same
    // writer, rating, date and text again and again. Kept, they would be copies of one another.
    routes.set('shop.example.com/trap/renamed', (url) => {
      const n = Number(url.searchParams.get('n') ?? '1');
      const renamed = makeReviews(1, 10).map((r, i) => ({ ...r, id: `page${n}-review${i}` }));
      return listPage(renamed, `/trap/renamed?n=${n + 1}`);
    });
    const result = await scraper({ maxPages: 10, maxReviews: 1000 }).scrape(
      'https://shop.example.com/trap/renamed',
    );
    expect(result.reviews).toHaveLength(10);
    expect(new Set(result.reviews.map((r) => r.text)).size).toBe(10);
    expect(requestsTo('shop.example.com/trap/renamed')).toBe(2);
    expect(result.coverage).toMatchObject({ pages_fetched: 2, stop_reason: 'no_next_page' });
  });

  it('pages that link to each other in a cycle: each is read once', async () => {
    routes.set('shop.example.com/trap/cycle-a', () =>
      listPage(makeReviews(1, 5, 'A'), '/trap/cycle-b'),
    );
    routes.set('shop.example.com/trap/cycle-b', () =>
      listPage(makeReviews(2, 5, 'B'), '/trap/cycle-a'),
    );
    const result = await scraper().scrape('https://shop.example.com/trap/cycle-a');
    expect(result.reviews).toHaveLength(10);
    expect(requestsTo('shop.example.com/trap/cycle-')).toBeLessThanOrEqual(3);
  });

  it('a numbered list claiming 100,000 pages: reads maxPages of them', async () => {
    routes.set('www.amazon.com/product-reviews/B0TRAPPAGE', (url) => {
      const n = Number(url.searchParams.get('pageNumber') ?? '1');
      return {
        status: 200,
        body: amazonClassicPage({
          asin: 'B0TRAPPAGE',
          name: 'Fan',
          reviews: makeReviews(n, 10),
          hasNext: true,
          withReviews: 1_000_000,
        }),
      };
    });
    const result = await scraper({ maxPages: 5, maxReviews: 1000 }).scrape(
      'https://www.amazon.com/product-reviews/B0TRAPPAGE',
    );
    expect(requestsTo('www.amazon.com/product-reviews/B0TRAPPAGE')).toBe(5);
    expect(result.coverage).toMatchObject({ pages_fetched: 5, stop_reason: 'max_pages' });
  });

  it('a page with 100,000 links to review pages: one list is followed, within maxPages', async () => {
    const links = Array.from(
      { length: 100_000 },
      (_, i) => `<a href="/trap/many?page=${i + 2}">${i + 2}</a>`,
    ).join('');
    routes.set('shop.example.com/trap/many', (url) => {
      const n = Number(url.searchParams.get('page') ?? '1');
      return listPage(makeReviews(n, 10, 'M'), `/trap/many?page=${n + 1}`, n === 1 ? links : '');
    });
    const result = await scraper({ maxPages: 4, maxReviews: 1000 }).scrape(
      'https://shop.example.com/trap/many',
    );
    expect(requestsTo('shop.example.com/trap/many')).toBeLessThanOrEqual(4);
    expect(result.coverage.stop_reason).toBe('max_pages');
  });

  it('review pages behind redirect chains that alternate hosts: bounded by maxRedirects on every page', async () => {
    routes.set('shop.example.com/trap/hop', (url) => {
      const n = Number(url.searchParams.get('n') ?? '1');
      return listPage(makeReviews(n, 10, 'H'), `https://a.example.com/trap/hop-a?n=${n + 1}&h=0`);
    });
    for (const [from, to] of [
      ['a', 'b'],
      ['b', 'a'],
    ] as const)
      routes.set(`${from}.example.com/trap/hop-${from}`, (url) => {
        const h = Number(url.searchParams.get('h'));
        const n = url.searchParams.get('n');
        return {
          status: 302,
          headers: { location: `https://${to}.example.com/trap/hop-${to}?n=${n}&h=${h + 1}` },
        };
      });
    const result = await scraper({ maxPages: 5, maxRedirects: 5 }).scrape(
      'https://shop.example.com/trap/hop',
    );
    // The first review page's chain is longer than maxRedirects: the scrape ends there, with page 1's reviews.
    expect(result.reviews).toHaveLength(10);
    expect(result.coverage).toMatchObject({ pages_fetched: 1, stop_reason: 'error' });
    expect(requestsTo('a.example.com/trap/') + requestsTo('b.example.com/trap/')).toBe(6);
  });

  it('review pages that each take most of the time: the scrape ends at totalTimeoutMs with what it read', async () => {
    routes.set('shop.example.com/trap/slow', (url) => {
      const n = Number(url.searchParams.get('n') ?? '1');
      return {
        ...listPage(makeReviews(n, 10, 'S'), `/trap/slow?n=${n + 1}`),
        delayMs: n === 1 ? 0 : 400,
      };
    });
    const result = await scraper({ maxPages: 100, maxReviews: 5000, totalTimeoutMs: 1_500 }).scrape(
      'https://shop.example.com/trap/slow',
    );
    expect(result.coverage.stop_reason).toBe('timeout');
    expect(requestsTo('shop.example.com/trap/slow')).toBeLessThan(10);
  });
});
