// Product link -> analysis, through the result cache and the shared in-flight scrapes. Serves POST /analyze and
// GET /api/scrape (docs/decisions/082-link-cache.md). The cache and the scrape lock are this process's by default
// and Redis's when instances share it (docs/decisions/146).
import { randomUUID } from 'node:crypto';
import type { AnalysisResult, AnalyzeResponse, ScrapeResult } from '@reviewsentry/contracts';
import {
  canonicalProductUrl,
  trustedCanonical,
  type PageReader,
  type ProgressEvent,
  type Scraper,
} from '@reviewsentry/scraper';
import type { AnalysisRunner } from './analysis-runner';
import type { CachedLink, LinkResultCache } from '../shared-state/link-cache';
import { oneScrapeAcrossInstances } from '../shared-state/one-scrape-across-instances';
import type { ScrapeLock } from '../shared-state/scrape-lock';
import { SharedScrapes } from './shared-scrape';

export interface LinkAnalysisOptions {
  scraper: Scraper;
  pool: AnalysisRunner;
  cache: LinkResultCache;
  scrapeLock: ScrapeLock;
  now: () => number;
  /** The page reader of a client's scrapes (its own line to the page-reading workers); absent: the scraper's. */
  pageReaderFor?: (client: string) => PageReader;
  /** Products scraped at once (SCRAPES_IN_FLIGHT); absent: no bound. */
  scrapesInFlight?: number;
}

export interface LinkRequest {
  url: string;
  refresh?: boolean;
  signal?: AbortSignal;
  /** Who asked (the client's address): the pages of a scrape it starts are read in its line. */
  client?: string;
  onProgress?: (event: ProgressEvent | { stage: 'analysing' }) => void;
}

export interface CachedScrape {
  result: ScrapeResult;
  scrapedAt: Date;
  cached: boolean;
}

export function createLinkAnalysis(opts: LinkAnalysisOptions) {
  const { cache } = opts;
  const scrapes = new SharedScrapes<CachedLink>(opts.scrapesInFlight);
  /**
   * Analyses running in this process, by entry id: started by the first /analyze of an entry (a /api/scrape call
   * does not need one) and shared by concurrent requests; a failed one is forgotten so the next request retries.
   */
  const analyses = new Map<string, Promise<AnalysisResult>>();

  async function store(key: string, result: ScrapeResult): Promise<CachedLink> {
    const entry: CachedLink = { id: randomUUID(), scrape: result, storedAt: opts.now() };
    await cache.set(key, entry);
    // A short link or a review-page URL and the product's own canonical URL are the same product, when the
    // canonical URL is on the host the page came from (docs/decisions/116-link-cache-keys.md).
    const alias = trustedCanonical(result.product.canonical_url, result.product.url);
    if (alias !== null && alias !== key) await cache.set(alias, entry);
    return entry;
  }

  async function scrape(
    request: LinkRequest,
  ): Promise<CachedScrape & { entry: CachedLink; key: string }> {
    // Throws invalid_url / unsupported_scheme / blocked_port before anything is fetched.
    const key = canonicalProductUrl(request.url);
    const current = await cache.get(key);
    if (current && !request.refresh)
      return {
        result: current.scrape,
        scrapedAt: new Date(current.storedAt),
        cached: true,
        entry: current,
        key,
      };
    // One scrape per product in this process (SharedScrapes) and across instances (the lock): a request that
    // finds another instance scraping the product waits for the result it stores. A refresh waits for an entry
    // other than the one it replaces.
    const entry = await scrapes.run(
      key,
      (signal, onProgress) =>
        oneScrapeAcrossInstances({
          key,
          lock: opts.scrapeLock,
          signal,
          lookup: async () => {
            const found = await cache.get(key);
            return found && found.id !== current?.id ? found : undefined;
          },
          scrape: async () =>
            store(
              key,
              await opts.scraper.scrape(request.url, {
                signal,
                onProgress,
                ...(request.client !== undefined && opts.pageReaderFor
                  ? { pageReader: opts.pageReaderFor(request.client) }
                  : {}),
              }),
            ),
        }),
      { signal: request.signal, onProgress: request.onProgress },
    );
    return { result: entry.scrape, scrapedAt: new Date(entry.storedAt), cached: false, entry, key };
  }

  function analysisOf(key: string, entry: CachedLink, request: LinkRequest) {
    let running = analyses.get(entry.id);
    if (running === undefined) {
      request.onProgress?.({ stage: 'analysing' });
      // The detector runs in the worker pool, so the stage reaches the client while it works.
      running = opts.pool.analyzeReviews(entry.scrape.reviews, {
        productId: entry.scrape.product.id,
        productName: entry.scrape.product.name,
      });
      analyses.set(entry.id, running);
      running
        .then(async (analysis) => {
          // Written back only onto the same scrape: a refresh may have stored a newer one meanwhile.
          if ((await cache.get(key))?.id === entry.id) await cache.set(key, { ...entry, analysis });
        })
        .catch(() => undefined)
        .finally(() => analyses.delete(entry.id));
    }
    return running;
  }

  async function analyse(request: LinkRequest): Promise<AnalyzeResponse> {
    // No point scraping a shop for an analysis that cannot run.
    if (opts.pool.failure) throw opts.pool.failure;
    const { result, scrapedAt, cached, entry, key } = await scrape(request);
    const analysis = entry.analysis ?? (await analysisOf(key, entry, request));
    return {
      ...analysis,
      product: result.product,
      coverage: result.coverage,
      analyzed_at: scrapedAt.toISOString(),
      cached,
    };
  }

  return { scrape, analyse, running: () => scrapes.running };
}

export type LinkAnalysis = ReturnType<typeof createLinkAnalysis>;
