import { z } from 'zod';
import { reviewSchema } from './review';

// What the link scraper hands to the server (and through it to the web client and the CLI): the product as the
// shop describes it, the reviews read, and an honest account of how much of the shop's review list was covered.

/** Why the scraper stopped reading review pages. Anything but 'complete' means the result is partial. */
export const scrapeStopReasonSchema = z.enum([
  /** Every review the shop claims (or every review page) was read. */
  'complete',
  /** SCRAPER_MAX_REVIEWS reached. */
  'max_reviews',
  /** SCRAPER_MAX_PAGES reached. */
  'max_pages',
  /** The shop offers no further review page although it claims more reviews (e.g. a product page's top reviews). */
  'no_next_page',
  /** A later review page was a captcha or sign-in wall. */
  'blocked',
  /** The overall time budget ran out after the first page. */
  'timeout',
  /** A later review page failed for another reason (HTTP error, network). */
  'error',
]);
export type ScrapeStopReason = z.infer<typeof scrapeStopReasonSchema>;

/**
 * How long a value read from a shop page may be; the scraper cuts longer ones (ending them in `…`) and counts the
 * reviews it cut in coverage.reviews_shortened. A page decides how long its values are, and a value of megabytes
 * costs in proportion wherever it goes (the product's name and id are copied into every review). The bounds are far
 * above real values: the longest review in our real-world and training data has 21,217 characters, and the text
 * model reads a review's first 6,000. docs/decisions/168.
 */
export const SCRAPED_VALUE_MAX_CHARS = {
  productName: 500,
  reviewText: 50_000,
  reviewTitle: 1_000,
  reviewer: 200,
  /** A product's or review's id: past this it identifies nothing we can show, and is treated as absent. */
  id: 200,
} as const;

export const scrapedProductSchema = z.object({
  /** The shop's product id (ASIN, Flipkart pid, Walmart usItemId, Best Buy sku, Etsy listing id, Target TCIN…). */
  id: z.string().min(1).nullable(),
  name: z.string().min(1).nullable(),
  /** The URL that was scraped, after redirects, without tracking parameters. */
  url: z.url(),
  /** The shop's canonical product URL (also the result cache key). */
  canonical_url: z.url(),
  /** Average star rating on the 0–5 scale, as the shop states it. */
  aggregate_rating: z.number().min(0).max(5).nullable(),
  /** Number of written reviews the shop claims. */
  review_count: z.number().int().min(0).nullable(),
  /** Number of star ratings (with or without text) the shop claims, when it counts them separately. */
  rating_count: z.number().int().min(0).nullable(),
  /** Short site key: 'amazon', 'flipkart', 'walmart', 'bestbuy', 'etsy', 'target', 'trustpilot' or 'generic'. */
  site: z.string().min(1),
});
export type ScrapedProduct = z.infer<typeof scrapedProductSchema>;

/**
 * What the shop's average rests on, as the result page and the CLI say it beside the average ("7,015 ratings"):
 * beside the reviews read, it tells how small a part of the shop's count they are. Ratings when the shop counts
 * them, else its written reviews; null when it states neither.
 */
export function shopRatingBasis(
  product: Pick<ScrapedProduct, 'rating_count' | 'review_count'>,
): string | null {
  const [n, word] =
    product.rating_count !== null
      ? [product.rating_count, 'rating']
      : product.review_count !== null
        ? [product.review_count, 'review']
        : [null, ''];
  return n === null ? null : `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;
}

export const scrapeCoverageSchema = z.object({
  pages_fetched: z.number().int().min(0),
  reviews_found: z.number().int().min(0),
  /** Written reviews the shop claims (null when the page does not say). */
  reviews_claimed: z.number().int().min(0).nullable(),
  stop_reason: scrapeStopReasonSchema,
  /** Which extractor produced the reviews, e.g. 'amazon', 'json-ld', 'app-state', 'html'. */
  adapter: z.string().min(1),
  /** How many of the reviews each extractor produced, when pages were read by different ones. */
  layers: z.record(z.string().min(1), z.number().int().min(0)).optional(),
  /** Extractors that failed on a part of some page read; their reviews, if any, are missing (absent when none). */
  layers_failed: z.array(z.string().min(1)).optional(),
  /**
   * Reviews whose text, title or reviewer name was longer than SCRAPED_VALUE_MAX_CHARS and was cut, ending in `…`;
   * only the kept part was judged. Absent from results made before it was counted.
   */
  reviews_shortened: z.number().int().min(0).optional(),
  /**
   * Reviews whose page stated a rating that is none on its scale (a 0 on a 5-star scale, whose stars start at 1; a
   * value above the scale's best or below its worst): they count as unrated, as the importer counts such values in
   * a CSV file (`unreadRatingsSentence` says it in the same words). Absent when there were none.
   */
  unreadable_ratings: z
    .object({ count: z.number().int().min(1), zero_stars: z.number().int().min(0) })
    .optional(),
});
export type ScrapeCoverage = z.infer<typeof scrapeCoverageSchema>;

export const scrapeResultSchema = z.object({
  product: scrapedProductSchema,
  reviews: z.array(reviewSchema),
  coverage: scrapeCoverageSchema,
});
export type ScrapeResult = z.infer<typeof scrapeResultSchema>;

/** Machine codes of the scraper's failure outcomes (docs/decisions/061-scrape-error-codes.md). */
export const scrapeErrorCodeSchema = z.enum([
  'invalid_url',
  'unsupported_scheme',
  'blocked_address',
  'blocked_port',
  'shop_blocked',
  'no_reviews',
  'unsupported_page',
  'page_not_found',
  'too_many_redirects',
  'response_too_large',
  'page_too_complex',
  'upstream_error',
  'timeout',
  'unreachable',
  'aborted',
]);
export type ScrapeErrorCode = z.infer<typeof scrapeErrorCodeSchema>;
