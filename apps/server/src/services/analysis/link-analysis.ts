// Product link -> analysis, through the result cache and the shared in-flight scrapes. Serves POST /analyze and
// GET /api/scrape (docs/decisions/082-link-cache.md).
import type { AnalysisResult, AnalyzeResponse, ScrapeResult } from '@reviewsentry/contracts';
import {
  canonicalProductUrl,
  trustedCanonical,
  type ProgressEvent,
  type Scraper,
} from '@reviewsentry/scraper';
import type { AnalysisPool } from './analysis-pool';
import { PoolUnavailableError } from '../worker-pool/pool-errors';
import { LruTtlCache } from './result-cache';
import { SharedScrapes } from './shared-scrape';

export interface LinkAnalysisOptions {
  scraper: Scraper;
  pool: AnalysisPool;
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

export interface LinkRequest {
  url: string;
  refresh?: boolean;
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent | { stage: 'analysing' }) => void;
}

interface Entry {
  scrape: ScrapeResult;
  /**
   * Started by the first /analyze of the entry (a /api/scrape call does not need it); concurrent requests for
   * the product share it. A failed analysis is forgotten so the next request tries again.
   */
  analysis?: Promise<AnalysisResult>;
}

export interface CachedScrape {
  result: ScrapeResult;
  scrapedAt: Date;
  cached: boolean;
}

export function createLinkAnalysis(opts: LinkAnalysisOptions) {
  const cache = new LruTtlCache<Entry>({
    ttlMs: opts.ttlMs,
    maxEntries: opts.maxEntries,
    now: opts.now,
  });
  const scrapes = new SharedScrapes(opts.scraper);

  async function scrape(request: LinkRequest): Promise<CachedScrape & { entry: Entry }> {
    // Throws invalid_url / unsupported_scheme / blocked_port before anything is fetched.
    const key = canonicalProductUrl(request.url);
    if (!request.refresh) {
      const hit = cache.get(key);
      if (hit)
        return {
          result: hit.value.scrape,
          scrapedAt: new Date(hit.storedAt),
          cached: true,
          entry: hit.value,
        };
    }
    const result = await scrapes.run(key, request.url, {
      signal: request.signal,
      onProgress: request.onProgress,
    });
    const storedAt = opts.now();
    const entry: Entry = { scrape: result };
    cache.set(key, entry, storedAt);
    // A short link or a review-page URL and the product's own canonical URL are the same product, when the
    // canonical URL is on the host the page came from (docs/decisions/116-link-cache-keys.md).
    const alias = trustedCanonical(result.product.canonical_url, result.product.url);
    if (alias !== null && alias !== key) cache.set(alias, entry, storedAt);
    return { result, scrapedAt: new Date(storedAt), cached: false, entry };
  }

  async function analyse(request: LinkRequest): Promise<AnalyzeResponse> {
    // No point scraping a shop for an analysis that cannot run.
    if (opts.pool.failure) throw new PoolUnavailableError();
    const { result, scrapedAt, cached, entry } = await scrape(request);
    if (entry.analysis === undefined) {
      request.onProgress?.({ stage: 'analysing' });
      // The detector runs in the worker pool, so the stage reaches the client while it works.
      const started = opts.pool.analyzeReviews(result.reviews, {
        productId: result.product.id,
        productName: result.product.name,
      });
      entry.analysis = started;
      started.catch(() => {
        if (entry.analysis === started) delete entry.analysis;
      });
    }
    const analysis = await entry.analysis;
    return {
      ...analysis,
      product: result.product,
      coverage: result.coverage,
      analyzed_at: scrapedAt.toISOString(),
      cached,
    };
  }

  return { scrape, analyse, cacheSize: () => cache.size, running: () => scrapes.running };
}

export type LinkAnalysis = ReturnType<typeof createLinkAnalysis>;
