import { describe, expect, it } from 'vitest';
import type { ScrapeCoverage, ScrapedProduct } from '@reviewsentry/contracts';
import { formatScrapeSource } from './format-source';
import { createStyle } from './style';

const product: ScrapedProduct = {
  id: 'K1',
  name: 'Kettle',
  url: 'https://shop.example.com/p/kettle',
  canonical_url: 'https://shop.example.com/p/kettle',
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
