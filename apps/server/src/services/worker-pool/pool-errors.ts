// What the worker pool answers when it cannot run a job. All are 5xx JSON answers through the one error handler;
// the 503s carry Retry-After (ServiceUnavailableError).
import { AppError, ServiceUnavailableError } from '../../errors/app-error';

export class ServerBusyError extends ServiceUnavailableError {
  constructor(retryAfterSeconds: number, busyWith = 'analysing too many files') {
    super(
      'server_busy',
      `The server is ${busyWith} right now. Please try again in ${retryAfterSeconds} seconds.`,
      retryAfterSeconds,
      { retry_after_seconds: retryAfterSeconds },
    );
  }
}

export class ShuttingDownError extends ServiceUnavailableError {
  constructor() {
    super('shutting_down', 'The server is restarting. Please try again in a few seconds.', 5);
  }
}

/** The analysis workers cannot start (the text model failed to load): analysis is off, the site is not. */
export class ModelUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(
      'model_unavailable',
      'The review analysis is not available right now. Please try again later.',
      60,
    );
  }
}

/** The page-reading workers cannot start: links cannot be analysed, uploads still can. */
export class PageReadingUnavailableError extends ServiceUnavailableError {
  constructor() {
    super(
      'page_reading_unavailable',
      'Reading shop pages is not available right now. Please try again later, or upload a CSV of the reviews.',
      60,
    );
  }
}

export class JobTimeoutError extends ServiceUnavailableError {
  constructor(ms: number) {
    super(
      'analysis_timeout',
      `The analysis took longer than ${ms / 1000} seconds and was stopped. Try a smaller file, or try again later.`,
      30,
      { timeout_ms: ms },
    );
  }
}

/** The worker running the job died (a bug or out of memory); it has been replaced. */
export class WorkerCrashedError extends AppError {
  constructor() {
    super(
      'analysis_failed',
      'The analysis failed on our side. Please try again; if it keeps failing, try a smaller file.',
      500,
      { retryable: true },
    );
  }
}
