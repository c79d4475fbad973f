import { describe, expect, it } from 'vitest';
import { jsonLdPage, makeReviews } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';

const card = (id: string, rating: number, text: string, name: string) => `
<div class="review-card" data-review-region="${id}"><div id="review-text-width-0">
  <input type="hidden" name="rating" value="${rating}"><span class="wt-screen-reader-only">${rating} out of 5 stars</span>
  <div class="wt-content-toggle"><p class="wt-text-truncate--multi-line">${text}</p></div>
  <div class="wt-pl-xs-2"><p class="wt-text-truncate--multi-line">Thank you! (shop response)</p></div>
  <p class="wt-text-body-small"><a class="wt-text-title-small" href="/people/x">${name}</a> Oct 21, 2024</p>
</div></div>`;

describe('Etsy', () => {
  it('JSON-LD with string ratingValue, paired with data-review-region cards for ids', () => {
    const reviews = makeReviews(1, 2).map((r) => ({ ...r, rating: 5 }));
    const html = jsonLdPage({
      name: 'Necklace',
      sku: '999',
      reviews,
      variant: 'product',
      ratingAsString: true,
    }).replace(
      '</body>',
      `${card('4259632056', 5, reviews[0]!.text, reviews[0]!.reviewer)}${card('3414068229', 5, reviews[1]!.text, reviews[1]!.reviewer)}</body>`,
    );
    const page = extractPage('https://www.etsy.com/listing/1385245506/necklace?ref=hp_rv-1', html);
    expect(page.product).toMatchObject({
      id: '1385245506',
      name: 'Necklace',
      aggregate_rating: 4.5,
      review_count: 321,
    });
    expect(page.reviews.map((r) => [r.id, r.rating, r.text, r.date])).toEqual([
      // The JSON-LD's ISO date wins over the card's printed one.
      ['4259632056', 5, reviews[0]!.text, '2024-03-03'],
      ['3414068229', 5, reviews[1]!.text, '2024-03-03'],
    ]);
  });
});
