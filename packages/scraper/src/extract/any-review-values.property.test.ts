// Whatever a shop's reviewers write, every layer reads the page without a throw: a layer that throws reads
// nothing (ADR 166), and the reviews only it held are lost. Pages of the kinds the fixture shop serves, with
// texts, titles, writers and dates built from what the value readers look for (UI labels, badges, bylines,
// dates), the characters they fold and nothing at all.
import {
  amazonClassicPage,
  germanShopPage,
  jsonLdPage,
  judgeMePage,
  microdataPage,
  trustpilotStyleCards,
  wooCommercePage,
  yotpoPage,
  type FixtureReview,
} from '@reviewsentry/test-support/shop';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const PIECES = [
  '',
  ' ',
  '\n',
  'Read more',
  'READ MORE',
  '…more',
  'The media could not be loaded.',
  'Verified Purchase',
  '✅ Trip Verified',
  ' | ',
  'Great pot.',
  'By ',
  'Anna',
  '3 days ago',
  '12/03/2024',
  '5.0 out of 5 stars',
  'N/A',
  '\u200b',
  '\u00ad',
  '\u0435',
  'Ｒｅａｄ',
  'a\u0301',
  '😍',
  '\ud83d',
  '\u202e',
];

const value = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ maxLength: 3 })), { maxLength: 6 })
  .map((parts) => parts.join(''));

const review: fc.Arbitrary<FixtureReview> = fc.record({
  text: value,
  title: value,
  reviewer: value,
  rating: fc.constantFrom(1, 2, 3, 4, 5),
  date: fc.oneof(value, fc.constant('2024-03-12')),
});

const PAGES: [string, (reviews: FixtureReview[]) => string][] = [
  ['JSON-LD', (reviews) => jsonLdPage({ name: 'Kettle', sku: 'K1', reviews, variant: 'product' })],
  ['microdata', (reviews) => microdataPage({ name: 'Kettle', sku: 'K1', reviews })],
  [
    'Amazon',
    (reviews) => amazonClassicPage({ asin: 'B0TEST0001', name: 'Kettle', reviews, hasNext: false }),
  ],
  ['Judge.me', (reviews) => judgeMePage('Kettle', reviews)],
  ['Yotpo', (reviews) => yotpoPage('Kettle', reviews)],
  ['WooCommerce', (reviews) => wooCommercePage('Kettle', reviews)],
  ['German shop', (reviews) => germanShopPage('Kettle', reviews)],
  ['review cards', (reviews) => trustpilotStyleCards('Kettle', reviews)],
];

describe('any review values on a page', () => {
  it.each(PAGES)('%s: every layer reads the page', (_, page) => {
    fc.assert(
      fc.property(fc.array(review, { minLength: 1, maxLength: 4 }), (reviews) => {
        const result = extractPage('https://shop.example/p/kettle', page(reviews));
        expect(result.failedLayers).toEqual([]);
      }),
      { numRuns: 150, seed: 20261127 },
    );
  });
});
