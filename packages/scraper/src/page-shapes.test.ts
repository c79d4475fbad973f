// Review shapes of shops we have not seen, scraped end to end from a loopback fixture shop: reviews sent as a
// JavaScript framework's hydration state in its own wire format, and reviews marked with microformats. Each page
// gives every review with its text, rating, reviewer, title and day, the product's average and count agree with
// the page, and nothing else (rating summary, questions, the product's name inside a review) becomes a review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFixtureShop,
  stubResolver,
  type FixtureReview,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import {
  STATE_REVIEWS,
  angularNgStatePage,
  angularUniversalPage,
  astroIslandPage,
  nextAppRouterPage,
  reactRouterStreamPage,
  svelteKitFetchedPage,
  svelteKitOnePage,
  svelteKitPage,
} from '../test/framework-state-pages';
import { hReviewMf2Page, hReviewPage } from '../test/microformat-pages';
import { createScraper } from './scrape';

const pages = new Map<string, string>();
let shop: FixtureShop;

beforeAll(async () => {
  shop = await startFixtureShop(({ url }) => {
    const body = pages.get(url.pathname);
    return body === undefined ? undefined : { body };
  });
});
afterAll(() => shop.close());

const scraper = () =>
  createScraper({
    resolver: stubResolver().resolver,
    resolve: { 'shop.example.com': { host: '127.0.0.1', port: shop.port } },
  });

const NAME = 'Steel Travel Flask';

const FRAMEWORKS: Array<[string, (name: string, reviews: FixtureReview[]) => string]> = [
  ['Next.js app router flight rows (a text row, "$$", "$D")', nextAppRouterPage],
  ['React Router 7 turbo-stream with deferred reviews (Hydrogen)', reactRouterStreamPage],
  [
    'Remix 2 single fetch turbo-stream',
    (name, reviews) => reactRouterStreamPage(name, reviews, '__remixContext'),
  ],
  ['SvelteKit kit.start hydration data', svelteKitPage],
  ['SvelteKit 1 start({ hydrate }) data', svelteKitOnePage],
  ['SvelteKit fetched response inlined for the client', svelteKitFetchedPage],
  ['Astro island props', astroIslandPage],
  ['Angular Universal transfer state (&q; escaping)', angularUniversalPage],
  ['Angular 16+ ng-state', angularNgStatePage],
];

describe('reviews in framework hydration state', () => {
  it.each(FRAMEWORKS)('%s', async (_, build) => {
    const path = `/products/${encodeURIComponent(_)}`;
    pages.set(path, build(NAME, STATE_REVIEWS));
    const result = await scraper().scrape(`https://shop.example.com${path}`);
    expect(
      result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date?.slice(0, 10)]),
    ).toEqual(STATE_REVIEWS.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date]));
    expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 3.7, review_count: 3 });
  });
});

describe('reviews marked with microformats', () => {
  const reviews = STATE_REVIEWS.map((r) => ({ ...r, text: r.text.slice(0, 200) }));

  it.each([
    ['hReview 0.3 with hreview-aggregate (10-point scale)', hReviewPage, 3.2, 41],
    ['microformats2 h-review with h-review-aggregate', hReviewMf2Page, 3.2, null],
  ] as const)('%s', async (_, build, average, ratings) => {
    const path = `/reviews/${encodeURIComponent(_)}`;
    pages.set(path, build(NAME, reviews));
    const result = await scraper().scrape(`https://shop.example.com${path}`);
    expect(
      result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date?.slice(0, 10)]),
    ).toEqual(reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date]));
    expect(result.product).toMatchObject({
      name: NAME,
      aggregate_rating: average,
      review_count: reviews.length,
      rating_count: ratings,
    });
  });
});
