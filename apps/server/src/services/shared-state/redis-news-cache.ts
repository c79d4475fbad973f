// The news service's cache in Redis (services/news/news-cache.ts): the last good answer as JSON, and the last
// failure with the cool-down as its expiry. A cache: while Redis is unreachable, reading finds nothing (the instance
// asks upstream itself) and saving is skipped.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { NewsCache, NewsCacheState, NewsSnapshot } from '../news/news-cache';
import { connected } from './redis-connection';

/** Kept long past its TTL: a stale answer is what the page shows while the Guardian is down. */
const KEEP_LAST_MS = 30 * 24 * 60 * 60 * 1000;

export class RedisNewsCache implements NewsCache {
  private readonly lastKey: string;
  private readonly failureKey: string;

  constructor(
    private readonly redis: Redis,
    keyPrefix: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.lastKey = `${keyPrefix}news:last`;
    this.failureKey = `${keyPrefix}news:failed-at`;
  }

  async read(): Promise<NewsCacheState> {
    if (!connected(this.redis)) return {};
    try {
      const [last, failedAt] = await this.redis.mget(this.lastKey, this.failureKey);
      return {
        ...(last ? { last: JSON.parse(last) as NewsSnapshot } : {}),
        ...(failedAt ? { lastFailureAt: Number(failedAt) } : {}),
      };
    } catch (error) {
      this.log.warn({ err: error }, 'news cache in Redis could not be read');
      return {};
    }
  }

  async saveResults(snapshot: NewsSnapshot): Promise<void> {
    if (!connected(this.redis)) return;
    try {
      await this.redis.set(this.lastKey, JSON.stringify(snapshot), 'PX', KEEP_LAST_MS);
    } catch (error) {
      this.log.warn({ err: error }, 'news cache in Redis could not be saved');
    }
  }

  async saveFailure(at: number, coolDownMs: number): Promise<void> {
    if (!connected(this.redis)) return;
    try {
      await this.redis.set(this.failureKey, String(at), 'PX', Math.max(1, coolDownMs));
    } catch (error) {
      this.log.warn({ err: error }, 'news failure could not be recorded in Redis');
    }
  }
}
