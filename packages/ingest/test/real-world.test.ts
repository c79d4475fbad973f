// The seven real scraper exports in ../shared/data/real-world/csv (see the README there for their quirks).
// Each must import with the right columns and counts. Skipped loudly when the shared data is absent.
import { readFileSync } from 'node:fs';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { describe, expect, it } from 'vitest';
import { chunked } from './support/bytes';
import { imp, mapped } from './support/import';

const DIR = ['real-world', 'csv'] as const;
const read = (file: string): Buffer => readFileSync(sharedDataPath(...DIR, file));

function realFile(file: string, body: (bytes: () => Buffer) => void): void {
  describe.skipIf(!hasSharedData(...DIR, file))(file, () => body(() => read(file)));
}

realFile('walmart_seller_reviews_mmddyyyy.csv', (bytes) => {
  it('reads US dates and turns 172 "No review" rows into rating-only reviews', async () => {
    const r = await imp(bytes());
    expect(mapped(r)).toEqual({ date: 'date', star: 'rating', review: 'text' });
    expect(r.coverage).toMatchObject({
      delimiter: ',',
      rows_read: 209,
      reviews_used: 209,
      rating_only_rows: 172,
      rows_skipped: 0,
      products_found: 0,
      unreadable_values: {},
    });
    expect(r.reviews[0]).toMatchObject({ id: '2', rating: 1, date: '2024-07-20' });
    expect(r.reviews.every((x) => x.date !== undefined && x.rating !== undefined)).toBe(true);
    // Record ends are CRLF while breaks inside quoted texts are bare LF.
    expect(r.reviews.filter((x) => x.text.includes('\n')).length).toBeGreaterThan(0);
    expect(r.coverage.line_endings).toBe('crlf');
  });
});

realFile('shopee_id_multi_product_indonesian.csv', (bytes) => {
  it('keeps 852 empty comments as rating-only rows and lists 277 products', async () => {
    const r = await imp(bytes());
    expect(mapped(r)).toEqual({
      cmtid: null,
      author_username: 'reviewer',
      model_name: null,
      product_name: 'product_name',
      rating_star: 'rating',
      comment: 'text',
      submit_time: 'date',
    });
    expect(r.coverage).toMatchObject({
      rows_read: 1000,
      reviews_used: 1000,
      rating_only_rows: 852,
      products_found: 277,
    });
    expect(r.reviews[0]).toMatchObject({
      date: '2025-05-30T16:02:16.000Z',
      reviewer: 'mikefebriana',
      rating: 5,
      text: '',
    });
    expect(r.products.reduce((n, p) => n + p.review_count, 0)).toBe(1000);
  });
});

realFile('trustpilot_company_reviews_iso_dates.csv', (bytes) => {
  it('skips the 24 rows with neither rating nor text, with a reason', async () => {
    const r = await imp(bytes());
    expect(mapped(r)).toEqual({
      'Customer Name': 'reviewer',
      Rating: 'rating',
      'Review Text': 'text',
      Date: 'date',
    });
    expect(r.coverage).toMatchObject({
      rows_read: 129,
      reviews_used: 105,
      rating_only_rows: 0,
      rows_skipped: 24,
      skipped_by_reason: { no_text_or_rating: 24 },
    });
    expect(r.rejects.slice(0, 2)).toEqual([
      { row: 2, reason: 'no_text_or_rating' },
      { row: 3, reason: 'no_text_or_rating' },
    ]);
    expect(r.reviews[0]).toMatchObject({
      rating: 5,
      date: '2025-08-28T12:00:02.000Z',
      reviewer: 'customer',
    });
  });
});

realFile('datafiniti_amazon_devices_dotted_cols_bom.csv', (bytes) => {
  it('reads the BOM, dotted columns, 5,000 rows and 24 products', async () => {
    const r = await imp(bytes());
    expect(r.coverage).toMatchObject({
      encoding: 'utf-8',
      bom: true,
      line_endings: 'crlf',
      rows_read: 5000,
      reviews_used: 5000,
    });
    expect(mapped(r)).toEqual({
      id: null,
      dateAdded: null,
      name: 'product_name',
      asins: 'product_id',
      brand: null,
      categories: null,
      'reviews.date': 'date',
      'reviews.doRecommend': null,
      'reviews.rating': 'rating',
      'reviews.text': 'text',
      'reviews.title': 'title',
      'reviews.username': 'reviewer',
    });
    expect(r.products).toHaveLength(24);
    expect(r.reviews[0]).toEqual({
      id: '2',
      text: 'I thought it would be as big as small paper but turn out to be just like my palm. I think it is too small to read on it... not very comfortable as regular Kindle. Would definitely recommend a paperwhite instead.',
      title: 'Too small',
      rating: 3,
      date: '2017-09-03',
      date_precision: 'day',
      reviewer: 'llyyue',
      product_id: 'B00ZV9PXP2',
      product_name: 'Amazon Kindle E-Reader 6" Wifi (8th Generation, 2016)',
    });
  });

  it('gives the same result streamed in odd-sized chunks', async () => {
    const whole = await imp(bytes());
    const streamed = await imp(chunked(new Uint8Array(bytes()), 4093));
    expect(streamed).toEqual(whole);
  });
});

