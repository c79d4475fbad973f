import { describe, expect, it } from 'vitest';
import { flipkartHtmlPage, flipkartStatePage, makeReviews } from '../../../test/fixture-pages';
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
});
