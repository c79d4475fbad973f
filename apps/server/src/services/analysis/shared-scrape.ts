// One scrape per product at a time: concurrent requests for the same canonical URL wait on the same scrape and
// all receive its progress. The scrape is aborted only when every waiting client has gone away.
import type { ScrapeResult } from '@reviewsentry/contracts';
import { ScrapeAbortedError, type ProgressEvent, type Scraper } from '@reviewsentry/scraper';

interface InFlight {
  promise: Promise<ScrapeResult>;
  listeners: Set<(event: ProgressEvent) => void>;
  controller: AbortController;
  waiters: number;
  /** The latest progress, replayed to a client that joins late so its stream does not start blank. */
  last: ProgressEvent | null;
}

export interface JoinOptions {
  signal?: AbortSignal;
  onProgress?: (event: ProgressEvent) => void;
}

export class SharedScrapes {
  private readonly inFlight = new Map<string, InFlight>();

  constructor(private readonly scraper: Scraper) {}

  /** Joins the running scrape for `key` or starts one for `url`. */
  run(key: string, url: string, options: JoinOptions = {}): Promise<ScrapeResult> {
    let flight = this.inFlight.get(key);
    if (flight === undefined) flight = this.start(key, url);
    const current = flight;
    current.waiters++;
    const listener = options.onProgress;
    if (listener) {
      current.listeners.add(listener);
      if (current.last) listener(current.last);
    }
    return new Promise<ScrapeResult>((resolve, reject) => {
      let settled = false;
      const leave = () => {
        if (listener) current.listeners.delete(listener);
        current.waiters--;
        options.signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (settled) return;
        settled = true;
        leave();
        if (current.waiters === 0) {
          // Nobody waits any more: stop fetching, and let the next request for this product start afresh.
          if (this.inFlight.get(key) === current) this.inFlight.delete(key);
          current.controller.abort();
        }
        reject(new ScrapeAbortedError());
      };
      if (options.signal?.aborted) return onAbort();
      options.signal?.addEventListener('abort', onAbort, { once: true });
      current.promise.then(
        (result) => {
          if (settled) return;
          settled = true;
          leave();
          resolve(result);
        },
        (error: unknown) => {
          if (settled) return;
          settled = true;
          leave();
          reject(error);
        },
      );
    });
  }

  get running(): number {
    return this.inFlight.size;
  }

  private start(key: string, url: string): InFlight {
    const controller = new AbortController();
    const flight: InFlight = {
      listeners: new Set(),
      controller,
      waiters: 0,
      last: null,
      promise: Promise.resolve(undefined as unknown as ScrapeResult),
    };
    flight.promise = this.scraper
      .scrape(url, {
        signal: controller.signal,
        onProgress: (event) => {
          flight.last = event;
          for (const l of flight.listeners) l(event);
        },
      })
      .finally(() => {
        if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
      });
    // Waiters attach their own handlers; this one only keeps an abandoned failure from being "unhandled".
    flight.promise.catch(() => undefined);
    this.inFlight.set(key, flight);
    return flight;
  }
}
