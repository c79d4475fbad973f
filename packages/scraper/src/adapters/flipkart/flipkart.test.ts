import { describe, expect, it } from 'vitest';
import { flipkartHtmlPage, flipkartStatePage, makeReviews } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';
import { canonicalProductUrl } from '../../url/canonical';

const URL_P2 =
  'https://www.flipkart.com/some-tv/product-reviews/itm0123456789ab?pid=TVSFIXTURE000001&page=2&otracker=search&lid=LST1';

describe('Flipkart', () => {
  it('reads __INITIAL_STATE__: reviews, rating widget, pagination bar', () => {
    const page = extractPage(
      URL_P2,
      flipkartStatePage({
        pid: 'TVSFIXTURE000001',
        title: 'Some TV 43 inch',
        reviews: makeReviews(2, 3),
        page: 2,
        totalPages: 5,
      }),
    );
    expect(page.product).toMatchObject({
      id: 'TVSFIXTURE000001',
      name: 'Some TV 43 inch',
      aggregate_rating: 4.2,
      review_count: 120,
      rating_count: 1500,
    });
    expect(page.reviews).toHaveLength(3);
    expect(page.reviews[0]).toMatchObject({
      id: 'R002X0000',
      rating: 1,
      reviewer: 'Shopper 2-0',
      verified: true,
      helpful_votes: 3,
      date: '2024-03-03',
    });
    expect(
      page.pagination?.kind === 'numbered' && [
        page.pagination.current,
        page.pagination.totalPages,
        page.pagination.pageUrl(3),
      ],
    ).toEqual([
      2,
      5,
      'https://www.flipkart.com/some-tv/product-reviews/itm0123456789ab?pid=TVSFIXTURE000001&lid=LST1&page=3',
    ]);
  });

  it('reads rendered HTML when there is no state: Certified Buyer, READ MORE stripped, counts from the header', () => {
    const reviews = makeReviews(1, 2).map((r, i) => ({
      ...r,
      id: `uuid-${i}`,
      date: i === 0 ? '3 months ago' : 'Nov, 2023',
    }));
    const page = extractPage(
      'https://www.flipkart.com/x/product-reviews/itm1?pid=ABCDEFGH12345678',
      flipkartHtmlPage({ title: 'Phone', reviews }),
    );
    expect(page.reviews).toEqual([
      expect.objectContaining({
        id: 'uuid-0',
        text: 'Review 1 on page 1: the product works well.',
        rating: 1,
        title: 'Title 1.0',
        reviewer: 'Shopper 1-0',
        verified: true,
      }),
      expect.objectContaining({ id: 'uuid-1', rating: 2 }),
    ]);
    // A relative date is kept in its words, never turned into a calendar date.
    expect(page.reviews[0]!.date).toBe('3 months ago');
    expect(page.product).toMatchObject({
      id: 'ABCDEFGH12345678',
      review_count: 36,
      rating_count: 277,
    });
  });

  it('canonical URL keeps the item and pid only', () => {
    expect(canonicalProductUrl(URL_P2)).toBe(
      'https://www.flipkart.com/p/itm0123456789ab?pid=TVSFIXTURE000001',
    );
    expect(
      canonicalProductUrl(
        'https://www.flipkart.com/some-tv/p/itm0123456789ab?pid=TVSFIXTURE000001&marketplace=FLIPKART',
      ),
    ).toBe('https://www.flipkart.com/p/itm0123456789ab?pid=TVSFIXTURE000001');
  });

  it('product page cards (no state): rating digit, text, name before a relative date; pid from the permalinks', () => {
    const reviews = makeReviews(1, 2);
    const cards = reviews
      .map(
        (
          r,
          i,
        ) => `<div class="RcXBOT"><div class="col"><div class="col EPCmJX"><div class="row"><div class="ZmyHeo"><div>
<div class="XQDdHH Ga3i8K">${r.rating}<img class="Rza2QY" src="data:image/svg+xml;base64,AA=="></div>
<div class="_11pzQk">${r.text}</div><span class="wTYmpv"><span>READ MORE</span></span></div></div></div>
<div class="row gHqwa8"><div class="row K2oYA8"><p class="_2NsDsF AwS1CA">${r.reviewer}</p><div></div><p class="_2NsDsF">${i + 2} months ago</p>
<div class="vMTK1V"><span class="tl9VpF">51</span><span class="tl9VpF">2</span>
<a href="/reviews/SHTFIXTUREPID001:${i + 7}?reviewId=uuid-${i}"><span>Permalink</span></a><span>Report Abuse</span></div></div>
<p class="MztJPv" id="review-uuid-${i}"><span>Certified Buyer</span><span>, Pune</span></p></div></div></div></div>`,
      )
      .join('');
    const html = `<html><head><title>Shirt</title></head><body><h1><span class="VU-ZEz">Lyphy Men Shirt</span></h1>
<div><span>15,042 ratings and 642 reviews</span></div>${cards}</body></html>`;
    const page = extractPage('https://www.flipkart.com/lyphy-shirt/p/itm7d9a39163a84e', html);
    expect(page.product).toMatchObject({
      id: 'SHTFIXTUREPID001',
      name: 'Lyphy Men Shirt',
      review_count: 642,
      rating_count: 15042,
    });
    expect(page.reviews).toEqual(
      reviews.map((r, i) =>
        expect.objectContaining({
          id: `uuid-${i}`,
          text: r.text,
          rating: r.rating,
          reviewer: r.reviewer,
          verified: true,
        }),
      ),
    );
    // Relative dates stay in their own words (never turned into a calendar day).
    expect(page.reviews.map((r) => r.date)).toEqual(['2 months ago', '3 months ago']);
  });
});