realFile('amazon_musical_instruments_reviewText_overall_asin.csv', (bytes) => {
  it('reads 499 rows of 44 products, helpful lists and one of the two date columns', async () => {
    const r = await imp(bytes());
    expect(mapped(r)).toEqual({
      reviewerID: null,
      asin: 'product_id',
      reviewerName: 'reviewer',
      helpful: 'helpful_votes',
      reviewText: 'text',
      overall: 'rating',
      summary: 'title',
      unixReviewTime: 'date',
      reviewTime: null,
    });
    expect(r.coverage).toMatchObject({
      rows_read: 499,
      reviews_used: 499,
      products_found: 44,
      unreadable_values: {},
    });
    expect(r.reviews[0]).toMatchObject({
      reviewer: 'cassandra tu "Yeah, well, that\'s just like, u...',
      date: '2014-02-28',
    });
    expect(r.reviews[1]).toMatchObject({
      helpful_votes: 13,
      date: '2013-03-16',
      title: 'Jake',
      rating: 5,
    });
  });
});

realFile('flipkart_iphone15_certified_buyer.csv', (bytes) => {
  it('strips READ MORE from all 323 reviews, keeps relative and month dates at their precision, marks certified buyers', async () => {
    const r = await imp(bytes(), { now: new Date('2024-09-01T00:00:00Z') });
    expect(mapped(r)).toEqual({
      Name: 'reviewer',
      City: 'verified',
      Date: 'date',
      Review: 'text',
      Ratings: 'rating',
    });
    expect(r.coverage).toMatchObject({
      rows_read: 323,
      reviews_used: 323,
      rating_only_rows: 0,
      unreadable_values: {},
    });
    expect(r.reviews.filter((x) => /READ MORE/iu.test(x.text))).toEqual([]);
    expect(r.coverage.notes.join(' ')).toContain('from 323 reviews');
    expect(r.reviews.every((x) => x.verified === true)).toBe(true);
    expect(r.reviews[0]).toMatchObject({
      text: 'So beautiful, so elegant, just a vowww😍❤️',
      date: '2023-11',
      date_precision: 'month',
      rating: 5,
    });
    expect(r.reviews[2]).toMatchObject({ date_precision: 'relative', date_text: '6 months ago' });
    expect(r.reviews[2]?.date).toBeUndefined();
    // Our own count of the file's Date column: 69 "Mon, YYYY" and 254 "N months/days ago"; none is a day.
    expect(r.reviews.filter((x) => x.date_precision === 'month')).toHaveLength(69);
    expect(r.reviews.filter((x) => x.date_precision === 'relative')).toHaveLength(254);
    expect(r.reviews[1]?.reviewer).toBe('Mousam Guha Roy');
  });
});

realFile('amazon_us_mx_instantpot_outof5stars.csv', (bytes) => {
  it('reads 47 multi-line rows, "out of 5 stars" ratings and "Reviewed in … on …" dates', async () => {
    const r = await imp(bytes());
    expect(mapped(r)).toEqual({
      reviewer: 'reviewer',
      rating: 'rating',
      title: 'title',
      date: 'date',
      body: 'text',
    });
    expect(r.coverage).toMatchObject({
      rows_read: 47,
      reviews_used: 47,
      unreadable_values: {},
      line_endings: 'lf',
    });
    expect(r.reviews.every((x) => x.rating !== undefined && x.date !== undefined)).toBe(true);
    expect(r.reviews[0]).toMatchObject({
      reviewer: 'NCMountainGirl',
      rating: 5,
      date: '2025-08-07',
    });
    expect(r.reviews[1]).toMatchObject({
      date: '2025-03-30',
      title: 'Gran inversión para la cocina',
    });
    expect(r.reviews[0]?.text).toContain('the reported "burn errors"');
    expect(r.reviews.filter((x) => x.text.endsWith('Read more'))).toEqual([]);
    expect(r.coverage.notes.join(' ')).toContain('from 3 reviews');
  });
});
