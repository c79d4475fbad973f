// Package-level scrape tests against a loopback fixture shop reached through the resolve test hook (the URLs are the
// shops' real ones; only the socket goes to 127.0.0.1). Each outcome has its own error code (docs/decisions/061).
import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFixtureShop,
  stubResolver,
  type FixtureResponse,
  type FixtureShop,
  amazonCaptchaPage,
  amazonClassicPage,
  jsonLdPage,
  makeReviews,
  plainArticlePage,
  signInWallPage,
  somethingWentWrongPage,
  targetPage,
  type FixtureReview,
} from '@reviewsentry/test-support/shop';
import { DEFAULT_USER_AGENT, type ScraperConfig } from './config';
import { ScrapeError } from './errors';
import { createScraper } from './scrape';

const routes = new Map<string, (url: URL) => FixtureResponse>();
let shop: FixtureShop;

beforeAll(async () => {
  shop = await startFixtureShop(({ host, url }) => routes.get(`${host}${url.pathname}`)?.(url));
});
afterAll(() => shop.close());

const HOSTS = [
  'www.amazon.com',
  'www.amazon.co.uk',
  'amzn.to',
  'shop.example.com',
  'www.target.com',
  'loop.example.com',
];

function scraper(config: ScraperConfig = {}) {
  return createScraper({
    resolver: stubResolver().resolver,
    resolve: Object.fromEntries(HOSTS.map((h) => [h, { host: '127.0.0.1', port: shop.port }])),
    ...config,
  });
}

async function failure(promise: Promise<unknown>): Promise<ScrapeError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ScrapeError) return error;
    throw error;
  }
  throw new Error('expected the scrape to fail');
}

const html = (body: string, status = 200): FixtureResponse => ({ status, body });

