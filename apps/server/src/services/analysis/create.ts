// Builds the analysis services from the validated configuration: the detector (model loaded once, now), the
// scraper with the SCRAPER_* settings, and the link cache.
import { createScraper, parseResolveSetting, type HostResolver } from '@reviewsentry/scraper';
import type { AppConfig } from '../../config/env';
import { createLinkAnalysis } from './link-analysis';
import { loadModelHolder } from './model-holder';

export function createAnalysisServices(
  config: AppConfig,
  now: () => number,
  resolver?: HostResolver,
) {
  const models = loadModelHolder(config.TEXT_MODEL_PATH);
  const scraper = createScraper({
    maxReviews: config.SCRAPER_MAX_REVIEWS,
    maxPages: config.SCRAPER_MAX_PAGES,
    maxBytes: config.SCRAPER_MAX_BYTES,
    connectTimeoutMs: config.SCRAPER_CONNECT_TIMEOUT_MS,
    totalTimeoutMs: config.SCRAPER_TOTAL_TIMEOUT_MS,
    allowedPorts: config.SCRAPER_ALLOWED_PORTS.split(',').map((p) => Number(p.trim())),
    allowPrivateNetwork: config.SCRAPER_ALLOW_PRIVATE_NETWORK,
    resolve: parseResolveSetting(config.SCRAPER_RESOLVE),
    ...(resolver ? { resolver } : {}),
  });
  const links = createLinkAnalysis({
    scraper,
    models,
    ttlMs: config.SCRAPER_CACHE_TTL * 1000,
    maxEntries: config.SCRAPER_CACHE_ENTRIES,
    now,
  });
  return { models, scraper, links };
}
