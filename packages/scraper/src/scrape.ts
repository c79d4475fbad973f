// The scraper's public entry: createScraper(config).scrape(url). Fetches the first page, extracts it, follows the
// review pages (numbered pages in parallel up to perHostConcurrency, "next" links one after another) within
// maxPages / maxReviews / totalTimeoutMs, and returns a validated ScrapeResult with honest coverage. Failures of the
// first page are errors; failures of later pages end the scrape early and are reported in coverage.stop_reason.
import {
  SCRAPED_VALUE_MAX_CHARS,
  scrapeResultSchema,
  type ScrapeResult,
  type ScrapeStopReason,
} from '@reviewsentry/contracts';
import { adapterForHost } from './adapters';
import {
  scraperSettingsSchema,
  type ProgressEvent,
  type ScraperConfig,
  type ScraperSettings,
} from './config';
import {
  NoReviewsError,
  ScrapeAbortedError,
  ScrapeError,
  ShopBlockedError,
  UnsupportedPageError,
} from './errors';
import { loadPage } from './load-page';
import { HostLimiter } from './net/host-limiter';
import { systemResolver } from './net/resolve-target';
import type { FetchContext } from './net/safe-fetch';
import { parseUserUrl } from './net/url-policy';
import {
  inlinePageReader,
  numberedPageUrl,
  type PagePlan,
  type PageReader,
  type PageReading,
} from './page-reader';
import { ReviewCollector } from './review-collector';
import { shopValue, usableId } from './value-lengths';
import { canonicalProductUrl, trustedCanonical } from './url/canonical';
import { stripTracking } from './url/tracking';

export interface ScrapeOptions {
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
  /** Reads this scrape's pages instead of the configured reader (the server: the requesting client's line). */
  pageReader?: PageReader;
}

export interface Scraper {
  readonly settings: Readonly<ScraperSettings>;
  scrape(url: string | URL, options?: ScrapeOptions): Promise<ScrapeResult>;
}

export function createScraper(config: ScraperConfig = {}): Scraper {
  const { resolver, onProgress: defaultProgress, pageReader, ...rest } = config;
  const settings = scraperSettingsSchema.parse(rest);
  const resolveMap = Object.fromEntries(
    Object.entries(settings.resolve).map(([host, target]) => [host.toLowerCase(), target]),
  );
  const limiter = new HostLimiter(settings.perHostConcurrency);
  return {
    settings,
    async scrape(input, options = {}) {
      const progress = safeProgress(options.onProgress ?? defaultProgress);
      const startUrl = stripTracking(
        typeof input === 'string' ? parseUserUrl(input) : parseUserUrl(input.href),
      );
      const ctx: FetchContext = {
        resolver: resolver ?? systemResolver,
        resolveMap,
        allowPrivateNetwork: settings.allowPrivateNetwork,
        allowedPorts: settings.allowedPorts,
        maxRedirects: settings.maxRedirects,
        maxBytes: settings.maxBytes,
        connectTimeoutMs: settings.connectTimeoutMs,
        totalTimeoutMs: settings.totalTimeoutMs,
        userAgent: settings.userAgent,
        limiter,
        signal: options.signal,
        deadline: AbortSignal.timeout(settings.totalTimeoutMs),
      };
      return runScrape(
        startUrl,
        { ...ctx, reader: options.pageReader ?? pageReader ?? inlinePageReader },
        settings,
        progress,
      );
    },
  };
}

function safeProgress(
  callback: ((event: ProgressEvent) => void) | undefined,
): (event: ProgressEvent) => void {
  return (event) => {
    try {
      callback?.(event);
    } catch {
      // A failing listener (e.g. a closed SSE stream) must not fail the scrape.
    }
  };
}

interface PageOutcome {
  extraction: PageReading | null;
  error: ScrapeError | null;
}

/** The network context of one scrape and the reader its pages go through. */
type ScrapeContext = FetchContext & { reader: PageReader };

