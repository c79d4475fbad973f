// A bounded LRU with expiry for link results, keyed by canonical product URL (docs/decisions/082-link-cache.md).
// Map iteration order is insertion order, so re-inserting on a hit keeps the least recently used entry first.

export interface CacheOptions {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}

export class LruTtlCache<V> {
  private readonly entries = new Map<string, { value: V; storedAt: number }>();

  constructor(private readonly opts: CacheOptions) {}

  get(key: string): { value: V; storedAt: number } | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (this.opts.now() - entry.storedAt >= this.opts.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, value: V, storedAt = this.opts.now()): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt });
    while (this.entries.size > this.opts.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
