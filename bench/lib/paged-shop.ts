// The loopback shop of the scrape and link benchmarks: one Amazon product whose review list spans `PAGES` pages of
// ten reviews, each page answered after `LATENCY_MS`, as a slow shop would.
import {
  amazonClassicPage,
  startFixtureShop,
  type FixtureReview,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';

export const PAGES = 10;
export const LATENCY_MS = 200;

export function startPagedShop(
  asin: string,
  name: string,
  reviewsOfPage: (page: number) => FixtureReview[],
): Promise<FixtureShop> {
  return startFixtureShop(({ url }) => {
    const page = Number(url.searchParams.get('pageNumber') ?? '1');
    if (page > PAGES) return undefined;
    return {
      delayMs: LATENCY_MS,
      body: amazonClassicPage({
        asin,
        name,
        reviews: reviewsOfPage(page),
        hasNext: page < PAGES,
        withReviews: PAGES * 10,
      }),
    };
  });
}
