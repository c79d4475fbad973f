// Grounding round 2: shop platforms and marketplaces whose review markup public repositories record
// (test/grounded-platform-pages.ts names each source), scraped end to end from a loopback fixture shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFixtureShop,
  stubResolver,
  type FixtureReview,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import { lazadaReviewsPage } from '../test/grounded-platform-pages';
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

async function scrape(host: string, path: string, page: string) {
  pages.set(path, page);
  const scraper = createScraper({
    resolver: stubResolver().resolver,
    resolve: { [host]: { host: '127.0.0.1', port: shop.port } },
  });
  return scraper.scrape(`https://${host}${path}`);
}

const fields = (r: {
  text: string;
  rating?: number;
  reviewer?: string;
  title?: string;
  date?: string;
}) => [r.text, r.rating, r.reviewer, r.title, r.date?.slice(0, 10)];

const NAME = 'Steel Flask 500ml';

describe('platform review markups grounded in real pages', () => {
  it('Lazada: star images alike in class, a full star told from a grey one only by its image', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Jane D.',
        rating: 5,
        date: '03 Mar 2024',
        text: 'Fast delivery and the flask keeps water cold the whole day. Very happy.',
      },
      {
        reviewer: 'Ahmad',
        rating: 2,
        date: '11 Feb 2024',
        text: 'The lid came cracked and the seller did not reply to my message.',
      },
      {
        reviewer: 'Siti',
        rating: 4,
        date: '20 Jan 2024',
        text: 'Good quality for the price, but the colour is darker than the photo.',
      },
      {
        reviewer: 'Wei Ling',
        rating: 1,
        date: '02 Jan 2024',
        text: 'Leaks from the first day, would not buy again.',
      },
    ];
    const result = await scrape(
      'www.lazada.com.my',
      '/products/steel-flask-i123-s456.html',
      lazadaReviewsPage(NAME, reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        undefined,
        ['2024-03-03', '2024-02-11', '2024-01-20', '2024-01-02'][i],
      ]),
    );
    expect(result.product).toMatchObject({ name: NAME });
  });
});
