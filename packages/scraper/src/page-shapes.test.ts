// Review shapes of shops we have not seen, scraped end to end from a loopback fixture shop: reviews sent as a
// JavaScript framework's hydration state in its own wire format, and reviews marked with microformats. Each page
// gives every review with its text, rating, reviewer, title and day, the product's average and count agree with
// the page, and nothing else (rating summary, questions, the product's name inside a review) becomes a review.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFixtureShop,
  stubResolver,
  type FixtureResponse,
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
  remixDeferredPage,
  svelteKitFetchedPage,
  svelteKitOnePage,
  svelteKitPage,
} from '../test/framework-state-pages';
import { hReviewMf2Page, hReviewPage } from '../test/microformat-pages';
import { magentoProductPage, magentoReviewList } from '../test/magento-pages';
import { magentoOnePage } from '../test/vendor-widget-pages';
import {
  LIST_DAY,
  magentoOneProductPage,
  nopCommerceProductPage,
  nopCommerceReviewsPage,
  openCartProductPage,
  openCartReviewList,
  prestaShopCommentsJson,
  prestaShopProductPage,
  wooCommentPage,
} from '../test/named-list-pages';
import {
  osCommerceProductPage,
  osCommerceReviewsPage,
  reviewListPage,
  reviewTeaserPage,
  hybrisProductPage,
  hybrisReviewsFragment,
  shopwareSixPagedPage,
  shopwareSixReviewsFragment,
  zenCartProductPage,
  zenCartReviewsPage,
} from '../test/review-page-links';
import { jsonLdPage, makeReviews, wooCommercePage } from '@reviewsentry/test-support/shop';
import { createScraper } from './scrape';

const pages = new Map<string, string | FixtureResponse>();
let shop: FixtureShop;

