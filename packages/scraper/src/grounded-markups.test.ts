// Review markups grounded in real pages that public repositories record (test/grounded-pages.ts names each
// source), scraped end to end from a loopback fixture shop: every review comes out with its text, rating, writer,
// title (or none) and day, and nothing beside it (a date line's words, pros and cons labels, votes) becomes a part.
import { describe, expect, it } from 'vitest';
import { makeReviews, type FixtureReview } from '@reviewsentry/test-support/shop';
import {
  amazonMobileReviewsPage,
  ceneoOpinionsPage,
  etsyListingPage,
  jtlShopPage,
  mercadoLibrePage,
  netReviewsPage,
  okendoClassicPage,
  rakutenReviewsPage,
  utilityClassReviewsPage,
  wooCommerceRepliesPage,
  yotpoStoreReplyPage,
} from '../test/grounded-pages';
import { fields, groundedShop } from '../test/grounded-shop';

const { pages, scrape, requests } = groundedShop();

const NAME = 'HP Smart Tank 515 AiO';

describe('review markups grounded in real pages', () => {
  it('Ceneo.pl: half stars written "4,5/5", the date line\'s words are not a title', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'b...a',
        rating: 4,
        date: '2020-12-10',
        text: 'Wykonana dobrze, trochę za duża, ale może być. Drukuje ciszej.',
      },
      {
        reviewer: 'Kasia',
        rating: 4.5,
        date: '2021-01-03',
        text: 'Bardzo dobra drukarka, tusz starcza na długo, druk jest cichy.',
      },
      {
        reviewer: 'm...k',
        rating: 1,
        date: '2021-02-14',
        text: 'Po miesiącu przestała działać, serwis nie odpowiada na maile.',
      },
    ];
    const result = await scrape('www.ceneo.pl', '/84514582', ceneoOpinionsPage(NAME, reviews));
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
    expect(result.product).toMatchObject({ name: NAME });
  });

  it('Okendo (okeReviews): the date from its data attribute, not the day-first text on a page that names no language', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Emma W.',
        rating: 5,
        title: 'Love it',
        date: '2024-02-11',
        text: 'Keeps my tea hot all morning, and the lid never leaks.',
      },
      {
        reviewer: 'James P.',
        rating: 2,
        title: 'Lid cracked',
        date: '2024-03-05',
        text: 'The lid cracked after two weeks of daily use.',
      },
      {
        reviewer: 'Sara K.',
        rating: 4,
        title: 'Good flask',
        date: '2024-01-20',
        text: 'Good flask overall but a bit heavy to carry around.',
      },
    ];
    const result = await scrape(
      'shop.example.com',
      '/products/flask',
      okendoClassicPage(NAME, reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date]),
    );
    expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 3.7, review_count: 3 });
  });

  it.each([
    ['pt', 'produto.mercadolivre.com.br', ['12 jan. 2024', '03 fev. 2024', '28 mar. 2024']],
    ['es', 'articulo.mercadolibre.com.ar', ['12 ene. 2024', '03 feb. 2024', '28 mar. 2024']],
  ] as const)(
    "Mercado Libre (%s): the average and count stated in the shop's language beside the anonymous reviews",
    async (language, host, dates) => {
      const reviews: FixtureReview[] = [
        {
          reviewer: '',
          rating: 5,
          date: dates[0],
          text: 'Produto excelente, chegou antes do prazo e funciona muito bem.',
        },
        {
          reviewer: '',
          rating: 2,
          date: dates[1],
          text: 'Veio com defeito na tampa, tive que devolver e esperar o reembolso.',
        },
        {
          reviewer: '',
          rating: 4,
          date: dates[2],
          text: 'Bom custo benefício, mas a cor é um pouco diferente da foto.',
        },
      ];
      const page = mercadoLibrePage(NAME, reviews, language, { average: 4.7, count: 23 });
      const result = await scrape(host, '/MLB-1234567-garrafa-_JM', page);
      expect(result.reviews.map(fields)).toEqual(
        reviews.map((r, i) => [
          r.text,
          r.rating,
          undefined,
          undefined,
          ['2024-01-12', '2024-02-03', '2024-03-28'][i],
        ]),
      );
      expect(result.product).toMatchObject({ name: NAME, aggregate_rating: 4.7, review_count: 23 });
    },
  );

  it('Rakuten: the next page a pager names in Japanese ("次の15件 »", next 15)', async () => {
    const reviews: FixtureReview[] = ['2024-03-03', '2024-02-11', '2024-01-20', '2023-12-24'].map(
      (date, i) => ({
        reviewer: ['ゆうこ', 'たろう', 'はなこ', 'じろう'][i]!,
        rating: [5, 2, 4, 3][i]!,
        title: ['大満足', '残念', '良い', '普通'][i],
        date,
        text: `保温力についてのレビュー${i + 1}です。朝入れたお茶がお昼でも温かいです。`,
      }),
    );
    const list = '/item/1/330517_10002841/';
    pages.set(`${list}2.1/`, rakutenReviewsPage(NAME, reviews.slice(2), null));
    const first = rakutenReviewsPage(
      NAME,
      reviews.slice(0, 2),
      `https://review.rakuten.co.jp${list}2.1/`,
    );
    const result = await scrape('review.rakuten.co.jp', `${list}1.1/`, first);
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, `${r.reviewer}さん`, r.title, r.date]),
    );
    expect(result.coverage).toMatchObject({ pages_fetched: 2 });
  });

  it('Amazon mobile: the full text a review hides beside its shortened copy', async () => {
    const reviews: FixtureReview[] = [
      {
        id: 'R1ABCDEF2GHIJ',
        reviewer: 'Jane D.',
        rating: 4,
        title: 'Keeps coffee hot',
        date: 'March 3, 2024',
        text: 'I use this flask every day on my commute. It keeps coffee hot for about six hours and the lid has never leaked in my bag.',
      },
      {
        id: 'R2BCDEFG3HIJK',
        reviewer: 'Sam',
        rating: 1,
        title: 'Leaked on day two',
        date: 'February 11, 2024',
        text: 'The seal on the lid failed on the second day and soaked my laptop bag. The seller offered a refund but I would not buy it again.',
      },
    ];
    const page = amazonMobileReviewsPage('B0TEST1234', NAME, reviews);
    const result = await scrape('www.amazon.com', '/product-reviews/B0TEST1234', page);
    expect(result.reviews.map(fields)).toEqual([
      [reviews[0]!.text, 4, 'Jane D.', 'Keeps coffee hot', '2024-03-03'],
      [reviews[1]!.text, 1, 'Sam', 'Leaked on day two', '2024-02-11'],
    ]);
  });

  it('Etsy: the text of a card whose text part its selectors miss, beside the rating they find', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Jane',
        rating: 5,
        date: 'Mar 3, 2024',
        text: 'Beautiful mug, exactly as pictured and it arrived well packed.',
      },
      {
        reviewer: 'Tom',
        rating: 2,
        date: 'Feb 11, 2024',
        text: 'The handle was chipped when it arrived and the seller took a week to answer.',
      },
    ];
    const page = etsyListingPage('Handmade mug', reviews);
    const result = await scrape('www.etsy.com', '/listing/1385245506/mug', page);
    expect(result.reviews.map(fields)).toEqual([
      [reviews[0]!.text, 5, 'Jane', undefined, '2024-03-03'],
      [reviews[1]!.text, 2, 'Tom', undefined, '2024-02-11'],
    ]);
  });

  it("a shop's reply that only its words name ('Response from the seller') is not the review's text", async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Jane',
        rating: 5,
        date: 'March 3, 2024',
        text: 'Lovely mug, exactly as pictured.',
      },
      {
        reviewer: 'Tom',
        rating: 2,
        date: 'February 11, 2024',
        text: 'The handle was chipped when it arrived, disappointing.',
      },
      {
        reviewer: 'Ana',
        rating: 4,
        date: 'January 20, 2024',
        text: 'Nice colour and weight, a little smaller than expected.',
      },
    ];
    const replies = [
      'Thank you so much for your kind words! We are always happy to hear that our mugs arrive safely and we hope you enjoy it for many years.',
      'We are very sorry to hear about the chipped handle. Please contact us through the shop and we will send you a replacement mug free of charge.',
      null,
    ];
    const page = utilityClassReviewsPage('Handmade mug', reviews, replies);
    const result = await scrape('shop.example.com', '/products/mug', page);
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        undefined,
        ['2024-03-03', '2024-02-11', '2024-01-20'][i],
      ]),
    );
  });

  it('the writer named after the stars on one line is the writer, not also a title', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Jane',
        rating: 5,
        date: 'March 3, 2024',
        text: 'Lovely mug, exactly as pictured.',
      },
      {
        reviewer: 'Tom',
        rating: 2,
        date: 'February 11, 2024',
        text: 'The handle was chipped when it arrived.',
      },
    ];
    const page = utilityClassReviewsPage('Handmade mug', reviews, [null, null], true);
    const result = await scrape('shop.example.com', '/products/compact-mug', page);
    expect(result.reviews.map(fields)).toEqual([
      [reviews[0]!.text, 5, 'Jane', undefined, '2024-03-03'],
      [reviews[1]!.text, 2, 'Tom', undefined, '2024-02-11'],
    ]);
  });

  // Ceneo (.pl) and Mercado Livre (.com.br), Rakuten (.co.jp) and Amazon (.co.uk) sit under public suffixes of one
  // and two labels: two shops under .co.uk are two sites, a shop's own subdomains one.
  it.each([
    ['another shop under the same two-label suffix', 'www.other-shop.co.uk', false],
    ["the shop's own review subdomain", 'reviews.mug-shop.co.uk', true],
  ] as const)('a next page on %s is followed: %s', async (_, nextHost, followed) => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Jane',
        rating: 5,
        date: 'March 3, 2024',
        text: 'Lovely mug, exactly as pictured.',
      },
      {
        reviewer: 'Tom',
        rating: 2,
        date: 'February 11, 2024',
        text: 'The handle was chipped when it arrived.',
      },
    ];
    const path = `/products/mug-${nextHost}`;
    pages.set('/products/mug/reviews-2', utilityClassReviewsPage('Handmade mug', [], []));
    const page = utilityClassReviewsPage('Handmade mug', reviews, [null, null]).replace(
      '</main>',
      `<nav class="pagination"><a href="https://${nextHost}/products/mug/reviews-2">Next</a></nav></main>`,
    );
    const before = requests().length;
    await scrape('www.mug-shop.co.uk', path, page, [nextHost]);
    const asked = requests()
      .slice(before)
      .map((r) => r.host);
    expect(asked.includes(nextHost)).toBe(followed);
  });

  it("Avis Vérifiés (NetReviews): the writer before 'publié le', the day published not ordered, the shop's answer left out", async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Marie D.',
        rating: 4,
        date: '2024-03-03',
        text: 'Très bon produit, livraison rapide.',
      },
      {
        reviewer: 'Paul R.',
        rating: 2,
        date: '2024-02-11',
        text: 'Le couvercle fuit un peu, dommage.',
      },
      {
        reviewer: 'Julie',
        rating: 5,
        date: '2024-01-20',
        text: 'Parfait, je recommande vivement cette gourde à tout le monde.',
      },
    ];
    const answers = [
      "Merci beaucoup Marie pour votre retour, toute l'équipe est ravie que le produit vous plaise et reste à votre disposition.",
      'Bonjour Paul, nous sommes désolés de ce désagrément. Notre service client va vous contacter pour échanger le couvercle.',
      null,
    ];
    const page = netReviewsPage('Gourde inox 500 ml', reviews, answers);
    const result = await scrape('www.boutique-exemple.fr', '/gourde-inox-500ml.html', page);
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
    expect(result.product).toMatchObject({ aggregate_rating: 3.7, review_count: 3 });
  });

  it.each([
    ['Posted on March 3, 2024', '2024-03-03'],
    ['publié le 03/03/2024', '2024-03-03'],
    ['veröffentlicht am 3. März 2024', '2024-03-03'],
  ])('a date line "%s" on reviews that name no writer names none', async (line, day) => {
    const items = [4, 2]
      .map(
        (
          rating,
          i,
        ) => `<li class="border-b py-5"><div class="flex" role="img" aria-label="${rating} out of 5 stars"></div>
<p class="text-xs text-slate-400">${line}</p><p class="mt-1 text-sm">Review ${i + 1}: the lid keeps the tea warm all morning.</p></li>`,
      )
      .join('');
    const page = `<!doctype html><html><head><title>Mug</title></head><body><h1>Mug</h1><ul>${items}</ul></body></html>`;
    const result = await scrape('shop.example.com', `/products/dated-${day}-${line.length}`, page);
    expect(result.reviews.map((r) => [r.rating, r.reviewer, r.date])).toEqual([
      [4, undefined, day],
      [2, undefined, day],
    ]);
  });

  it('a <cite> inside the running text names a work, not the writer', async () => {
    const items = ['Anna', 'Ben']
      .map(
        (
          name,
          i,
        ) => `<li class="review"><div class="stars" role="img" aria-label="${4 - i} out of 5 stars"></div>
<p class="meta"><strong class="review-author">${name}</strong> – <time datetime="2024-03-0${i + 3}">March ${i + 3}, 2024</time></p>
<p>I loved <cite>Dune</cite> in this edition, the paper is thick and the print is sharp.</p></li>`,
      )
      .join('');
    const page = `<!doctype html><html><head><title>Dune</title></head><body><h1>Dune</h1><ol class="reviews">${items}</ol></body></html>`;
    const result = await scrape('books.example.com', '/dune', page);
    expect(result.reviews.map((r) => [r.text, r.reviewer])).toEqual([
      ['I loved Dune in this edition, the paper is thick and the print is sharp.', 'Anna'],
      ['I loved Dune in this edition, the paper is thick and the print is sharp.', 'Ben'],
    ]);
  });

  it('JTL-Shop: the writer a <cite> attributes the quoted text to, the answer left out', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Anna',
        rating: 4,
        title: 'Gute Flasche',
        date: '2024-03-03',
        text: 'Hält den Tee lange warm, der Deckel ist dicht.',
      },
      {
        reviewer: 'Max Müller',
        rating: 2,
        title: 'Deckel undicht',
        date: '2024-02-11',
        text: 'Nach zwei Wochen tropft der Deckel, schade.',
      },
    ];
    const answers = [
      'Vielen Dank für Ihre Bewertung! Wir freuen uns sehr, dass Ihnen die Flasche gefällt, und wünschen viel Freude damit.',
      null,
    ];
    const result = await scrape(
      'www.beispielshop.de',
      '/Thermoflasche',
      jtlShopPage('Thermoflasche', reviews, answers),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date]),
    );
  });

  // A theme's own comment template may name the text part nothing we know (`comment-inner`).
  it.each([
    ['WooCommerce', (html: string) => html],
    [
      "a WordPress theme's own comment markup",
      (html: string) => html.replaceAll('comment-text', 'comment-inner'),
    ],
  ])(
    "%s: the shop's reply threaded under a review (its own writer and date) is not the review's text",
    async (_, theme) => {
      const reviews: FixtureReview[] = [
        { reviewer: 'Anna', rating: 5, date: '2024-03-03', text: 'Keeps my tea hot all morning.' },
        { reviewer: 'Ben', rating: 2, date: '2024-03-03', text: 'The lid leaks a little.' },
        { reviewer: 'Cleo', rating: 4, date: '2024-03-03', text: 'Good flask, a bit heavy.' },
      ];
      const replies = [
        'Thank you so much for taking the time to leave a review! We are glad the flask works well for you and hope to see you again soon.',
        'We are sorry about the lid. Please write to our support team with your order number and we will send you a new seal straight away.',
        null,
      ];
      const page = theme(wooCommerceRepliesPage('Steel Travel Flask', reviews, replies));
      const result = await scrape(
        'shop.example.com',
        `/product/steel-travel-flask/${_.length}`,
        page,
      );
      expect(result.reviews.map(fields)).toEqual(
        reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
      );
    },
  );

  it("Yotpo: the store owner's comment in a review (a date like '03/05/24' that is no rating) is not its text", async () => {
    const reviews = makeReviews(1, 3);
    const replies = [
      'Thank you so much for your kind review! We are thrilled you love it, and our team hopes you enjoy many more cups of tea with it.',
      null,
      null,
    ];
    const page = yotpoStoreReplyPage('Steel Travel Flask', reviews, replies);
    const result = await scrape('shop.example.com', '/products/flask-yotpo-reply', page);
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer]),
    );
  });
});
