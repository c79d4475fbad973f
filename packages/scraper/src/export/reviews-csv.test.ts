import { describe, expect, it } from 'vitest';
import type { Review, ScrapedProduct } from '@reviewsentry/contracts';
import {
  csvCell,
  neutraliseFormula,
  REVIEWS_CSV_COLUMNS,
  reviewsCsvLines,
  reviewsToCsv,
} from './reviews-csv';

const product: ScrapedProduct = {
  id: 'B0TEST1234',
  name: 'Test Kettle, 1.7 L',
  url: 'https://www.amazon.com/product-reviews/B0TEST1234',
  canonical_url: 'https://www.amazon.com/dp/B0TEST1234',
  aggregate_rating: 4.3,
  review_count: 3,
  rating_count: 10,
  site: 'amazon',
};

describe('neutraliseFormula', () => {
  it.each([
    '=HYPERLINK("http://x")',
    '+1',
    '-2+3',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '\nx',
    ' =later',
    '\u00a0 =1+1',
    '\uff1d1+1',
    '\uff20SUM(A1)',
    '\u200b=1+1',
    '\ufeff\u2060-1',
  ])('prefixes %j with an apostrophe', (value) => {
    expect(neutraliseFormula(value)).toBe(`'${value}`);
  });

  it.each(['Great kettle', '4.5', '', "'already", ' later', 'a=b', '\u200bhello'])(
    'leaves %j alone',
    (value) => {
      expect(neutraliseFormula(value)).toBe(value);
    },
  );
});

describe('csvCell', () => {
  it('quotes delimiters, quotes, line breaks and edge spaces, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line1\nline2')).toBe('"line1\nline2"');
    expect(csvCell('line1\r\nline2')).toBe('"line1\r\nline2"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('neutralises before quoting, so a quoted formula is still inert', () => {
    expect(csvCell('=1+1,2')).toBe(`"'=1+1,2"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
  });
});

describe('reviewsToCsv', () => {
  const reviews: Review[] = [
    {
      id: 'R1',
      text: 'Boils fast, "really" fast.\nSecond line.',
      title: 'Fast',
      rating: 5,
      date: '2024-01-05',
      reviewer: 'Ann',
      verified: true,
      helpful_votes: 12,
      product_id: 'B0TEST1234',
      product_name: 'Test Kettle, 1.7 L',
    },
    { id: 'R2', text: '-5 stars if I could', rating: 1, verified: false },
  ];

  it('writes the fixed header and one CRLF line per review, falling back to the product for ids', () => {
    const csv = reviewsToCsv(reviews, product);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(REVIEWS_CSV_COLUMNS.join(','));
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(lines[1]).toBe(
      'R1,B0TEST1234,"Test Kettle, 1.7 L",https://www.amazon.com/dp/B0TEST1234,5,Fast,' +
        '"Boils fast, ""really"" fast.\nSecond line.",Ann,2024-01-05,true,12',
    );
    expect(lines[2]).toBe(
      `R2,B0TEST1234,"Test Kettle, 1.7 L",https://www.amazon.com/dp/B0TEST1234,1,,'-5 stars if I could,,,false,`,
    );
  });

  it('leaves product columns empty without a product, and adds a BOM only when asked', () => {
    const csv = reviewsToCsv([{ id: 'x', text: 'ok' }]);
    expect(csv).toBe(`${REVIEWS_CSV_COLUMNS.join(',')}\r\nx,,,,,,ok,,,,\r\n`);
    expect(reviewsToCsv([], null, { bom: true }).startsWith('\ufeffreview_id,')).toBe(true);
  });

  it('streams the same text line by line', () => {
    expect([...reviewsCsvLines(reviews, product)].join('')).toBe(reviewsToCsv(reviews, product));
  });
});
