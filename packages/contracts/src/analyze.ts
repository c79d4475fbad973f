import { z } from 'zod';
import { analysisResultSchema } from './analysis';
import { scrapeCoverageSchema, scrapedProductSchema, scrapeResultSchema } from './scrape';

// POST /analyze (a product link) and GET /api/scrape. See docs/api.md and docs/decisions/082-084.

export const analyzeRequestSchema = z.object({
  /** The product page link as the shopper pasted it. */
  url: z.string(),
  /** Skip the cached analysis and scrape the shop again. */
  refresh: z.boolean().optional().default(false),
});
export type AnalyzeRequest = z.input<typeof analyzeRequestSchema>;

export const analyzeResponseSchema = analysisResultSchema.extend({
  product: scrapedProductSchema,
  coverage: scrapeCoverageSchema,
  /** When the shop was read and the reviews analysed (ISO 8601, UTC); older than now for a cached answer. */
  analyzed_at: z.iso.datetime(),
  /** True when this answer came from the result cache (SCRAPER_CACHE_TTL) rather than a fresh scrape. */
  cached: z.boolean(),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** `data` of an SSE `progress` event of POST /analyze (Accept: text/event-stream). */
export const analyzeProgressSchema = z.object({
  stage: z.enum(['fetching_page', 'reading_reviews', 'analysing']),
  page: z.number().int().min(1).optional(),
});
export type AnalyzeProgress = z.infer<typeof analyzeProgressSchema>;

export const scrapeQuerySchema = z.object({
  url: z.string(),
  format: z.enum(['json', 'csv']).default('json'),
  refresh: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .optional(),
});

/** GET /api/scrape?format=json: the scraper's result, with when it was read and whether it came from the cache. */
export const scrapeResponseSchema = scrapeResultSchema.extend({
  scraped_at: z.iso.datetime(),
  cached: z.boolean(),
});
export type ScrapeResponse = z.infer<typeof scrapeResponseSchema>;
