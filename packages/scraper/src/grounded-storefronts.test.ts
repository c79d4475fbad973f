// Grounding round 3: storefront platforms, theme templates and marketplaces whose review markup public
// repositories record (test/grounded-storefront-pages.ts names each source), scraped end to end from a loopback
// fixture shop.
import { describe, expect, it } from 'vitest';
import {
  bootstrapMediaReviewsPage,
  commentPageUrl,
  csCartDiscussionPage,
  judgeMePreloadedWidgetPage,
  okendoWidgetPlusPage,
  jumiaRatingsPage,
  oxidReviewsPage,
  ozonReviewsPage,
  rozetkaCommentsPage,
  spartacusReviewsPage,
  syliusOneReviewsPage,
  syliusReviewsPage,
  tailwindReviewsPage,
  virtueMartReviewsPage,
  trendyolReviewsPage,
  wooProductReviewsBlockPage,
  yithAdvancedReviewsPage,
  yotpoPreloadedPage,
  type WordPressCommentPaging,
} from '../test/grounded-storefront-pages';
import { fields, groundedShop } from '../test/grounded-shop';

const { pages, scrape } = groundedShop({ byQuery: true });

describe('storefront review markups grounded in real templates and pages', () => {
  it("WooCommerce's Product Reviews block: a short review carrying its writer's class is a review, the threaded reply is not its text", async () => {
    const reviews = [
      {
        reviewer: 'Anna K.',
        rating: 4,
        date: '2024-03-03',
        text: 'Keeps water cold all day, the lid is a bit stiff.',
      },
      { reviewer: 'Tom', rating: 1, date: '2024-02-11', text: 'Leaked on day one.' },
      { reviewer: 'Lena', rating: 5, date: '2024-01-20', text: 'Perfect.' },
    ];
    const reply = {
      to: 0,
      writer: 'Steel Shop',
      date: '2024-03-04',
      text: 'Thank you Anna! The lid loosens after a few days of use; if it does not, write to us and we will send you a new seal free of charge.',
    };
    const result = await scrape(
      'shop.example.com',
      '/product/steel-flask/',
      wooProductReviewsBlockPage('Steel Flask', reviews, [reply]),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
  });

  it('Trendyol: each star draws its own fill as a width, and the masked name before the date is the writer', async () => {
    const reviews = [
      {
        reviewer: 'A** K**',
        rating: 4,
        date: '13 Mart 2024',
        text: 'Suyu gün boyu soğuk tutuyor, kapağı biraz sert ama memnunum.',
      },
      {
        reviewer: 'M** Y**',
        rating: 2,
        date: '2 Şubat 2024',
        text: 'İkinci gün sızdırmaya başladı, iade ettim.',
      },
      { reviewer: 'Z** T**', rating: 5, date: '20 Ocak 2024', text: 'Harika, tavsiye ederim.' },
    ];
    const result = await scrape(
      'www.trendyol.com',
      '/marka/termos-500-ml-p-123456/yorumlar',
      trendyolReviewsPage('Termos 500 ml', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        undefined,
        ['2024-03-13', '2024-02-02', '2024-01-20'][i],
      ]),
    );
  });

  it("SAP Commerce (Spartacus): the stars only in the widget's --star-fill, five icons alike each labelled with the rating a click would give", async () => {
    const reviews = [
      {
        reviewer: 'Anna K.',
        rating: 4,
        title: 'Keeps cold',
        date: '2024-03-03',
        text: 'Keeps water cold all day, the lid is a bit stiff.',
      },
      {
        reviewer: 'Tom',
        rating: 1,
        title: 'Leaks',
        date: '2024-02-11',
        text: 'Leaked in my bag on the first day.',
      },
      {
        reviewer: 'Lena',
        rating: 5,
        title: 'Great',
        date: '2024-01-20',
        text: 'Perfect for hiking.',
      },
    ];
    const result = await scrape(
      'electronics.example.com',
      '/electronics-spa/en/USD/product/300938/steel-flask',
      spartacusReviewsPage('Steel Flask', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date]),
    );
  });

  it.each(['newest', 'oldest'] as const)(
    "WooCommerce's Product Reviews block: the other comment pages behind its Older and Newer links (%s page first)",
    async (first) => {
      const productUrl = `https://shop.example.com/product/flask-${first}/`;
      const onPage = (n: number) =>
        [0, 1].map((i) => ({
          reviewer: `Buyer ${n}${i}`,
          rating: 1 + ((n + i) % 5),
          date: `2024-0${n}-1${i}`,
          text: `Review ${i + 1} on comment page ${n}: the flask keeps drinks as it should.`,
        }));
      const paging = (current: number): WordPressCommentPaging => ({
        productUrl,
        current,
        pages: 3,
        first,
      });
      for (const n of [1, 2, 3])
        pages.set(
          new URL(commentPageUrl(paging(n), n)).pathname,
          wooProductReviewsBlockPage('Steel Flask', onPage(n), [], paging(n)),
        );
      const result = await scrape(
        'shop.example.com',
        new URL(productUrl).pathname,
        pages.get(new URL(productUrl).pathname)!,
      );
      const order = first === 'newest' ? [3, 2, 1] : [1, 2, 3];
      expect(result.reviews.map((r) => [r.text, r.reviewer])).toEqual(
        order.flatMap(onPage).map((r) => [r.text, r.reviewer]),
      );
      expect(result.coverage).toMatchObject({ pages_fetched: 3, stop_reason: 'complete' });
    },
  );

  it("Ozon: the words in comment, pros and cons, the writer as name parts, an anonymous writer unnamed, the purchase flag, the list's total", async () => {
    const reviews = [
      {
        firstName: 'Анна',
        lastName: 'К.',
        anonymous: false,
        purchased: true,
        score: 4,
        publishedAt: Date.UTC(2024, 2, 3, 10) / 1000,
        comment: 'Держит холод весь день.',
        positive: 'Лёгкий и не протекает.',
        negative: 'Крышка туго откручивается.',
      },
      {
        firstName: 'Игорь',
        lastName: '',
        anonymous: false,
        purchased: false,
        score: 1,
        publishedAt: Date.UTC(2024, 1, 11, 10) / 1000,
        comment: 'Протёк в первый же день, вернул.',
        positive: 'Нет',
        negative: '',
      },
      {
        firstName: 'Пользователь предпочёл скрыть свои данные',
        lastName: '',
        anonymous: true,
        purchased: true,
        score: 5,
        publishedAt: Date.UTC(2024, 0, 20, 10) / 1000,
        comment: '',
        positive: 'Отличный термос, беру второй.',
        negative: '',
      },
    ];
    const result = await scrape(
      'www.ozon.ru',
      '/product/termos-500-ml-123/reviews/',
      ozonReviewsPage('Термос 500 мл', reviews, { total: 57, perPage: 10 }, 4.6),
    );
    expect(result.reviews.map((r) => [...fields(r), r.verified])).toEqual([
      [
        'Держит холод весь день. Лёгкий и не протекает. Крышка туго откручивается.',
        4,
        'Анна К.',
        undefined,
        '2024-03-03',
        true,
      ],
      ['Протёк в первый же день, вернул.', 1, 'Игорь', undefined, '2024-02-11', false],
      ['Отличный термос, беру второй.', 5, undefined, undefined, '2024-01-20', true],
    ]);
    expect(result.product).toMatchObject({ aggregate_rating: 4.6, review_count: 57 });
  });

  it('Sylius: in class-less markup, the bold line beside the date is the title and the plain name above it the writer', async () => {
    const reviews = [
      {
        reviewer: 'Anna',
        rating: 4,
        title: 'Keeps cold all day',
        date: '2024-03-03',
        text: 'Kept my water cold through a whole day at the beach, the lid is a bit stiff.',
      },
      {
        reviewer: 'Tom',
        rating: 1,
        title: 'Leaks!',
        date: '2024-02-11',
        text: 'Leaked in my bag on the first day.',
      },
      {
        reviewer: 'Lena',
        rating: 5,
        title: 'Perfect Gift',
        date: '2024-01-20',
        text: 'Bought it for my father, he loves it.',
      },
    ];
    const result = await scrape(
      'shop.example.com',
      '/en_US/products/steel-flask',
      syliusReviewsPage('Steel Flask', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date]),
    );
  });

  it('Sylius 1: the heading that only labels the stars ("Rating:") is no title, and "- Author: Anna K." names the writer', async () => {
    const reviews = [
      {
        reviewer: 'Anna K.',
        rating: 4,
        title: 'Keeps cold all day',
        date: '2024-03-03',
        text: 'Kept my water cold through a whole day at the beach, the lid is a bit stiff.',
      },
      {
        reviewer: 'Tom B.',
        rating: 1,
        title: 'Leaks!',
        date: '2024-02-11',
        text: 'Leaked in my bag on the first day.',
      },
      {
        reviewer: 'Lena M.',
        rating: 5,
        title: 'Perfect Gift',
        date: '2024-01-20',
        text: 'Bought it for my father, he loves it.',
      },
    ];
    const result = await scrape(
      'shop.example.com',
      '/en_US/products/steel-flask/reviews/',
      syliusOneReviewsPage('Steel Flask', reviews),
    );
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer, r.date?.slice(0, 10)])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.date]),
    );
    // The title is a corner label nothing marks: not read, and never "Rating:".
    expect(result.reviews.map((r) => r.title)).not.toContain('Rating:');
  });

  it('Rozetka: the stars drawn as a filled width written as a CSS calculation', async () => {
    const reviews = [
      {
        reviewer: 'Олена Коваль',
        rating: 4,
        date: '2024-03-03',
        text: 'Тримає холод цілий день, кришка трохи туга.',
      },
      {
        reviewer: 'Ігор',
        rating: 1,
        date: '2024-02-11',
        text: 'Протік у перший же день, повернув.',
      },
      { reviewer: 'Марія', rating: 5, date: '2024-01-20', text: 'Чудовий термос, беру другий.' },
    ];
    const result = await scrape(
      'rozetka.com.ua',
      '/ua/termos-500/p123456/comments/',
      rozetkaCommentsPage('Термос 500 мл', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
  });

  it('Rozetka: the pros and cons printed as a list of labels and words keep the words, each part on its own line, without the labels', async () => {
    const reviews = [
      {
        reviewer: 'Олена Коваль',
        rating: 4,
        date: '2024-03-03',
        text: 'Тримає холод цілий день.',
        essentials: [
          ['Переваги:', 'Легкий, не протікає'],
          ['Недоліки:', 'Кришка трохи туга'],
        ] as Array<[string, string]>,
      },
      {
        reviewer: 'Игорь',
        rating: 2,
        date: '2024-02-11',
        text: 'Достоинства: лёгкий. Недостатки: протёк в первый же день.',
        essentials: [['Недостатки', 'Протекает']] as Array<[string, string]>,
      },
      {
        reviewer: 'Марія',
        rating: 5,
        date: '2024-01-20',
        text: 'Чудовий термос, беру другий.',
        // The answer that there are none is no part of the review.
        essentials: [['Недоліки:', 'Немає']] as Array<[string, string]>,
      },
    ];
    const result = await scrape(
      'rozetka.com.ua',
      '/ua/termos-750/p123457/comments/',
      rozetkaCommentsPage('Термос 750 мл', reviews),
    );
    expect(result.reviews.map((r) => r.text)).toEqual([
      'Тримає холод цілий день.\n\nЛегкий, не протікає\nКришка трохи туга',
      // The labels the writer typed in a sentence are their words.
      'Достоинства: лёгкий. Недостатки: протёк в первый же день.\n\nПротекает',
      'Чудовий термос, беру другий.',
    ]);
  });

  it('OXID eShop: review scopes numbered by their place on the page are not the same reviews on the next page', async () => {
    const onPage = (n: number) =>
      [1, 2, 3].map((i) => ({
        reviewer: `Kunde ${n}${i}`,
        rating: 1 + ((n + i) % 5),
        date: `2024-0${n}-1${i}`,
        text: `Bewertung ${i} auf Seite ${n}: die Flasche hält dicht und warm.`,
      }));
    pages.set('/Thermoflasche.html?pgNr=1', oxidReviewsPage('Thermoflasche', onPage(2)));
    const result = await scrape(
      'www.shop-beispiel.de',
      '/Thermoflasche.html',
      oxidReviewsPage('Thermoflasche', onPage(1), '/Thermoflasche.html?pgNr=1'),
    );
    expect(result.reviews.map(fields)).toEqual(
      [...onPage(1), ...onPage(2)].map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
  });

  it('Jumia and CS-Cart, read as they should before this round: utility classes only, a discussion add-on, and their next pages', async () => {
    const onPage = (n: number) =>
      [1, 2].map((i) => ({
        reviewer: `Buyer ${n}${i}`,
        rating: 1 + ((n + i) % 5),
        title: `Heading ${n}${i}`,
        date: `2024-0${n}-1${i}`,
        text: `Review ${i} on page ${n}: the phone works as described.`,
      }));
    const jumia = '/catalog/productratingsreviews/sku/SA948MP5XXXXNAFAMZ/';
    pages.set(`${jumia}?page=2`, jumiaRatingsPage('Galaxy A15', onPage(2), null));
    const fromJumia = await scrape(
      'www.jumia.com.ng',
      jumia,
      jumiaRatingsPage('Galaxy A15', onPage(1), `${jumia}?page=2`),
    );
    expect(fromJumia.reviews.map((r) => [...fields(r), r.verified])).toEqual(
      [...onPage(1), ...onPage(2)].map((r) => [
        r.text,
        r.rating,
        r.reviewer,
        r.title,
        r.date,
        true,
      ]),
    );

    const cart = '/computers/hp-pavilion/';
    pages.set(
      `${cart}?selected_section=discussion&page=2`,
      csCartDiscussionPage('Компьютер', onPage(2), null),
    );
    const fromCsCart = await scrape(
      'shop.example.ru',
      cart,
      csCartDiscussionPage('Компьютер', onPage(1), `${cart}?selected_section=discussion&page=2`),
    );
    expect(fromCsCart.reviews.map(fields)).toEqual(
      [...onPage(1), ...onPage(2)].map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
  });

  it("Judge.me's widget preloaded in a Shopify theme: a short review carrying data-product-title is a review, the store's reply is not its text, the reviews its API holds are said to be unread", async () => {
    const reviews = [
      {
        reviewer: 'Prabha K.',
        rating: 4,
        title: 'Keeps cold',
        date: '2023-01-28',
        text: 'Kept my water cold the whole day at the beach.',
      },
      {
        reviewer: 'Brinley',
        rating: 2,
        title: 'Lid leaks',
        date: '2020-07-27',
        text: 'The lid leaked in my bag.',
      },
    ];
    const reply = {
      to: 0,
      text: 'Thank you so much Prabha, we are really glad the flask kept your water cold on your beach day, see you soon!',
    };
    const result = await scrape(
      'steelshop.example.com',
      '/products/steel-flask',
      judgeMePreloadedWidgetPage('Steel Flask', reviews, 12, reply),
    );
    expect(result.reviews.map((r) => [...fields(r), r.verified])).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        r.title,
        r.date,
        i === 0 ? true : undefined,
      ]),
    );
    expect(result.product).toMatchObject({ aggregate_rating: 4.5, review_count: 12 });
    expect(result.coverage).toMatchObject({ reviews_claimed: 12, stop_reason: 'no_next_page' });
  });

  it('YITH Advanced Reviews: the vote row and reply link inside the text part, marked by their classes, are not the text', async () => {
    const reviews = [
      {
        reviewer: 'Minh Anh',
        rating: 4,
        date: '2024-12-23',
        text: 'Máy chạy mượt, pin dùng cả ngày, giao hàng nhanh.',
      },
      { reviewer: 'Tuấn', rating: 5, date: '2024-07-13', text: 'Ngon nhé' },
      {
        reviewer: 'Lan',
        rating: 2,
        date: '2024-05-02',
        text: 'Màn hình bị hở sáng một góc, đổi máy mất một tuần.',
      },
    ];
    const result = await scrape(
      'cellphones.example.vn',
      '/san-pham/apple-ipad-pro-11-2021/',
      yithAdvancedReviewsPage('Apple iPad Pro 11 2021 M1', reviews),
    );
    expect(result.reviews.map((r) => [r.text, r.rating, r.reviewer])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer]),
    );
  });

  it("Yotpo's preloaded first page: the store's comment is not the text, the bottomline's average score and the list's total are the product's", async () => {
    const reviews = [
      {
        reviewer: 'Anna K.',
        rating: 4,
        title: 'Keeps hot',
        date: '2024-03-03',
        verified: true,
        text: 'Keeps my coffee hot for hours, the lid is a bit stiff.',
      },
      {
        reviewer: 'Tom',
        rating: 1,
        title: 'Leaks',
        date: '2024-02-11',
        verified: false,
        text: 'Leaked.',
      },
      {
        reviewer: 'Lena',
        rating: 5,
        title: 'Great',
        date: '2024-01-20',
        verified: true,
        text: 'Perfect for hiking.',
      },
    ];
    const reply = {
      to: 0,
      text: 'Thank you Anna! The lid loosens after a week of use; write to us if it does not and we will send a new seal.',
    };
    const result = await scrape(
      'shop.example.com',
      '/products/steel-mug',
      yotpoPreloadedPage('Steel Mug', reviews, reply, { average: 4.2, total: 23 }),
    );
    expect(result.reviews.map((r) => [...fields(r), r.verified])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date, r.verified]),
    );
    expect(result.product).toMatchObject({ aggregate_rating: 4.2, review_count: 23 });
  });

  it("Okendo's Widget Plus, read as it should before this round: the writer's attribute column and the helpful footer are not the text", async () => {
    const reviews = [
      {
        reviewer: 'Anna K.',
        rating: 4,
        title: 'Lovely mask',
        date: '2024-03-11',
        text: 'My hair feels soft after one use, the scent is strong though.',
      },
      {
        reviewer: 'Tom',
        rating: 1,
        title: 'Did nothing',
        date: '2024-02-02',
        text: 'No difference at all.',
      },
      { reviewer: 'Lena', rating: 5, title: 'Best', date: '2024-01-20', text: 'Perfect.' },
    ];
    const result = await scrape(
      'shop.example.com',
      '/products/hair-mask',
      okendoWidgetPlusPage('10 Minute Hair Mask', reviews),
    );
    expect(result.reviews.map((r) => [...fields(r), r.verified])).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, r.title, r.date, true]),
    );
    expect(result.product).toMatchObject({ aggregate_rating: 4.6, review_count: 212 });
  });

  it("Bootstrap's media object: a review inside an element named like a picture keeps its text", async () => {
    const reviews = [
      {
        reviewer: 'Anna K.',
        rating: 4,
        date: '2024-03-03',
        text: 'Keeps water cold all day, the lid is a bit stiff.',
      },
      {
        reviewer: 'Tom',
        rating: 1,
        date: '2024-02-11',
        text: 'Leaked in my bag on the first day.',
      },
      { reviewer: 'Lena', rating: 5, date: '2024-01-20', text: 'Perfect for hiking.' },
    ];
    const result = await scrape(
      'shop.example.com',
      '/products/steel-flask',
      bootstrapMediaReviewsPage('Steel Flask', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
  });

  it.each(['date-first', 'byline', 'heading-byline'] as const)(
    "Bootstrap's media object: the heading holds the writer (%s), never also the title",
    async (layout) => {
      const reviews = [
        { reviewer: 'Anna K.', rating: 4, date: '2024-03-03', text: 'Keeps water cold all day.' },
        { reviewer: 'Tom', rating: 1, date: '2024-02-11', text: 'Leaked in my bag on day one.' },
        { reviewer: 'Lena', rating: 5, date: '2024-01-20', text: 'Perfect for hiking.' },
      ];
      const result = await scrape(
        'shop.example.com',
        `/products/steel-flask-${layout}`,
        bootstrapMediaReviewsPage('Steel Flask', reviews, layout),
      );
      expect(result.reviews.map(fields)).toEqual(
        reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
      );
    },
  );

  it("Bootstrap's media object: a heading that holds a title stays the title", async () => {
    const reviews = [
      {
        title: 'Great kettle!',
        rating: 5,
        date: '2024-03-03',
        text: 'Boils a litre in two minutes and switches off on its own.',
      },
      {
        title: 'Too loud, sadly',
        rating: 2,
        date: '2024-02-11',
        text: 'It rattles so much that it wakes the whole house.',
      },
      {
        title: 'Does what it should.',
        rating: 4,
        date: '2024-01-20',
        text: 'Plain kettle, no surprises.',
      },
      // Short and unpunctuated like a name, but not capitalised as one.
      { title: 'Great product', rating: 5, date: '2024-01-18', text: 'Boils fast and pours well.' },
      { title: 'Love it', rating: 5, date: '2024-01-16', text: 'The lid clicks shut every time.' },
    ];
    const result = await scrape(
      'shop.example.com',
      '/products/kettle',
      bootstrapMediaReviewsPage('Steel Kettle', reviews, 'title'),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, undefined, r.title, r.date]),
    );
  });

  it('the Tailwind UI reviews pattern, read as it should before this round: stars told apart by colour, the rating for screen readers', async () => {
    const reviews = [
      {
        reviewer: 'Emily Selman',
        rating: 5,
        date: '2021-07-16',
        text: 'This icon pack is just what I need for my latest project. Love the playful look!',
      },
      {
        reviewer: 'Hector Gibbons',
        rating: 3,
        date: '2021-07-12',
        text: 'Blown away by how polished this icon pack is, but a few icons are missing.',
      },
      {
        reviewer: 'Mark Edwards',
        rating: 1,
        date: '2021-07-06',
        text: 'Really terrible, the files were broken.',
      },
    ];
    const result = await scrape(
      'shop.example.com',
      '/products/icon-pack',
      tailwindReviewsPage('Application UI Icon Pack', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, r.reviewer, undefined, r.date]),
    );
  });

  it('VirtueMart: rows that alternate between two classes are one list', async () => {
    const reviews = [
      {
        reviewer: 'Anna K.',
        rating: 4,
        date: '2024-03-03',
        text: 'Keeps water cold all day, the lid is a bit stiff.',
      },
      {
        reviewer: 'Tom',
        rating: 1,
        date: '2024-02-11',
        text: 'Leaked in my bag on the first day.',
      },
      {
        reviewer: 'Lena',
        rating: 5,
        date: '2024-01-20',
        text: 'Perfect for hiking, would buy again.',
      },
      {
        reviewer: 'Jonas',
        rating: 3,
        date: '2024-01-05',
        text: 'Fine, but heavier than I expected.',
      },
    ];
    const result = await scrape(
      'shop.example.co.uk',
      '/steel-flask-detail',
      virtueMartReviewsPage('Steel Flask', reviews),
    );
    // The customer's name closes each row with nothing marking it: not read (a closing line may as well be a badge).
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r) => [r.text, r.rating, undefined, undefined, r.date]),
    );
  });
});
