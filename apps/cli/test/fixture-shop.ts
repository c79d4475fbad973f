// The CLI tests' product on the loopback fixture shop of @reviewsentry/test-support: two numbered Amazon review
// pages (classic data-hook markup) and a captcha page, answered by Host header and path as a real shop would. The
// CLI reaches it through SCRAPER_RESOLVE=www.amazon.com=127.0.0.1:<port> and SCRAPER_ALLOW_PRIVATE_NETWORK=true.
import {
  amazonCaptchaPage,
  amazonClassicPage,
  startFixtureShop,
  type FixtureResponse,
  type FixtureReview,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';

export type { FixtureShop } from '@reviewsentry/test-support/shop';

/** A review with every field the pages show. */
type ShopReview = Required<FixtureReview>;

export const PRODUCT_ASIN = 'B0TESTCLI1';
export const PRODUCT_NAME = 'Fixture Kettle 1.7 L, Stainless Steel';
export const BLOCKED_ASIN = 'B0BLOCKED1';

const COPY =
  'This is the best kettle I have ever bought in my life, amazing quality and super fast boiling, everyone should buy it now!';

export const PAGE_1: ShopReview[] = [
  {
    id: 'R1KETTLEA01',
    reviewer: 'Maria G.',
    rating: 5,
    title: 'Boils in two minutes',
    date: 'March 2, 2024',
    text: 'I use this kettle every morning for tea and it boils a full litre in about two minutes. The lid opens wide enough to clean the inside.',
  },
  {
    id: 'R1KETTLEA02',
    reviewer: 'Tom Becker',
    rating: 4,
    title: 'Good but loud',
    date: 'March 9, 2024',
    text: 'Heats water quickly and switches off reliably, but it is louder than my old kettle. The handle stays cool, which matters with kids.',
  },
  {
    id: 'R1KETTLEA03',
    reviewer: 'Priya',
    rating: 2,
    title: 'Limescale after a month',
    date: 'March 15, 2024',
    text: 'We have hard water and after a month the element was covered in scale. The filter in the spout is flimsy and popped out twice.',
  },
  {
    id: 'R1KETTLEA04',
    reviewer: 'Anna K.',
    rating: 5,
    title: 'Best kettle',
    date: 'April 10, 2024',
    text: COPY,
  },
  {
    id: 'R1KETTLEA05',
    reviewer: 'Ben R.',
    rating: 5,
    title: 'Best kettle',
    date: 'April 10, 2024',
    text: COPY,
  },
  {
    id: 'R1KETTLEA06',
    reviewer: 'Chloe P.',
    rating: 5,
    title: 'Best kettle',
    date: 'April 10, 2024',
    text: COPY,
  },
  {
    id: 'R1KETTLEA07',
    reviewer: 'J. Okafor',
    rating: 5,
    title: 'Does the job',
    date: 'March 21, 2024',
    text: 'Simple kettle that does what it should. The water window is easy to read from across the kitchen and the cord wraps neatly under the base.',
  },
  {
    id: 'R1KETTLEA08',
    reviewer: 'Lena',
    rating: 3,
    title: 'Plastic taste at first',
    date: 'April 1, 2024',
    text: 'The first few boils tasted of plastic, as others mention. After rinsing it out a handful of times the taste went away. Quick and quiet enough.',
  },
  {
    id: 'R1KETTLEA09',
    reviewer: 'Hugo L.',
    rating: 4,
    title: 'Works well in the office',
    date: 'May 2, 2024',
    text: 'Bought two of these for our small office. Both have been used many times a day for weeks without a problem, and the auto shut-off works.',
  },
  {
    id: 'R1KETTLEA10',
    reviewer: 'Ines',
    rating: 4,
    title: 'Light and quick',
    date: 'May 3, 2024',
    text: 'Much lighter than our old glass kettle, so my mother can lift it easily. It boils quickly, though the base cable is a bit short for our kitchen.',
  },
];

export const PAGE_2: ShopReview[] = [
  {
    id: 'R2KETTLEB01',
    reviewer: 'Dev S.',
    rating: 5,
    title: 'Best kettle',
    date: 'April 11, 2024',
    text: COPY,
  },
  {
    id: 'R2KETTLEB02',
    reviewer: 'Olga',
    rating: 4,
    title: 'Nice design, "blue light"',
    date: 'April 20, 2024',
    text: 'Looks nicer on the counter than our steel one, and the blue light while boiling is a small joy. Pouring is smooth, with no dribbles.',
  },
  // A text that would be a formula in a spreadsheet: the CSV export must neutralise it.
  {
    id: 'R2KETTLEB03',
    reviewer: 'Sam W.',
    rating: 1,
    title: 'Stopped working',
    date: 'May 6, 2024',
    text: '=HYPERLINK("http://example.invalid","click") is what the box said, and it stopped working after six weeks. The seller replaced it.',
  },
];

const page = (reviews: readonly ShopReview[], hasNext: boolean): FixtureResponse => ({
  body: amazonClassicPage({
    asin: PRODUCT_ASIN,
    name: PRODUCT_NAME,
    reviews: [...reviews],
    hasNext,
    withReviews: PAGE_1.length + PAGE_2.length,
  }),
});

/** The shop: the product's two review pages and a captcha page; anything else is a 404. */
export function startCliShop(): Promise<FixtureShop> {
  return startFixtureShop(({ host, url }) => {
    if (host !== 'www.amazon.com') return undefined;
    if (url.pathname === `/product-reviews/${PRODUCT_ASIN}`) {
      const pageNumber = url.searchParams.get('pageNumber') ?? '1';
      if (pageNumber === '1') return page(PAGE_1, true);
      if (pageNumber === '2') return page(PAGE_2, false);
    }
    if (url.pathname === `/product-reviews/${BLOCKED_ASIN}`) return { body: amazonCaptchaPage() };
    return undefined;
  });
}

/** Environment that sends www.amazon.com to the fixture shop (test hooks of the scraper). */
export function shopEnv(shop: FixtureShop): Record<string, string> {
  return {
    SCRAPER_RESOLVE: `www.amazon.com=127.0.0.1:${shop.port}`,
    SCRAPER_ALLOW_PRIVATE_NETWORK: 'true',
    SCRAPER_TOTAL_TIMEOUT_MS: '15000',
  };
}
