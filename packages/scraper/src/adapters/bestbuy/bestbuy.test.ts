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
