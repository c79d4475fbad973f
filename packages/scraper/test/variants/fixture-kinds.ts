// Our own fixture pages, one per kind of review markup we have grounded (platform widgets, storefront templates,
// marketplaces, framework state, page mechanics), each built with the same few reviews, for the metamorphic matrix
// (docs/decisions/229-own-fixture-pages-dressed-differently.md). A kind's URL is the shop's own host, for
// `--own-host`; the matrix reads them at an unknown shop's by default.
import {
  amazonClassicPage,
  appStoreReviewsPage,
  flipkartHtmlPage,
  frenchShopPage,
  germanShopPage,
  jsonLdPage,
  judgeMePage,
  microdataPage,
  preloadedStatePage,
  targetPage,
  trustpilotPage,
  trustpilotStyleCards,
  walmartNextDataPage,
  wooCommercePage,
  yotpoPage,
  type FixtureReview,
} from '@reviewsentry/test-support/shop';
import {
  amazonMobileReviewsPage,
  ceneoOpinionsPage,
  etsyListingPage,
  jtlShopPage,
  mercadoLibrePage,
  netReviewsPage,
  okendoClassicPage,
  rakutenReviewsPage,
  utilityClassReviewsPage,
  wooCommerceRepliesPage,
  yotpoStoreReplyPage,
} from '../grounded-pages';
import {
  cornerstoneReviewsPage,
  coupangReviewsPage,
  lazadaReviewsPage,
  shopwareSixReviewItemsPage,
  stampedReplyPage,
  tokopediaReviewsPage,
} from '../grounded-platform-pages';
import {
  bootstrapMediaReviewsPage,
  csCartDiscussionPage,
  judgeMePreloadedWidgetPage,
  jumiaRatingsPage,
  okendoWidgetPlusPage,
  oxidReviewsPage,
  ozonReviewsPage,
  rozetkaCommentsPage,
  spartacusReviewsPage,
  syliusOneReviewsPage,
  syliusReviewsPage,
  tailwindReviewsPage,
  trendyolReviewsPage,
  virtueMartReviewsPage,
  wooProductReviewsBlockPage,
  yithAdvancedReviewsPage,
  yotpoPreloadedPage,
} from '../grounded-storefront-pages';
import {
  angularNgStatePage,
  angularUniversalPage,
  astroIslandPage,
  nextAppRouterPage,
  reactRouterStreamPage,
  remixDeferredPage,
  svelteKitOnePage,
  svelteKitPage,
} from '../framework-state-pages';
import { magentoReviewList } from '../magento-pages';
import { hReviewMf2Page, hReviewPage } from '../microformat-pages';
import { nopCommerceReviewsPage, openCartReviewList } from '../named-list-pages';
import {
  cubeCartReviewsPage,
  ecjiaGoodsCommentsPage,
  gaugeRatingPage,
  geeCommerceReviewsPage,
  halfNamedDrawingsPage,
  laravelMarketplaceReviewsPage,
  ligatureStarsPage,
  MECHANICS_REVIEWS,
  openCartOneFiveReviewList,
  productPage,
  radioStarsPage,
  reviewList,
  shopifySampleAppPage,
  slottedShadowRootPage,
  starImagesPage,
  suiteCommerceReviewsPage,
} from '../page-mechanics-pages';
import { KIND_PRODUCT, KIND_REVIEWS, SHOP_KINDS } from '../shop-kinds';

export interface FixtureKind {
  name: string;
  /** Where the shop serves such a page. */
  url: string;
  html: () => string;
}

const WORDS: Array<Omit<FixtureReview, 'date'>> = [
  {
    reviewer: 'Anna K.',
    rating: 4,
    title: 'Cold all day',
    text: 'Keeps water cold all day, the lid is a bit stiff at first.',
  },
  {
    reviewer: 'Tom Baker',
    rating: 2,
    title: 'Leaked',
    text: 'Leaked on day one and the paint chipped within a week.',
  },
  {
    reviewer: 'Lena',
    rating: 5,
    title: 'Just right',
    text: 'Perfect size for my bag, I use it every day on the train.',
  },
  {
    reviewer: 'Marco Rossi',
    rating: 1,
    title: 'Broken',
    text: 'The handle snapped off the second time I carried it full.',
  },
];
const ISO_DAYS = ['2024-03-03', '2024-02-11', '2024-01-20', '2023-12-02'];
const PRINTED_DAYS = ['March 3, 2024', 'February 11, 2024', 'January 20, 2024', 'December 2, 2023'];

