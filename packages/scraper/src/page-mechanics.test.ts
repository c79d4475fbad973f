// The HTML mechanics a shop page may hold its reviews with, whatever its platform (test/page-mechanics-pages.ts,
// our own markup), scraped end to end from a loopback fixture shop: every field a shopper sees is compared.
import { describe, expect, it } from 'vitest';
import {
  MECHANICS_REVIEWS,
  cubeCartReviewsPage,
  ecjiaGoodsCommentsPage,
  fullGlyphsOnlyPage,
  gaugeRatingPage,
  halfNamedDrawingsPage,
  geeCommerceReviewsPage,
  itemrefReviewsPage,
  languageSwitchPage,
  laravelMarketplaceReviewsPage,
  ligatureStarsPage,
  lineBreaksPage,
  noscriptFallbackPage,
  productPage,
  reviewList,
  openCartOneFiveReviewList,
  placeholderTemplatePage,
  radioStarsPage,
  reactStreamedReviewsPage,
  scriptTemplatePage,
  srcdocFramePage,
  shopifySampleAppPage,
  slottedShadowRootPage,
  starImagesPage,
  suiteCommerceReviewsPage,
  svgSymbolStarsPage,
  templateStampedPage,
  twoListsPage,
} from '../test/page-mechanics-pages';
import { collapsedReviewsPage, cutShort } from '../test/collapsed-review-pages';
import { fields, groundedShop } from '../test/grounded-shop';
import { NoReviewsError } from './errors';

// Pages made in mid-March 2026: the moment relative dates ("2 months ago") count from.
const { scrape, requests } = groundedShop({ servedAt: 'Wed, 18 Mar 2026 12:00:00 GMT' });

const expected = MECHANICS_REVIEWS.map((r) => [r.text, r.rating, r.reviewer, undefined, r.day]);

describe('reviews held by page mechanics a browser shows by another route', () => {
  it.each([
    ['a <noscript> fallback of a widget drawn by script', () => noscriptFallbackPage()],
    ['a <template> the widget stamps out', templateStampedPage],
    ['a <script type="text/template"> block of markup', () => scriptTemplatePage('text/template')],
    ['a Vue <script type="text/x-template">', () => scriptTemplatePage('text/x-template')],
    ['an <iframe srcdoc> document, entity-escaped', srcdocFramePage],
  ])('reads the reviews in %s', async (_kind, page) => {
    const result = await scrape('shop.example.com', '/p/steel-flask', page());
    expect(result.reviews.map(fields)).toEqual(expected);
    expect(result.product.name).toBe('Steel Flask');
  });

  it('follows the next page the <noscript> fallback links', async () => {
    const result = await scrape(
      'shop.example.com',
      '/p/fallback-paged',
      noscriptFallbackPage('/p/fallback-paged?page=2'),
    );
    expect(result.reviews.map(fields)).toEqual(expected);
    expect(requests().map((r) => r.path)).toContain('/p/fallback-paged?page=2');
  });

  it('reads the reviews React streamed into a Suspense boundary ($RC, $RS)', async () => {
    const result = await scrape('shop.example.com', '/p/streamed', reactStreamedReviewsPage());
    expect(result.reviews.map(fields)).toEqual(expected);
  });

  it('reads no review from a template whose words are placeholders', async () => {
    await expect(
      scrape('shop.example.com', '/p/pattern', placeholderTemplatePage()),
    ).rejects.toThrow(NoReviewsError);
  });
});

