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
  /** The most the entries' review texts may take in memory together (estimated by linkEntryBytes). */
  maxBytes: number;
  now: () => number;
}

/** Bytes of heap an entry's strings take at most (two a character); its analysis holds the reviews again. */
export function linkEntryBytes(entry: CachedLink): number {
  let chars = 0;
  for (const review of entry.scrape.reviews)
    chars += review.text.length + (review.title?.length ?? 0) + (review.reviewer?.length ?? 0);
  const perCopy = 2 * chars + REVIEW_OVERHEAD_BYTES * entry.scrape.reviews.length;
  return entry.analysis ? 2 * perCopy : perCopy;
}

/** A review's object and its short fields, beyond its texts. */
const REVIEW_OVERHEAD_BYTES = 1024;

/** A bounded LRU in this process: the embedded default. */
export function createMemoryLinkCache(options: MemoryLinkCacheOptions): LinkResultCache {
  const cache = new LruTtlCache<CachedLink>({
    ttlMs: options.ttlMs,
    maxEntries: options.maxEntries,
    now: options.now,
    maxWeight: options.maxBytes,
    weigh: linkEntryBytes,
  });
  return {
    async get(key) {
      return cache.get(key)?.value;
    },
    async set(key, entry) {
      cache.set(key, entry, entry.storedAt);
    },
  };
}