/** The reviews with ISO days, for builders that print the day themselves. */
const ISO = WORDS.map((r, i) => ({ ...r, date: ISO_DAYS[i]! }));
/** The reviews with days as a page prints them, for builders that print `date` as given. */
const PRINTED = WORDS.map((r, i) => ({ ...r, date: PRINTED_DAYS[i]! }));
const NO_REPLIES = WORDS.map(() => null);
const SHOP = 'https://shop.example.com';

const OWN: FixtureKind[] = [
  // test-support's widget and shop pages
  { name: 'Judge.me', url: `${SHOP}/products/flask`, html: () => judgeMePage(KIND_PRODUCT, ISO) },
  {
    name: 'Yotpo (classic)',
    url: `${SHOP}/products/flask`,
    html: () => yotpoPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Trustpilot-style cards',
    url: `${SHOP}/reviews`,
    html: () => trustpilotStyleCards(KIND_PRODUCT, ISO),
  },
  {
    name: 'WooCommerce',
    url: `${SHOP}/product/flask/`,
    html: () => wooCommercePage(KIND_PRODUCT, ISO),
  },
  {
    name: 'German shop',
    url: 'https://shop.example.de/flasche',
    html: () => germanShopPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'French shop',
    url: 'https://boutique.example.fr/gourde',
    html: () => frenchShopPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'App store reviews',
    url: 'https://apps.example.com/app/flask',
    html: () => appStoreReviewsPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Amazon classic',
    url: 'https://www.amazon.com/product-reviews/B0TEST1234',
    html: () =>
      amazonClassicPage({
        asin: 'B0TEST1234',
        name: KIND_PRODUCT,
        reviews: KIND_REVIEWS,
        hasNext: false,
      }),
  },
  {
    name: 'Flipkart markup',
    url: 'https://www.flipkart.com/flask/p/itm123',
    html: () => flipkartHtmlPage({ title: KIND_PRODUCT, reviews: KIND_REVIEWS }),
  },
  {
    name: 'Walmart __NEXT_DATA__',
    url: 'https://www.walmart.com/ip/flask/123',
    html: () => walmartNextDataPage({ usItemId: '123', name: KIND_PRODUCT, reviews: ISO }),
  },
  {
    name: 'JSON-LD product',
    url: `${SHOP}/flask`,
    html: () => jsonLdPage({ name: KIND_PRODUCT, sku: 'F1', reviews: ISO, variant: 'product' }),
  },
  {
    name: 'JSON-LD graph',
    url: `${SHOP}/flask`,
    html: () => jsonLdPage({ name: KIND_PRODUCT, sku: 'F1', reviews: ISO, variant: 'graph' }),
  },
  {
    name: 'microdata',
    url: `${SHOP}/flask`,
    html: () => microdataPage({ name: KIND_PRODUCT, sku: 'F1', reviews: ISO }),
  },
  {
    name: 'Redux preloaded state',
    url: `${SHOP}/flask`,
    html: () => preloadedStatePage({ name: KIND_PRODUCT, reviews: ISO }),
  },
  {
    name: 'Trustpilot app state',
    url: 'https://www.trustpilot.com/review/example.com',
    html: () =>
      trustpilotPage({
        domain: 'example.com',
        name: 'Example',
        reviews: ISO,
        page: 1,
        totalPages: 1,
      }),
  },
  {
    name: 'Target',
    url: 'https://www.target.com/p/flask/-/A-123',
    html: () => targetPage({ tcin: '123', name: KIND_PRODUCT, reviews: ISO }),
  },
  // grounded markups (ADR 216's rounds)
  {
    name: 'Ceneo',
    url: 'https://www.ceneo.pl/84514582',
    html: () => ceneoOpinionsPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Okendo classic',
    url: `${SHOP}/products/flask`,
    html: () => okendoClassicPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Mercado Libre',
    url: 'https://articulo.mercadolibre.com.ar/MLA-123-termo',
    html: () => mercadoLibrePage(KIND_PRODUCT, PRINTED, 'es', { average: 3, count: 4 }),
  },
  {
    name: 'Rakuten',
    url: 'https://review.rakuten.co.jp/item/1/123_456/1.1/',
    html: () => rakutenReviewsPage(KIND_PRODUCT, PRINTED, null),
  },
  {
    name: 'Amazon mobile',
    url: 'https://www.amazon.com/product-reviews/B0TEST1234',
    html: () => amazonMobileReviewsPage('B0TEST1234', KIND_PRODUCT, PRINTED),
  },
  {
    name: 'Etsy',
    url: 'https://www.etsy.com/listing/123/handmade-mug',
    html: () => etsyListingPage('Handmade mug', PRINTED),
  },
  {
    name: 'utility classes',
    url: `${SHOP}/products/mug`,
    html: () => utilityClassReviewsPage('Handmade mug', PRINTED, NO_REPLIES),
  },
  {
    name: 'NetReviews',
    url: 'https://boutique.example.fr/gourde',
    html: () => netReviewsPage('Gourde inox', ISO, NO_REPLIES),
  },
  {
    name: 'JTL-Shop',
    url: 'https://shop.example.de/Thermoflasche',
    html: () => jtlShopPage('Thermoflasche', ISO, NO_REPLIES),
  },
  {
    name: 'WooCommerce with replies',
    url: `${SHOP}/product/flask/`,
    html: () => wooCommerceRepliesPage(KIND_PRODUCT, ISO, NO_REPLIES),
  },
  {
    name: 'Yotpo store reply',
    url: `${SHOP}/products/flask`,
    html: () => yotpoStoreReplyPage(KIND_PRODUCT, ISO, NO_REPLIES),
  },
  {
    name: 'Lazada',
    url: 'https://www.lazada.com.my/products/flask-i1-s2.html',
    html: () => lazadaReviewsPage(KIND_PRODUCT, PRINTED),
  },
  {
    name: 'Tokopedia',
    url: 'https://www.tokopedia.com/shop/botol',
    html: () => tokopediaReviewsPage('Botol Minum', PRINTED),
  },
  {
    name: 'Shopware 6',
    url: 'https://www.shop-beispiel.de/thermoflasche',
    html: () => shopwareSixReviewItemsPage('Thermoflasche', ISO, 'Danke!'),
  },
  {
    name: 'Shopware 6 without microdata',
    url: 'https://www.shop-beispiel.de/thermoflasche',
    html: () => shopwareSixReviewItemsPage('Thermoflasche', ISO, 'Danke!', { microdata: false }),
  },
  {
    name: 'BigCommerce Cornerstone',
    url: `${SHOP}/travel-mug/`,
    html: () => cornerstoneReviewsPage('Travel Mug', PRINTED),
  },
  {
    name: 'Coupang',
    url: 'https://www.coupang.com/vp/products/123',
    html: () => coupangReviewsPage(KIND_PRODUCT, PRINTED),
  },
  {
    name: 'Stamped with a reply',
    url: `${SHOP}/products/flask`,
    html: () => stampedReplyPage(KIND_PRODUCT, PRINTED, 'Thank you for your review!'),
  },
  {
    name: 'WooCommerce Product Reviews block',
    url: `${SHOP}/product/flask/`,
    html: () => wooProductReviewsBlockPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Trendyol',
    url: 'https://www.trendyol.com/termos-p-123/yorumlar',
    html: () => trendyolReviewsPage('Termos', PRINTED),
  },
  {
    name: 'Spartacus',
    url: `${SHOP}/product/123/flask`,
    html: () => spartacusReviewsPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Ozon state',
    url: 'https://www.ozon.ru/product/termos-123/reviews/',
    html: () =>
      ozonReviewsPage(
        'Термос',
        ISO.map((r, i) => ({
          firstName: r.reviewer,
          lastName: '',
          anonymous: false,
          purchased: i % 2 === 0,
          score: r.rating,
          publishedAt: Date.parse(`${r.date}T10:00:00Z`) / 1000,
          comment: r.text,
          positive: '',
          negative: '',
        })),
        { total: 4, perPage: 10 },
        3,
      ),
  },
  {
    name: 'Sylius',
    url: `${SHOP}/en_US/products/flask`,
    html: () => syliusReviewsPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Sylius 1 (Semantic UI)',
    url: `${SHOP}/en_US/products/flask`,
    html: () => syliusOneReviewsPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Rozetka',
    url: 'https://rozetka.com.ua/termos/p123/comments/',
    html: () => rozetkaCommentsPage('Термос', ISO),
  },
  {
    name: 'OXID',
    url: 'https://shop.example.de/Thermoflasche.html',
    html: () => oxidReviewsPage('Thermoflasche', ISO),
  },
  {
    name: 'Jumia',
    url: 'https://www.jumia.com.ng/catalog/productratingsreviews/sku/AB123/',
    html: () => jumiaRatingsPage('Galaxy A15', ISO, null),
  },
  {
    name: 'CS-Cart',
    url: `${SHOP}/computer/`,
    html: () => csCartDiscussionPage('Computer', ISO, null),
  },
  {
    name: 'Judge.me preloaded widget',
    url: `${SHOP}/products/flask`,
    html: () => judgeMePreloadedWidgetPage(KIND_PRODUCT, ISO, 4, null),
  },
  {
    name: 'YITH Advanced Reviews',
    url: `${SHOP}/product/ipad/`,
    html: () => yithAdvancedReviewsPage('iPad Pro', ISO),
  },
  {
    name: 'Yotpo preloaded',
    url: `${SHOP}/products/mug`,
    html: () =>
      yotpoPreloadedPage(
        'Steel Mug',
        ISO.map((r, i) => ({ ...r, verified: i % 2 === 0 })),
        { to: 0, text: 'Thanks for the kind words!' },
        { average: 3, total: 4 },
      ),
  },
  {
    name: 'Okendo Widget Plus',
    url: `${SHOP}/products/hair-mask`,
    html: () => okendoWidgetPlusPage('Hair Mask', ISO),
  },
  ...(['writer', 'title', 'date-first', 'byline', 'heading-byline'] as const).map(
    (layout): FixtureKind => ({
      name: `Bootstrap media (${layout})`,
      url: `${SHOP}/flask`,
      html: () => bootstrapMediaReviewsPage(KIND_PRODUCT, ISO, layout),
    }),
  ),
  { name: 'Tailwind UI', url: `${SHOP}/icons`, html: () => tailwindReviewsPage('Icon Pack', ISO) },
  {
    name: 'VirtueMart',
    url: `${SHOP}/flask`,
    html: () => virtueMartReviewsPage(KIND_PRODUCT, ISO),
  },
  // framework state, microformats, named lists
  {
    name: 'Next.js App Router',
    url: `${SHOP}/p/flask`,
    html: () => nextAppRouterPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'React Router stream',
    url: `${SHOP}/p/flask`,
    html: () => reactRouterStreamPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Remix deferred',
    url: `${SHOP}/p/flask`,
    html: () => remixDeferredPage(KIND_PRODUCT, ISO),
  },
  { name: 'SvelteKit', url: `${SHOP}/p/flask`, html: () => svelteKitPage(KIND_PRODUCT, ISO) },
  { name: 'SvelteKit 1', url: `${SHOP}/p/flask`, html: () => svelteKitOnePage(KIND_PRODUCT, ISO) },
  { name: 'Astro island', url: `${SHOP}/p/flask`, html: () => astroIslandPage(KIND_PRODUCT, ISO) },
  {
    name: 'Angular Universal',
    url: `${SHOP}/p/flask`,
    html: () => angularUniversalPage(KIND_PRODUCT, ISO),
  },
  {
    name: 'Angular NgState',
    url: `${SHOP}/p/flask`,
    html: () => angularNgStatePage(KIND_PRODUCT, ISO),
  },
  { name: 'hReview', url: `${SHOP}/flask`, html: () => hReviewPage(KIND_PRODUCT, ISO) },
  { name: 'h-review (mf2)', url: `${SHOP}/flask`, html: () => hReviewMf2Page(KIND_PRODUCT, ISO) },
  {
    name: 'Magento 2 review list',
    url: `${SHOP}/review/product/listAjax/id/7/`,
    html: () => magentoReviewList(ISO, { page: 1, next: null }),
  },
  {
    name: 'OpenCart review list',
    url: `${SHOP}/index.php?route=product/product/review&product_id=42`,
    html: () => openCartReviewList(ISO, { origin: SHOP, productId: 42, page: 1, pages: 1 }),
  },
  {
    name: 'nopCommerce',
    url: `${SHOP}/productreviews/7`,
    html: () => nopCommerceReviewsPage(KIND_PRODUCT, 7, ISO),
  },
  // page mechanics: stars drawn in other ways, class-less and hand-written markups
  { name: 'plain list, aria stars', url: `${SHOP}/flask`, html: () => productPage(reviewList()) },
  { name: 'meter stars', url: `${SHOP}/flask`, html: () => gaugeRatingPage('meter') },
  { name: 'star images', url: `${SHOP}/flask`, html: () => starImagesPage(MECHANICS_REVIEWS) },
  {
    name: 'star symbols told by name',
    url: `${SHOP}/flask`,
    html: () => halfNamedDrawingsPage(MECHANICS_REVIEWS, 'symbol'),
  },
  {
    name: 'ligature stars',
    url: `${SHOP}/flask`,
    html: () => ligatureStarsPage(MECHANICS_REVIEWS),
  },
  {
    name: 'radio stars (daisyUI)',
    url: `${SHOP}/flask`,
    html: () => radioStarsPage('daisy', MECHANICS_REVIEWS),
  },
  {
    name: 'Shopify sample app',
    url: `${SHOP}/products/flask`,
    html: () => shopifySampleAppPage(MECHANICS_REVIEWS, 'Great'),
  },
  {
    name: 'SuiteCommerce',
    url: `${SHOP}/flask`,
    html: () => suiteCommerceReviewsPage(MECHANICS_REVIEWS, 'Great'),
  },
  {
    name: 'GeeCommerce',
    url: `${SHOP}/flask`,
    html: () => geeCommerceReviewsPage(MECHANICS_REVIEWS, 'Great'),
  },
  {
    name: 'CubeCart',
    url: `${SHOP}/flask`,
    html: () => cubeCartReviewsPage(MECHANICS_REVIEWS, 'Great'),
  },
  {
    name: 'slotted shadow root',
    url: `${SHOP}/flask`,
    html: () => slottedShadowRootPage(MECHANICS_REVIEWS),
  },
  {
    name: 'OpenCart 1.5 list',
    url: `${SHOP}/index.php?route=product/product/review`,
    html: () => openCartOneFiveReviewList(MECHANICS_REVIEWS),
  },
  {
    name: 'Laravel marketplace',
    url: `${SHOP}/product/flask`,
    html: () => laravelMarketplaceReviewsPage(MECHANICS_REVIEWS),
  },
  { name: 'ECJia', url: `${SHOP}/goods/1`, html: () => ecjiaGoodsCommentsPage(MECHANICS_REVIEWS) },
];

/** Every kind: the shop kinds' table (test/shop-kinds.ts) and the grounded builders above. */
export const FIXTURE_KINDS: readonly FixtureKind[] = [
  ...SHOP_KINDS.map(([name, url, build]) => ({
    name,
    url,
    html: () => build(KIND_PRODUCT, KIND_REVIEWS),
  })),
  ...OWN,
];
