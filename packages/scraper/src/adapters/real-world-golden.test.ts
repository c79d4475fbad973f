// Every saved real page is extracted against golden facts (product name and id, aggregate rating, review counts,
// how many reviews a careful reader counts, the first review's exact text and rating), both by the pure extractor
// and through a full scrape from the loopback fixture shop; every review text is clean (no markup, code or
// expander labels); the Target page without reviews yields the no_reviews outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFixtureShop,
  stubResolver,
  type FixtureShop,
  REAL_PAGES,
  hasRealPage,
  readRealPage,
  textProblems,
} from '@reviewsentry/test-support/shop';
import { NoReviewsError, type ScrapeError } from '../errors';
import { extractPage } from '../extract/extract-page';
import { createScraper } from '../scrape';

for (const golden of REAL_PAGES) {
  describe.skipIf(!hasRealPage(golden.file))(`saved page ${golden.file}`, () => {
    it('is extracted with the golden product facts and first review', () => {
      const page = extractPage(golden.url, readRealPage(golden.file));
      expect(page.site).toBe(golden.site);
      expect(page.block).toBeNull();
      expect(page.product).toMatchObject({
        id: golden.id,
        name: golden.name,
        aggregate_rating: golden.aggregate,
      });
      expect(page.product.review_count ?? null).toBe(golden.reviewCount);
      expect(page.product.rating_count ?? null).toBe(golden.ratingCount);
      expect(page.reviews).toHaveLength(golden.reviewsOnPage);
      if (golden.first) {
        const first = page.reviews[0]!;
        expect(first.text).toBe(golden.first.text);
        expect(first.rating).toBe(golden.first.rating);
        for (const key of ['id', 'title', 'reviewer', 'date'] as const) {
          if (golden.first[key] !== undefined) expect(first[key]).toBe(golden.first[key]);
        }
      }
      for (const review of page.reviews) {
        expect([review.text, textProblems(review.text)]).toEqual([review.text, []]);
        expect(review.rating === undefined || (review.rating >= 1 && review.rating <= 5)).toBe(
          true,
        );
      }
    });

    it('is recognised by its content when served from an unknown host', () => {
      const page = extractPage('https://mirror.example.org/saved-page', readRealPage(golden.file));
      expect(page.site).toBe(golden.site);
      expect(page.product.name).toBe(golden.name);
      expect(page.reviews).toHaveLength(golden.reviewsOnPage);
    });
  });
}

describe.skipIf(!REAL_PAGES.every((g) => hasRealPage(g.file)))(
  'full scrape of every saved page from the fixture shop',
  () => {
    let shop: FixtureShop;
    const byPath = new Map(
      REAL_PAGES.map((g) => [`${new URL(g.url).hostname}${new URL(g.url).pathname}`, g]),
    );
    beforeAll(async () => {
      shop = await startFixtureShop(({ host, url }) => {
        const golden = byPath.get(`${host}${url.pathname}`);
        // Only the saved page itself exists; its review page 2 is a 404, the natural end of the list.
        if (!golden || url.searchParams.has('page') || url.searchParams.has('pageNumber'))
          return undefined;
        return { status: 200, body: readRealPage(golden.file) };
      });
    });
    afterAll(() => shop.close());

    const scraper = () =>
      createScraper({
        resolver: stubResolver().resolver,
        resolve: Object.fromEntries(
          REAL_PAGES.map((g) => [new URL(g.url).hostname, { host: '127.0.0.1', port: shop.port }]),
        ),
      });

    for (const golden of REAL_PAGES.filter((g) => g.first)) {
      it(`${golden.site}: result with product, reviews and honest coverage`, async () => {
        const result = await scraper().scrape(golden.url);
        expect(result.product).toMatchObject({
          id: golden.id,
          name: golden.name,
          aggregate_rating: golden.aggregate,
          site: golden.site,
        });
        expect(result.reviews).toHaveLength(golden.reviewsOnPage);
        expect(result.reviews[0]!.text).toBe(golden.first!.text);
        expect(result.coverage.pages_fetched).toBeGreaterThanOrEqual(1);
        expect(result.coverage.reviews_found).toBe(golden.reviewsOnPage);
        expect(result.coverage.reviews_claimed).toBe(golden.reviewCount);
        // Every review is counted under the layer that produced it.
        expect(Object.values(result.coverage.layers ?? {}).reduce((a, b) => a + b, 0)).toBe(
          golden.reviewsOnPage,
        );
        expect(result.coverage.layers?.[result.coverage.adapter]).toBe(golden.reviewsOnPage);
        // Each saved page holds fewer reviews than the shop claims, and no further page exists on the fixture shop:
        // the result says it is partial whenever the shop states how many written reviews it has.
        expect(result.coverage.stop_reason).toBe(
          golden.reviewCount !== null && golden.reviewCount > golden.reviewsOnPage
            ? 'no_next_page'
            : 'complete',
        );
      });
    }

    it('target: the no_reviews outcome with product name and aggregate rating', async () => {
      const target = REAL_PAGES.find((g) => g.site === 'target')!;
      const error = await scraper()
        .scrape(target.url)
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(error).toBeInstanceOf(NoReviewsError);
      expect((error as ScrapeError).details).toEqual({
        product_name: target.name,
        product_id: '90377926',
        aggregate_rating: 4.8,
        review_count: 44,
      });
    });
  },
);

describe.skipIf(!hasRealPage('flipkart_product_reviews_TVSHATFHJYWMZVHR_initial_state.html'))(
  'Flipkart HTML rule on the real markup',
  () => {
    it('reads the same reviews from the rendered HTML when the state is missing', () => {
      const golden = REAL_PAGES.find((g) => g.site === 'flipkart')!;
      const withoutState = readRealPage(golden.file).replace(
        /window\.__INITIAL_STATE__\s*=/,
        'window.__REMOVED__ =',
      );
      const page = extractPage(golden.url, withoutState);
      expect(page.reviews).toHaveLength(10);
      expect(page.reviews[0]).toMatchObject({
        text: 'Value for the money.',
        rating: 5,
        title: 'Great product',
        reviewer: 'Vicky Ferrao',
        verified: true,
      });
      expect(page.reviews.some((r) => r.text.includes('READ MORE'))).toBe(false);
    });
  },
);
