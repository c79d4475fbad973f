// The server's own errors, on the one error base every package's errors extend (@reviewsentry/contracts'
// AppError: code, httpStatus, retryable, details). plugins/error-handler.ts turns any of them into
// `{ error: { code, message, details? } }`. Messages are written for the person using the site.
import { AppError } from '@reviewsentry/contracts';

export { AppError };

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
      { retryable: true },
    );
  }
}

/** The Guardian failed and no earlier news is cached to fall back on. */
export class NewsUnavailableError extends AppError {
  constructor() {
    super(
      'news_unavailable',
      'The news service is not answering right now. Please try again later.',
      502,
      { retryable: true },
    );
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
    super(code, message, 503, { retryable: true, details });
  }
}

/**
 * The database cannot take or give the data now: another process holds its write lock, or the file cannot be
 * written (read-only, disk full, I/O error). Nothing was stored; the client may send the same request again.
 */
export class StorageUnavailableError extends ServiceUnavailableError {
  constructor(reason: 'busy' | 'unwritable' | 'full') {
    super(
      'storage_unavailable',
      reason === 'full'
        ? 'The server has no room to store that right now. Nothing was stored; please try again later.'
        : 'We could not save or read that right now. Nothing was stored; please try again in a minute.',
      reason === 'busy' ? 5 : reason === 'full' ? 600 : 60,
      { reason },
    );
  }
}

/** A request body sent compressed (Content-Encoding): the server reads bodies as they are sent (RFC 9110 §8.4.1). */
export class ContentEncodingNotAcceptedError extends AppError {
  constructor(encoding: string) {
    super(
      'unsupported_content_encoding',
      `This server reads request bodies uncompressed; this one was sent with Content-Encoding "${encoding}". ` +
        'Send the file or JSON as it is.',
      415,
      { details: { content_encoding: encoding } },
    );
  }
}

/** The address exists, for other methods (sent with `Allow`): a client that uses the wrong one learns which. */
export class MethodNotAllowedError extends AppError {
  constructor(method: string, allowed: string[]) {
    super(
      'method_not_allowed',
      `This address does not take ${method} requests; it takes ${allowed.join(', ')}.`,
      405,
      { details: { allowed } },
    );
  }
}
