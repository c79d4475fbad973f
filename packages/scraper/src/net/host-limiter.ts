// At most N requests in flight per host name, shared by every scrape of one scraper instance, so that a shop never
// sees more than perHostConcurrency connections from us however many shoppers paste its links at once.
export class HostLimiter {
  private readonly active = new Map<string, number>();
  private readonly waiting = new Map<string, Array<() => void>>();

  constructor(private readonly perHost: number) {}

  async run<T>(host: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(host);
    try {
      return await task();
    } finally {
      this.release(host);
    }
  }

  /** Requests currently in flight for a host (for tests and diagnostics). */
  inFlight(host: string): number {
    return this.active.get(host) ?? 0;
  }

  private acquire(host: string): Promise<void> {
    const current = this.active.get(host) ?? 0;
    if (current < this.perHost) {
      this.active.set(host, current + 1);
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const queue = this.waiting.get(host) ?? [];
      queue.push(resolve);
      this.waiting.set(host, queue);
    });
  }

  private release(host: string): void {
    const queue = this.waiting.get(host);
    const next = queue?.shift();
    if (next) {
      // The slot passes straight to the next waiter; the count stays the same.
      if (queue && queue.length === 0) this.waiting.delete(host);
      next();
      return;
    }
    const current = (this.active.get(host) ?? 1) - 1;
    if (current <= 0) this.active.delete(host);
    else this.active.set(host, current);
  }
}
