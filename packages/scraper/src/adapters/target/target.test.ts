import { describe, expect, it } from 'vitest';
import { makeReviews, targetPage } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';

describe('Target', () => {
  it('reads the aggregate from the aria-label and server-rendered review cards', () => {
    const page = extractPage(
      'https://www.target.com/p/towels/-/A-87654321',
      targetPage({ tcin: '87654321', name: 'Towels', reviews: makeReviews(1, 2) }),
    );
    expect(page.product).toMatchObject({
      id: '87654321',
      name: 'Towels',
      aggregate_rating: 4.3,
      review_count: 12,
    });
    expect(page.reviews[0]).toMatchObject({
      id: 'R001X0000',
      rating: 1,
      title: 'Title 1.0',
      reviewer: 'Shopper 1-0',
      date: '2024-03-03',
    });
  });

  it('a page with only the aggregate has product facts and no reviews', () => {
    const page = extractPage(
      'https://www.target.com/p/x/-/A-12345678',
      targetPage({ tcin: '12345678', name: 'Cloths', reviews: [] }),
    );
    expect(page.reviews).toEqual([]);
    expect(page.block).toBeNull();
    expect(page.product).toMatchObject({
      id: '12345678',
      name: 'Cloths',
      aggregate_rating: 4.3,
      review_count: 12,
    });
  });
});
