// Serves scam news from a cache in front of the Guardian API.
// - A good answer is kept for the TTL; requests within it never reach upstream.
// - Requests that arrive while a refresh is running wait for that same refresh (one upstream call).
// - When a refresh fails, the last good answer is served with stale: true, and upstream is left alone
//   for a short cool-down so an outage does not make every visitor wait for the timeout.
// - With no good answer at all, the failure becomes a 502 news_unavailable, and is itself remembered for the
//   cool-down: repeated calls during an outage do not each reach upstream.
import type { FastifyBaseLogger } from 'fastify';
import type { NewsItem, NewsResponse } from '@reviewsentry/contracts';
import { UpstreamUnavailableError } from '../../errors/app-error';
import { GuardianUpstreamError } from './guardian-client';

export interface NewsServiceOptions {
  fetchItems: () => Promise<NewsItem[]>;
  ttlMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
}

export const MAX_FAILURE_COOL_DOWN_MS = 30_000;

export interface NewsService {
  get(): Promise<NewsResponse>;
}

interface CacheEntry {
  results: NewsItem[];
  fetchedAt: number;
}

const unavailable = () =>
  new UpstreamUnavailableError(
    'news_unavailable',
    'The news service is not answering right now. Please try again later.',
  );

export function createNewsService({
  fetchItems,
  ttlMs,
  log,
  now = Date.now,
}: NewsServiceOptions): NewsService {
  const coolDownMs = Math.min(ttlMs, MAX_FAILURE_COOL_DOWN_MS);
  let cache: CacheEntry | undefined;
  let lastFailureAt = -Infinity;
  let inflight: Promise<NewsResponse> | undefined;

  const toResponse = (entry: CacheEntry, stale: boolean): NewsResponse => ({
    results: entry.results,
    fetched_at: new Date(entry.fetchedAt).toISOString(),
    stale,
  });

  const refresh = async (): Promise<NewsResponse> => {
    try {
      const results = await fetchItems();
      cache = { results, fetchedAt: now() };
      log.info({ results: results.length }, 'news refreshed');
      return toResponse(cache, false);
    } catch (error) {
      lastFailureAt = now();
      const reason = error instanceof GuardianUpstreamError ? error.reason : 'unexpected';
      if (reason === 'unexpected') log.error({ err: error }, 'news refresh failed');
      else log.warn({ reason }, 'news refresh failed');
      if (cache) return toResponse(cache, true);
      throw unavailable();
    }
  };

  return {
    get() {
      const t = now();
      if (cache && t - cache.fetchedAt < ttlMs) return Promise.resolve(toResponse(cache, false));
      if (t - lastFailureAt < coolDownMs)
        return cache ? Promise.resolve(toResponse(cache, true)) : Promise.reject(unavailable());
      inflight ??= refresh().finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
  };
}
