// The "where the reviews came from" lines above a report: what the importer understood of a CSV file, or how much
// of the shop's review list the scraper read and why it stopped.
import {
  ON_THE_SHOP_PAGES,
  SCRAPED_VALUE_MAX_CHARS as MAX,
  shopRatingBasis,
  skippedRowsList,
  unreadRatingsSentence,
  type ImportCoverage,
  type ScrapeCoverage,
  type ScrapedProduct,
  type ScrapeStopReason,
} from '@reviewsentry/contracts';
import type { Style } from './style';
import { count, padEnd, plural, stars } from './text';

const STOP_REASON: Record<ScrapeStopReason, string> = {
  complete: 'every review page was read',
  max_reviews: 'review limit reached (--max-reviews / SCRAPER_MAX_REVIEWS)',
  max_pages: 'page limit reached (--max-pages / SCRAPER_MAX_PAGES)',
  no_next_page: 'the shop offers no further review page',
  blocked: 'a later review page was blocked by the shop',
  timeout: 'the time budget ran out',
  error: 'a later review page failed',
};

const row = (label: string, value: string) => `  ${padEnd(label, 14)} ${value}`;

export function formatScrapeSource(
  product: ScrapedProduct,
  coverage: ScrapeCoverage,
  style: Style,
): string {
  const claimed =
    coverage.reviews_claimed === null
      ? ''
      : ` of ${count(coverage.reviews_claimed)} the shop claims`;
  const partial = coverage.stop_reason === 'complete' ? (s: string) => s : style.yellow;
  const basis = shopRatingBasis(product);
  const shopRating =
    product.aggregate_rating === null
      ? 'not shown'
      : `${stars(product.aggregate_rating)}${basis === null ? '' : ` from ${basis}`}`;
  return [
    style.bold('Source'),
    row('Link', product.canonical_url),
    row('Shop', `${product.site} (read by the ${coverage.adapter} extractor)`),
    row(
      'Scraped',
      `${plural(coverage.reviews_found, 'review')}${claimed} from ${plural(coverage.pages_fetched, 'page')}; ` +
        partial(STOP_REASON[coverage.stop_reason]),
    ),
    ...(coverage.layers_failed?.length
      ? [
          row(
            'Not read',
            style.yellow(
              `part of the page (${coverage.layers_failed.join(', ')} extractor` +
                `${coverage.layers_failed.length === 1 ? '' : 's'} failed); reviews only it held may be missing`,
            ),
          ),
        ]
      : []),
    ...((coverage.reviews_shortened ?? 0) > 0
      ? [
          row(
            'Cut',
            style.yellow(
              `${plural(coverage.reviews_shortened ?? 0, 'review')} too long to keep whole, cut (text ` +
                `${count(MAX.reviewText)} characters, title ${count(MAX.reviewTitle)}, reviewer ` +
                `${count(MAX.reviewer)}); only the kept part judged`,
            ),
          ),
        ]
      : []),
    ...(coverage.unreadable_ratings
      ? [
          row(
            'Note',
            unreadRatingsSentence(
              coverage.unreadable_ratings.count,
              coverage.unreadable_ratings.zero_stars,
              ON_THE_SHOP_PAGES,
            ),
          ),
        ]
      : []),
    row('Shop rating', shopRating),
    '',
  ].join('\n');
}

export function formatImportSource(label: string, coverage: ImportCoverage, style: Style): string {
  const skipped = skippedRowsList(coverage.skipped_by_reason).join(', ');
  const columns = coverage.columns
    .filter((c) => c.meaning !== null)
    .map((c) => `${c.meaning} ← '${c.header}'`)
    .join(', ');
  const lines = [
    style.bold('Source'),
    row('File', label),
    row(
      'Rows',
      `${count(coverage.rows_read)} read, ${count(coverage.reviews_used)} used` +
        (coverage.rows_skipped > 0
          ? `, ${count(coverage.rows_skipped)} skipped (${skipped})`
          : '') +
        (coverage.rating_only_rows > 0
          ? `; ${count(coverage.rating_only_rows)} rated without text`
          : ''),
    ),
    row('Columns', columns || 'none'),
  ];
  for (const note of coverage.notes) lines.push(row('Note', note));
  lines.push('');
  return lines.join('\n');
}
