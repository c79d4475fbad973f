// Grounding round 2: shop platforms and marketplaces whose review markup public repositories record
// (test/grounded-platform-pages.ts names each source), scraped end to end from a loopback fixture shop.
import { describe, expect, it } from 'vitest';
import { type FixtureReview } from '@reviewsentry/test-support/shop';
import {
  coupangReviewsPage,
  cornerstoneReviewsPage,
  lazadaReviewsPage,
  shopwareSixReviewItemsPage,
  stampedReplyPage,
  tokopediaReviewsPage,
} from '../test/grounded-platform-pages';
import { fields, groundedShop } from '../test/grounded-shop';

const { scrape } = groundedShop();

const NAME = 'Steel Flask 500ml';

describe('platform review markups grounded in real pages', () => {
  it('Lazada: star images alike in class, a full star told from a grey one only by its image', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Jane D.',
        rating: 5,
        date: '03 Mar 2024',
        text: 'Fast delivery and the flask keeps water cold the whole day. Very happy.',
      },
      {
        reviewer: 'Ahmad',
        rating: 2,
        date: '11 Feb 2024',
        text: 'The lid came cracked and the seller did not reply to my message.',
      },
      {
        reviewer: 'Siti',
        rating: 4,
        date: '20 Jan 2024',
        text: 'Good quality for the price, but the colour is darker than the photo.',
      },
      {
        reviewer: 'Wei Ling',
        rating: 1,
        date: '02 Jan 2024',
        text: 'Leaks from the first day, would not buy again.',
      },
    ];
    const result = await scrape(
      'www.lazada.com.my',
      '/products/steel-flask-i123-s456.html',
      lazadaReviewsPage(NAME, reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        undefined,
        ['2024-03-03', '2024-02-11', '2024-01-20', '2024-01-02'][i],
      ]),
    );
    expect(result.product).toMatchObject({ name: NAME });
  });

  it('Tokopedia: every line drawn by a "heading" style, the text as well as the date, is no title', async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Budi S.',
        rating: 5,
        date: '3 Mar 2024',
        text: 'Barang sesuai deskripsi, pengiriman cepat dan packing sangat aman. Terima kasih seller!',
      },
      {
        reviewer: 'Rina',
        rating: 2,
        date: '11 Feb 2024',
        text: 'Tutupnya agak bocor, airnya rembes ke tas saya. Kecewa dengan kualitasnya.',
      },
      {
        reviewer: 'Andi',
        rating: 4,
        date: '20 Jan 2024',
        text: 'Bagus dan dingin tahan lama, cuma warnanya sedikit beda dengan foto.',
      },
    ];
    const result = await scrape(
      'www.tokopedia.com',
      '/tokoabc/botol-minum-500ml/review',
      tokopediaReviewsPage('Botol Minum 500ml', reviews),
    );
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

  it.each([true, false])(
    "Shopware 6 (microdata %s): the shop's comment, its label and words on one line, is not the text",
    async (microdata) => {
      const reviews: FixtureReview[] = [
        {
          reviewer: 'Anna',
          rating: 4,
          title: 'Gut',
          date: '2024-03-03',
          text: 'Hält warm, aber der Deckel klemmt.',
        },
        {
          reviewer: 'Jonas',
          rating: 2,
          title: 'Undicht',
          date: '2024-02-11',
          text: 'Der Deckel ist nach zwei Wochen undicht.',
        },
        {
          reviewer: 'Lena',
          rating: 5,
          title: 'Top',
          date: '2024-01-20',
          text: 'Hält den Tee den ganzen Tag heiß.',
        },
      ];
      const comment =
        'Vielen Dank für Ihre Bewertung! Der Deckel lässt sich mit etwas Spülmittel am Dichtungsring wieder leichtgängig machen, gerne senden wir Ihnen auch einen neuen.';
      const page = shopwareSixReviewItemsPage('Thermoflasche', reviews, comment, { microdata });
      const result = await scrape('www.shop-beispiel.de', `/thermoflasche-${microdata}`, page);
      expect(result.reviews.map((r) => [r.text, r.rating, r.title, r.date?.slice(0, 10)])).toEqual(
        reviews.map((r) => [r.text, r.rating, r.title, r.date]),
      );
    },
  );

  it("BigCommerce (Cornerstone): the day in the writer's line when the microdata states none", async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Shailesh S.',
        rating: 3,
        title: 'Okay',
        date: '11th April 2019',
        text: 'The cap works but the paint chipped after a month of use.',
      },
      {
        reviewer: 'Mary Jones',
        rating: 5,
        title: 'Love it',
        date: '2nd March 2024',
        text: 'Keeps coffee hot all day and fits in my car cup holder.',
      },
      {
        reviewer: 'Tom',
        rating: 1,
        title: 'Leaks',
        date: '23rd January 2024',
        text: 'Leaked all over my bag on the first day, returned it.',
      },
    ];
    const result = await scrape(
      'store.example.com',
      '/travel-mug/',
      cornerstoneReviewsPage('Travel Mug', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        r.title,
        ['2019-04-11', '2024-03-02', '2024-01-23'][i],
      ]),
    );
  });

  it("Coupang: stars in an empty element's data-rating, a headline only when given, the survey and helpful rows left out", async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: '김*수',
        rating: 5,
        title: '맛있어요',
        date: '2024.03.03',
        text: '생각보다 훨씬 맛있고 배송도 빨라서 아이들이 잘 먹어요. 재구매 의사 있습니다.',
      },
      {
        reviewer: '이*영',
        rating: 2,
        date: '2024.02.11',
        text: '포장이 터져서 왔어요. 맛은 괜찮지만 다음에는 다른 곳에서 살 것 같아요.',
      },
      {
        reviewer: '박*민',
        rating: 4,
        title: '가성비 좋아요',
        date: '2024.01.20',
        text: '양이 많고 가격도 괜찮아요. 조금 짠 편이지만 만족합니다.',
      },
    ];
    const result = await scrape(
      'www.coupang.com',
      '/vp/products/7012345',
      coupangReviewsPage('곰곰 소고기 국밥', reviews),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        r.title,
        ['2024-03-03', '2024-02-11', '2024-01-20'][i],
      ]),
    );
  });

  it("Stamped: the store's reply inside a review, with a body of the review's own class, is not its text", async () => {
    const reviews: FixtureReview[] = [
      {
        reviewer: 'Jane D.',
        rating: 2,
        title: 'Lid leaks',
        date: '03/03/2024',
        text: 'The lid leaked in my bag twice.',
      },
      {
        reviewer: 'Sam K.',
        rating: 5,
        title: 'Great',
        date: '02/11/2024',
        text: 'Keeps water cold all day long.',
      },
      {
        reviewer: 'Ola N.',
        rating: 4,
        title: 'Good',
        date: '01/20/2024',
        text: 'Good flask, a little heavy.',
      },
    ];
    const reply =
      'Hi, thank you for your review. Please check that the silicone ring sits flat in the groove of the lid; we have sent you a replacement ring free of charge.';
    const result = await scrape(
      'shop.example.com',
      '/products/flask-stamped',
      stampedReplyPage(NAME, reviews, reply),
    );
    expect(result.reviews.map(fields)).toEqual(
      reviews.map((r, i) => [
        r.text,
        r.rating,
        r.reviewer,
        r.title,
        ['2024-03-03', '2024-02-11', '2024-01-20'][i],
      ]),
    );
  });
});