beforeAll(async () => {
  shop = await startFixtureShop(({ url }) => {
    const page = pages.get(`${url.pathname}${url.search}`) ?? pages.get(url.pathname);
    return typeof page === 'string' ? { body: page } : page;
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
  ['Remix 1/2 deferred loader data (__remixContext.r)', remixDeferredPage],
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

describe('reviews a page loads from the address it names', () => {
  it('Magento 2: the listAjax review list of x-magento-init, and its next page', async () => {
    const origin = 'https://shop.example.com';
    const list = `/review/product/listAjax/id/1234/`;
    const reviews = makeReviews(1, 14);
    pages.set(
      '/steel-travel-flask.html',
      magentoProductPage({ name: NAME, productId: 1234, average: 3.4, reviewCount: 14, origin }),
    );
    pages.set(
      list,
      magentoReviewList(reviews.slice(0, 10), { page: 1, next: `${origin}${list}?p=2` }),
    );
    pages.set(`${list}?p=2`, magentoReviewList(reviews.slice(10), { page: 2, next: null }));
    const result = await scraper().scrape(`${origin}/steel-travel-flask.html`);
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.title])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title]),
    );
    expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 3.4, review_count: 14 });
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });

  const origin = 'https://shop.example.com';
  const fields = (r: { text: string; rating?: number; reviewer?: string; date?: string }) => [
    r.text,
    r.rating,
    r.reviewer,
    r.date?.slice(0, 10),
  ];

  it('OpenCart: the fragment the script loads into #review (relative to <base>), and its next page', async () => {
    const reviews = makeReviews(2, 7);
    const list = '/index.php?route=product/product/review&product_id=42';
    pages.set(
      '/flasks/steel-travel-flask',
      openCartProductPage({ name: NAME, productId: 42, reviewCount: 7, origin }),
    );
    const options = { origin, productId: 42, pages: 2 };
    pages.set(list, openCartReviewList(reviews.slice(0, 5), { ...options, page: 1 }));
    pages.set(`${list}&page=2`, openCartReviewList(reviews.slice(5), { ...options, page: 2 }));
    const result = await scraper().scrape(`${origin}/flasks/steel-travel-flask`);
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => fields({ ...r, date: LIST_DAY.iso })),
    );
    expect(result.product).toMatchObject({ name: NAME });
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });

  it('PrestaShop 1.7/8: the JSON comment list of data-list-comments-url, page by page', async () => {
    const reviews = makeReviews(3, 7).map((r, i) =>
      i === 0
        ? { ...r, text: 'C\'est très "solide" & the lid\'s seal holds.', title: 'Très bien' }
        : r,
    );
    const list = '/en/module/productcomments/ListComments?id_product=19';
    const json = (body: string): FixtureResponse => ({
      body,
      headers: { 'content-type': 'application/json' },
    });
    pages.set(
      '/home/19-steel-travel-flask.html',
      prestaShopProductPage({ name: NAME, productId: 19, average: 4.3, reviewCount: 7, origin }),
    );
    const page = { total: 7, perPage: 5, productId: 19 };
    pages.set(list, json(prestaShopCommentsJson(reviews.slice(0, 5), page)));
    pages.set(`${list}&page=2`, json(prestaShopCommentsJson(reviews.slice(5), page)));
    const result = await scraper().scrape(`${origin}/home/19-steel-travel-flask.html`);
    expect(result.reviews.map((r) => [...fields(r), r.title])).toEqual(
      reviews.map((r) => [...fields({ ...r, date: LIST_DAY.iso }), r.title]),
    );
    expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 4.3, review_count: 7 });
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });

  it("PrestaShop: a French shop's numeric dates are read day first", async () => {
    const list = '/fr/module/productcomments/ListComments?id_product=20';
    pages.set(
      '/fr/20-gourde.html',
      prestaShopProductPage({
        name: NAME,
        productId: 20,
        average: 4,
        reviewCount: 2,
        origin,
        language: 'fr',
      }),
    );
    pages.set(list, {
      body: prestaShopCommentsJson(makeReviews(5, 2), {
        total: 2,
        perPage: 5,
        productId: 20,
        date: '03/04/2024',
      }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    const result = await scraper().scrape(`${origin}/fr/20-gourde.html`);
    expect(result.reviews.map((r) => r.date?.slice(0, 10))).toEqual(['2024-04-03', '2024-04-03']);
  });

  it('a product page answered as JSON is still not a web page', async () => {
    pages.set('/api/product.json', {
      body: prestaShopCommentsJson(makeReviews(1, 2), { total: 2, perPage: 5, productId: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    await expect(scraper().scrape(`${origin}/api/product.json`)).rejects.toMatchObject({
      code: 'unsupported_page',
    });
  });

  it("nopCommerce: the product's review page its rating overview links to", async () => {
    const reviews = makeReviews(4, 6);
    pages.set(
      '/steel-travel-flask-nop',
      nopCommerceProductPage({ name: NAME, productId: 18, average: 4.3, reviewCount: 6 }),
    );
    pages.set('/productreviews/18', nopCommerceReviewsPage(NAME, 18, reviews));
    const result = await scraper().scrape(`${origin}/steel-travel-flask-nop`);
    expect(result.reviews.map((r) => [...fields(r), r.title])).toEqual(
      reviews.map((r) => [...fields({ ...r, date: LIST_DAY.iso }), r.title]),
    );
    expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 4.3, review_count: 6 });
    expect(result.coverage).toMatchObject({ pages_fetched: 2, stop_reason: 'complete' });
  });

  it("Magento 1: the review list page the product page's rating box links to", async () => {
    const reviews = makeReviews(6, 4);
    pages.set(
      '/steel-travel-flask-m1.html',
      magentoOneProductPage({ name: NAME, productId: 166, average: 3.5, reviewCount: 4, origin }),
    );
    pages.set('/review/product/list/id/166/category/4/', magentoOnePage(NAME, reviews));
    const result = await scraper().scrape(`${origin}/steel-travel-flask-m1.html`);
    expect(result.reviews.map((r) => [r.text, r.rating, r.date])).toEqual(
      reviews.map((r) => [r.text, r.rating, '2024-03-03']),
    );
    expect(result.product).toMatchObject({ name: NAME });
    expect(result.coverage).toMatchObject({ pages_fetched: 2, stop_reason: 'complete' });
  });

  it('WooCommerce showing the newest comment page first: the older comment pages it lists', async () => {
    const reviews = makeReviews(7, 9);
    const productUrl = `${origin}/product/steel-travel-flask/`;
    const paging = { productUrl, pages: 3 };
    const onPage = (n: number) => reviews.slice((n - 1) * 3, n * 3);
    pages.set(
      '/product/steel-travel-flask/',
      wooCommentPage(wooCommercePage(NAME, onPage(3)), { ...paging, current: 3 }),
    );
    for (const n of [1, 2])
      pages.set(
        `/product/steel-travel-flask/comment-page-${n}/`,
        wooCommentPage(wooCommercePage(NAME, onPage(n)), { ...paging, current: n }),
      );
    const result = await scraper().scrape(productUrl);
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual(
      [...onPage(3), ...onPage(2), ...onPage(1)].map((r) => [r.text, r.rating, r.reviewer]),
    );
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });

  it('a review list address on another site is not followed', async () => {
    pages.set(
      '/other-site.html',
      magentoProductPage({
        name: NAME,
        productId: 99,
        average: 3.4,
        reviewCount: 2,
        origin: 'https://collector.example.net',
      }),
    );
    await expect(
      scraper().scrape('https://shop.example.com/other-site.html'),
    ).rejects.toMatchObject({
      code: 'no_reviews',
    });
  });
});

describe('a page whose canonical link is not an address', () => {
  it('keeps every layer: the shop adapter the page is marked for and the JSON-LD reviews', async () => {
    // A product title marked as Target marks it makes the Target adapter read the page; its canonical link is
    // not an address (the adapter failed on it before, and the page's reviews went with it).
    const reviews = makeReviews(1, 3);
    pages.set(
      '/hostile-canonical',
      jsonLdPage({
        name: NAME,
        sku: '77',
        reviews,
        variant: 'product',
        extraHead: '<link rel="canonical" href="http://[bad">',
      }).replace('<body>', `<body><h1 data-test="product-title">${NAME}</h1>`),
    );
    const result = await scraper().scrape('https://shop.example.com/hostile-canonical');
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer]),
    );
    expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 4.5 });
    expect(result.coverage.adapter).toBe('json-ld');
    expect(result.coverage.layers_failed).toBeUndefined();
  });
});

