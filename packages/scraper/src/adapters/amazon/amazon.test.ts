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

  it('localized ratings and dates of every storefront, 2017 to now', () => {
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
      [
        'www.amazon.it',
        '4,0 su 5 stelle',
        'Recensito in Italia il 1 settembre 2023',
        4,
        '2023-09-01',
      ],
      [
        'www.amazon.com.br',
        '4,0 de 5 estrelas',
        'Avaliado no Brasil em 3 de maio de 2023',
        4,
        '2023-05-03',
      ],
      [
        'www.amazon.com.mx',
        '5.0 de 5 estrellas',
        'Revisado en México el 3 de mayo de 2023',
        5,
        '2023-05-03',
      ],
      [
        'www.amazon.nl',
        '3,0 van 5 sterren',
        'Beoordeeld in Nederland op 3 mei 2023',
        3,
        '2023-05-03',
      ],
      [
        'www.amazon.se',
        '4,0 av 5 stjärnor',
        'Recenserad i Sverige den 3 augusti 2023',
        4,
        '2023-08-03',
      ],
      [
        'www.amazon.pl',
        '2,0 na 5 gwiazdek',
        'Zrecenzowano w Polsce dnia 3 maja 2023',
        2,
        '2023-05-03',
      ],
      [
        'www.amazon.com.tr',
        '5 yıldız üzerinden 4,0',
        "Türkiye'de 3 Mayıs 2023 tarihinde değerlendirildi",
        4,
        '2023-05-03',
      ],
      [
        'www.amazon.ae',
        '4.0 من 5 نجوم',
        'تمت المراجعة في الإمارات العربية المتحدة في 3 مايو 2023',
        4,
        '2023-05-03',
      ],
      ['www.amazon.in', '5 में से 4.0 स्टार', 'भारत में 3 मई 2023 को समीक्षा की गई', 4, '2023-05-03'],
      [
        'www.amazon.co.uk',
        '5.0 out of 5 stars',
        'Reviewed in the United Kingdom on 3 May 2023',
        5,
        '2023-05-03',
      ],
      ['www.amazon.ca', '3.0 out of 5 stars', 'Reviewed in Canada on May 3, 2023', 3, '2023-05-03'],
      // Before 2020 the line named no country.
      ['www.amazon.com', '4.0 out of 5 stars', 'on May 3, 2017', 4, '2017-05-03'],
      ['www.amazon.de', '4.0 von 5 Sternen', 'am 3. Mai 2017', 4, '2017-05-03'],
      ['www.amazon.fr', '4.0 sur 5 étoiles', 'le 3 mai 2017', 4, '2017-05-03'],
      ['www.amazon.it', '4.0 su 5 stelle', 'il 3 maggio 2017', 4, '2017-05-03'],
      ['www.amazon.es', '4.0 de 5 estrellas', 'el 3 de mayo de 2017', 4, '2017-05-03'],
      ['www.amazon.co.jp', '5つ星のうち 4.0', '2017年5月3日', 4, '2017-05-03'],
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

describe('Amazon review text as a person reads it (our own fixtures)', () => {
  const expanderBody = (
    text: string,
    label: string,
  ) => `<span data-hook="review-body" class="a-size-base review-text">
<script>(function() { P.when('cr-A', 'ready').execute(function(A) { A.toggleExpanderAriaLabel('x', 'Read more', 'Read less'); }); })();</script>
<style>.review-text-read-more-expander:focus-visible { outline: 2px solid #2162a1; }</style>
<div class="a-expander-content reviewText review-text-content" data-hook="review-collapsed"><span>${text}<br></span></div>
<div class="a-expander-header" style="display: none;"><a href="javascript:void(0)" role="button" data-action="a-expander-toggle"><span class="a-expander-prompt">${label}</span></a></div></span>`;

  it.each([
    ['www.amazon.in', 'Read less'],
    ['www.amazon.com.br', 'Ler mais'],
    ['www.amazon.es', 'Leer más'],
    ['www.amazon.de', 'Weiterlesen'],
  ])('%s: script, style and the "%s" control are not part of the text', (host, label) => {
    const html = `<html><body><span id="productTitle">Sauce</span><ul>
<li id="R1AAAAAAAAAA" data-hook="review" class="review"><span class="a-profile-name">Ana</span>
<a data-hook="review-title" class="review-title"><i data-hook="review-star-rating" class="a-icon a-star-4"><span class="a-icon-alt">4.0 out of 5 stars</span></i><span>Tasty</span></a>
${expanderBody('Rich and fresh.', label)}</li></ul></body></html>`;
    const review = extractPage(`https://${host}/dp/B0TEXT0001`, html).reviews[0]!;
    expect([review.text, review.title, review.rating]).toEqual(['Rich and fresh.', 'Tasty', 4]);
  });

  it('newer markup: camelCase hooks, hashed class names and no review-body hook still yield the text', () => {
    const reviews = makeReviews(2, 2);
    const html = `<html><body><span id="productTitle">Lamp</span><div id="cm-cr-dp-review-list">
${reviews
  .map(
    (r) => `<div id="${r.id}" data-hook="review" class="_cr-rv_card_3Xy1">
 <div class="_cr-rv_profile_9aB2"><span class="a-profile-name">${r.reviewer}</span></div>
 <div class="_cr-rv_head_1qQ"><i data-hook="reviewStarRating" class="a-icon a-icon-star a-star-${r.rating}"><span class="a-icon-alt">${r.rating}.0 out of 5 stars</span></i>
  <span data-hook="reviewTitle" class="_cr-rv_title_7Pp"><span>${r.title}</span></span></div>
 <span data-hook="reviewDate" class="_cr-rv_date_2Zz">Reviewed in the United States on March 3, 2024</span>
 <div class="_cr-rv_txt_5Kk"><div class="_cr-rv_txtinner_8Jj"><span>${r.text}</span></div></div>
 <div class="_cr-rv_foot_4Ll"><span>Helpful</span><span>Report</span></div>
</div>`,
  )
  .join('\n')}</div></body></html>`;
    const page = extractPage('https://www.amazon.com/dp/B0NEWHOOK1', html);
    expect(page.reviews.map((r) => [r.text, r.rating, r.title, r.reviewer, r.date])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.title, r.reviewer, '2024-03-03']),
    );
  });

  it('the hooks alone, without a class (a build that hashes or drops them), give rating, title and reviewer', () => {
    const reviews = makeReviews(3, 2);
    const html = `<html><body><div>${reviews
      .map(
        // A review from another storefront has no profile link: the widget is a plain <div>.
        (
          r,
          i,
        ) => `<div id="${r.id}" data-hook="review"><div data-hook="genome-widget">${i ? '<div>' : `<a href="/gp/profile/amzn1.account.A${r.id}">`}
<div aria-hidden="true"><img src="/avatar.png"></div><div><span>${r.reviewer}</span></div>${i ? '</div>' : '</a>'}</div>
<a data-hook="review-title" href="/gp/customer-reviews/${r.id}"><i data-hook="review-star-rating"><span>${r.rating}.0 out of 5 stars</span></i><span></span><span>${r.title}</span></a>
<span data-hook="review-date">Reviewed in the United States on March 3, 2024</span>
<span data-hook="review-body"><span>${r.text}</span></span></div>`,
      )
      .join('\n')}</div></body></html>`;
    const page = extractPage('https://www.amazon.com/product-reviews/B0NOCLASS1', html);
    expect(page.reviews.map((r) => [r.text, r.rating, r.title, r.reviewer])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.title, r.reviewer]),
    );
  });

  it('a product page states ratings, not written reviews: the JSON-LD reviewCount does not become one', () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Product","name":"Sauce","aggregateRating":{"ratingValue":"4.3","reviewCount":"7015"}}</script></head>
<body><span id="productTitle">Sauce</span><span id="acrPopover" title="4.3 out of 5 stars"></span><span id="acrCustomerReviewText">7,015 ratings</span></body></html>`;
    const product = extractPage('https://www.amazon.in/dp/B0COUNT001', html).product;
    expect(product).toMatchObject({ aggregate_rating: 4.3, rating_count: 7015 });
    expect(product.review_count ?? null).toBeNull();
  });
});

describe('older Amazon markup (our own fixture, 2017 layout)', () => {
  it('reads the reviewer from the "By <a class=author>" byline and the "on <date>" line', () => {
    const html = `<html><body><div id="cm_cr-review_list">
<div id="R1OLDMARKUP1" data-hook="review" class="a-section review"><div class="a-row">
<a class="a-link-normal" title="4.0 out of 5 stars" href="/gp/customer-reviews/R1OLDMARKUP1"><i data-hook="review-star-rating" class="a-icon a-icon-star a-star-4 review-rating"><span class="a-icon-alt">4.0 out of 5 stars</span></i></a>
<a data-hook="review-title" class="a-size-base a-link-normal review-title a-color-base a-text-bold" href="#">Solid</a></div>
<div class="a-row"><span data-hook="review-author" class="a-size-base a-color-secondary review-byline"><span class="a-color-secondary">By</span><span class="a-letter-space"></span><a data-hook="review-author" class="a-size-base a-link-normal author" href="/gp/pdp/profile/A1">John Smith</a></span>
<span data-hook="review-date" class="a-size-base a-color-secondary review-date">on January 5, 2017</span></div>
<div class="a-row review-data"><span data-hook="review-body" class="a-size-base review-text">Works as described.</span></div></div>
</div></body></html>`;
    const review = extractPage('https://www.amazon.co.uk/product-reviews/B0OLDMARK1', html)
      .reviews[0]!;
    expect(review).toMatchObject({
      id: 'R1OLDMARKUP1',
      text: 'Works as described.',
      title: 'Solid',
      rating: 4,
      reviewer: 'John Smith',
      date: '2017-01-05',
    });
  });
});
