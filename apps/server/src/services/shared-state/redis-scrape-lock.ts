// The one-scrape-per-product lock in Redis: SET NX with a short expiry and a random token, renewed while its
// holder is alive and deleted only by its holder (compare-and-delete in Lua). An instance that dies mid-scrape
// leaves a lock that expires within LOCK_TTL_MS, so waiting instances take over. While Redis is unreachable the
// lock is granted: a product scraped twice is better than a product not scraped (docs/decisions/146).
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { connected } from './redis-connection';
import type { ScrapeLease, ScrapeLock } from './scrape-lock';

const UNLOCKED: ScrapeLease = { release: async () => undefined };

export const LOCK_TTL_MS = 10_000;

const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;

export class RedisScrapeLock implements ScrapeLock {
  constructor(
    private readonly redis: Redis,
    private readonly keyPrefix: string,
    private readonly log: FastifyBaseLogger,
    /** How long a lock outlives a holder that stopped renewing it (it renews every third of that). */
    private readonly ttlMs = LOCK_TTL_MS,
  ) {}

  async tryAcquire(key: string): Promise<ScrapeLease | null> {
    const lockKey = `${this.keyPrefix}scrape-lock:${key}`;
    const token = randomBytes(16).toString('hex');
    if (!connected(this.redis)) return UNLOCKED;
    try {
      const taken = await this.redis.set(lockKey, token, 'PX', this.ttlMs, 'NX');
      if (taken === null) return null;
    } catch (error) {
      this.log.warn({ err: error }, 'scrape lock in Redis failed; scraping without it');
      return UNLOCKED;
    }
    const renewal = setInterval(() => {
      this.redis.eval(RENEW, 1, lockKey, token, this.ttlMs).catch((error: unknown) => {
        this.log.warn({ err: error }, 'scrape lock renewal in Redis failed');
      });
    }, this.ttlMs / 3);
    renewal.unref();
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        clearInterval(renewal);
        try {
          await this.redis.eval(RELEASE, 1, lockKey, token);
        } catch (error) {
          // It expires on its own within LOCK_TTL_MS.
          this.log.warn({ err: error }, 'scrape lock release in Redis failed');
        }
      },
    };
  }
}