describe('the review list page a product page links to', () => {
  const origin = 'https://shop.example.com';
  const fields = (r: { text: string; rating?: number; reviewer?: string; title?: string }) => [
    r.text,
    r.rating,
    r.reviewer,
    r.title,
  ];
  const reviews = makeReviews(8, 12);
  const list = '/products/steel-travel-flask/reviews';
  pages.set(
    list,
    reviewListPage({ name: NAME, reviews: reviews.slice(0, 8), next: `${list}?page=2` }),
  );
  pages.set(
    `${list}?page=2`,
    reviewListPage({ name: NAME, reviews: reviews.slice(8), next: null }),
  );

  it.each([
    ['See all 12 reviews', 'en'],
    ['Read all reviews', 'en'],
    ['Alle 12 Bewertungen anzeigen', 'de'],
    ['Voir les 12 avis', 'fr'],
    ['See more reviews', 'en'],
    ['Read 12 reviews', 'en'],
    ['Reviews (12)', 'en'],
    ['Mehr Bewertungen anzeigen', 'de'],
    ['Load more reviews', 'en'],
    ['Weitere Bewertungen laden', 'de'],
  ])('a page showing its newest reviews links "%s" to the full list', async (words, lang) => {
    const path = `/products/steel-travel-flask?variant=${lang}${words.length}`;
    pages.set(
      path,
      reviewTeaserPage({
        name: NAME,
        shown: reviews.slice(0, 3),
        total: 12,
        href: list,
        words,
        lang,
      }),
    );
    const result = await scraper().scrape(`${origin}${path}`);
    expect(result.reviews.map(fields)).toEqual(reviews.map(fields));
    expect(result.reviews.map((r) => r.date?.slice(0, 10))).toEqual(
      reviews.map(() => '2024-03-03'),
    );
    expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 3.6, review_count: 12 });
    expect(result.coverage).toMatchObject({
      pages_fetched: 3,
      reviews_found: 12,
      reviews_claimed: 12,
      stop_reason: 'complete',
    });
  });

  it('a "Load more reviews" button that names the next part of the list in a data attribute', async () => {
    const path = '/products/steel-travel-flask-button';
    pages.set(
      `${path}/reviews?page=2`,
      reviewListPage({ name: NAME, reviews: reviews.slice(3), next: null }),
    );
    pages.set(
      path,
      reviewTeaserPage({
        name: NAME,
        shown: reviews.slice(0, 3),
        total: 12,
        href: '#',
        words: 'Write a review',
      }).replace(
        '</ul>\n<a class="reviews-see-all button"',
        `</ul><button type="button" class="reviews-load-more" data-url="${path}/reviews?page=2">Load more reviews</button>\n<a class="reviews-see-all button"`,
      ),
    );
    const result = await scraper().scrape(`${origin}${path}`);
    expect(result.reviews.map(fields)).toEqual(reviews.map(fields));
    expect(result.coverage).toMatchObject({ pages_fetched: 2, reviews_found: 12 });
  });

  it('"See more reviews" that leads to the reviews after the shown ones keeps the shown ones', async () => {
    const path = '/products/steel-travel-flask-more';
    pages.set(
      `${path}/reviews?page=2`,
      reviewListPage({ name: NAME, reviews: reviews.slice(3), next: null }),
    );
    pages.set(
      path,
      reviewTeaserPage({
        name: NAME,
        shown: reviews.slice(0, 3),
        total: 12,
        href: `${path}/reviews?page=2`,
        words: 'See more reviews',
      }),
    );
    const result = await scraper().scrape(`${origin}${path}`);
    expect(result.reviews.map(fields)).toEqual(reviews.map(fields));
  });

  it('the reviews a page shows cut short are read once, whole, from the list', async () => {
    pages.set(
      '/products/steel-travel-flask-cut',
      reviewTeaserPage({
        name: NAME,
        shown: reviews.slice(0, 3),
        total: 12,
        href: list,
        words: 'See all 12 reviews',
        cutAt: 20,
      }),
    );
    const result = await scraper().scrape(`${origin}/products/steel-travel-flask-cut`);
    expect(result.reviews.map(fields)).toEqual(reviews.map(fields));
    expect(result.coverage).toMatchObject({ reviews_found: 12, reviews_claimed: 12 });
  });

  it('a list read whole gives every review once, the shown ones cut short without an ellipsis and without ids', async () => {
    const withoutIds = (html: string) => html.replace(/ id="review-[^"]+"/g, '');
    const path = '/products/steel-travel-flask-cut-plain';
    pages.set(`${path}/reviews`, withoutIds(reviewListPage({ name: NAME, reviews, next: null })));
    pages.set(
      path,
      withoutIds(
        reviewTeaserPage({
          name: NAME,
          shown: reviews.slice(0, 3),
          total: 12,
          href: `${path}/reviews`,
          words: 'See all 12 reviews',
          cutAt: 20,
        }),
      ).replaceAll('… Read more', ' Read more'),
    );
    const result = await scraper().scrape(`${origin}${path}`);
    expect(result.reviews.map(fields)).toEqual(reviews.map(fields));
    expect(result.coverage).toMatchObject({ reviews_found: 12, stop_reason: 'complete' });
  });

  it.each([
    ['whole', undefined],
    ['cut short', 20],
  ])(
    'the reviews a page shows (%s) are kept when the page budget ends inside the list',
    async (_, cutAt) => {
      // The page shows its most helpful reviews (one of them also on the list's first page); the list runs
      // newest first over more pages than the scrape may read.
      const shown = [reviews[11]!, reviews[2]!, reviews[10]!];
      const path = `/products/steel-travel-flask-budget-${cutAt ?? 0}`;
      pages.set(
        path,
        reviewTeaserPage({
          name: NAME,
          shown,
          total: 12,
          href: list,
          words: 'See all 12 reviews',
          cutAt,
        }),
      );
      const result = await createScraper({
        resolver: stubResolver().resolver,
        resolve: { 'shop.example.com': { host: '127.0.0.1', port: shop.port } },
        maxPages: 2,
      }).scrape(`${origin}${path}`);
      // The list's first page (reviews 1-8, the shown 3rd among them, whole) and the two shown only on the page.
      const byline = (r: { reviewer?: string; rating?: number; title?: string }) =>
        `${r.reviewer}|${r.rating}|${r.title}`;
      const listed = reviews.slice(0, 8);
      expect(result.reviews.map(byline).sort()).toEqual(
        [...listed, reviews[11]!, reviews[10]!].map(byline).sort(),
      );
      expect(result.reviews.slice(0, 8).map(fields)).toEqual(listed.map(fields));
      expect(result.coverage).toMatchObject({
        pages_fetched: 2,
        reviews_found: 10,
        reviews_claimed: 12,
        stop_reason: 'max_pages',
      });
    },
  );

  it('a link to the full list on another site is not followed, and coverage says what is missing', async () => {
    pages.set(
      '/products/flask-elsewhere',
      reviewTeaserPage({
        name: NAME,
        shown: reviews.slice(0, 3),
        total: 12,
        href: `https://reviews.example.net${list}`,
        words: 'See all 12 reviews',
      }),
    );
    const result = await scraper().scrape(`${origin}/products/flask-elsewhere`);
    expect(result.reviews.map(fields)).toEqual(reviews.slice(0, 3).map(fields));
    expect(result.coverage).toMatchObject({
      pages_fetched: 1,
      reviews_found: 3,
      reviews_claimed: 12,
      stop_reason: 'no_next_page',
    });
  });

  it("a link to the shop's page of reviews of all its products is not this product's list", async () => {
    pages.set(
      '/pages/reviews',
      reviewListPage({ name: 'All reviews', reviews: makeReviews(12, 5), next: null }),
    );
    pages.set(
      '/products/steel-travel-flask-shopwide',
      reviewTeaserPage({
        name: NAME,
        shown: reviews.slice(0, 3),
        total: 12,
        href: '/pages/reviews',
        words: 'Read all reviews',
      }),
    );
    const result = await scraper().scrape(`${origin}/products/steel-travel-flask-shopwide`);
    expect(result.reviews.map(fields)).toEqual(reviews.slice(0, 3).map(fields));
    expect(result.coverage).toMatchObject({ pages_fetched: 1, stop_reason: 'no_next_page' });
  });

  it("a product card's review link on a list of products is not this page's review list", async () => {
    const tiles = ['steel-travel-flask', 'steel-travel-flask-large']
      .map(
        (
          slug,
        ) => `<li class="product-card"><a href="/products/${slug}"><img src="/${slug}.jpg" alt=""></a>
<a class="product-card__name" href="/products/${slug}">Steel Travel Flask</a><span class="price">$39.99</span>
<a class="product-card__reviews" href="/products/${slug}#reviews">12 reviews</a></li>`,
      )
      .join('');
    pages.set('/products/steel-travel-flask', reviewListPage({ name: NAME, reviews, next: null }));
    pages.set(
      '/collections/steel-travel-flask',
      `<!doctype html><html lang="en"><head><title>Flasks | Example Shop</title></head><body><h1>Steel Travel Flasks</h1><ul class="product-grid">${tiles}</ul></body></html>`,
    );
    await expect(
      scraper().scrape(`${origin}/collections/steel-travel-flask`),
    ).rejects.toMatchObject({
      code: 'no_reviews',
    });
  });

  it('a page that already shows every review it counts does not fetch the list', async () => {
    pages.set(
      '/products/flask-all-shown',
      reviewTeaserPage({
        name: NAME,
        shown: reviews.slice(0, 3),
        total: 3,
        href: list,
        words: 'See all reviews',
      }),
    );
    const result = await scraper().scrape(`${origin}/products/flask-all-shown`);
    expect(result.reviews.map(fields)).toEqual(reviews.slice(0, 3).map(fields));
    expect(result.coverage).toMatchObject({ pages_fetched: 1, stop_reason: 'complete' });
  });

  it.each([
    [
      'a Turbo frame',
      (src: string) =>
        `<turbo-frame id="product_reviews" src="${src}" loading="lazy"><p>Loading reviews…</p></turbo-frame>`,
    ],
    [
      'an htmx element',
      (src: string) =>
        `<div id="reviews" hx-get="${src}" hx-trigger="load" hx-swap="innerHTML"><p>Loading reviews…</p></div>`,
    ],
    [
      'an include-fragment',
      (src: string) =>
        `<include-fragment class="product-reviews" src="${src}"><p>Loading reviews…</p></include-fragment>`,
    ],
  ])('the reviews %s loads into the page from its address', async (kind, element) => {
    const frame = makeReviews(14, 4);
    const path = `/products/steel-travel-flask-frame-${kind.length}`;
    pages.set(`${path}/reviews`, reviewListPage({ name: NAME, reviews: frame, next: null }));
    pages.set(
      path,
      reviewTeaserPage({
        name: NAME,
        shown: [],
        total: 4,
        href: '#',
        words: 'Write a review',
      }).replace('<ul class="review-list"></ul>', element(`${path}/reviews`)),
    );
    const result = await scraper().scrape(`${origin}${path}`);
    expect(result.reviews.map(fields)).toEqual(frame.map(fields));
    expect(result.coverage).toMatchObject({ pages_fetched: 2, stop_reason: 'complete' });
  });

  it('SAP Commerce: the review fragment the review tab names in data-allreviews', async () => {
    const hybris = makeReviews(13, 5);
    pages.set(
      '/electronics/en/Steel-Travel-Flask/p/1934793',
      hybrisProductPage(NAME, '1934793', 4.2, 5),
    );
    pages.set('/electronics/en/p/1934793/reviewhtml/all', hybrisReviewsFragment(hybris));
    const result = await scraper().scrape(`${origin}/electronics/en/Steel-Travel-Flask/p/1934793`);
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date])).toEqual(
      hybris.map((r) => [r.text, r.rating, r.reviewer, r.title, '2024-03-03']),
    );
    // The name is only in the page's <title> (and a plain <div>); the average is drawn by script from an attribute
    // beside no review, which no layer reads as the product's.
    expect(result.product).toMatchObject({ name: NAME });
    expect(result.coverage).toMatchObject({ pages_fetched: 2, stop_reason: 'complete' });
  });

  const listed = makeReviews(9, 8);
  const paged = (build: typeof osCommerceReviewsPage, productId: number) => (page: number) =>
    build({
      name: NAME,
      productId,
      reviews: listed.slice((page - 1) * 6, page * 6),
      page,
      pages: 2,
      total: listed.length,
    });

  it("osCommerce: product_reviews.php that the product page's Reviews button links to, page by page", async () => {
    pages.set('/catalog/product_info.php?products_id=31', osCommerceProductPage(NAME, 31, 8));
    const list = paged(osCommerceReviewsPage, 31);
    pages.set('/catalog/product_reviews.php?products_id=31', list(1));
    pages.set('/catalog/product_reviews.php?products_id=31&page=2', list(2));
    const result = await scraper().scrape(`${origin}/catalog/product_info.php?products_id=31`);
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.date])).toEqual(
      listed.map((r) => [r.text, r.rating, r.reviewer, '2024-03-12']),
    );
    // osCommerce's heading adds the model number: "Steel Travel Flask [SF-31]".
    expect(result.product.name).toContain(NAME);
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });

  it("Zen Cart: the product_reviews page the product page's Read the Reviews button links to, page by page", async () => {
    pages.set('/index.php?main_page=product_info&products_id=32', zenCartProductPage(NAME, 32, 8));
    const list = paged(zenCartReviewsPage, 32);
    pages.set('/index.php?main_page=product_reviews&cPath=3&products_id=32', list(1));
    pages.set('/index.php?main_page=product_reviews&products_id=32&page=2', list(2));
    const result = await scraper().scrape(
      `${origin}/index.php?main_page=product_info&products_id=32`,
    );
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.date])).toEqual(
      listed.map((r) => [r.text, r.rating, r.reviewer, '2024-03-12']),
    );
    expect(result.product).toMatchObject({ name: NAME });
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });
});