describe('pagination', () => {
  it('follows Amazon review pages and de-duplicates reviews repeated across pages (by review id)', async () => {
    const page1 = makeReviews(1, 10);
    const page2 = [...page1.slice(7), ...makeReviews(2, 5)];
    routes.set('www.amazon.com/product-reviews/B0TESTPAG1', (url) =>
      url.searchParams.get('pageNumber') === '2'
        ? html(
            amazonClassicPage({
              asin: 'B0TESTPAG1',
              name: 'Desk Lamp',
              reviews: page2,
              hasNext: false,
              withReviews: 15,
            }),
          )
        : html(
            amazonClassicPage({
              asin: 'B0TESTPAG1',
              name: 'Desk Lamp',
              reviews: page1,
              hasNext: true,
              withReviews: 15,
            }),
          ),
    );
    const result = await scraper().scrape(
      'https://www.amazon.com/product-reviews/B0TESTPAG1?utm_source=x&ref=abc',
    );
    expect(result.coverage).toEqual({
      pages_fetched: 2,
      reviews_found: 15,
      reviews_claimed: 15,
      stop_reason: 'complete',
      adapter: 'amazon',
      layers: { amazon: 15 },
      reviews_shortened: 0,
    });
    expect(new Set(result.reviews.map((r) => r.id)).size).toBe(15);
    expect(result.reviews.map((r) => r.id)).toEqual(
      [...page1, ...makeReviews(2, 5)].map((r) => r.id),
    );
    expect(result.product).toMatchObject({
      id: 'B0TESTPAG1',
      name: 'Desk Lamp',
      aggregate_rating: 4.3,
      canonical_url: 'https://www.amazon.com/dp/B0TESTPAG1',
    });
    expect(result.reviews[0]).toMatchObject({
      product_id: 'B0TESTPAG1',
      verified: true,
      helpful_votes: 12,
      date: '2024-03-03',
    });
  });

  it('follows rel=next links and de-duplicates id-less reviews by text + reviewer, keeping same text from another reviewer', async () => {
    const shared: FixtureReview = {
      text: 'Works exactly as described, five stars.',
      rating: 5,
      reviewer: 'Ann',
      date: '2024-01-02',
    };
    const copycat: FixtureReview = { ...shared, reviewer: 'Bob' };
    const p1 = [
      shared,
      { text: 'Too small for me.', rating: 2, reviewer: 'Cy', date: '2024-01-03' },
    ];
    const p2 = [
      shared,
      copycat,
      { text: 'Arrived broken.', rating: 1, reviewer: 'Di', date: '2024-01-04' },
    ];
    routes.set('shop.example.com/p/kettle', () =>
      html(
        jsonLdPage({
          name: 'Kettle',
          sku: 'K1',
          reviews: p1,
          variant: 'product',
          nextHref: '/p/kettle-reviews-2',
        }),
      ),
    );
    routes.set('shop.example.com/p/kettle-reviews-2', () =>
      html(jsonLdPage({ name: 'Kettle', sku: 'K1', reviews: p2, variant: 'product' })),
    );
    const result = await scraper().scrape('https://shop.example.com/p/kettle');
    expect(result.reviews.map((r) => `${r.reviewer}:${r.text}`)).toEqual([
      'Ann:Works exactly as described, five stars.',
      'Cy:Too small for me.',
      'Bob:Works exactly as described, five stars.',
      'Di:Arrived broken.',
    ]);
    expect(result.coverage).toMatchObject({
      pages_fetched: 2,
      reviews_found: 4,
      adapter: 'json-ld',
      stop_reason: 'no_next_page',
    });
    expect(new Set(result.reviews.map((r) => r.id)).size).toBe(4);
  });

  it('stops at maxPages and at maxReviews and says so', async () => {
    routes.set('www.amazon.com/product-reviews/B0TESTMAXP', (url) => {
      const n = Number(url.searchParams.get('pageNumber') ?? '1');
      return html(
        amazonClassicPage({
          asin: 'B0TESTMAXP',
          name: 'Fan',
          reviews: makeReviews(n, 10),
          hasNext: true,
          withReviews: 500,
        }),
      );
    });
    const byPages = await scraper({ maxPages: 3 }).scrape(
      'https://www.amazon.com/product-reviews/B0TESTMAXP',
    );
    expect(byPages.coverage).toMatchObject({
      pages_fetched: 3,
      reviews_found: 30,
      reviews_claimed: 500,
      stop_reason: 'max_pages',
    });
    const byReviews = await scraper({ maxReviews: 25 }).scrape(
      'https://www.amazon.com/product-reviews/B0TESTMAXP',
    );
    expect(byReviews.coverage).toMatchObject({ reviews_found: 25, stop_reason: 'max_reviews' });
    expect(byReviews.reviews).toHaveLength(25);
  });

  // Speed is measured by bench/scrape-10-pages.ts (docs/decisions/004: no timed assertions in tests).
  it('fetches numbered pages two at a time: parallel, never more than the per-host limit', async () => {
    routes.set('www.amazon.co.uk/product-reviews/B0TESTPARA', (url) => {
      const n = Number(url.searchParams.get('pageNumber') ?? '1');
      return {
        ...html(
          amazonClassicPage({
            asin: 'B0TESTPARA',
            name: 'Chair',
            reviews: makeReviews(n, 10),
            hasNext: n < 7,
            withReviews: 70,
          }),
        ),
        delayMs: 150,
      };
    });
    const result = await scraper().scrape('https://www.amazon.co.uk/product-reviews/B0TESTPARA');
    expect(result.coverage).toMatchObject({
      pages_fetched: 7,
      reviews_found: 70,
      stop_reason: 'complete',
    });
    expect(result.product.canonical_url).toBe('https://www.amazon.co.uk/dp/B0TESTPARA');
    // Exactly two at a time: parallel, and never more than the per-host limit.
    expect(shop.peakConcurrency.get('www.amazon.co.uk')).toBe(2);
  });

  it('ends with a partial result when a later page is a captcha', async () => {
    routes.set('www.amazon.com/product-reviews/B0TESTBLK2', (url) =>
      url.searchParams.get('pageNumber') === '2'
        ? html(amazonCaptchaPage(), 503)
        : html(
            amazonClassicPage({
              asin: 'B0TESTBLK2',
              name: 'Mug',
              reviews: makeReviews(1, 10),
              hasNext: true,
              withReviews: 40,
            }),
          ),
    );
    const result = await scraper({ perHostConcurrency: 1 }).scrape(
      'https://www.amazon.com/product-reviews/B0TESTBLK2',
    );
    expect(result.coverage).toMatchObject({
      pages_fetched: 1,
      reviews_found: 10,
      reviews_claimed: 40,
      stop_reason: 'blocked',
    });
  });
});

