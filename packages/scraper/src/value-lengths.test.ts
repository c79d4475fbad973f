// A shop page decides every value it hands us. One value of megabytes must not become a result of hundreds (the
// product's name and id are copied into each review), what we cut is said in the coverage, and a name we put into
// a sentence of ours brings no bidirectional control into it (docs/decisions/168).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jsonLdPage,
  makeReviews,
  startFixtureShop,
  stubResolver,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import { SCRAPED_VALUE_MAX_CHARS as VALUE_MAX_CHARS } from '@reviewsentry/contracts';
import { createScraper } from './scrape';

let shop: FixtureShop;
let page = '';
beforeAll(async () => {
  shop = await startFixtureShop(() => ({ status: 200, body: page }));
});
afterAll(() => shop.close());

async function scrape(body: string) {
  page = body;
  return createScraper({
    resolver: stubResolver().resolver,
    resolve: { 'shop.example.com': { host: '127.0.0.1', port: shop.port } },
  }).scrape('https://shop.example.com/p/kettle');
}

describe('values of any length on a shop page', () => {
  it('keeps a product name and id of a megabyte from being copied into every review', async () => {
    const result = await scrape(
      jsonLdPage({
        name: `Kettle ${'N'.repeat(1_200_000)}`,
        sku: 'S'.repeat(1_000_000),
        reviews: makeReviews(1, 200),
        variant: 'product',
      }),
    );
    expect(result.reviews).toHaveLength(200);
    // 442 million characters before the bound (2.2 MB of name and id copied into each of 200 reviews), 142,305 with it.
    expect(JSON.stringify(result).length).toBeLessThan(2_000_000);
    expect(result.product.name!.startsWith('Kettle NNN')).toBe(true);
    expect(result.product.name!.length).toBeLessThanOrEqual(VALUE_MAX_CHARS.productName);
    // An id of a megabyte identifies nothing we can show: it is treated as absent.
    expect(result.product.id).toBeNull();
  });

  it('cuts a review text, title and reviewer name of megabytes, keeps the review and counts it', async () => {
    const [long, titled, named, ...rest] = makeReviews(1, 13);
    const result = await scrape(
      jsonLdPage({
        name: 'Kettle',
        sku: 'K1',
        reviews: [
          { ...long!, text: `Start. ${'word '.repeat(800_000)}` },
          { ...titled!, title: 't'.repeat(500_000) },
          { ...named!, reviewer: 'x'.repeat(500_000) },
          ...rest,
        ],
        variant: 'product',
      }),
    );
    expect(result.reviews).toHaveLength(13);
    expect(result.coverage.reviews_shortened).toBe(3);
    const [text, title, reviewer] = result.reviews;
    expect(text!.text.startsWith('Start. word word')).toBe(true);
    expect(text!.text.length).toBeLessThanOrEqual(VALUE_MAX_CHARS.reviewText);
    expect(text!.text.endsWith('…')).toBe(true);
    expect(title!.title!.length).toBeLessThanOrEqual(VALUE_MAX_CHARS.reviewTitle);
    expect(reviewer!.reviewer!.length).toBeLessThanOrEqual(VALUE_MAX_CHARS.reviewer);
    expect(result.reviews.slice(3).map((r) => r.text)).toEqual(rest.map((r) => r.text));
  });

  it('counts no review as shortened on an ordinary page', async () => {
    const result = await scrape(
      jsonLdPage({ name: 'Kettle', sku: 'K1', reviews: makeReviews(1, 12), variant: 'product' }),
    );
    expect(result.coverage.reviews_shortened).toBe(0);
    expect(result.product.id).toBe('K1');
  });

  it("names a product without reviews in our error message without the name's bidirectional controls", async () => {
    // "We found no review texts for "<name>". The shop shows…": an override would turn the rest around.
    const error = await scrape(
      jsonLdPage({ name: 'Kettle \u202eeslaf', sku: 'K1', reviews: [], variant: 'product' }),
    ).then(
      () => null,
      (e: unknown) => e as { code: string; message: string; details: { product_name: string } },
    );
    expect(error?.code).toBe('no_reviews');
    expect(error?.message).toContain('"Kettle eslaf"');
    expect(error?.message).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/u);
    // The details keep the name as the shop gave it.
    expect(error?.details.product_name).toBe('Kettle \u202eeslaf');
  });

  it('keeps no control character a page put in a value (NUL, bell, escape), only tabs and line breaks', async () => {
    // A NUL cannot be stored in a PostgreSQL text or jsonb value and truncates a C string; the importer removes the
    // same characters from a file's values (review-values withoutControls).
    const [first, ...rest] = makeReviews(1, 12);
    const result = await scrape(
      jsonLdPage({
        name: 'Ket\u0000tle\u001b[31m',
        sku: 'K1',
        reviews: [
          {
            ...first!,
            text: 'Boils\u0000 fast.\nQuiet\u0007 too.',
            title: 'Gr\u0000eat',
            reviewer: 'Ann\u0008a',
          },
          ...rest,
        ],
        variant: 'product',
      }),
    );
    const [review] = result.reviews;
    expect(review).toMatchObject({
      text: 'Boils fast.\nQuiet too.',
      title: 'Great',
      reviewer: 'Anna',
      product_name: 'Kettle[31m',
    });
    expect(result.product.name).toBe('Kettle[31m');
    // Rid of control characters only, no review was shortened.
    expect(result.coverage.reviews_shortened).toBe(0);
    expect(JSON.stringify(result)).not.toMatch(/\\u00(?:0[0-8bcef]|1[0-9a-f])/u);
  });
});
