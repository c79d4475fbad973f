import { describe, expect, it } from 'vitest';
import { makeReviews, walmartNextDataPage } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';
import { canonicalProductUrl } from '../../url/canonical';

describe('Walmart', () => {
  it('reads props.pageProps.initialData.data from __NEXT_DATA__', () => {
    const page = extractPage(
      'https://www.walmart.com/ip/Kettle/55501234',
      walmartNextDataPage({ usItemId: '55501234', name: 'Kettle', reviews: makeReviews(1, 4) }),
    );
    expect(page.site).toBe('walmart');
    expect(page.product).toMatchObject({
      id: '55501234',
      name: 'Kettle',
      aggregate_rating: 4.4,
      rating_count: 900,
      review_count: 4,
      canonical_url: 'https://www.walmart.com/ip/Slug/55501234',
    });
    expect(page.reviews[0]).toEqual({
      id: 'R001X0000',
      text: 'Review 1 on page 1: the product works well.',
      title: 'Title 1.0',
      rating: 1,
      date: '2024-03-03',
      reviewer: 'Shopper 1-0',
      verified: true,
      helpful_votes: 2,
    });
  });

  it('M/D/YYYY dates and review-page URLs', () => {
    const reviews = makeReviews(1, 1).map((r) => ({ ...r, date: '11/18/2025' }));
    const page = extractPage(
      'https://www.walmart.com/ip/x/1',
      walmartNextDataPage({ usItemId: '1', name: 'K', reviews }),
    );
    expect(page.reviews[0]!.date).toBe('2025-11-18');
    expect(
      canonicalProductUrl(
        'https://www.walmart.com/ip/Great-Value-Milk/10450114?athbdg=L1600&from=/search',
      ),
    ).toBe('https://www.walmart.com/ip/10450114');
  });
});
