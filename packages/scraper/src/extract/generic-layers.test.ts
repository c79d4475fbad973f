// The generic layers on pages of shops we have no adapter for.
import { describe, expect, it } from 'vitest';
import {
  jsonLdPage,
  makeReviews,
  microdataPage,
  plainArticlePage,
  preloadedStatePage,
  somethingWentWrongPage,
} from '@reviewsentry/test-support/shop';
import { extractPage } from './extract-page';
import { stateLiteralsOf } from './state-scripts';

const URL_ = 'https://shop.example.com/p/widget';

describe('schema.org JSON-LD', () => {
  it.each(['product', 'graph', 'product-group', 'multi-block'] as const)(
    'reads the %s shape',
    (variant) => {
      const page = extractPage(
        URL_,
        jsonLdPage({ name: 'Widget', sku: '4711', reviews: makeReviews(1, 3), variant }),
      );
      expect(page.source).toBe('json-ld');
      expect(page.product).toMatchObject({
        id: '4711',
        name: 'Widget',
        aggregate_rating: 4.5,
        review_count: 321,
      });
      expect(page.reviews).toHaveLength(3);
      expect(page.reviews[2]).toMatchObject({
        text: 'Review 3 on page 1: the product is fine.',
        rating: 3,
        reviewer: 'Shopper 1-2',
        date: '2024-03-03',
        title: 'Title 1.2',
      });
    },
  );

  it('accepts string values and survives a broken block beside a good one', () => {
    const html = jsonLdPage({
      name: 'Widget',
      sku: '1',
      reviews: makeReviews(1, 1),
      variant: 'product',
      ratingAsString: true,
      extraHead: '<script type="application/ld+json">{ "@type": "Product", oops </script>',
    });
    const page = extractPage(URL_, html);
    expect(page.product).toMatchObject({ aggregate_rating: 4.5, review_count: 321 });
    expect(page.reviews[0]!.rating).toBe(1);
  });

  it('repairs trailing commas', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Comma","aggregateRating":{"ratingValue":"4.1","ratingCount":"10",},"review":[{"reviewBody":"ok then","reviewRating":{"ratingValue":4},"author":"Zed"},],}</script></head><body></body></html>`;
    const page = extractPage(URL_, html);
    expect(page.product).toMatchObject({ name: 'Comma', aggregate_rating: 4.1, rating_count: 10 });
    expect(page.reviews).toEqual([
      expect.objectContaining({ text: 'ok then', rating: 4, reviewer: 'Zed' }),
    ]);
  });
});

describe('microdata', () => {
  it('reads Product / AggregateRating / Review scopes, 10-point ratings and comma decimals', () => {
    const page = extractPage(
      URL_,
      microdataPage({ name: 'Boots', sku: 'B-1', reviews: makeReviews(1, 2) }),
    );
    expect(page.source).toBe('microdata');
    expect(page.product).toMatchObject({
      id: 'B-1',
      name: 'Boots',
      aggregate_rating: 3.8,
      review_count: 1204,
    });
    expect(page.reviews[1]).toMatchObject({
      text: 'Review 2 on page 1: the product broke quickly.',
      rating: 2,
      reviewer: 'Shopper 1-1',
      date: '2024-03-03',
    });
  });
});

describe('embedded app state', () => {
  it('finds review-shaped arrays and the product in __PRELOADED_STATE__', () => {
    const page = extractPage(
      URL_,
      preloadedStatePage({ name: 'Blender', reviews: makeReviews(1, 3) }),
    );
    expect(page.source).toBe('app-state');
    expect(page.product).toMatchObject({
      name: 'Blender',
      aggregate_rating: 4.1,
      review_count: 77,
    });
    expect(page.reviews[0]).toMatchObject({
      id: 'R001X0000',
      text: 'Review 1 on page 1: the product works well.',
      rating: 1,
      reviewer: 'Shopper 1-0',
    });
  });

  it('extracts the JSON of an assignment, respecting strings with braces, and JSON.parse("…") literals', () => {
    const code = 'window.__INITIAL_STATE__ = {"a":"}{","b":[1,{"c":2}]}; window.x = 1;';
    expect(stateLiteralsOf(code)).toEqual([
      { name: '__INITIAL_STATE__', state: { a: '}{', b: [1, { c: 2 }] } },
    ]);
    const quoted = 'window.__PRELOADED_STATE__ = JSON.parse("{\\"k\\":\\"v\\"}");';
    expect(stateLiteralsOf(quoted)).toEqual([{ name: '__PRELOADED_STATE__', state: { k: 'v' } }]);
  });
});

describe('blocks and empty pages', () => {
  it('a "Something went wrong" page is a block; a plain article is neither block nor product', () => {
    expect(extractPage(URL_, somethingWentWrongPage()).block).toBe('error_page');
    const article = extractPage(URL_, plainArticlePage());
    expect([
      article.block,
      article.reviews.length,
      article.product.aggregate_rating ?? null,
    ]).toEqual([null, 0, null]);
  });

  it('a product page mentioning captcha in a newsletter form is not a block', () => {
    const html = jsonLdPage({
      name: 'W',
      sku: '1',
      reviews: makeReviews(1, 1),
      variant: 'product',
    }).replace('</body>', '<form><div class="g-recaptcha"></div></form></body>');
    expect(extractPage(URL_, html).block).toBeNull();
  });

  it('follows a "Next" link on the same site only', () => {
    const html = jsonLdPage({
      name: 'W',
      sku: '1',
      reviews: makeReviews(1, 1),
      variant: 'product',
      nextHref: '/p/widget?page=2',
    });
    expect(extractPage(URL_, html).pagination).toEqual({
      kind: 'next',
      url: 'https://shop.example.com/p/widget?page=2',
    });
    const offsite = jsonLdPage({
      name: 'W',
      sku: '1',
      reviews: makeReviews(1, 1),
      variant: 'product',
      nextHref: 'https://elsewhere.example.net/p2',
    });
    expect(extractPage(URL_, offsite).pagination).toBeNull();
  });

  it('knows a pager\'s ">" as Next and its ">|" and ">>" as the last page', () => {
    const pager = (links: string) =>
      jsonLdPage({ name: 'W', sku: '1', reviews: makeReviews(1, 1), variant: 'product' }).replace(
        '</body>',
        `<ul class="pagination"><li class="active"><span>1</span></li>${links}</ul></body>`,
      );
    const next =
      '<li><a href="/p/widget?page=2">2</a></li><li><a href="/p/widget?page=2">&gt;</a></li>';
    expect(extractPage(URL_, pager(next)).pagination).toEqual({
      kind: 'next',
      url: 'https://shop.example.com/p/widget?page=2',
    });
    for (const last of ['&gt;|', '&gt;&gt;'])
      expect(
        extractPage(URL_, pager(`<li><a href="/p/widget?page=9">${last}</a></li>`)).pagination,
      ).toBeNull();
  });
});
