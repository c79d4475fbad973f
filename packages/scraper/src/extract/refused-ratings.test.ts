// A rating a page states that is no rating on its scale (a 0 on a 5-star scale, a value past the scale's best) is
// refused, as the importer refuses it in a CSV file, and every review builder says so on the review it keeps: the
// scrape counts it and the coverage says it (review-collector.ts), instead of the review turning silently unrated.
import { describe, expect, it } from 'vitest';
import {
  amazonClassicPage,
  flipkartStatePage,
  jsonLdPage,
  microdataPage,
  preloadedStatePage,
  targetPage,
  trustpilotPage,
  walmartNextDataPage,
  type FixtureReview,
} from '@reviewsentry/test-support/shop';
import { extractPage } from './extract-page';

const TEXT = 'The handle came loose after a week, but the kettle still boils fast.';
const refused = (rating: number): FixtureReview[] => [
  { id: 'R0REFUSED01', text: TEXT, rating, reviewer: 'Ann', date: '2024-01-05' },
  { id: 'R0KEPT00002', text: 'Boils fast and pours cleanly.', rating: 4, reviewer: 'Bo' },
];

const hReview = (rating: string) => `<!doctype html><html><head><title>Kettle</title></head><body>
<div class="hreview"><span class="item"><span class="fn">Kettle</span></span>
<span class="reviewer vcard"><span class="fn">Ann</span></span>
<span class="rating"><span class="value">${rating}</span></span>
<div class="description">${TEXT}</div></div></body></html>`;

const LAYERS: Array<[string, string, string, 'zero_stars' | 'off_scale']> = [
  [
    'JSON-LD, 0 of 5',
    'https://shop.example.com/p/kettle',
    jsonLdPage({ name: 'Kettle', sku: 'K-1', reviews: refused(0), variant: 'product' }),
    'zero_stars',
  ],
  [
    'JSON-LD, 6 of 5',
    'https://shop.example.com/p/kettle',
    jsonLdPage({ name: 'Kettle', sku: 'K-1', reviews: refused(6), variant: 'graph' }),
    'off_scale',
  ],
  // The fixture writes its ratings out of 10 (twice the stars): 12 of 10.
  [
    'microdata, 12 of 10',
    'https://shop.example.com/p/kettle',
    microdataPage({ name: 'Kettle', sku: 'K-1', reviews: refused(6) }),
    'off_scale',
  ],
  ['hReview, 0 of 5', 'https://shop.example.com/p/kettle', hReview('0'), 'zero_stars'],
  [
    'app state, 0 stars',
    'https://shop.example.com/p/kettle',
    preloadedStatePage({ name: 'Kettle', reviews: refused(0) }),
    'zero_stars',
  ],
  [
    'Amazon, "0.0 out of 5 stars"',
    'https://www.amazon.com/product-reviews/B0TESTREF1',
    amazonClassicPage({ asin: 'B0TESTREF1', name: 'Kettle', reviews: refused(0), hasNext: false }),
    'zero_stars',
  ],
  [
    'Flipkart state, 0',
    'https://www.flipkart.com/kettle/product-reviews/itm0123456789ab?pid=KETFIXTURE000001',
    flipkartStatePage({
      pid: 'KETFIXTURE000001',
      title: 'Kettle',
      reviews: refused(0),
      page: 1,
      totalPages: 1,
    }),
    'zero_stars',
  ],
  [
    'Walmart, 0',
    'https://www.walmart.com/ip/Kettle/55501234',
    walmartNextDataPage({ usItemId: '55501234', name: 'Kettle', reviews: refused(0) }),
    'zero_stars',
  ],
  [
    'Trustpilot, 0',
    'https://www.trustpilot.com/review/www.example-kettles.com',
    trustpilotPage({
      domain: 'www.example-kettles.com',
      name: 'Example Kettles',
      reviews: refused(0),
      page: 1,
      totalPages: 1,
    }),
    'zero_stars',
  ],
  [
    'Target, "0 out of 5 stars"',
    'https://www.target.com/p/kettle/-/A-87654321',
    targetPage({ tcin: '87654321', name: 'Kettle', reviews: refused(0) }),
    'zero_stars',
  ],
];

describe('a rating the page states that is no rating on its scale', () => {
  it.each(LAYERS)('%s: the review is kept unrated, its rating refused', (_, url, html, why) => {
    const { reviews } = extractPage(url, html);
    const review = reviews.find((r) => r.text === TEXT);
    expect(review, 'the review is kept').toBeDefined();
    expect(review?.rating).toBeUndefined();
    expect(review?.rating_refused).toBe(why);
    expect(reviews.filter((r) => r.rating_refused !== undefined)).toHaveLength(1);
  });
});
