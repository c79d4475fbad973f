// What a page-reading worker does, and how its failures cross the thread boundary.
import { AppError } from '@reviewsentry/contracts';
import {
  PageTooComplexError,
  readErrorPage,
  readPage,
  type PageBody,
  type PageReading,
  type PageRequest,
} from '@reviewsentry/scraper';
import { decodeJobError, encodeJobError, type JobErrorPayload } from '../worker-pool/job-errors';

export type PageJob = ({ kind: 'read' } & PageRequest) | ({ kind: 'error_page' } & PageBody);

export type PageJobValue = PageReading | ReturnType<typeof readErrorPage>;

export function runPageJob(job: PageJob): PageJobValue {
  return job.kind === 'read' ? readPage(job) : readErrorPage(job);
}

/**
 * A failure as it leaves the worker (worker-pool/job-errors.ts). Running out of stack or of string length is the
 * page's size or shape, not a bug of ours: it leaves as a page too complex to read.
 */
export function encodePageJobError(error: unknown): JobErrorPayload {
  return encodeJobError(error instanceof RangeError ? new PageTooComplexError('resources') : error);
}

type TooComplexReason = ConstructorParameters<typeof PageTooComplexError>[0];

/**
 * A failure as the main thread receives it. A page too complex to read becomes the scraper's own error again:
 * the scrape running on the main thread handles it (a later page ends the scrape with what it has, an error page
 * is judged by its status alone).
 */
export function decodePageJobError(payload: unknown): Error {
  const error = decodeJobError(payload);
  if (error instanceof AppError && error.code === 'page_too_complex') {
    const { reason, limit } = error.details as { reason: TooComplexReason; limit?: number };
    return new PageTooComplexError(reason, limit);
  }
  return error;
}
