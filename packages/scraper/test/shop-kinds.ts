// The review markups our own fixtures cover, one row per kind: the page builder, a URL on the shop's host, and
// what the reviews' dates and titles must come out as. Shared by the kinds test and the real-pages report
// (`npm run report:real-pages -w @reviewsentry/scraper -- --kinds`). Every builder renders `KIND_REVIEWS`.
import { makeReviews, type FixtureReview } from '@reviewsentry/test-support/shop';
import {
  asdaPage,
  bestBuyHtmlPage,
  flipkartLegacyPage,
  myntraReviewsPage,
  sainsburysPage,
  shopifyAppStoreLegacyPage,
  trustpilotItalianCardsPage,
  trustpilotJsonLdPage,
  trustpilotLegacyPage,
  wayfairHtmlPage,
  wayfairStatePage,
} from './shop-kind-pages';
import {
  bazaarvoicePage,
  bazaarvoiceStatePage,
  bigCommercePage,
  bylineReviewsPage,
  magentoPage,
  okendoPage,
  powerReviewsPage,
  prestaShopPage,
  reactPropsPage,
  shopifyProductReviewsPage,
  stampedPage,
  yotpoV3Page,
} from './vendor-widget-pages';
import { shadowRootReviewsPage } from './web-component-pages';
import { wixWarmupPage } from './wix-pages';

export const KIND_REVIEWS: FixtureReview[] = makeReviews(1, 4);
export const KIND_PRODUCT = 'Steel Travel Flask';

export type ShopKind = [
  name: string,
  url: string,
  build: (name: string, reviews: FixtureReview[]) => string,
  expected: { date: string; title: boolean },
];

export const SHOP_KINDS: ShopKind[] = [
  [
    'Yotpo (2023–)',
    'https://shop.example.com/products/flask',
    yotpoV3Page,
    { date: '2024-03-03', title: true },
  ],
  [
    'Trustpilot cards (Italy), no app state',
    'https://it.trustpilot.com/review/example.it',
    trustpilotItalianCardsPage,
    { date: '2024-03-03T08:15:00.000Z', title: true },
  ],
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
  [
    'Wix Reviews (warmup data)',
    'https://www.example-store.com/product-page/flask',
    wixWarmupPage,
    { date: '2024-03-03T10:00:00.000Z', title: true },
  ],
  [
    'a web component rendered on the server (declarative shadow roots)',
    'https://shop.example.com/products/flask',
    shadowRootReviewsPage,
    { date: '2024-03-03', title: true },
  ],
];
