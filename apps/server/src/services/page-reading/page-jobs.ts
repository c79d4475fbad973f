// What a page-reading worker does and how its failures cross the thread boundary. A page that is too complex to
// read leaves as its reason and limit; anything else is a bug, reported with the worker's stack.
import {
  PageTooComplexError,
  readErrorPage,
  readPage,
  ScrapeError,
  type PageBody,
  type PageReading,
  type PageRequest,
} from '@reviewsentry/scraper';

export type PageJob = ({ kind: 'read' } & PageRequest) | ({ kind: 'error_page' } & PageBody);

export type PageJobValue = PageReading | ReturnType<typeof readErrorPage>;

export function runPageJob(job: PageJob): PageJobValue {
  return job.kind === 'read' ? readPage(job) : readErrorPage(job);
}

type TooComplexReason = ConstructorParameters<typeof PageTooComplexError>[0];

export type PageJobError =
  | { tooComplex: true; reason: TooComplexReason; limit?: number }
  | { tooComplex: false; message: string; stack?: string };

export function encodePageJobError(error: unknown): PageJobError {
  if (error instanceof ScrapeError && error.code === 'page_too_complex') {
    const details = error.details as { reason: TooComplexReason; limit?: number };
    return { tooComplex: true, ...details };
  }
  // Out of stack or of string length: the page's size or shape, not a bug of ours.
  if (error instanceof RangeError) return { tooComplex: true, reason: 'resources' };
  const plain = error instanceof Error ? error : new Error(String(error));
  return {
    tooComplex: false,
    message: plain.message,
    ...(plain.stack ? { stack: plain.stack } : {}),
  };
}

/** A bug inside a page-reading worker, with the worker's stack, for the log (the client gets a plain 500). */
export class PageWorkerError extends Error {
  constructor(message: string, stack?: string) {
    super(message);
    this.name = 'PageWorkerError';
    if (stack) this.stack = stack;
  }
}

export function decodePageJobError(payload: unknown): Error {
  const p = payload as PageJobError;
  if (p.tooComplex) return new PageTooComplexError(p.reason, p.limit);
  return new PageWorkerError(p.message, p.stack);
}
