// What the instances of one deployment share, chosen once from the configuration: with REDIS_URL, the rate-limit
// counters, the link and news caches and the scrape lock live in Redis; without it, in this process (the
// embedded default, one instance). Routes and services see only the interfaces (docs/decisions/146).
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { AppConfig } from '../../config/env';
import { createMemoryNewsCache, type NewsCache } from '../news/news-cache';
import { createMemoryLinkCache, type LinkResultCache } from './link-cache';
import { sharedRateLimitStore } from './rate-limit-store';
import { closeRedis, connectRedis, connected, firstConnection } from './redis-connection';
import { RedisLinkCache } from './redis-link-cache';
import { RedisNewsCache } from './redis-news-cache';
import { RedisScrapeLock } from './redis-scrape-lock';
import { processScrapeLock, type ScrapeLock } from './scrape-lock';

export interface SharedState {
  /** Where the shared state lives: 'process' (this instance only) or 'redis'. */
  kind: 'process' | 'redis';
  /** @fastify/rate-limit's `store` option; undefined: the plugin's in-memory store. */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  linkCache: LinkResultCache;
  scrapeLock: ScrapeLock;
  newsCache: NewsCache;
  /** Resolves when Redis answers a PING; undefined when there is no Redis to reach. */
  ping: (() => Promise<void>) | undefined;
  close(): Promise<void>;
}

export async function createSharedState(
  config: AppConfig,
  now: () => number,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  const linkCacheLimits = {
    ttlMs: config.SCRAPER_CACHE_TTL * 1000,
    maxEntries: config.SCRAPER_CACHE_ENTRIES,
    maxBytes: config.SCRAPER_CACHE_MB * 1024 * 1024,
    now,
  };
  if (config.REDIS_URL === undefined) {
    return {
      kind: 'process',
      rateLimitStore: undefined,
      linkCache: createMemoryLinkCache(linkCacheLimits),
      scrapeLock: processScrapeLock,
      newsCache: createMemoryNewsCache(),
      ping: undefined,
      close: async () => undefined,
    };
  }

  const redis = connectRedis(config.REDIS_URL, log);
  // Requests arriving before the first connection would be counted and cached by this instance alone.
  await firstConnection(redis);
  const prefix = config.REDIS_KEY_PREFIX;
  let countingAlone = false;
  redis.on('ready', () => (countingAlone = false));
  return {
    kind: 'redis',
    rateLimitStore: sharedRateLimitStore(redis, prefix, (error) => {
      if (countingAlone) return;
      countingAlone = true;
      log.error(
        { err: error },
        'rate limits cannot reach Redis: each instance counts on its own until it is back',
      );
    }),
    linkCache: new RedisLinkCache(redis, { ...linkCacheLimits, keyPrefix: prefix, log }),
    scrapeLock: new RedisScrapeLock(redis, prefix, log),
    newsCache: new RedisNewsCache(redis, prefix, log),
    ping: async () => {
      if (!connected(redis)) throw new Error('not connected');
      await redis.ping();
    },
    close: () => closeRedis(redis),
  };
}
