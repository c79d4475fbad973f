// The generic review-list reader on our own pages of shops without an adapter: each widget's reviews come out
// complete and clean, and pages whose only "rated" things are a summary, Q&A or product cards give no reviews.
import { describe, expect, it } from 'vitest';
import {
  appStoreReviewsPage,
  frenchShopPage,
  germanShopPage,
  judgeMePage,
  makeReviews,
  questionsAndCarouselPage,
  textProblems,
  trustpilotStyleCards,
  wooCommercePage,
  yotpoPage,
} from '@reviewsentry/test-support/shop';
import { extractPage } from './extract-page';

const URL_ = 'https://store.example.com/products/cotton-tee';
const reviews = makeReviews(1, 3);

describe('review widgets without an adapter', () => {
  it.each([
    ['Judge.me (Shopify)', judgeMePage, { title: true, date: '2024-03-03', verified: true }],
    ['Yotpo (Shopify)', yotpoPage, { title: true, date: '2024-03-02', verified: true }],
    ['Trustpilot-style cards', trustpilotStyleCards, { title: true, date: '2024-03-03' }],
    ['WooCommerce', wooCommercePage, { title: false, date: '2024-03-03', verified: true }],
    ['a German shop', germanShopPage, { title: true, date: '2024-03-05' }],
    ['a French shop', frenchShopPage, { title: false, date: '2024-03-12' }],
  ] as const)(
    '%s: every review with its rating, reviewer, date and clean text',
    (_, build, expected) => {
      const page = extractPage(URL_, build('Cotton Tee', reviews));
      expect(page.source).toBe('html');
      expect(page.product.name).toBe('Cotton Tee');
      expect(page.reviews).toHaveLength(3);
      page.reviews.forEach((review, i) => {
        expect(review).toMatchObject({
          text: reviews[i]!.text,
          rating: reviews[i]!.rating,
          reviewer: reviews[i]!.reviewer,
        });
        expect(review.date).toBe(expected.date);
        if (expected.title) expect(review.title).toBe(reviews[i]!.title);
        if ('verified' in expected) expect(review.verified).toBe(true);
        expect(textProblems(review.text)).toEqual([]);
      });
    },
  );

  it('an app marketplace list: text and rating, no title taken from the reviewer printed after the text', () => {
    const page = extractPage(URL_, appStoreReviewsPage('Cotton Tee', reviews));
    expect(page.reviews.map((r) => [r.text, r.rating, r.date, r.title])).toEqual(
      reviews.map((r) => [r.text, r.rating, '2024-03-03', undefined]),
    );
  });

  it('reads the average and the number of reviews the summary claims', () => {
    expect(extractPage(URL_, judgeMePage('Cotton Tee', reviews)).product).toMatchObject({
      aggregate_rating: 4.5,
      review_count: 3,
    });
    expect(extractPage(URL_, germanShopPage('Cotton Tee', reviews)).product).toMatchObject({
      aggregate_rating: 4.3,
      review_count: 3,
    });
  });

  it('a single review is read when its block says it is a review', () => {
    const page = extractPage(URL_, judgeMePage('Cotton Tee', reviews.slice(0, 1)));
    expect(page.reviews).toEqual([expect.objectContaining({ text: reviews[0]!.text, rating: 1 })]);
  });
});

describe('nothing is invented', () => {
  it('a rating summary, Q&A with names, dates and helpful votes, and a rated product carousel give no review', () => {
    const page = extractPage(URL_, questionsAndCarouselPage('Cotton Tee'));
    expect(page.reviews).toEqual([]);
    expect(page.product.name).toBe('Cotton Tee');
  });

  it('a product carousel alone (stars, counts and prices) gives no review', () => {
    const cards = Array.from(
      { length: 6 },
      (
        _,
        i,
      ) => `<li class="card"><a href="/p/${i}">Soft cotton tee number ${i} in many colours for everyday wear</a>
<span class="stars" aria-label="4.${i} out of 5 stars"></span><span>(${100 + i})</span><span class="price">€${20 + i},00</span>
<span class="date">Added March ${i + 1}, 2024</span></li>`,
    ).join('');
    const page = extractPage(
      URL_,
      `<html><body><h1>Tee</h1><ul class="carousel">${cards}</ul></body></html>`,
    );
    expect(page.reviews).toEqual([]);
  });

  it('a rating histogram gives no review', () => {
    const rows = [5, 4, 3, 2, 1]
      .map(
        (n) =>
          `<li class="histogram-row"><span>${n} stars</span><span class="bar"></span><span>${n * 7}%</span></li>`,
      )
      .join('');
    const page = extractPage(
      URL_,
      `<html><body><h1>Tee</h1><ul class="histogram">${rows}</ul></body></html>`,
    );
    expect(page.reviews).toEqual([]);
  });
});
