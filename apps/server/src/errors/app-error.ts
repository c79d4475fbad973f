// The server's error hierarchy. Every error a route means to send carries a stable machine `code`, an HTTP
// status and whether retrying the same request later may succeed; plugins/error-handler.ts turns it into
// `{ error: { code, message, details? } }`. Messages are written for the person using the site.

export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode: number,
    readonly retryable = false,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('validation_failed', message, 400, false, details);
  }
}

export class SpamRejectedError extends AppError {
  constructor() {
    super('spam_rejected', 'Your message could not be accepted.', 400);
  }
}

export class UnauthorizedError extends AppError {
  constructor() {
    super('unauthorized', 'A valid admin token is required.', 401);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'There is nothing at this address.') {
    super('not_found', message, 404);
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(
      'rate_limited',
      `Too many requests. Please wait ${retryAfterSeconds} seconds and try again.`,
      429,
      true,
    );
  }
}

/** A third-party service we depend on failed and we have nothing to fall back on. */
export class UpstreamUnavailableError extends AppError {
  constructor(code: string, message: string) {
    super(code, message, 502, true);
  }
}

/**
 * We cannot take the request now but may soon (full analysis queue, shutting down, model missing). The error
 * handler sends `Retry-After` with the estimate so clients and proxies back off instead of hammering.
 */
export class ServiceUnavailableError extends AppError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
    details?: Record<string, unknown>,
  ) {
    super(code, message, 503, true, details);
  }
}
