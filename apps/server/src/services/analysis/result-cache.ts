// A bounded LRU with expiry for link results, keyed by canonical product URL (docs/decisions/082-link-cache.md).
// Map iteration order is insertion order, so re-inserting on a hit keeps the least recently used entry first.
// Bounded by count and, when given a weight, by the weight of what it holds: an entry's size is set by the shop
// (docs/decisions/162-hostile-input-round-3.md).

export interface CacheOptions<V> {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  /** The most the entries may weigh together, with `weigh`; an entry heavier than this is not kept. */
  maxWeight?: number;
  weigh?: (value: V) => number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
  weight: number;
}

export class LruTtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private weight = 0;

  constructor(private readonly opts: CacheOptions<V>) {}

  get(key: string): { value: V; storedAt: number } | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (this.opts.now() - entry.storedAt >= this.opts.ttlMs) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, storedAt: entry.storedAt };
  }

  set(key: string, value: V, storedAt = this.opts.now()): void {
    this.delete(key);
    const weight = this.opts.weigh?.(value) ?? 0;
    const maxWeight = this.opts.maxWeight ?? Number.POSITIVE_INFINITY;
    if (weight > maxWeight) return;
    this.entries.set(key, { value, storedAt, weight });
    this.weight += weight;
    while (this.entries.size > this.opts.maxEntries || this.weight > maxWeight)
      this.delete(this.entries.keys().next().value as string);
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.weight -= entry.weight;
    this.entries.delete(key);
  }
}
