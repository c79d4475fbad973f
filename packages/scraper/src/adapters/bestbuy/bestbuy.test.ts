import { describe, expect, it } from 'vitest';
import { jsonLdPage, makeReviews } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';

describe('Best Buy', () => {
  it('takes JSON-LD facts and pins the id to the SKU in the URL', () => {
    const page = extractPage(
      'https://www.bestbuy.com/site/some-game/6216393.p?skuId=6216393',
      jsonLdPage({
        name: 'Some Game',
        sku: 'J7GSL4G7GQ',
        reviews: makeReviews(1, 2),
        variant: 'product',
      }),
    );
    expect(page.site).toBe('bestbuy');
    expect(page.product).toMatchObject({
      id: '6216393',
      name: 'Some Game',
      aggregate_rating: 4.5,
      review_count: 321,
    });
    expect(page.reviews).toHaveLength(2);
    expect(page.pagination?.kind === 'numbered' && page.pagination.pageUrl(1)).toBe(
      'https://www.bestbuy.com/site/reviews/product/6216393?page=1',
    );
  });
});

describe('Best Buy Canada review pages (our own fixture)', () => {
  it('keeps the SKU from /en-ca/product/<slug>/<sku>/review, the product name and the rendered reviews', () => {
    const reviews = makeReviews(1, 3);
    const html = `<!doctype html><html><head><title>Reviews for Sonos Arc Sound Bar - Black | Best Buy Canada</title></head><body>
<div class="x-page-content"><h1 class="title_3Kv">Customer Reviews</h1>
<a class="link_2Ps" href="/en-ca/product/sonos-arc-sound-bar-black/14597172">Sonos Arc Sound Bar - Black</a>
<div class="ratingSummary_1Bd"><span class="screenReaderOnly_3anTj">Rating 4.7 out of 5 stars based on 1,234 reviews</span></div>
<ul class="reviewsList_2Ub">${reviews
      .map(
        (
          r,
        ) => `<li class="review_6mVwb"><div class="reviewerInfo_3Ag"><div class="reviewer_2n6">${r.reviewer}</div>
<div class="reviewDate_1c8"><span>March 3, 2024</span></div></div>
<div class="reviewContent_XCspv"><div class="ratingContainer_3bB"><span class="screenReaderOnly_3anTj">Rating ${r.rating} out of 5 stars</span></div>
<h3 class="reviewTitle_1qq1j"><span>${r.title}</span></h3><p class="reviewText_2Y8"><span>${r.text}</span></p></div></li>`,
      )
      .join('')}</ul></div></body></html>`;
    const page = extractPage(
      'https://www.bestbuy.ca/en-ca/product/sonos-arc-sound-bar-black/14597172/review',
      html,
    );
    expect(page.site).toBe('bestbuy');
    expect(page.source).toBe('html');
    expect(page.product).toMatchObject({
      id: '14597172',
      name: 'Sonos Arc Sound Bar - Black',
      aggregate_rating: 4.7,
      review_count: 1234,
    });
    expect(page.reviews.map((r) => [r.text, r.rating, r.reviewer, r.title])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title]),
    );
  });
});