describe('reviews joined or repeated across the page', () => {
  it("a declarative shadow root's slots take the writer and the text from the element's own children", async () => {
    const result = await scrape(
      'shop.example.com',
      '/p/slots',
      slottedShadowRootPage(MECHANICS_REVIEWS),
    );
    expect(result.reviews.map(fields)).toEqual(expected);
  });

  it('microdata joined by itemref: each review takes its body from the element it names', async () => {
    const result = await scrape('shop.example.com', '/p/itemref', itemrefReviewsPage());
    expect(result.reviews.map(fields)).toEqual(expected);
  });

  it('"Most helpful" above "Most recent" counts each review once (one of them cut short above), and language alternates are no more pages', async () => {
    const result = await scrape('shop.example.com', '/p/two-lists', twoListsPage());
    // Tom's review shown cut short above is the whole one below: kept once, whole.
    expect(result.reviews.map(fields)).toEqual(expected);
    expect(requests().filter((r) => /\/(?:de|fr)\//.test(r.path))).toEqual([]);
  });
});

describe('reviews printed once per language', () => {
  it.each(['style', 'tab'] as const)(
    'a language switch (the other list hidden by %s): each review once, in the page language',
    async (hiding) => {
      const result = await scrape(
        'shop.example.com',
        `/p/lang-${hiding}`,
        languageSwitchPage(hiding),
      );
      expect(result.reviews.map(fields)).toEqual(expected);
    },
  );
});

describe('text as a browser shows it', () => {
  it('keeps <br> as a line break, a blank <br><br> and <p> as paragraph breaks', async () => {
    const result = await scrape(
      'shop.example.com',
      '/p/lines',
      lineBreaksPage([
        'Sturdy and light.<br>Keeps ice for a day.<br><br>The lid squeaks.',
        '<p>Leaked on day one.</p><p>Refund took two weeks.</p>',
        'Great flask.<br>\n<br>\nWould buy again.<br>',
      ]),
    );
    expect(result.reviews.map((r) => r.text)).toEqual([
      'Sturdy and light.\nKeeps ice for a day.\n\nThe lid squeaks.',
      'Leaked on day one.\n\nRefund took two weeks.',
      'Great flask.\n\nWould buy again.',
    ]);
  });

  it('an invisible break (zero-width space), a soft hyphen or a joiner inside a word does not split it', async () => {
    const result = await scrape(
      'shop.example.com',
      '/p/invisible',
      lineBreaksPage([
        'Die Wasser&shy;flasche ist super&nbsp;gut.',
        'Stainless\u200bsteel body, great for hiking.',
        'The whole family 👩\u200d👩\u200d👧 loves it.',
      ]),
    );
    const words = result.reviews.map((r) => r.text.replace(/[\u00ad\u200b]/g, ''));
    expect(words).toEqual([
      'Die Wasserflasche ist super gut.',
      'Stainlesssteel body, great for hiking.',
      'The whole family 👩\u200d👩\u200d👧 loves it.',
    ]);
  });
});

describe('ratings drawn without words', () => {
  it.each(['meter', 'progress'] as const)('a <%s> with its value and max', async (tag) => {
    const result = await scrape('shop.example.com', `/p/${tag}`, gaugeRatingPage(tag));
    expect(result.reviews.map(fields)).toEqual(expected);
  });

  it.each([
    ['daisyUI', 'daisy', MECHANICS_REVIEWS],
    [
      'daisyUI with half stars',
      'daisy-half',
      MECHANICS_REVIEWS.map((r) => ({ ...r, rating: r.rating - 0.5 })),
    ],
    ['a CSS-only star rating', 'css', MECHANICS_REVIEWS],
  ] as const)(
    'a row of radio stars (%s): the checked one is the rating',
    async (_, kind, reviews) => {
      const result = await scrape(
        'shop.example.com',
        `/p/radios-${kind}`,
        radioStarsPage(kind, reviews),
      );
      expect(result.reviews.map(fields)).toEqual(
        reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.day]),
      );
    },
  );

  it("an icon font's ligatures (Angular Material's star, star_half, star_border)", async () => {
    const halves = MECHANICS_REVIEWS.map((r) => ({ ...r, rating: r.rating - 0.5 }));
    const result = await scrape('shop.example.com', '/p/ligatures', ligatureStarsPage(halves));
    expect(result.reviews.map(fields)).toEqual(
      halves.map((r) => [r.text, r.rating, r.reviewer, undefined, r.day]),
    );
  });

  it.each([
    ['only the full star glyphs given (⭐️⭐️⭐️⭐️)', fullGlyphsOnlyPage],
    ['SVG icons told apart by the symbol they use', svgSymbolStarsPage],
  ])('%s', async (_, page) => {
    const result = await scrape('shop.example.com', `/p/${page.name}`, page());
    expect(result.reviews.map(fields)).toEqual(expected);
  });

  it.each(['image', 'symbol'] as const)(
    'a row ending in a half star with no empty one after it (4.5), icons alike in class, the half named by its %s',
    async (by) => {
      const rated = MECHANICS_REVIEWS.map((r, i) => ({ ...r, rating: [4.5, 1.5, 4.5][i]! }));
      const result = await scrape(
        'shop.example.com',
        `/p/half-last-${by}`,
        halfNamedDrawingsPage(rated, by),
      );
      expect(result.reviews.map(fields)).toEqual(
        rated.map((r) => [r.text, r.rating, r.reviewer, undefined, r.day]),
      );
    },
  );

  it('star images without classes, full, half and empty told apart by their file names', async () => {
    const halves = MECHANICS_REVIEWS.map((r) => ({ ...r, rating: r.rating - 0.5 }));
    const result = await scrape('shop.example.com', '/p/star-images', starImagesPage(halves));
    expect(result.reviews.map(fields)).toEqual(
      halves.map((r) => [r.text, r.rating, r.reviewer, undefined, r.day]),
    );
  });
});

