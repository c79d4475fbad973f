// Link results in Redis, shared by every instance (docs/decisions/146). Each entry is its JSON, gzip-compressed
// (a 200-review scrape with its analysis is a few hundred kB of JSON and a fifth of that compressed), under
// `<prefix>link:<canonical URL>` with the entry's remaining lifetime as its expiry. A sorted set of keys by store
// time keeps at most SCRAPER_CACHE_ENTRIES of them, as the in-memory LRU does. The cache is an optimisation: while
// Redis is unreachable, a lookup is a miss and a store is skipped, and the request goes on.
import { promisify } from 'node:util';
import { gunzip, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { CachedLink, LinkResultCache } from './link-cache';
import { connected } from './redis-connection';

const compress = promisify(gzip);
const decompress = promisify(gunzip);

export interface RedisLinkCacheOptions {
  keyPrefix: string;
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  log: FastifyBaseLogger;
}

export class RedisLinkCache implements LinkResultCache {
  private readonly index: string;

  constructor(
    private readonly redis: Redis,
    private readonly opts: RedisLinkCacheOptions,
  ) {
    this.index = `${opts.keyPrefix}link-index`;
  }

  private entryKey(key: string): string {
    return `${this.opts.keyPrefix}link:${key}`;
  }

  async get(key: string): Promise<CachedLink | undefined> {
    if (!connected(this.redis)) return undefined;
    try {
      const stored = await this.redis.getBuffer(this.entryKey(key));
      if (stored === null) return undefined;
      const entry = JSON.parse((await decompress(stored)).toString('utf8')) as CachedLink;
      return this.opts.now() - entry.storedAt < this.opts.ttlMs ? entry : undefined;
    } catch (error) {
      this.opts.log.warn({ err: error }, 'link cache lookup in Redis failed; treated as a miss');
      return undefined;
    }
  }

  async set(key: string, entry: CachedLink): Promise<void> {
    const now = this.opts.now();
    const remainingMs = entry.storedAt + this.opts.ttlMs - now;
    if (remainingMs <= 0 || !connected(this.redis)) return;
    const redisKey = this.entryKey(key);
    try {
      const body = await compress(JSON.stringify(entry));
      await this.redis
        .multi()
        .set(redisKey, body, 'PX', remainingMs)
        .zadd(this.index, entry.storedAt, redisKey)
        .zremrangebyscore(this.index, '-inf', now - this.opts.ttlMs)
        .exec();
      await this.trim();
    } catch (error) {
      this.opts.log.warn({ err: error }, 'link cache store in Redis failed; not cached');
    }
  }

  /** Drops the oldest entries beyond maxEntries. Instances trimming at once may drop a few extra: harmless. */
  private async trim(): Promise<void> {
    const excess = (await this.redis.zcard(this.index)) - this.opts.maxEntries;
    if (excess <= 0) return;
    const oldest = await this.redis.zrange(this.index, 0, excess - 1);
    if (oldest.length === 0) return;
    await this.redis
      .multi()
      .del(...oldest)
      .zrem(this.index, ...oldest)
      .exec();
  }
}