describe('a review pager of page numbers only', () => {
  it('the page after the one marked current is the next page', async () => {
    const reviews = makeReviews(11, 7);
    const path = '/products/steel-travel-flask/all-reviews';
    const href = (n: number) => (n === 1 ? path : `${path}?page=${n}`);
    for (const n of [1, 2, 3])
      pages.set(
        href(n),
        reviewListPage({
          name: NAME,
          reviews: reviews.slice((n - 1) * 3, n * 3),
          next: null,
          numbered: { page: n, pages: 3, href },
        }),
      );
    const result = await scraper().scrape(`https://shop.example.com${path}`);
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer]),
    );
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });
});

describe('a review pager written as a form', () => {
  it("Shopware 6: the review list's later pages, asked of the pager form's action", async () => {
    const reviews = makeReviews(10, 23);
    const productId = '0190a1b2c3d4e5f6a7b8c9d0e1f2a3b4';
    const onPage = (n: number) => reviews.slice((n - 1) * 10, n * 10);
    pages.set(
      '/Steel-Travel-Flask/SW10001',
      shopwareSixPagedPage({ name: NAME, productId, reviews: onPage(1), pages: 3 }),
    );
    for (const page of [2, 3])
      pages.set(
        `/product/${productId}/reviews?sort=createdAt&p=${page}`,
        shopwareSixReviewsFragment({
          name: NAME,
          productId,
          reviews: onPage(page),
          page,
          pages: 3,
        }),
      );
    const result = await scraper().scrape('https://shop.example.com/Steel-Travel-Flask/SW10001');
    expect(result.reviews.map((r) => [r.text, r.rating, r.title, r.date])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.title, '2024-03-03']),
    );
    expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
  });
});