describe('ratings a page states that are none on their scale', () => {
  // The importer counts and says such ratings in a CSV file; a link's are counted the same way, on the reviews
  // kept (a repeat of a review already read is not counted twice).
  it('are counted in the coverage, the 0s of a 5-star scale among them, and those reviews are unrated', async () => {
    const reviews: FixtureReview[] = [
      { text: 'Arrived without a lid.', rating: 0, reviewer: 'Ann', date: '2024-01-02' },
      { text: 'Pours well, boils fast.', rating: 6, reviewer: 'Bo', date: '2024-01-03' },
      { text: 'Nice kettle for the price.', rating: 4, reviewer: 'Cy', date: '2024-01-04' },
    ];
    routes.set('shop.example.com/p/refused', () =>
      html(jsonLdPage({ name: 'Kettle', sku: 'KR1', reviews, variant: 'product' })),
    );
    const result = await scraper().scrape('https://shop.example.com/p/refused');
    expect(result.coverage.unreadable_ratings).toEqual({ count: 2, zero_stars: 1 });
    expect(result.reviews.map((r) => r.rating)).toEqual([undefined, undefined, 4]);
  });

  it('leave the coverage without the count when every rating reads', async () => {
    routes.set('shop.example.com/p/all-read', () =>
      html(
        jsonLdPage({ name: 'Kettle', sku: 'KR2', reviews: makeReviews(1, 3), variant: 'product' }),
      ),
    );
    const result = await scraper().scrape('https://shop.example.com/p/all-read');
    expect(result.coverage.unreadable_ratings).toBeUndefined();
  });
});

describe('request hygiene', () => {
  it('sends the honest User-Agent, keeps the Host header and strips tracking parameters; reports progress', async () => {
    routes.set('shop.example.com/p/toaster', () =>
      html(
        jsonLdPage({ name: 'Toaster', sku: 'T1', reviews: makeReviews(1, 2), variant: 'graph' }),
      ),
    );
    const events: unknown[] = [];
    const before = shop.requests.length;
    const result = await scraper().scrape(
      'https://shop.example.com/p/toaster?utm_source=news&gclid=1&color=red#reviews',
      {
        onProgress: (e) => events.push(e),
      },
    );
    const request = shop.requests[before]!;
    expect(request).toEqual({
      host: 'shop.example.com',
      path: '/p/toaster?color=red',
      userAgent: DEFAULT_USER_AGENT,
    });
    expect(result.product.url).toBe('https://shop.example.com/p/toaster?color=red');
    expect(events).toEqual([
      { stage: 'fetching_page', page: 1 },
      { stage: 'reading_reviews', page: 1 },
    ]);
  });

  it('follows a short link (amzn.to) to the product page and on to the review list', async () => {
    routes.set('amzn.to/3xYzAbC', () => ({
      status: 301,
      headers: { location: 'https://www.amazon.com/dp/B0TESTSHRT?ref_=x&th=1' },
    }));
    routes.set('www.amazon.com/dp/B0TESTSHRT', () =>
      html(
        amazonClassicPage({
          asin: 'B0TESTSHRT',
          name: 'Kettle',
          reviews: makeReviews(9, 3),
          hasNext: false,
          withReviews: 3,
        }),
      ),
    );
    routes.set('www.amazon.com/product-reviews/B0TESTSHRT', () =>
      html(
        amazonClassicPage({
          asin: 'B0TESTSHRT',
          name: 'Kettle',
          reviews: makeReviews(9, 3),
          hasNext: false,
          withReviews: 3,
        }),
      ),
    );
    const result = await scraper().scrape('https://amzn.to/3xYzAbC');
    expect(result.product).toMatchObject({
      id: 'B0TESTSHRT',
      url: 'https://www.amazon.com/dp/B0TESTSHRT',
      site: 'amazon',
    });
    expect(result.coverage).toMatchObject({ reviews_found: 3, stop_reason: 'complete' });
  });

  it('decompresses gzip pages', async () => {
    const body = zlib.gzipSync(
      jsonLdPage({ name: 'Zipped', sku: 'Z1', reviews: makeReviews(1, 2), variant: 'product' }),
    );
    routes.set('shop.example.com/p/zipped', () => ({
      status: 200,
      body,
      headers: { 'content-encoding': 'gzip' },
    }));
    const result = await scraper().scrape('https://shop.example.com/p/zipped');
    expect(result.product.name).toBe('Zipped');
  });
});

