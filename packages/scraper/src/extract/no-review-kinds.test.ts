// Pages without a written review must answer with none, however much on them looks like a review (ratings,
// histograms, AI summaries, questions with names and votes, rated carousels, comparison tables), and the walls
// bot managers put up instead of the page are recognised as captchas.
import { describe, expect, it } from 'vitest';
import {
  BOT_WALLS,
  amazonRatingsOnlyPage,
  bestBuyAggregateOnlyPage,
  cookieWallPage,
  trustpilotNoReviewsPage,
} from '../../test/no-review-pages';
import { extractPage } from './extract-page';

describe('pages without reviews give none', () => {
  it('an Amazon product page with ratings only: facts read, no review', () => {
    const page = extractPage('https://www.amazon.com/dp/B0NOREVIEW', amazonRatingsOnlyPage());
    expect(page.reviews).toEqual([]);
    expect(page.block).toBeNull();
    expect(page.product).toMatchObject({
      id: 'B0NOREVIEW',
      name: 'Airtight Food Storage Containers, 24 Piece',
      aggregate_rating: 4.5,
      rating_count: 38,
    });
  });

  it('a Best Buy page with an aggregate and questions only', () => {
    const page = extractPage(
      'https://www.bestbuy.com/site/insignia-32-tv/6536963.p?skuId=6536963',
      bestBuyAggregateOnlyPage(),
    );
    expect(page.reviews).toEqual([]);
    expect(page.product.id).toBe('6536963');
  });

  it('a Trustpilot profile with no reviews yet', () => {
    const page = extractPage(
      'https://www.trustpilot.com/review/newshop.example',
      trustpilotNoReviewsPage(),
    );
    expect(page.reviews).toEqual([]);
    expect(page.product.name).toBe('New Shop');
  });

  it('a cookie wall', () => {
    const page = extractPage('https://www.shop.example.de/p/123', cookieWallPage());
    expect(page.reviews).toEqual([]);
  });
});

describe('bot walls', () => {
  it.each(BOT_WALLS)('%s is a captcha', (_, html) => {
    const page = extractPage('https://www.shop.example.com/p/123', html);
    expect(page.reviews).toEqual([]);
    expect(page.block).toBe('captcha');
  });
});
