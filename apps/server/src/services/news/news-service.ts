// Serves scam news from a cache in front of the Guardian API.
// - A good answer is kept for the TTL; requests within it never reach upstream.
// - Requests that arrive while a refresh is running wait for that same refresh (one upstream call).
// - When a refresh fails, the last good answer is served with stale: true, and upstream is left alone
//   for a short cool-down so an outage does not make every visitor wait for the timeout.
// - With no good answer at all, the failure becomes a 502 news_unavailable, and is itself remembered for the
//   cool-down: repeated calls during an outage do not each reach upstream.
// The answer and the failure time live in a NewsCache: this process's memory, or Redis shared by all instances.
// Requests waiting for one refresh are joined per instance.
import type { FastifyBaseLogger } from 'fastify';
import type { NewsItem, NewsResponse } from '@reviewsentry/contracts';
import { NewsUnavailableError } from '../../errors/app-error';
import { GuardianUpstreamError } from './guardian-client';
import { createMemoryNewsCache, type NewsCache, type NewsSnapshot } from './news-cache';

export interface NewsServiceOptions {
  fetchItems: () => Promise<NewsItem[]>;
  ttlMs: number;
  log: FastifyBaseLogger;
  now?: () => number;
  /** Default: this process's memory. */
  cache?: NewsCache;
}

export const MAX_FAILURE_COOL_DOWN_MS = 30_000;

export interface NewsService {
  get(): Promise<NewsResponse>;
  /** The last good answer's articles as cached, without ever calling upstream; null when none or unreadable. */
  peek(): Promise<NewsItem[] | null>;
}

export function createNewsService({
  fetchItems,
  ttlMs,
  log,
  now = Date.now,
  cache = createMemoryNewsCache(),
}: NewsServiceOptions): NewsService {
  const coolDownMs = Math.min(ttlMs, MAX_FAILURE_COOL_DOWN_MS);
  let inflight: Promise<NewsResponse> | undefined;

  const toResponse = (entry: NewsSnapshot, stale: boolean): NewsResponse => ({
    results: entry.results,
    fetched_at: new Date(entry.fetchedAt).toISOString(),
    stale,
  });

  const refresh = async (last: NewsSnapshot | undefined): Promise<NewsResponse> => {
    try {
      const snapshot = { results: await fetchItems(), fetchedAt: now() };
      await cache.saveResults(snapshot);
      log.info({ results: snapshot.results.length }, 'news refreshed');
      return toResponse(snapshot, false);
    } catch (error) {
      await cache.saveFailure(now(), coolDownMs);
      const reason = error instanceof GuardianUpstreamError ? error.reason : 'unexpected';
      if (reason === 'unexpected') log.error({ err: error }, 'news refresh failed');
      else log.warn({ reason }, 'news refresh failed');
      if (last) return toResponse(last, true);
      throw new NewsUnavailableError();
    }
  };

  return {
    async peek() {
      try {
        return (await cache.read()).last?.results ?? null;
      } catch {
        return null;
      }
    },
    async get() {
      const { last, lastFailureAt = -Infinity } = await cache.read();
      const t = now();
      if (last && t - last.fetchedAt < ttlMs) return toResponse(last, false);
      if (t - lastFailureAt < coolDownMs) {
        if (last) return toResponse(last, true);
        throw new NewsUnavailableError();
      }
      inflight ??= refresh(last).finally(() => {
        inflight = undefined;
      });
      return inflight;
    },
  };
}
