// Values as they arrive over the wire, scraped end to end from a loopback fixture shop: pages in a single-byte
// charset keep their curly quotes and euro signs, and review dates keep the precision the page gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  flipkartHtmlPage,
  jsonLdPage,
  startFixtureShop,
  stubResolver,
  type FixtureResponse,
  type FixtureReview,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import { createScraper } from './scrape';

const routes = new Map<string, () => FixtureResponse>();
let shop: FixtureShop;

beforeAll(async () => {
  shop = await startFixtureShop(({ host, url }) => routes.get(`${host}${url.pathname}`)?.());
});
afterAll(() => shop.close());

const HOSTS = ['shop.example.com', 'www.flipkart.com'];
const scraper = () =>
  createScraper({
    resolver: stubResolver().resolver,
    resolve: Object.fromEntries(HOSTS.map((h) => [h, { host: '127.0.0.1', port: shop.port }])),
  });

/** Windows-1252 bytes, written from the code page's table (0x80 €, 0x92 ’, 0x93 “, 0x94 ”, 0x96 –). */
function windows1252(text: string): Buffer {
  const high: Record<string, number> = { '€': 0x80, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96 };
  return Buffer.from(
    [...text].map((c) => {
      const code = high[c] ?? c.charCodeAt(0);
      if (code > 0xff) throw new Error(`${c} is not in Windows-1252`);
      return code;
    }),
  );
}

const TEXT = '“Best kettle” – worth every € of the 39 € it cost; it’s quiet and boils fast.';
const review = (change: Partial<FixtureReview> = {}): FixtureReview => ({
  id: 'r1',
  text: TEXT,
  title: 'Café-quiet',
  rating: 5,
  reviewer: 'Zoë',
  ...change,
});

describe('pages in Windows-1252', () => {
  const page = (extraHead = '') =>
    windows1252(
      jsonLdPage({
        name: 'Kettle “Pro”',
        sku: 'K1',
        reviews: [review()],
        variant: 'product',
        extraHead,
      }),
    );

  it.each([
    ['declared in the Content-Type header', page(), 'text/html; charset=windows-1252'],
    [
      'declared as ISO-8859-1 (read as Windows-1252, as browsers do)',
      page(),
      'text/html; charset=ISO-8859-1',
    ],
    ['declared in a <meta charset>', page('<meta charset="windows-1252">'), 'text/html'],
    ['not declared at all', page(), 'text/html'],
  ])('keeps curly quotes, dashes and € when %s', async (_, body, contentType) => {
    routes.set('shop.example.com/p/kettle', () => ({
      body,
      headers: { 'content-type': contentType },
    }));
    const result = await scraper().scrape('https://shop.example.com/p/kettle');
    expect(result.reviews[0]).toMatchObject({ text: TEXT, title: 'Café-quiet', reviewer: 'Zoë' });
    expect(result.product.name).toBe('Kettle “Pro”');
  });
});

describe('review dates keep their precision', () => {
  it('reads day, month and year dates from structured data without widening them', async () => {
    const reviews = [
      review({ id: 'a', date: '2024-10-21', text: 'Day-dated review of the kettle.' }),
      review({ id: 'b', date: '2023-10', text: 'Month-dated review of the kettle.' }),
      review({ id: 'c', date: '2022', text: 'Year-dated review of the kettle.' }),
    ];
    routes.set('shop.example.com/p/dated', () => ({
      body: jsonLdPage({ name: 'Kettle', sku: 'K2', reviews, variant: 'product' }),
    }));
    const result = await scraper().scrape('https://shop.example.com/p/dated');
    expect(
      result.reviews.map(({ date, date_precision, date_text }) => [
        date,
        date_precision,
        date_text,
      ]),
    ).toEqual([
      ['2024-10-21', 'day', undefined],
      ['2023-10', 'month', undefined],
      ['2022', 'year', undefined],
    ]);
  });

  it('reads a relative date against the moment the shop made the page, no finer than its words allow, and a partial date at its month (Flipkart HTML)', async () => {
    const reviews = [
      review({ id: 'f1', date: '10 months ago', text: 'Very good phone, battery lasts all day.' }),
      review({ id: 'f2', date: 'Oct, 2023', text: 'Camera is excellent in daylight.' }),
      review({ id: 'f3', date: '3 days ago', text: 'Heats up a little while gaming.' }),
    ];
    // Made in mid-March 2026 (a cache may serve it later: its Date header stays).
    routes.set('www.flipkart.com/phone/product-reviews/itm0123456789ab', () => ({
      body: flipkartHtmlPage({ title: 'Phone', reviews }),
      headers: { date: 'Wed, 18 Mar 2026 12:00:00 GMT' },
    }));
    const result = await scraper().scrape(
      'https://www.flipkart.com/phone/product-reviews/itm0123456789ab?pid=MOBFIXTURE000001',
    );
    const byId = Object.fromEntries(result.reviews.map((r) => [r.text, r]));
    // "10 months ago": April to June 2025 (rounded down or to the nearest month), so 2025, no month.
    expect(byId['Very good phone, battery lasts all day.']).toMatchObject({
      date: '2025',
      date_precision: 'year',
    });
    expect(byId['Camera is excellent in daylight.']).toMatchObject({
      date: '2023-10',
      date_precision: 'month',
    });
    // "3 days ago": March 2026, whatever the shop's time zone; not a day.
    expect(byId['Heats up a little while gaming.']).toMatchObject({
      date: '2026-03',
      date_precision: 'month',
    });
    expect(byId['Heats up a little while gaming.']?.date_text).toBeUndefined();
  });
});
