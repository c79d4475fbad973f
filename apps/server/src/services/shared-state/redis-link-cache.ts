// Link results in Redis, shared by every instance (docs/decisions/146). Each entry is its JSON, gzip-compressed
// (a 200-review scrape with its analysis is a few hundred kB of JSON and a fifth of that compressed), under
// `<prefix>link:<canonical URL>` with the entry's remaining lifetime as its expiry. A sorted set of keys by store
// time keeps at most SCRAPER_CACHE_ENTRIES of them and, with a hash of their stored sizes, at most SCRAPER_CACHE_MB of
// compressed bytes, as the in-memory LRU bounds its heap: a shop decides how long its reviews are
// (docs/decisions/168). The cache is an optimisation: while Redis is unreachable, a lookup is a miss and a store is
// skipped, and the request goes on.
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
  /** The most the stored (compressed) entries may take in Redis together; a heavier entry is not kept. */
  maxBytes: number;
  now: () => number;
  log: FastifyBaseLogger;
}

export class RedisLinkCache implements LinkResultCache {
  private readonly index: string;
  /** Stored size of each entry, by Redis key. */
  private readonly sizes: string;

  constructor(
    private readonly redis: Redis,
    private readonly opts: RedisLinkCacheOptions,
  ) {
    this.index = `${opts.keyPrefix}link-index`;
    this.sizes = `${opts.keyPrefix}link-bytes`;
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
      if (body.length > this.opts.maxBytes) {
        // Not kept; neither is the older entry it replaces, as in the in-memory cache.
        await this.redis
          .multi()
          .del(redisKey)
          .zrem(this.index, redisKey)
          .hdel(this.sizes, redisKey)
          .exec();
        return;
      }
      await this.redis
        .multi()
        .set(redisKey, body, 'PX', remainingMs)
        .zadd(this.index, entry.storedAt, redisKey)
        .hset(this.sizes, redisKey, body.length)
        .zremrangebyscore(this.index, '-inf', now - this.opts.ttlMs)
        .exec();
      await this.trim();
    } catch (error) {
      this.opts.log.warn({ err: error }, 'link cache store in Redis failed; not cached');
    }
  }

  /**
   * Drops the oldest entries beyond maxEntries or maxBytes, and the sizes of entries that have expired. Both lists
   * are at most a few more than maxEntries long. Instances trimming at once may drop a few extra: harmless.
   */
  private async trim(): Promise<void> {
    const [byAge, sizes] = await Promise.all([
      this.redis.zrange(this.index, 0, -1),
      this.redis.hgetall(this.sizes),
    ]);
    const live = new Set(byAge);
    const drop = Object.keys(sizes).filter((key) => !live.has(key));
    let count = byAge.length;
    let bytes = byAge.reduce((sum, key) => sum + Number(sizes[key] ?? 0), 0);
    for (const key of byAge) {
      if (count <= this.opts.maxEntries && bytes <= this.opts.maxBytes) break;
      drop.push(key);
      count--;
      bytes -= Number(sizes[key] ?? 0);
    }
    if (drop.length === 0) return;
    await this.redis
      .multi()
      .del(...drop)
      .zrem(this.index, ...drop)
      .hdel(this.sizes, ...drop)
      .exec();
  }
}