async function runScrape(
  startUrl: URL,
  ctx: ScrapeContext,
  settings: ScraperSettings,
  progress: (event: ProgressEvent) => void,
): Promise<ScrapeResult> {
  progress({ stage: 'fetching_page', page: 1 });
  const first = await loadPage(startUrl, ctx, ctx.reader);
  const firstUrl = stripTracking(first.url);
  const page1 = await ctx.reader.read({
    url: firstUrl.href,
    body: first.body,
    contentType: first.contentType,
    maxPages: settings.maxPages,
    maxReviews: settings.maxReviews,
  });
  if (page1.block) throw new ShopBlockedError(page1.block, firstUrl.hostname);
  const hasProductData =
    page1.reviews.length > 0 ||
    Boolean(page1.product.name || page1.product.aggregate_rating != null);
  if (!hasProductData) throw new UnsupportedPageError();

  const collector = new ReviewCollector(page1.site, settings.maxReviews, first.servedAt);
  // A page that shows some reviews (perhaps cut short, not always with an ellipsis) and links to the list of all of
  // them: the list is read first, so a shown review it holds is kept whole. A list read whole holds the shown ones;
  // one cut short (the page budget, a failed page) may not, and then the shown ones it did not give are kept too.
  const fromList = page1.pagination?.kind === 'next' && page1.pagination.holdsAll === true;
  if (!fromList) collector.add(page1.reviews, page1.source);
  progress({ stage: 'reading_reviews', page: 1 });
  let pagesFetched = 1;
  let source = page1.source;
  const failedLayers = new Set(page1.failedLayers);
  const claimed = page1.product.review_count ?? null;

  const outcome = await followPages(
    page1.pagination,
    ctx,
    settings,
    collector,
    progress,
    (extraction) => {
      pagesFetched++;
      for (const layer of extraction.failedLayers) failedLayers.add(layer);
      if (collector.size === 0 && extraction.reviews.length > 0) source = extraction.source;
    },
  );
  if (fromList && (outcome.stop !== 'complete' || collector.size === 0))
    collector.addShown(page1.reviews, page1.source);
  let stop: ScrapeStopReason = outcome.stop;
  if (stop === 'complete' && claimed !== null && collector.size < claimed && !collector.full)
    stop = 'no_next_page';
  if (collector.full && outcome.moreAvailable) stop = 'max_reviews';

  const product = page1.product;
  const id = usableId(product.id) ?? null;
  const name = product.name ? shopValue(product.name, SCRAPED_VALUE_MAX_CHARS.productName) : null;
  if (collector.size === 0) {
    if (outcome.error && outcome.error instanceof ShopBlockedError) throw outcome.error;
    throw new NoReviewsError({
      product_name: name,
      product_id: id,
      aggregate_rating: product.aggregate_rating ?? null,
      review_count: product.review_count ?? product.rating_count ?? null,
    });
  }
  const adapter = adapterForHost(firstUrl.hostname);
  const canonical =
    adapter?.canonicalUrl?.(firstUrl) ??
    (product.canonical_url ? trustedCanonical(product.canonical_url, firstUrl) : null) ??
    canonicalProductUrl(firstUrl);
  const productOut = {
    id,
    name,
    url: firstUrl.href,
    canonical_url: canonical,
    aggregate_rating: product.aggregate_rating ?? null,
    review_count: product.review_count ?? null,
    rating_count: product.rating_count ?? null,
    site: page1.site,
  };
  return scrapeResultSchema.parse({
    product: productOut,
    reviews: collector.result(productOut),
    coverage: {
      pages_fetched: pagesFetched,
      reviews_found: collector.size,
      reviews_claimed: claimed,
      stop_reason: stop,
      adapter: source,
      layers: { ...collector.bySource },
      ...(failedLayers.size > 0 ? { layers_failed: [...failedLayers] } : {}),
      reviews_shortened: collector.shortened,
      ...(collector.refusedRatings.count > 0
        ? { unreadable_ratings: { ...collector.refusedRatings } }
        : {}),
    },
  });
}

interface FollowOutcome {
  stop: ScrapeStopReason;
  /** True when the shop has more review pages than we read. */
  moreAvailable: boolean;
  error: ScrapeError | null;
}

