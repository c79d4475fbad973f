// eBay item pages (our own fixture, written from schema.org microdata rules): the item number from the URL, the
// title without its screen-reader prefix, stars drawn only in an aria-label, authors written as profile links.
import { describe, expect, it } from 'vitest';
import { makeReviews } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';

function ebayItemPage(): string {
  const reviews = makeReviews(1, 2);
  return `<!doctype html><html><head><title>Patio Sofa | eBay</title>
<link rel="canonical" href="https://www.ebay.com/itm/Patio-Sofa-/381200000001"></head><body>
<div itemscope itemtype="http://schema.org/Product">
<h1 class="it-ttl" itemprop="name" id="itemTitle"><span class="g-hdn">Details about &nbsp;</span>Patio Sofa 3 Seater</h1>
<span itemprop="mpn">SKY-9</span>
<div itemprop="aggregateRating" itemscope itemtype="http://schema.org/AggregateRating">
 <span itemprop="ratingValue" content="4.5">4.5</span><span itemprop="reviewCount">8</span> product ratings</div>
<div class="reviews">${reviews
    .map(
      (
        r,
        i,
      ) => `<div class="ebay-review-section" id="review_1000000021494788${i}" itemprop="review" itemscope itemtype="http://schema.org/Review">
 <div class="ebay-star-rating" aria-label="${r.rating}.0 out of 5 stars"><span class="star-rating">${'<i class="fullStar"></i>'.repeat(r.rating)}${'<i class="emptyStar"></i>'.repeat(5 - r.rating)}</span></div>
 <span class="author-by">by</span>
 <a href="http://www.ebay.com/usr/longusername${i}" class="review-item-author" itemprop="author" title="longusername${i}treasures">longusername${i}...</a>
 <span itemprop="datePublished" content="Aug 24, 2016" class="review-item-date">Aug 24, 2016</span>
 <p itemprop="name" class="review-item-title">${r.title}</p>
 <p itemprop="reviewBody" class="review-item-content">${r.text}</p>
 <a href="javascript:;" class="review-signal vote-down-link" aria-label="0 out of 5 stars" title="Select if this review was unhelpful">(0)</a>
</div>`,
    )
    .join('')}</div></div></body></html>`;
}

describe('eBay', () => {
  it('reads microdata reviews with drawn stars, author names (not links) and the item number', () => {
    const page = extractPage(
      'https://www.ebay.com/itm/Patio-Sofa-/381200000001?hash=item58c1&_trkparms=x',
      ebayItemPage(),
    );
    expect(page.site).toBe('ebay');
    expect(page.product).toMatchObject({
      id: '381200000001',
      name: 'Patio Sofa 3 Seater',
      aggregate_rating: 4.5,
      review_count: 8,
    });
    const reviews = makeReviews(1, 2);
    expect(page.reviews.map((r) => [r.text, r.title, r.rating, r.reviewer, r.date])).toEqual(
      reviews.map((r, i) => [r.text, r.title, r.rating, `longusername${i}treasures`, '2016-08-24']),
    );
  });

  it('follows the item\'s "See all N reviews" link to the product\'s review pages (/urw/)', () => {
    const all = 'http://www.ebay.com/urw/product-reviews/1237915200?_itm=381200000001';
    const html = ebayItemPage().replace(
      '</body>',
      `<div class="see-all-reviews"><a href="${all}" class="sar-btn right">See all 8 reviews</a></div></body>`,
    );
    const page = extractPage('https://www.ebay.com/itm/Patio-Sofa-/381200000001', html);
    expect(page.pagination).toEqual({ kind: 'next', url: all, holdsAll: true });
  });

  it('is recognised on a mirror and keeps the item number from the canonical link', () => {
    const html = ebayItemPage().replace(
      '<head>',
      '<head><link rel="stylesheet" href="https://ir.ebaystatic.com/cr/v/c1/x.css">',
    );
    const page = extractPage('https://mirror.example.org/saved', html);
    expect([page.site, page.product.id]).toEqual(['ebay', '381200000001']);
  });
});
