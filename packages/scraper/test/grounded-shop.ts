// The loopback fixture shop the grounded markup tests (src/grounded-*.test.ts) scrape from: a page is served at the
// path a test sets it at, under every host the test names, and the scraper reaches it as it would a shop.
import { afterAll, beforeAll } from 'vitest';
import { startFixtureShop, stubResolver, type FixtureShop } from '@reviewsentry/test-support/shop';
import { createScraper } from '../src/scrape';

interface GroundedShopOptions {
  /** Serve a page only at its exact path and query (review pages told apart by `?page=2`); else by path alone. */
  byQuery?: boolean;
  /** The `Date` every page is sent with (when the shop made it); else the moment it is sent. */
  servedAt?: string;
}

/** Starts the shop around the calling file's tests. */
export function groundedShop({ byQuery = false, servedAt }: GroundedShopOptions = {}) {
  const pages = new Map<string, string>();
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await startFixtureShop(({ url }) => {
      const body = pages.get(byQuery ? `${url.pathname}${url.search}` : url.pathname);
      return body === undefined
        ? undefined
        : { body, ...(servedAt ? { headers: { date: servedAt } } : {}) };
    });
  });
  afterAll(() => shop.close());

  /** Serves `page` at `path` and scrapes https://`host``path` (other hosts the page links to reach the shop too). */
  async function scrape(host: string, path: string, page: string, otherHosts: string[] = []) {
    pages.set(path, page);
    const scraper = createScraper({
      resolver: stubResolver().resolver,
      resolve: Object.fromEntries(
        [host, ...otherHosts].map((name) => [name, { host: '127.0.0.1', port: shop.port }]),
      ),
    });
    return scraper.scrape(`https://${host}${path}`);
  }

  /** What the shop was asked, in order (host, path). */
  const requests = () => shop.requests;

  return { pages, scrape, requests };
}

/** The fields a shopper sees of a review, for comparing with what the page shows. */
export const fields = (r: {
  text: string;
  rating?: number;
  reviewer?: string;
  title?: string;
  date?: string;
}) => [r.text, r.rating, r.reviewer, r.title, r.date?.slice(0, 10)];
