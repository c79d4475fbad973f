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

  it('cards of the newer listing page (no hidden rating input, text in .wt-text-body): the generic reader fills in', () => {
    const reviews = makeReviews(1, 3);
    const cards = reviews
      .map(
        (r, i) => `<div class="review-card wt-pb-xs-5" data-review-region="42596320${i}">
 <div class="wt-display-flex-xs wt-align-items-center"><span class="wt-display-inline-block wt-mr-xs-1" role="img" aria-label="${r.rating} out of 5 stars"><span class="wt-screen-reader-only">${r.rating} out of 5 stars</span>${'<span class="etsy-icon wt-icon--smaller-xs"><svg viewBox="0 0 24 24"></svg></span>'.repeat(5)}</span></div>
 <div class="wt-content-toggle wt-content-toggle--truncate-3"><p class="wt-text-body wt-break-word" id="review-preview-toggle-${i}">${r.text}</p></div>
 <div class="wt-display-flex-xs wt-mt-xs-2"><span class="wt-text-caption">Purchased item:</span> <a class="wt-text-link-no-underline wt-text-caption" href="/listing/1385245506/necklace">Sterling Silver Crown Birth Year Necklace</a></div>
 <div class="wt-display-flex-xs wt-align-items-center wt-mt-xs-2"><img class="wt-avatar__img" src="/a.jpg" alt=""><a href="https://www.etsy.com/people/shopper${i}?ref=l_review" class="wt-text-link wt-mr-xs-1">${r.reviewer}</a><span class="wt-text-body-small--tight">Oct 21, 2024</span></div>
 <div class="wt-mt-xs-2"><button class="wt-btn wt-btn--small wt-btn--transparent" type="button">Helpful?</button></div>
</div>`,
      )
      .join('');
    const page = extractPage(
      'https://www.etsy.com/listing/1385245506/necklace',
      `<!doctype html><html lang="en-US"><head><title>Necklace - Etsy</title><link rel="stylesheet" href="https://www.etsystatic.com/x.css"></head><body><h1>Necklace</h1><div class="wt-text-title-larger">$42.00</div><div data-reviews-container>${cards}</div></body></html>`,
    );
    expect(page.reviews.map((r) => [r.id, r.text, r.rating, r.reviewer, r.date])).toEqual(
      reviews.map((r, i) => [`42596320${i}`, r.text, r.rating, r.reviewer, '2024-10-21']),
    );
  });

  it("the review's words are read from the card when the list around the cards is padded like a shop response", () => {
    // Etsy's list container carries the same padding class (wt-pl-xs-2) that indents a shop's response in a card.
    const reviews = makeReviews(1, 2).map((r) => ({ ...r, rating: 5 }));
    const page = extractPage(
      'https://www.etsy.com/listing/1385245506/necklace',
      `<html><head><title>Necklace - Etsy</title></head><body><h1>Necklace</h1><div class="wt-pl-md-4 wt-pl-xs-2">${reviews
        .map((r, i) => card(`42596320${i}`, 5, r.text, r.reviewer))
        .join('')}</div></body></html>`,
    );
    expect(page.reviews.map((r) => [r.text, r.reviewer])).toEqual(
      reviews.map((r) => [r.text, r.reviewer]),
    );
  });

  it('a JSON-LD review is paired with the card of the same writer, whatever order the two lists take', () => {
    const reviews = makeReviews(1, 2).map((r, i) => ({
      ...r,
      rating: 5,
      date: `2024-0${i + 1}-15`,
    }));
    // The second review is rating-only: its card shows no words.
    const html = jsonLdPage({
      name: 'Necklace',
      sku: '9',
      reviews: [{ ...reviews[1]!, text: '' }, reviews[0]!],
      variant: 'product',
    }).replace(
      '</body>',
      `${card('1', 5, reviews[0]!.text, reviews[0]!.reviewer)}${card('2', 5, '', reviews[1]!.reviewer)}</body>`,
    );
    const page = extractPage('https://www.etsy.com/listing/1385245506/necklace', html);
    expect(page.reviews.map((r) => [r.id, r.text, r.reviewer, r.date])).toEqual([
      ['1', reviews[0]!.text, reviews[0]!.reviewer, '2024-01-15'],
      ['2', '', reviews[1]!.reviewer, '2024-02-15'],
    ]);
  });
});
