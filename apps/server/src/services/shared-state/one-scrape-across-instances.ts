// One scrape of a product at a time across instances: take the product's lock and scrape (storing the result
// before letting go), or, while another instance holds it, wait for the result it stores. When the holder gives
// up without a result (its clients left, the shop failed, it died and the lock expired), a waiter takes the lock
// and scrapes itself. Waiting ends with the caller's signal (the route's time guard or the client leaving).
import { setTimeout as sleep } from 'node:timers/promises';
import { ScrapeAbortedError } from '@reviewsentry/scraper';
import type { ScrapeLock } from './scrape-lock';

export const WAIT_POLL_MS = 200;

export interface OneScrapeOptions<T> {
  /** The product (its canonical URL). */
  key: string;
  lock: ScrapeLock;
  /** A result this caller may use that another instance has stored, if there is one. */
  lookup: () => Promise<T | undefined>;
  /** Scrapes and stores the result (called with the lock held). */
  scrape: () => Promise<T>;
  signal: AbortSignal;
  pollMs?: number;
}

export async function oneScrapeAcrossInstances<T>(options: OneScrapeOptions<T>): Promise<T> {
  const { key, lock, lookup, scrape, signal, pollMs = WAIT_POLL_MS } = options;
  for (;;) {
    if (signal.aborted) throw new ScrapeAbortedError();
    const lease = await lock.tryAcquire(key);
    if (lease) {
      try {
        // Another instance may have stored a result between this caller's miss and its lock.
        return (await lookup()) ?? (await scrape());
      } finally {
        await lease.release();
      }
    }
    try {
      await sleep(pollMs, undefined, { signal });
    } catch {
      throw new ScrapeAbortedError();
    }
    const stored = await lookup();
    if (stored !== undefined) return stored;
  }
}
