import type { ScrapeResult } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createMemoryLinkCache, type CachedLink } from './link-cache';

const MB = 1024 * 1024;

/** A scrape of `reviews` reviews whose texts hold `textChars` characters together. */
function scrapeOf(reviews: number, textChars: number): ScrapeResult {
  return {
    product: { id: 'P-1', name: 'Kettle', site: 'generic' } as ScrapeResult['product'],
    reviews: Array.from({ length: reviews }, (_, i) => ({
      id: `r${i}`,
      text: `${i} ${'x'.repeat(Math.floor(textChars / reviews))}`,
    })),
    coverage: {
      pages_fetched: 10,
      reviews_found: reviews,
      reviews_claimed: null,
      stop_reason: 'complete',
      adapter: 'json-ld',
    },
  };
}

const entry = (id: string, scrape: ScrapeResult): CachedLink => ({ id, scrape, storedAt: 0 });

describe('the in-process link cache', () => {
  it('holds at most maxBytes of review text: a shop whose ten 5 MB pages are review text cannot fill the memory', async () => {
    // Each entry is one product's 200 reviews of 4 million characters (what ten pages within SCRAPER_MAX_BYTES
    // can hold): about 100 MB of the heap once analysed, so 500 entries by count alone would be 50 GB.
    const cache = createMemoryLinkCache({
      ttlMs: 60_000,
      maxEntries: 500,
      maxBytes: 64 * MB,
      now: () => 0,
    });
    for (let i = 0; i < 5; i++) await cache.set(`k${i}`, entry(`e${i}`, scrapeOf(200, 4_000_000)));
    const kept = [];
    for (let i = 0; i < 5; i++) if (await cache.get(`k${i}`)) kept.push(i);
    // Counted as UTF-16 (two bytes a character), 8 MB each: the newest entries that fit.
    expect(kept).toEqual([0, 1, 2, 3, 4].slice(-Math.floor(64 / 8)));
    const big = createMemoryLinkCache({
      ttlMs: 60_000,
      maxEntries: 500,
      maxBytes: 20 * MB,
      now: () => 0,
    });
    for (let i = 0; i < 5; i++) await big.set(`k${i}`, entry(`e${i}`, scrapeOf(200, 4_000_000)));
    expect(await big.get('k0')).toBeUndefined();
    expect(await big.get('k2')).toBeUndefined();
    expect((await big.get('k4'))?.id).toBe('e4');
    expect((await big.get('k3'))?.id).toBe('e3');
  });

  it('keeps many ordinary products (200 reviews of a few hundred characters) by count', async () => {
    const cache = createMemoryLinkCache({
      ttlMs: 60_000,
      maxEntries: 500,
      maxBytes: 256 * MB,
      now: () => 0,
    });
    for (let i = 0; i < 500; i++) await cache.set(`k${i}`, entry(`e${i}`, scrapeOf(200, 80_000)));
    expect((await cache.get('k0'))?.id).toBe('e0');
    expect((await cache.get('k499'))?.id).toBe('e499');
  });

  it('does not keep an entry larger than the whole cache', async () => {
    const cache = createMemoryLinkCache({
      ttlMs: 60_000,
      maxEntries: 500,
      maxBytes: 4 * MB,
      now: () => 0,
    });
    await cache.set('small', entry('s', scrapeOf(10, 1000)));
    await cache.set('huge', entry('h', scrapeOf(200, 4_000_000)));
    expect(await cache.get('huge')).toBeUndefined();
    expect((await cache.get('small'))?.id).toBe('s');
  });
});