async function followPages(
  pagination: PagePlan | null,
  ctx: ScrapeContext,
  settings: ScraperSettings,
  collector: ReviewCollector,
  progress: (event: ProgressEvent) => void,
  onPage: (extraction: PageReading) => void,
): Promise<FollowOutcome> {
  if (!pagination) return { stop: 'complete', moreAvailable: false, error: null };
  const budget = settings.maxPages - 1;
  if (pagination.kind === 'next')
    return followNextLinks(pagination.url, budget, ctx, settings, collector, progress, onPage);

  // Numbered pages: fetched by a small worker pool (the per-host limiter keeps it to perHostConcurrency), then
  // merged strictly in page order so the result does not depend on which response came first.
  const firstPage = pagination.current + 1;
  const lastKnown = pagination.totalPages ?? Number.POSITIVE_INFINITY;
  const lastAllowed = Math.min(lastKnown, firstPage + budget - 1);
  if (lastAllowed < firstPage)
    return {
      stop: budget <= 0 && lastKnown >= firstPage ? 'max_pages' : 'complete',
      moreAvailable: lastKnown >= firstPage,
      error: null,
    };
  const outcomes = new Map<number, PageOutcome>();
  let nextPage = firstPage;
  let stopAt = Number.POSITIVE_INFINITY; // first page that was empty or failed
  let reviewsSeen = collector.size;
  const worker = async () => {
    while (nextPage <= lastAllowed && nextPage < stopAt && reviewsSeen < settings.maxReviews) {
      const page = nextPage++;
      progress({ stage: 'reading_reviews', page: page + (pagination.current === 0 ? 1 : 0) });
      const outcome = await fetchAndExtract(
        new URL(numberedPageUrl(pagination, page)),
        ctx,
        settings,
      );
      outcomes.set(page, outcome);
      if (
        outcome.error ||
        !outcome.extraction ||
        outcome.extraction.reviews.length === 0 ||
        outcome.extraction.block
      ) {
        stopAt = Math.min(stopAt, page);
      } else {
        reviewsSeen += outcome.extraction.reviews.length;
      }
    }
  };
  await Promise.all(Array.from({ length: settings.perHostConcurrency }, worker));
  if (ctx.signal?.aborted) throw new ScrapeAbortedError();

  let error: ScrapeError | null = null;
  let ended = false;
  for (const page of [...outcomes.keys()].sort((a, b) => a - b)) {
    if (page > stopAt) break;
    const outcome = outcomes.get(page)!;
    if (outcome.error) {
      // A 404 past the last page is the natural end of the list, not a failure.
      if (outcome.error.code === 'page_not_found') ended = true;
      else error = outcome.error;
      break;
    }
    const extraction = outcome.extraction!;
    if (extraction.block) {
      error = new ShopBlockedError(
        extraction.block,
        new URL(numberedPageUrl(pagination, page)).hostname,
      );
      break;
    }
    onPage(extraction);
    if (
      extraction.reviews.length === 0 ||
      collector.add(extraction.reviews, extraction.source) === 0
    ) {
      ended = true;
      break;
    }
  }
  if (error) return { stop: stopReasonFor(error), moreAvailable: true, error };
  const lastFetched = Math.max(...outcomes.keys());
  const morePages = !ended && lastFetched < lastKnown;
  if (collector.full) return { stop: 'max_reviews', moreAvailable: morePages, error: null };
  if (morePages && lastFetched >= firstPage + budget - 1)
    return { stop: 'max_pages', moreAvailable: true, error: null };
  return { stop: 'complete', moreAvailable: false, error: null };
}

async function followNextLinks(
  startUrl: string,
  budget: number,
  ctx: ScrapeContext,
  settings: ScraperSettings,
  collector: ReviewCollector,
  progress: (event: ProgressEvent) => void,
  onPage: (extraction: PageReading) => void,
): Promise<FollowOutcome> {
  const visited = new Set<string>();
  let next: string | null = startUrl;
  let page = 1;
  while (next && !visited.has(next)) {
    if (page > budget) return { stop: 'max_pages', moreAvailable: true, error: null };
    if (collector.full) return { stop: 'max_reviews', moreAvailable: true, error: null };
    visited.add(next);
    page++;
    progress({ stage: 'reading_reviews', page });
    const outcome = await fetchAndExtract(new URL(next), ctx, settings);
    if (outcome.error) {
      if (outcome.error.code === 'page_not_found') break;
      return { stop: stopReasonFor(outcome.error), moreAvailable: true, error: outcome.error };
    }
    const extraction = outcome.extraction!;
    if (extraction.block) {
      const error = new ShopBlockedError(extraction.block, new URL(next).hostname);
      return { stop: 'blocked', moreAvailable: true, error };
    }
    onPage(extraction);
    if (collector.add(extraction.reviews, extraction.source) === 0) break;
    next = extraction.pagination?.kind === 'next' ? extraction.pagination.url : null;
  }
  return { stop: 'complete', moreAvailable: false, error: null };
}

async function fetchAndExtract(
  url: URL,
  ctx: ScrapeContext,
  settings: ScraperSettings,
): Promise<PageOutcome> {
  try {
    const loaded = await loadPage(url, ctx, ctx.reader, { json: true });
    const extraction = await ctx.reader.read({
      url: stripTracking(loaded.url).href,
      body: loaded.body,
      contentType: loaded.contentType,
      maxPages: settings.maxPages,
      maxReviews: settings.maxReviews,
    });
    return { extraction, error: null };
  } catch (error) {
    if (error instanceof ScrapeAbortedError) throw error;
    if (error instanceof ScrapeError) return { extraction: null, error };
    throw error;
  }
}

function stopReasonFor(error: ScrapeError): ScrapeStopReason {
  if (error.code === 'shop_blocked') return 'blocked';
  if (error.code === 'timeout') return 'timeout';
  return 'error';
}
