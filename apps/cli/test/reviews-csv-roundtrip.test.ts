// The CSV export of scraped reviews is read back by our own importer to the same reviews: once for a real scrape of
// the loopback fixture shop, and as a property over generated reviews full of delimiters, quotes, line breaks and
// formula-like starts. The one intended change: a cell starting with = + - @ comes back with its apostrophe.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Review, ScrapedProduct } from '@reviewsentry/contracts';
import { importCsv } from '@reviewsentry/ingest';
import { createScraper, reviewsToCsv } from '@reviewsentry/scraper';
import { PAGE_1, PAGE_2, PRODUCT_ASIN, startCliShop, type FixtureShop } from './fixture-shop';

const encode = (text: string) => new TextEncoder().encode(text);
const neutralised = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

/** The fields a CSV carries; the importer numbers rows itself, so shop ids are not compared. */
function comparable(review: Review) {
  return {
    text: review.text,
    title: review.title,
    rating: review.rating,
    date: review.date,
    reviewer: review.reviewer,
    verified: review.verified,
    helpful_votes: review.helpful_votes,
    product_id: review.product_id,
    product_name: review.product_name,
  };
}

describe('scrape (fixture shop) -> reviewsToCsv -> importCsv', () => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await startCliShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('gives back the same reviews, in order, with formula-like text neutralised', async () => {
    const scraper = createScraper({
      allowPrivateNetwork: true,
      resolve: { 'www.amazon.com': { host: '127.0.0.1', port: shop.port } },
    });
    const scraped = await scraper.scrape(`https://www.amazon.com/product-reviews/${PRODUCT_ASIN}`);
    expect(scraped.reviews).toHaveLength(PAGE_1.length + PAGE_2.length);
    for (const bom of [false, true]) {
      const imported = await importCsv(
        encode(reviewsToCsv(scraped.reviews, scraped.product, { bom })),
      );
      expect(imported.coverage.rows_skipped).toBe(0);
      expect(imported.coverage.notes).toEqual([]);
      expect(imported.reviews.map(comparable)).toEqual(
        scraped.reviews.map((r) => comparable({ ...r, text: neutralised(r.text) })),
      );
    }
  });
});

// Words chosen to stress the CSV and the importer's column detection, not its text cleaning (which has its own tests).
const WORDS = [
  'kettle',
  'boils',
  'fast,',
  '"quoted"',
  "it's",
  'semi;colon',
  'pipe|bar',
  '50%',
  'great!',
  '(really)',
  'two-minute',
  'A+',
  'e-mail',
  'x@y',
  '4.5/5',
  'über',
  '日本',
  'naïve',
  '€12,99',
  'ok?',
];
const FORMULA_STARTS = ['=SUM(A1:A9)', '+49 123', '-5 stars', '@admin', '=cmd|"/c calc"!A1'];
const text = fc
  .tuple(
    fc.option(fc.constantFrom(...FORMULA_STARTS), { nil: undefined }),
    fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(' ', ' ', ' ', '\n')), {
      minLength: 3,
      maxLength: 25,
    }),
  )
  .map(([start, words]) => {
    const body = words.map(([w, sep], i) => (i === 0 ? w : `${sep}${w}`)).join('');
    return start ? `${start} ${body}` : body;
  });
const name = fc
  .array(fc.constantFrom('Ann', "O'Neil", 'J.', 'Müller', 'Smith, Jr.', '"Bo"'), {
    minLength: 1,
    maxLength: 3,
  })
  .map((parts) => parts.join(' '));
const date = fc
  .date({
    min: new Date('2015-01-01T00:00:00Z'),
    max: new Date('2025-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((d) => d.toISOString().slice(0, 10));

const reviewArb: fc.Arbitrary<Review> = fc.record(
  {
    id: fc.string({ minLength: 1, maxLength: 12 }).map((s) => `R${s}`),
    text,
    title: text.map((t) => t.split('\n')[0]!.slice(0, 60).trim()).filter((t) => t.length > 1),
    rating: fc.integer({ min: 2, max: 10 }).map((n) => n / 2),
    date,
    reviewer: name,
    verified: fc.boolean(),
    helpful_votes: fc.integer({ min: 0, max: 5000 }),
  },
  { requiredKeys: ['id', 'text'] },
);

const product: ScrapedProduct = {
  id: 'B0PROPERTY',
  name: 'Kettle, "Pro" =edition',
  url: 'https://www.amazon.com/product-reviews/B0PROPERTY',
  canonical_url: 'https://www.amazon.com/dp/B0PROPERTY',
  aggregate_rating: 4,
  review_count: null,
  rating_count: null,
  site: 'amazon',
};

describe('reviewsToCsv -> importCsv (property)', () => {
  it('reads back every field of generated reviews', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(reviewArb, { minLength: 1, maxLength: 12 }), async (reviews) => {
        const withProduct = reviews.map((r) => ({
          ...r,
          product_id: product.id!,
          product_name: product.name!,
        }));
        const imported = await importCsv(encode(reviewsToCsv(withProduct, product)));
        expect(imported.reviews.map(comparable)).toEqual(
          withProduct.map((r) =>
            comparable({
              ...r,
              text: neutralised(r.text),
              ...(r.title !== undefined ? { title: neutralised(r.title) } : {}),
            }),
          ),
        );
      }),
      { numRuns: 60 },
    );
  });
});
