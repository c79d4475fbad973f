import { describe, expect, it } from 'vitest';
import {
  amazonCaptchaPage,
  amazonClassicPage,
  amazonNewerProductPage,
  makeReviews,
  signInWallPage,
} from '@reviewsentry/test-support/shop';
import { extractPage } from '../../extract/extract-page';
import { canonicalProductUrl } from '../../url/canonical';
import { asinFromUrl, isAmazonHost } from './amazon-url';

describe('Amazon URLs', () => {
  it.each([
    'www.amazon.com',
    'www.amazon.in',
    'www.amazon.co.uk',
    'www.amazon.de',
    'www.amazon.co.jp',
    'www.amazon.fr',
    'www.amazon.it',
    'www.amazon.es',
    'www.amazon.ca',
    'www.amazon.com.mx',
    'www.amazon.com.br',
    'www.amazon.com.au',
    'www.amazon.nl',
    'www.amazon.se',
    'www.amazon.pl',
    'www.amazon.com.tr',
    'www.amazon.ae',
    'www.amazon.sa',
    'www.amazon.sg',
    'smile.amazon.com',
    'amazon.de',
  ])('%s is an Amazon storefront', (host) => expect(isAmazonHost(host)).toBe(true));

  it.each(['amazon.com.evil.example', 'notamazon.com', 'amazon.example'])('%s is not', (host) =>
    expect(isAmazonHost(host)).toBe(false),
  );

  it.each([
    ['https://www.amazon.com/Samsung-Monitor/dp/B01IPHVFUI/ref=sr_1_3?keywords=x', 'B01IPHVFUI'],
    ['https://www.amazon.in/gp/product/B0CHX1W1XY?th=1&psc=1', 'B0CHX1W1XY'],
    [
      'https://www.amazon.co.uk/product-reviews/B01IPHVFUI/ref=cm_cr_arp_d_paging_btm_next_2?pageNumber=2',
      'B01IPHVFUI',
    ],
    ['https://www.amazon.de/-/en/dp/B07XJ8C8F5', 'B07XJ8C8F5'],
    ['https://www.amazon.co.jp/gp/aw/d/B08N5WRWNW', 'B08N5WRWNW'],
    ['https://www.amazon.com/exec/obidos/ASIN/0316769487/', '0316769487'],
  ])('%s has ASIN %s', (url, asin) => expect(asinFromUrl(new URL(url))).toBe(asin));

  it('gives one canonical URL per product whatever link was pasted', () => {
    const expected = 'https://www.amazon.in/dp/B0CHX1W1XY';
    for (const link of [
      'https://www.amazon.in/Apple-iPhone-15-128-GB/dp/B0CHX1W1XY/ref=sr_1_1?crid=2&keywords=iphone&qid=1&sr=8-1&th=1',
      'https://www.amazon.in/gp/product/B0CHX1W1XY?psc=1&tag=affiliate-21',
      'https://www.amazon.in/product-reviews/B0CHX1W1XY/?pageNumber=3',
      'www.amazon.in/dp/B0CHX1W1XY#reviews',
    ]) {
      expect(canonicalProductUrl(link)).toBe(expected);
    }
  });
});

describe('Amazon extraction rules (our own fixture pages)', () => {
  it('classic data-hook markup: product, aggregate, counts, review fields, numbered next page', () => {
    const page = extractPage(
      'https://www.amazon.com/product-reviews/B0FIXTURE1',
      amazonClassicPage({
        asin: 'B0FIXTURE1',
        name: 'Lamp',
        reviews: makeReviews(1, 3),
        hasNext: true,
        withReviews: 25,
      }),
    );
    expect(page.product).toMatchObject({
      id: 'B0FIXTURE1',
      name: 'Lamp',
      aggregate_rating: 4.3,
      review_count: 25,
      rating_count: 1234,
    });
    expect(page.reviews[1]).toEqual({
      id: 'R001X0001',
      text: 'Review 2 on page 1: the product broke quickly.',
      title: 'Title 1.1',
      rating: 2,
      date: '2024-03-03',
      reviewer: 'Shopper 1-1',
      verified: true,
      helpful_votes: 12,
    });
    expect(page.pagination?.kind).toBe('numbered');
    if (page.pagination?.kind === 'numbered') {
      expect(page.pagination.totalPages).toBe(3);
      // Our own page URL, never the sign-in link the "Next page" button points at.
      expect(page.pagination.pageUrl(2)).toBe(
        'https://www.amazon.com/product-reviews/B0FIXTURE1?reviewerType=all_reviews&pageNumber=2',
      );
    }
  });

  it('localized ratings and dates (de, fr, es, jp, in)', () => {
    const cases: Array<[string, string, string, number, string]> = [
      [
        'www.amazon.de',
        '4,0 von 5 Sternen',
        'Rezension aus Deutschland vom 5. Januar 2024',
        4,
        '2024-01-05',
      ],
      [
        'www.amazon.fr',
        '3,0 sur 5 étoiles',
        'Commenté en France le 12 février 2023',
        3,
        '2023-02-12',
      ],
      [
        'www.amazon.es',
        '2,0 de 5 estrellas',
        'Revisado en España el 7 de marzo de 2024',
        2,
        '2024-03-07',
      ],
      ['www.amazon.co.jp', '5つ星のうち4.0', '2024年1月5日に日本でレビュー済み', 4, '2024-01-05'],
      [
        'www.amazon.in',
        '1.0 out of 5 stars',
        'Reviewed in India on 9 August 2024',
        1,
        '2024-08-09',
      ],
    ];
    for (const [host, ratingText, dateText, rating, date] of cases) {
      const html = amazonClassicPage({
        asin: 'B0LOCALE01',
        name: 'X',
        reviews: makeReviews(1, 1),
        hasNext: false,
        ratingLine: () => ratingText,
        dateLine: () => dateText,
      });
      const review = extractPage(`https://${host}/product-reviews/B0LOCALE01`, html).reviews[0]!;
      expect([host, review.rating, review.date]).toEqual([host, rating, date]);
    }
  });

  it('newer markup without data-hook on a product page; the review list follows from page 1', () => {
    const page = extractPage(
      'https://www.amazon.in/Some-Phone/dp/B0NEWMARK1?th=1',
      amazonNewerProductPage({
        asin: 'B0NEWMARK1',
        name: 'Some Phone',
        reviews: makeReviews(4, 2),
      }),
    );
    expect(page.product).toMatchObject({
      id: 'B0NEWMARK1',
      name: 'Some Phone',
      aggregate_rating: 4.1,
      rating_count: 2345,
    });
    expect(page.reviews).toEqual([
      expect.objectContaining({
        id: 'R004X0000',
        text: 'Review 1 on page 4: the product works well.',
        rating: 1,
        title: 'Title 4.0',
        reviewer: 'Shopper 4-0',
        date: '2024-03-03',
      }),
      expect.objectContaining({ id: 'R004X0001', rating: 2 }),
    ]);
    expect(
      page.pagination?.kind === 'numbered' &&
        page.pagination.current === 0 &&
        page.pagination.pageUrl(1),
    ).toBe(
      'https://www.amazon.in/product-reviews/B0NEWMARK1?reviewerType=all_reviews&pageNumber=1',
    );
  });

  it('captcha and sign-in pages are recognised as blocks', () => {
    expect(extractPage('https://www.amazon.com/dp/B0CAPTCHA1', amazonCaptchaPage()).block).toBe(
      'captcha',
    );
    expect(extractPage('https://www.amazon.com/ap/signin', signInWallPage()).block).toBe('sign_in');
  });
});
