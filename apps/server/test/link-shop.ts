// The fixture shop for the server's link-analysis tests: the loopback shop of @reviewsentry/test-support, reached
// through the scraper's resolve hook as in production (only the socket differs).
import {
  jsonLdPage,
  makeReviews,
  startFixtureShop,
  stubResolver,
  type FixtureResponse,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';

export const SHOP_HOSTS = [
  'www.amazon.com',
  'www.amazon.in',
  'www.flipkart.com',
  'www.bestbuy.com',
  'www.target.com',
  'shop.example.com',
  'loop.example.com',
];

export interface LinkShop {
  shop: FixtureShop;
  routes: Map<string, (url: URL) => FixtureResponse>;
  /** SCRAPER_* variables pointing the shop hosts at the fixture shop. */
  env: Record<string, string>;
  /** A DNS stub that resolves nothing, so no test can reach a public address. */
  resolver: ReturnType<typeof stubResolver>['resolver'];
  requestsFor(pathPrefix: string): number;
}

export async function startLinkShop(): Promise<LinkShop> {
  const routes = new Map<string, (url: URL) => FixtureResponse>();
  const shop = await startFixtureShop(({ host, url }) =>
    routes.get(`${host}${url.pathname}`)?.(url),
  );
  return {
    shop,
    routes,
    env: {
      SCRAPER_ALLOW_PRIVATE_NETWORK: 'true',
      SCRAPER_RESOLVE: SHOP_HOSTS.map((h) => `${h}=127.0.0.1:${shop.port}`).join(','),
    },
    resolver: stubResolver().resolver,
    requestsFor: (prefix) =>
      shop.requests.filter((r) => `${r.host}${r.path}`.startsWith(prefix)).length,
  };
}

export const html = (body: string, status = 200): FixtureResponse => ({ status, body });

/** Parses a text/event-stream body into its events, in order. */
export function parseSse(body: string): Array<{ event: string; data: unknown }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data: '))
        .map((l) => l.slice(6))
        .join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}

const SENTENCES = [
  'It heats up quickly and the handle stays cool, which I did not expect at this price.',
  'After two weeks the switch started to stick and now it only works every other time.',
  'Looks good on the counter and the cable is long enough to reach the socket easily.',
  'Customer service replaced the broken part within a week, so I am happy with the purchase.',
  'The lid does not close properly and it leaks a little water every single time I pour.',
];

/**
 * Like makeReviews (same ids, ratings and reviewers) but with texts long enough for the detector to score
 * (it needs ten or more English words), so that an analysis has assessed reviews.
 */
export function scorableReviews(page: number, count: number, prefix = 'R') {
  return makeReviews(page, count, prefix).map((r, i) => ({
    ...r,
    text: `Review ${i + 1} on page ${page}. ${SENTENCES[i % SENTENCES.length]}`,
  }));
}

/** A product page with `count` scorable reviews in its JSON-LD: the usual shop page of the link tests. */
export function scorableProductPage(name: string, sku: string, count: number): string {
  return jsonLdPage({ name, sku, reviews: scorableReviews(1, count), variant: 'product' });
}

/** A product page of 200 reviews of 45,000 characters: an answer of ~10 MB, more than socket buffers hold. */
export function longReviewsPage(): string {
  const reviews = scorableReviews(1, 200).map((r, i) => ({
    ...r,
    text: `${r.text} ${`Detail ${i} of how it was used and what happened next. `.repeat(800)}`,
  }));
  return jsonLdPage({ name: 'Kettle', sku: 'K1', reviews, variant: 'product' });
}
