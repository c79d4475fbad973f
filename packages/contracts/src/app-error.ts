// The one error base of ReviewSentry. Every failure a package means to report (the importer's, the scraper's,
// the detector's, the server's own) extends it, so the server answers all of them in one place
// (apps/server/src/plugins/error-handler.ts) as `{ error: { code, message, details? } }` with `httpStatus`,
// and the CLI prints them the same way. Messages are written for the person using the site.

export interface AppErrorOptions {
  /** True when the same request may succeed later (the shop was down, the server was busy). */
  retryable?: boolean;
  /** Structured facts a client can act on, sent as `error.details`. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class AppError extends Error {
  readonly retryable: boolean;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    /** Stable machine code: clients switch on it, docs/api.md lists each with its status. */
    readonly code: string,
    message: string,
    readonly httpStatus: number,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.retryable = options.retryable ?? false;
    this.details = options.details;
  }
}