describe('platforms grounded in public repositories', () => {
  it("Shopify's sample reviews app: SVG stars alike in class told apart by their drawing, full, half and outline", async () => {
    const rated = MECHANICS_REVIEWS.map((r, i) => ({ ...r, rating: i === 2 ? 3.5 : r.rating }));
    const result = await scrape(
      'flask-store.myshopify.com',
      '/products/steel-flask',
      shopifySampleAppPage(rated, 'Solid flask'),
    );
    expect(result.reviews.map(fields)).toEqual(
      rated.map((r) => [r.text, r.rating, r.reviewer, 'Solid flask', r.day]),
    );
  });

  it("NetSuite SuiteCommerce: a verified purchase said only by a tick icon's tooltip", async () => {
    const result = await scrape(
      'shop.example.com',
      '/steel-flask',
      suiteCommerceReviewsPage(MECHANICS_REVIEWS, 'Solid flask'),
    );
    expect(result.reviews.map((r) => [...fields(r), r.verified])).toEqual(
      MECHANICS_REVIEWS.map((r) => [r.text, r.rating, r.reviewer, 'Solid flask', r.day, true]),
    );
  });

  it("geeCommerce: RateIt's data-rateit-value is the rating, the byline's name before ' , date' and its aside link", async () => {
    const result = await scrape(
      'shop.example.com',
      '/review/product/steel-flask',
      geeCommerceReviewsPage(MECHANICS_REVIEWS, 'Solid flask'),
    );
    expect(result.reviews.map(fields)).toEqual(
      MECHANICS_REVIEWS.map((r) => [r.text, r.rating, r.reviewer, 'Solid flask', r.day]),
    );
  });

  it("OpenCart 1.5's review list: the rating is one image named for it (stars-4.png)", async () => {
    const result = await scrape(
      'www.flask-shop.co.uk',
      '/index.php',
      openCartOneFiveReviewList(MECHANICS_REVIEWS),
    );
    expect(result.reviews.map(fields)).toEqual(expected);
  });

  it("a Laravel marketplace script: empty stars marked 'uncheck', the writer as the byline's __user part", async () => {
    const result = await scrape(
      'market.example.com',
      '/product/steel-flask',
      laravelMarketplaceReviewsPage(MECHANICS_REVIEWS),
    );
    // "2 months ago" and "3 months ago" in March 2026 may be in 2025 or 2026: their words. "4 months ago": 2025.
    expect(
      result.reviews.map((r) => [
        r.text,
        r.rating,
        r.reviewer,
        r.date,
        r.date_precision,
        r.date_text,
      ]),
    ).toEqual(
      MECHANICS_REVIEWS.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        i === 2 ? '2025' : undefined,
        i === 2 ? 'year' : 'relative',
        i === 2 ? undefined : `${i + 2} months ago`,
      ]),
    );
  });

  it("ECJia: the rating only in a star widget's data-val, the shop's reply left out", async () => {
    const result = await scrape(
      'shop.example.cn',
      '/goods/42',
      ecjiaGoodsCommentsPage(MECHANICS_REVIEWS),
    );
    expect(result.reviews.map(fields)).toEqual(expected);
  });

  it("CubeCart v6: a microdata review's title shown as a plain heading, not its name", async () => {
    const result = await scrape(
      'shop.example.co.uk',
      '/steel-flask.html',
      cubeCartReviewsPage(MECHANICS_REVIEWS, 'Solid flask'),
    );
    expect(result.reviews.map(fields)).toEqual(
      MECHANICS_REVIEWS.map((r) => [r.text, r.rating, r.reviewer, 'Solid flask', r.day]),
    );
  });
});

describe('reviews collapsed until the shopper asks for them', () => {
  // The second review is shown cut short, its whole text hidden until "Read more": the whole text is read, once
  // (ADR 233), never the cut-short copy beside it.
  const shown = expected;
  it('the shown copy is cut short', () =>
    expect(collapsedReviewsPage('hidden card')).toContain(cutShort(expected[1]![0] as string)));
  it.each(['hidden card', 'hidden wrapper', 'aria-hidden wrapper', 'closed details'] as const)(
    'reads each review once behind "Show more" (%s), never the prototype card nor a cut-short copy',
    async (collapse) => {
      const result = await scrape(
        'shop.example.com',
        `/p/collapsed-${collapse.replace(/ /g, '-')}`,
        collapsedReviewsPage(collapse),
      );
      expect(result.reviews.map(fields)).toEqual(shown);
    },
  );

  it('a collapsed copy of a review shown is counted once', async () => {
    const result = await scrape(
      'shop.example.com',
      '/p/collapsed-repeat',
      collapsedReviewsPage('hidden card', MECHANICS_REVIEWS, true),
    );
    expect(result.reviews.map(fields)).toEqual(shown);
  });
});

describe("a writer's name written with a byline's label", () => {
  it('reads the name after "Review by", "Bewertet von", "Publié par"', async () => {
    const labels = ['Review by', 'Bewertet von', 'Publié par'];
    const labelled = MECHANICS_REVIEWS.map((r, i) => ({
      ...r,
      reviewer: `${labels[i]} ${r.reviewer}`,
    }));
    const result = await scrape(
      'shop.example.com',
      '/p/bylines',
      productPage(reviewList(labelled)),
    );
    expect(result.reviews.map(fields)).toEqual(expected);
  });
});
