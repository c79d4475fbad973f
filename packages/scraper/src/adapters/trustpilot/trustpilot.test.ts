import { describe, expect, it } from 'vitest';
import { makeReviews, trustpilotPage } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';

describe('Trustpilot', () => {
  it('reads business reviews from __NEXT_DATA__ (dated when written, not when experienced) with numbered pages', () => {
    const page = extractPage(
      'https://www.trustpilot.com/review/www.example-law.co.uk?page=2',
      trustpilotPage({
        domain: 'www.example-law.co.uk',
        name: 'Example Law',
        reviews: makeReviews(2, 3),
        page: 2,
        totalPages: 4,
      }),
    );
    expect(page.site).toBe('trustpilot');
    expect(page.product).toMatchObject({
      id: 'www.example-law.co.uk',
      name: 'Example Law',
      aggregate_rating: 4.2,
      review_count: 1834,
    });
    expect(page.reviews[0]).toEqual({
      id: 'R002X0000',
      text: 'Review 1 on page 2: the product works well.',
      title: 'Title 2.0',
      rating: 1,
      date: '2024-05-06T09:10:11.000Z',
      reviewer: 'Shopper 2-0',
      verified: true,
      helpful_votes: 1,
    });
    expect(page.pagination?.kind === 'numbered' && page.pagination.pageUrl(3)).toBe(
      'https://www.trustpilot.com/review/www.example-law.co.uk?page=3',
    );
  });
});
