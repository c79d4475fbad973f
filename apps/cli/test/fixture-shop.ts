// A loopback "shop" for the CLI tests: our own small Amazon-style review pages (classic data-hook markup, two
// numbered pages) and a captcha page, answered by Host header and path as a real shop would. The CLI reaches it
// through SCRAPER_RESOLVE=www.amazon.com=127.0.0.1:<port> and SCRAPER_ALLOW_PRIVATE_NETWORK=true.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ShopReview {
  id: string;
  reviewer: string;
  rating: number;
  title: string;
  text: string;
  date: string;
}

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

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function reviewsPage(reviews: readonly ShopReview[], hasNext: boolean): string {
  const total = PAGE_1.length + PAGE_2.length;
  return `<!doctype html><html><head><title>Amazon.com: Customer reviews: ${escape(PRODUCT_NAME)}</title>
<link rel="canonical" href="https://www.amazon.com/Fixture-Kettle/product-reviews/${PRODUCT_ASIN}" /></head><body>
<div data-hook="cr-product-link"><a data-hook="product-link" href="/Fixture-Kettle/dp/${PRODUCT_ASIN}">${escape(PRODUCT_NAME)}</a></div>
<span data-hook="rating-out-of-text">4.2 out of 5</span>
<div data-hook="total-review-count">57 global ratings</div>
<div data-hook="cr-filter-info-review-rating-count">57 total ratings, ${total} with reviews</div>
<div id="cm_cr-review_list">
${reviews
  .map(
    (r) => `<div id="${r.id}" data-hook="review" class="a-section review">
  <span class="a-profile-name">${escape(r.reviewer)}</span>
  <a data-hook="review-title" class="review-title" href="/gp/customer-reviews/${r.id}"><i data-hook="review-star-rating" class="a-icon a-icon-star a-star-${r.rating}"><span class="a-icon-alt">${r.rating.toFixed(1)} out of 5 stars</span></i><span class="a-letter-space"></span> <span>${escape(r.title)}</span></a>
  <span data-hook="review-date" class="review-date">Reviewed in the United States on ${r.date}</span>
  <span data-hook="avp-badge">Verified Purchase</span>
  <span data-hook="review-body" class="review-text"><span>${escape(r.text)}</span></span>
  <span data-hook="helpful-vote-statement">3 people found this helpful</span>
</div>`,
  )
  .join('\n')}
</div>
<ul class="a-pagination"><li class="a-disabled">Previous page</li><li class="a-last${hasNext ? '' : ' a-disabled'}"><a href="/product-reviews/${PRODUCT_ASIN}?pageNumber=2">Next page</a></li></ul>
</body></html>`;
}

const CAPTCHA_PAGE = `<!doctype html><html><head><title>Amazon.com</title></head><body>
<h4>Enter the characters you see below</h4>
<p>Sorry, we just need to make sure you're not a robot.</p>
<form method="get" action="/errors/validateCaptcha"><input id="captchacharacters" name="field-keywords"></form>
</body></html>`;

export interface FixtureShop {
  port: number;
  /** Paths requested, for asserting what the CLI fetched. */
  requests: string[];
  close(): Promise<void>;
}

export async function startFixtureShop(): Promise<FixtureShop> {
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '');
    const url = new URL(req.url ?? '/', 'http://fixture');
    requests.push(`${host}${url.pathname}${url.search}`);
    const send = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      res.end(body);
    };
    if (host !== 'www.amazon.com') return send(404, 'Not found');
    if (url.pathname === `/product-reviews/${PRODUCT_ASIN}`) {
      const page = url.searchParams.get('pageNumber') ?? '1';
      if (page === '1') return send(200, reviewsPage(PAGE_1, true));
      if (page === '2') return send(200, reviewsPage(PAGE_2, false));
    }
    if (url.pathname === `/product-reviews/${BLOCKED_ASIN}`) return send(200, CAPTCHA_PAGE);
    send(404, '<html><body>Not found</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Environment that sends www.amazon.com to the fixture shop (test hooks of the scraper). */
export function shopEnv(shop: FixtureShop): Record<string, string> {
  return {
    SCRAPER_RESOLVE: `www.amazon.com=127.0.0.1:${shop.port}`,
    SCRAPER_ALLOW_PRIVATE_NETWORK: 'true',
    SCRAPER_TOTAL_TIMEOUT_MS: '15000',
  };
}
