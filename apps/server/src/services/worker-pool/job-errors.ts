// How a worker's failure crosses the thread boundary, for every worker pool (analysis, page reading): a
// structured clone drops class identity, so an AppError leaves as its fields and becomes an AppError again on the
// main thread, answered by the one error handler with its own code and status; anything else is a bug, reported
// with the worker's stack (the client gets a plain 500).
import { AppError } from '@reviewsentry/contracts';

export type JobErrorPayload =
  | {
      app: true;
      code: string;
      message: string;
      httpStatus: number;
      retryable: boolean;
      details?: Record<string, unknown>;
    }
  | { app: false; message: string; stack?: string };

export function encodeJobError(error: unknown): JobErrorPayload {
  if (error instanceof AppError)
    return {
      app: true,
      code: error.code,
      message: error.message,
      httpStatus: error.httpStatus,
      retryable: error.retryable,
      ...(error.details ? { details: error.details } : {}),
    };
  const plain = error instanceof Error ? error : new Error(String(error));
  return { app: false, message: plain.message, ...(plain.stack ? { stack: plain.stack } : {}) };
}

/** A bug inside a worker, with the worker's stack, for the log. */
export class WorkerJobError extends Error {
  constructor(message: string, stack?: string) {
    super(message);
    this.name = 'WorkerJobError';
    if (stack) this.stack = stack;
  }
}

export function decodeJobError(payload: unknown): Error {
  const p = payload as JobErrorPayload;
  if (p.app)
    return new AppError(p.code, p.message, p.httpStatus, {
      retryable: p.retryable,
      details: p.details,
    });
  return new WorkerJobError(p.message, p.stack);
}
