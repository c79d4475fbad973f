import type { ScrapeCoverage, ScrapedProduct } from '@reviewsentry/contracts';
import { importCsv } from '@reviewsentry/ingest';
import { describe, expect, it } from 'vitest';
import { formatImportSource, formatScrapeSource } from './format-source';
import { createStyle } from './style';

const product: ScrapedProduct = {
  id: null,
  name: 'Steel Travel Flask',
  url: 'https://shop.example.com/flask',
  canonical_url: 'https://shop.example.com/flask',
  aggregate_rating: 4.5,
  review_count: 12,
  rating_count: null,
  site: 'generic',
};
const coverage: ScrapeCoverage = {
  pages_fetched: 1,
  reviews_found: 12,
  reviews_claimed: 12,
  stop_reason: 'complete',
  adapter: 'json-ld',
};

describe('formatScrapeSource', () => {
  it('names the extractors that failed on part of the page, whose reviews may be missing', () => {
    const text = formatScrapeSource(
      product,
      { ...coverage, layers_failed: ['target', 'html'] },
      createStyle(false),
    );
    expect(text).toContain(
      '  Not read       part of the page (target, html extractors failed); reviews only it held may be missing',
    );
  });

  it('has no such line when every extractor read the page', () => {
    expect(formatScrapeSource(product, coverage, createStyle(false))).not.toContain('Not read');
  });

  it('says how many reviews were cut to our lengths, and that only the kept part was judged', () => {
    const text = formatScrapeSource(
      product,
      { ...coverage, reviews_shortened: 1 },
      createStyle(false),
    );
    expect(text).toContain(
      '1 review too long to keep whole, cut (text 50,000 characters, title 1,000, reviewer 200); only the kept part judged',
    );
  });

  it('has no such line when nothing was cut', () => {
    expect(
      formatScrapeSource(product, { ...coverage, reviews_shortened: 0 }, createStyle(false)),
    ).not.toContain('cut');
    expect(formatScrapeSource(product, coverage, createStyle(false))).not.toContain('cut');
  });
});

describe('formatScrapeSource: ratings the page stated that are none on their scale', () => {
  it('says them in the words the importer uses for a CSV column', () => {
    const text = formatScrapeSource(
      product,
      { ...coverage, unreadable_ratings: { count: 1, zero_stars: 1 } },
      createStyle(false),
    );
    expect(text).toContain(
      "1 value on the shop's pages could not be read as a rating (it was 0, below the 1 star a 5-star scale " +
        'starts at): that review counts as unrated.',
    );
  });
});

describe('formatImportSource', () => {
  it('says why rows were skipped in the words the result page uses', async () => {
    const { coverage } = await importCsv(
      Buffer.from(
        [
          'comment_author,comment_content,comment_approved,comment_parent,rating',
          'Ann,"Great mug, keeps coffee hot for hours.",1,0,5',
          'Shop,"Thank you Ann, we are glad you like it!",1,12,',
          'Bot,Cheap watches at the best price,spam,0,5',
          ',,,,',
        ].join('\n'),
      ),
    );
    expect(formatImportSource('mugs.csv', coverage, createStyle(false))).toContain(
      "4 read, 1 used, 3 skipped (1 shop's reply to a review, 1 row the shop marked as spam or deleted, 1 empty row)",
    );
  });
});
