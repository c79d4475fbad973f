// Where link results are kept for SCRAPER_CACHE_TTL (docs/decisions/082, 146): in this process's memory by
// default, in Redis when REDIS_URL is set so that every instance serves what any of them scraped. Entries are
// plain data (no promises, no class instances), so both keep exactly the same thing.
import type { AnalysisResult, ScrapeResult } from '@reviewsentry/contracts';
import { LruTtlCache } from '../analysis/result-cache';

/** One product's scrape, and its analysis once a request has asked for one. */
export interface CachedLink {
  /** Tells two scrapes of one product apart: a refresh waits for an entry other than the one it replaces. */
  id: string;
  scrape: ScrapeResult;
  /** Epoch milliseconds; the entry expires TTL after it. */
  storedAt: number;
  analysis?: AnalysisResult;
}

export interface LinkResultCache {
  /** The entry under `key` unless there is none or it has expired. */
  get(key: string): Promise<CachedLink | undefined>;
  /** Keeps `entry` under `key` until its storedAt + TTL (replacing what was there). */
  set(key: string, entry: CachedLink): Promise<void>;
}

export interface MemoryLinkCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

/** A bounded LRU in this process: the embedded default. */
export function createMemoryLinkCache(options: MemoryLinkCacheOptions): LinkResultCache {
  const cache = new LruTtlCache<CachedLink>(options);
  return {
    async get(key) {
      return cache.get(key)?.value;
    },
    async set(key, entry) {
      cache.set(key, entry, entry.storedAt);
    },
  };
}