describe('each failure has its own code', () => {
  it('captcha page -> shop_blocked (with a CSV hint)', async () => {
    routes.set('www.amazon.com/dp/B0CAPTCHA1', () => html(amazonCaptchaPage()));
    const error = await failure(scraper().scrape('https://www.amazon.com/dp/B0CAPTCHA1'));
    expect([error.code, error.httpStatus, error.details?.kind]).toEqual([
      'shop_blocked',
      502,
      'captcha',
    ]);
    expect(error.message).toMatch(/CSV/);
  });

  it('sign-in wall (reached by redirect) -> shop_blocked', async () => {
    routes.set('www.amazon.com/product-reviews/B0SIGNIN01', () => ({
      status: 302,
      headers: { location: '/ap/signin?openid.return_to=x' },
    }));
    routes.set('www.amazon.com/ap/signin', () => html(signInWallPage()));
    const error = await failure(
      scraper().scrape('https://www.amazon.com/product-reviews/B0SIGNIN01'),
    );
    expect([error.code, error.details?.kind]).toEqual(['shop_blocked', 'sign_in']);
  });

  it('"Something went wrong" page -> shop_blocked', async () => {
    routes.set('shop.example.com/oops', () => html(somethingWentWrongPage()));
    const error = await failure(scraper().scrape('https://shop.example.com/oops'));
    expect([error.code, error.details?.kind]).toEqual(['shop_blocked', 'error_page']);
  });

  it('404 -> page_not_found', async () => {
    const error = await failure(scraper().scrape('https://shop.example.com/no-such-product'));
    expect([error.code, error.httpStatus]).toEqual(['page_not_found', 404]);
  });

  it('HTTP 500 -> upstream_error', async () => {
    routes.set('shop.example.com/broken', () => html('<html><body>boom</body></html>', 500));
    expect((await failure(scraper().scrape('https://shop.example.com/broken'))).code).toBe(
      'upstream_error',
    );
  });

  it('redirect loop -> too_many_redirects (loop), long chain -> too_many_redirects', async () => {
    routes.set('loop.example.com/a', () => ({ status: 302, headers: { location: '/b' } }));
    routes.set('loop.example.com/b', () => ({
      status: 307,
      headers: { location: 'https://loop.example.com/a' },
    }));
    const loop = await failure(scraper().scrape('https://loop.example.com/a'));
    expect([loop.code, loop.details?.loop]).toEqual(['too_many_redirects', true]);
    routes.set('loop.example.com/chain', (url) => {
      const n = Number(url.searchParams.get('n') ?? '0');
      return { status: 301, headers: { location: `/chain?n=${n + 1}` } };
    });
    const chain = await failure(scraper().scrape('https://loop.example.com/chain'));
    expect([chain.code, chain.details?.loop]).toEqual(['too_many_redirects', false]);
  });

  it('slow server -> timeout', async () => {
    routes.set('shop.example.com/slow', () => ({ stall: true }));
    const error = await failure(
      scraper({ totalTimeoutMs: 300 }).scrape('https://shop.example.com/slow'),
    );
    expect([error.code, error.httpStatus, error.details?.phase]).toEqual(['timeout', 504, 'total']);
  });

  it('oversized page -> response_too_large (declared length, streamed without length, gzip bomb)', async () => {
    const big = `<html><body>${'x'.repeat(6 * 1024 * 1024)}</body></html>`;
    routes.set('shop.example.com/huge', () => html(big));
    expect((await failure(scraper().scrape('https://shop.example.com/huge'))).code).toBe(
      'response_too_large',
    );
    routes.set('shop.example.com/bomb', () => ({
      status: 200,
      body: zlib.gzipSync(Buffer.alloc(20 * 1024 * 1024, 32)),
      headers: { 'content-encoding': 'gzip' },
    }));
    expect((await failure(scraper().scrape('https://shop.example.com/bomb'))).code).toBe(
      'response_too_large',
    );
  });

  it('closed port -> unreachable; unknown host -> unreachable', async () => {
    const closed = createScraper({
      resolver: stubResolver().resolver,
      resolve: { 'shop.example.com': { host: '127.0.0.1', port: 1 } },
    });
    expect((await failure(closed.scrape('https://shop.example.com/x'))).code).toBe('unreachable');
    const unknown = await failure(scraper().scrape('https://no-such-shop.example.net/x'));
    expect([unknown.code, unknown.details?.reason]).toEqual(['unreachable', 'no such host']);
  });

  it('an answer that is no readable page -> unreachable naming what was wrong with it', async () => {
    routes.set('shop.example.com/big-headers', () => ({
      ...html('<html></html>'),
      headers: { 'x-filler': 'a'.repeat(64 * 1024) },
    }));
    routes.set('shop.example.com/bad-gzip', () => ({
      ...html('this is not gzip'),
      headers: { 'content-encoding': 'gzip' },
    }));
    const reason = async (scrape: Promise<unknown>) => {
      const error = await failure(scrape);
      return [error.code, error.details?.reason];
    };
    expect(await reason(scraper().scrape('https://shop.example.com/big-headers'))).toEqual([
      'unreachable',
      'its answer has headers too large to read',
    ]);
    expect(await reason(scraper().scrape('https://shop.example.com/bad-gzip'))).toEqual([
      'unreachable',
      'its compressed page could not be decompressed',
    ]);
    // What an HTTP server cannot be made to send: bytes that are not HTTP.
    const raw = net.createServer((socket) => {
      socket.once('data', () => socket.end('GARBAGE\r\n\r\n'));
    });
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    try {
      const rawShop = createScraper({
        resolver: stubResolver().resolver,
        resolve: {
          'shop.example.com': { host: '127.0.0.1', port: (raw.address() as net.AddressInfo).port },
        },
      });
      expect(await reason(rawShop.scrape('https://shop.example.com/garbage'))).toEqual([
        'unreachable',
        'its answer is not valid HTTP',
      ]);
    } finally {
      raw.close();
    }
  });

  it('product without review texts -> no_reviews with the product name and aggregate', async () => {
    routes.set('www.target.com/p/slug/-/A-12345678', () =>
      html(targetPage({ tcin: '12345678', name: 'Dust Cloths', reviews: [] })),
    );
    const error = await failure(scraper().scrape('https://www.target.com/p/slug/-/A-12345678'));
    expect([error.code, error.httpStatus]).toEqual(['no_reviews', 422]);
    expect(error.details).toEqual({
      product_name: 'Dust Cloths',
      product_id: '12345678',
      aggregate_rating: 4.3,
      review_count: 12,
    });
    expect(error.message).toContain('Dust Cloths');
  });

  it('page without product data -> unsupported_page; non-HTML -> unsupported_page', async () => {
    routes.set('shop.example.com/about', () => html(plainArticlePage()));
    expect((await failure(scraper().scrape('https://shop.example.com/about'))).code).toBe(
      'unsupported_page',
    );
    routes.set('shop.example.com/file.pdf', () => ({
      status: 200,
      body: '%PDF-1.4',
      headers: { 'content-type': 'application/pdf' },
    }));
    expect((await failure(scraper().scrape('https://shop.example.com/file.pdf'))).code).toBe(
      'unsupported_page',
    );
  });

  it('a cancelled request -> aborted', async () => {
    routes.set('shop.example.com/slow2', () => ({ stall: true }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect(
      (
        await failure(
          scraper().scrape('https://shop.example.com/slow2', { signal: controller.signal }),
        )
      ).code,
    ).toBe('aborted');
  });

  it('invalid input -> invalid_url', async () => {
    expect((await failure(scraper().scrape('not a url at all'))).code).toBe('invalid_url');
  });
});
