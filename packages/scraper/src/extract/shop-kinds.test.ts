// Review markups of the shops and widget vendors real product pages use, on our own pages written from each
// markup's rules: every review comes out with its text (clean), rating, reviewer and date, and nothing else on
// the page (product block, rated carousel, histogram, developer reply) becomes a review or leaks into one.
import { describe, expect, it } from 'vitest';
import { shopifyAppStorePage } from '../../test/shop-kind-pages';
import { KIND_PRODUCT, KIND_REVIEWS, SHOP_KINDS } from '../../test/shop-kinds';
import { judgeMePage, textProblems } from '@reviewsentry/test-support/shop';
import {
  bazaarvoicePage,
  magentoOnePage,
  shopwareSixPage,
  wordRatingPage,
} from '../../test/vendor-widget-pages';
import { extractPage } from './extract-page';

const reviews = KIND_REVIEWS;
const NAME = KIND_PRODUCT;

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

  it('Shopware 6: stars as points marked full or blank, the date in the shop locale, a title, no writer', () => {
    const page = extractPage('https://shop.example.com/flask', shopwareSixPage(NAME, reviews));
    expect(page.reviews.map((r) => [r.text, r.rating, r.title, r.date])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.title, '2024-03-03']),
    );
  });

  it('ratings given as words are read on the scale the review form states (value and word)', () => {
    const page = extractPage('https://shop.example.com/flask', wordRatingPage(NAME, reviews));
    expect(page.reviews.map((r) => [r.text, r.rating, r.reviewer, r.date])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, '2024-03-03']),
    );
  });

  it('a word with no scale stated on the page is no rating', () => {
    const page = extractPage(
      'https://shop.example.com/flask',
      wordRatingPage(NAME, reviews, false),
    );
    expect(page.reviews.filter((r) => r.rating !== undefined)).toEqual([]);
  });

  it("Judge.me: a review marked data-verified-buyer is verified when its badge's words are drawn by CSS", () => {
    const html = judgeMePage(NAME, reviews).replaceAll(
      '<span class="jdgm-rev__buyer-badge">Verified Buyer</span>',
      '<span class="jdgm-rev__buyer-badge"></span>',
    );
    const unmarked = html.replace('data-verified-buyer="true"', 'data-verified-buyer="false"');
    const page = extractPage('https://shop.example.com/products/flask', unmarked);
    expect(page.reviews.map((r) => [r.text, r.verified])).toEqual(
      reviews.map((r, i) => [r.text, i === 0 ? undefined : true]),
    );
  });

  it("Bazaarvoice's review microdata outside the shop's own Product scope is read", () => {
    const html = bazaarvoicePage(NAME, reviews).replace(
      '<section class="product-main">',
      '<section class="product-main" itemscope itemtype="https://schema.org/Product"><meta itemprop="sku" content="sku-1001">',
    );
    const page = extractPage('https://shop.example.com/p/flask', html);
    expect(page.source).toBe('microdata');
    expect(page.reviews.map((r) => [r.text, r.rating, r.reviewer, r.date])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, '2024-03-03']),
    );
  });

  it('a part named "variant-name" or "location-name" is not the writer', () => {
    const items = reviews
      .map(
        (
          r,
        ) => `<li class="review-item"><span class="stars" aria-label="${r.rating} out of 5 stars"></span>
<span class="variant-name">Midnight Blue</span><span class="location-name">Denver</span><time datetime="2024-03-03">March 3, 2024</time>
<p class="review-text">${r.text}</p></li>`,
      )
      .join('');
    const page = extractPage(
      'https://shop.example.com/p/flask',
      `<html><body><h1>Flask</h1><ul class="reviews">${items}</ul></body></html>`,
    );
    expect(page.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual(
      reviews.map((r) => [r.text, r.rating, undefined]),
    );
  });

  it.each(SHOP_KINDS)(
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
