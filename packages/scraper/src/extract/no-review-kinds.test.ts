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

  it('a review section whose cards are not rendered: the histogram row that counts reviews is no review', () => {
    // What is left of a review section when its cards load later: a star histogram ("1 star rating. 46 reviews")
    // beside filter buttons. The row counts reviews at a star level; it is not one review's rating.
    const bars = [5, 4, 3, 2, 1]
      .map(
        (stars, i) =>
          `<div><label><span>${stars} star rating. ${[511, 158, 31, 25, 46][i]} reviews</span></label></div>`,
      )
      .join('');
    const html = `<html><head><title>Graphics card</title></head><body><h1>Graphics card</h1>
<div id="reviews-accordion"><section><fieldset>${bars}</fieldset>
<fieldset><button data-feature-name="noise">Noise</button><button data-feature-name="replacement">Replacement</button></fieldset></section>
<div><label>Show only</label> <label>Verified purchases</label></div></div></body></html>`;
    for (const only of [bars.slice(bars.lastIndexOf('<div><label>')), bars]) {
      const page = extractPage(
        'https://shop.example.com/p/graphics-card',
        html.replace(bars, only),
      );
      expect(page.reviews).toEqual([]);
    }
  });

  it('a lone review whose stars say they rate one review (Best Buy\'s "with 1 review") is still read', () => {
    const html = `<html><head><title>Graphics card</title></head><body><h1>Graphics card</h1>
<ul id="reviews-list"><li class="review-item"><div><p class="sr-only">Rating 5 out of 5 stars with 1 review</p><h4>Works great</h4></div>
<div><strong class="author">mike</strong> <time datetime="2020-08-28">Aug 28, 2020</time></div>
<p>Works great at high resolution and runs cool.</p><button>Helpful (2)</button></li></ul></body></html>`;
    const page = extractPage('https://shop.example.com/p/graphics-card', html);
    expect(page.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual([
      ['Works great at high resolution and runs cool.', 5, 'mike'],
    ]);
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
