// "One scrape of a product at a time" across instances (docs/decisions/146). In one process the shared in-flight
// scrapes already see to it, so the embedded default grants every request; with REDIS_URL set, a lock with an
// expiry in Redis (redis-scrape-lock.ts) lets one instance scrape while the others wait for its result.

export interface ScrapeLease {
  /** Gives the product back; safe to call more than once. */
  release(): Promise<void>;
}

export interface ScrapeLock {
  /** A lease when the caller may scrape `key` now; null while another instance holds it. */
  tryAcquire(key: string): Promise<ScrapeLease | null>;
}

const NO_LEASE: ScrapeLease = { release: async () => undefined };

export const processScrapeLock: ScrapeLock = {
  tryAcquire: async () => NO_LEASE,
};
