// One scrape per product at a time in this process: concurrent requests for the same canonical URL wait on the
// same scrape and all receive its progress. The scrape is aborted only when every waiting client has gone away.
// What "a scrape" does is the first request's `start` (link-analysis.ts: across instances, scrape and store).
import { ScrapeAbortedError, type ProgressEvent } from '@reviewsentry/scraper';
import { ServerBusyError } from '../worker-pool/pool-errors';

/** A scrape takes seconds (SCRAPER_TOTAL_TIMEOUT_MS at most): a slot is likely free again by then. */
const BUSY_RETRY_SECONDS = 10;

/** Starts the shared work; its signal aborts when the last waiting client leaves. */
export type StartScrape<T> = (
  signal: AbortSignal,
  onProgress: (event: ProgressEvent) => void,
) => Promise<T>;

interface InFlight<T> {
  promise: Promise<T>;
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

export class SharedScrapes<T> {
  private readonly inFlight = new Map<string, InFlight<T>>();

  /** `limit`: scrapes running at once; a new product past it is refused (a running one is still joined). */
  constructor(private readonly limit = Number.POSITIVE_INFINITY) {}

  /** Joins the running scrape for `key` or starts one with `start`; ServerBusyError when `limit` are running. */
  run(key: string, start: StartScrape<T>, options: JoinOptions = {}): Promise<T> {
    let flight = this.inFlight.get(key);
    if (flight === undefined) {
      if (this.inFlight.size >= this.limit)
        return Promise.reject(
          new ServerBusyError(BUSY_RETRY_SECONDS, 'reading too many shop pages'),
        );
      flight = this.start(key, start);
    }
    const current = flight;
    current.waiters++;
    const listener = options.onProgress;
    if (listener) {
      current.listeners.add(listener);
      if (current.last) listener(current.last);
    }
    return new Promise<T>((resolve, reject) => {
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

  private start(key: string, start: StartScrape<T>): InFlight<T> {
    const controller = new AbortController();
    const flight: InFlight<T> = {
      listeners: new Set(),
      controller,
      waiters: 0,
      last: null,
      promise: Promise.resolve(undefined as unknown as T),
    };
    flight.promise = start(controller.signal, (event) => {
      flight.last = event;
      for (const l of flight.listeners) l(event);
    }).finally(() => {
      if (this.inFlight.get(key) === flight) this.inFlight.delete(key);
    });
    // Waiters attach their own handlers; this one only keeps an abandoned failure from being "unhandled".
    flight.promise.catch(() => undefined);
    this.inFlight.set(key, flight);
    return flight;
  }
}
