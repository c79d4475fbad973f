// Review markups of the shops and widget vendors real product pages use, on our own pages written from each
// markup's rules: every review comes out with its text (clean), rating, reviewer and date, and nothing else on
// the page (product block, rated carousel, histogram, developer reply) becomes a review or leaks into one.
import { describe, expect, it } from 'vitest';
import { makeReviews } from '../../test/fixture-pages';
import {
  asdaPage,
  bestBuyHtmlPage,
  flipkartLegacyPage,
  myntraReviewsPage,
  sainsburysPage,
  shopifyAppStoreLegacyPage,
  shopifyAppStorePage,
  trustpilotJsonLdPage,
  trustpilotLegacyPage,
  wayfairHtmlPage,
  wayfairStatePage,
} from '../../test/shop-kind-pages';
import { textProblems } from '../../test/text-problems';
import {
  bazaarvoicePage,
  bazaarvoiceStatePage,
  bigCommercePage,
  bylineReviewsPage,
  magentoOnePage,
  prestaShopPage,
  reactPropsPage,
  magentoPage,
  okendoPage,
  powerReviewsPage,
  shopifyProductReviewsPage,
  stampedPage,
} from '../../test/vendor-widget-pages';
import type { FixtureReview } from '../../test/fixture-pages';
import { extractPage } from './extract-page';

const reviews = makeReviews(1, 4);
const NAME = 'Steel Travel Flask';

type Builder = (name: string, reviews: FixtureReview[]) => string;

const KINDS: Array<[string, string, Builder, { date: string; title: boolean }]> = [
  [
    'Bazaarvoice list',
    'https://shop.example.com/p/flask',
    bazaarvoicePage,
    { date: '2024-03-03', title: true },
  ],
  [
    'Bazaarvoice API state',
    'https://shop.example.com/p/flask',
    bazaarvoiceStatePage,
    { date: '2024-03-03T14:05:00.000Z', title: true },
  ],
  [
    'PowerReviews',
    'https://shop.example.com/p/flask',
    powerReviewsPage,
    { date: '2024-03-03T18:22:10.000Z', title: true },
  ],
  [
    'Okendo',
    'https://shop.example.co.uk/products/flask',
    okendoPage,
    { date: '2024-03-03', title: true },
  ],
  [
    'Stamped',
    'https://shop.example.com/products/flask',
    stampedPage,
    { date: '2024-03-03', title: true },
  ],
  [
    'Shopify Product Reviews',
    'https://shop.example.com/products/flask',
    shopifyProductReviewsPage,
    { date: '2024-03-03', title: true },
  ],
  [
    'Magento 2',
    'https://shop.example.com/flask.html',
    magentoPage,
    { date: '2024-03-03', title: true },
  ],
  [
    'BigCommerce',
    'https://shop.example.com/flask/',
    bigCommercePage,
    { date: '2024-03-03', title: true },
  ],
  [
    'PrestaShop 1.6 (French)',
    'https://boutique.example.fr/flask.html',
    prestaShopPage,
    { date: '2024-03-12', title: true },
  ],
  [
    'review props in a data attribute',
    'https://shop.example.com/flask',
    reactPropsPage,
    { date: '2024-03-03T10:00:00.000Z', title: true },
  ],
  [
    'a byline "By <name> on <date>"',
    'https://shop.example.com/flask',
    bylineReviewsPage,
    { date: '2024-03-03', title: true },
  ],
  [
    "Sainsbury's",
    'https://www.sainsburys.co.uk/gol-ui/product/flask',
    sainsburysPage,
    { date: '2024-03-12', title: true },
  ],
  [
    'ASDA',
    'https://groceries.asda.com/product/flask/1000001',
    asdaPage,
    { date: '2024-03-12', title: true },
  ],
  [
    'Wayfair list',
    'https://www.wayfair.com/kitchen/pdp/flask-w001234.html',
    wayfairHtmlPage,
    { date: '2024-03-03', title: false },
  ],
  [
    'Wayfair app state',
    'https://www.wayfair.com/kitchen/pdp/flask-w001234.html',
    wayfairStatePage,
    { date: '2024-03-03', title: true },
  ],
  [
    'Trustpilot 2019 cards',
    'https://uk.trustpilot.com/review/example.co.uk',
    trustpilotLegacyPage,
    { date: '2019-05-03T12:04:40.000Z', title: true },
  ],
  [
    'Trustpilot JSON-LD graph',
    'https://it.trustpilot.com/review/example.it',
    trustpilotJsonLdPage,
    { date: '2024-03-03T08:15:00.000Z', title: true },
  ],
  [
    'Shopify App Store (2019–2022)',
    'https://apps.shopify.com/example-app/reviews',
    shopifyAppStoreLegacyPage,
    { date: '2021-03-03', title: false },
  ],
  [
    'Myntra review page',
    'https://www.myntra.com/reviews/11863356',
    myntraReviewsPage,
    { date: '2024-03-03', title: false },
  ],
  [
    'Best Buy review items',
    'https://www.bestbuy.com/site/reviews/flask/6092641',
    bestBuyHtmlPage,
    { date: '2024-03-03', title: true },
  ],
  [
    'Flipkart 2018 cards',
    'https://www.flipkart.com/flask/product-reviews/itmf3xyz?pid=FLKFLASK01',
    flipkartLegacyPage,
    { date: '2018-03', title: true },
  ],
];

describe('review markups of real shops and widget vendors (our own pages)', () => {
  it('Magento 1 (<dt>/<dd> pairs): text, the rating drawn as a width, and the date; the pairs are not one block', () => {
    const page = extractPage('https://shop.example.com/flask.html', magentoOnePage(NAME, reviews));
    expect(page.reviews.map((r) => [r.text, r.rating, r.date])).toEqual(
      reviews.map((r) => [r.text, r.rating, '2024-03-03']),
    );
  });

  it('Shopify App Store (2023–): store names with marks, a star-only review, an edited date, a developer reply', () => {
    const page = extractPage(
      'https://apps.shopify.com/example-app/reviews',
      shopifyAppStorePage(NAME, reviews),
    );
    expect(page.reviews.map((r) => [r.text, r.rating, r.reviewer, r.date])).toEqual([
      [reviews[0]!.text, 1, 'Café & Co’s', '2026-03-03'],
      [reviews[1]!.text, 2, 'DİDEM BUTİK', '2026-03-03'],
      [reviews[2]!.text, 3, 'The Sock Drawer', '2026-04-24'],
      ['', 4, 'Mama’s Place', '2026-03-03'],
    ]);
    expect(page.product).toMatchObject({ aggregate_rating: 4.9 });
  });

  it.each(KINDS)(
    '%s: every review with its text, rating, reviewer and date',
    (_, url, build, expected) => {
      const page = extractPage(url, build(NAME, reviews));
      expect(page.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual(
        reviews.map((r) => [r.text, r.rating, r.reviewer]),
      );
      for (const [i, review] of page.reviews.entries()) {
        expect(review.date).toBe(expected.date);
        if (expected.title) expect(review.title).toBe(reviews[i]!.title);
        else expect(review.title).toBeUndefined();
        expect(textProblems(review.text)).toEqual([]);
      }
    },
  );
});
