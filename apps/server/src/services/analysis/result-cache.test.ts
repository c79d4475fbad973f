import { describe, expect, it } from 'vitest';
import { LruTtlCache } from './result-cache';

describe('LruTtlCache', () => {
  it('evicts the least recently used entry beyond maxEntries (a hit counts as a use)', () => {
    const cache = new LruTtlCache<number>({ ttlMs: 1000, maxEntries: 2, now: () => 0 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')?.value).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.value).toBe(1);
    expect(cache.get('c')?.value).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('expires an entry ttlMs after it was stored, and re-setting refreshes it', () => {
    let now = 0;
    const cache = new LruTtlCache<string>({ ttlMs: 100, maxEntries: 10, now: () => now });
    cache.set('k', 'v');
    now = 99;
    expect(cache.get('k')).toEqual({ value: 'v', storedAt: 0 });
    now = 100;
    expect(cache.get('k')).toBeUndefined();
    expect(cache.size).toBe(0);
    cache.set('k', 'w');
    now = 150;
    expect(cache.get('k')?.value).toBe('w');
  });
});
