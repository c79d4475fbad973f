// The scraper's failure outcomes. Each has a stable machine code, the HTTP status the server answers with,
// whether retrying later could help, and a message written for a shopper; the server and the CLI treat them as
// any other AppError (docs/decisions/061-scrape-error-codes.md).
import { AppError, inSentence, type ScrapeErrorCode } from '@reviewsentry/contracts';

export interface ScrapeErrorOptions {
  details?: Record<string, unknown>;
  cause?: unknown;
}

export abstract class ScrapeError extends AppError {
  declare readonly code: ScrapeErrorCode;

  constructor(
    code: ScrapeErrorCode,
    httpStatus: number,
    retryable: boolean,
    message: string,
    options: ScrapeErrorOptions = {},
  ) {
    super(code, message, httpStatus, { ...options, retryable });
  }
}

const CSV_HINT = 'You can still export the reviews to a CSV file and upload it on the CSV tab.';

export class InvalidUrlError extends ScrapeError {
  constructor(
    message = 'That does not look like a web address. Paste the full product link, starting with https://.',
    options?: ScrapeErrorOptions,
  ) {
    super('invalid_url', 400, false, message, options);
  }
}

export class UnsupportedSchemeError extends ScrapeError {
  constructor(scheme: string) {
    super(
      'unsupported_scheme',
      400,
      false,
      `Only http and https links can be analysed (this one starts with "${scheme}").`,
      { details: { scheme } },
    );
  }
}

export class BlockedAddressError extends ScrapeError {
  /** The address itself is never part of the error: a DNS answer for a name must not reveal our network. */
  constructor(host: string) {
    super(
      'blocked_address',
      400,
      false,
      'That link points to a private or reserved network address, which we never fetch. Paste a link to a public shop page.',
      { details: { host } },
    );
  }
}

export class BlockedPortError extends ScrapeError {
  constructor(port: number) {
    super(
      'blocked_port',
      400,
      false,
      `Links to port ${port} are not fetched. Shop pages are served on the standard web ports.`,
      { details: { port } },
    );
  }
}

export type BlockKind = 'captcha' | 'sign_in' | 'error_page' | 'http_status';

export class ShopBlockedError extends ScrapeError {
  constructor(kind: BlockKind, host: string) {
    const why =
      kind === 'captcha'
        ? 'asked us to solve a captcha'
        : kind === 'sign_in'
          ? 'asked us to sign in'
          : kind === 'error_page'
            ? 'answered with a "Something went wrong" page'
            : 'refused our request';
    super(
      'shop_blocked',
      502,
      true,
      `The shop (${host}) ${why}, so we could not read its reviews. ${CSV_HINT}`,
      { details: { kind, host } },
    );
  }
}

export interface NoReviewsDetails {
  product_name: string | null;
  product_id: string | null;
  aggregate_rating: number | null;
  review_count: number | null;
}

export class NoReviewsError extends ScrapeError {
  readonly product: NoReviewsDetails;
  constructor(product: NoReviewsDetails) {
    const name = product.product_name ? `"${inSentence(product.product_name)}"` : 'This product';
    const rating =
      product.aggregate_rating !== null
        ? ` The shop shows an average of ${product.aggregate_rating} out of 5` +
          (product.review_count !== null ? ` from ${product.review_count} reviews` : '') +
          ', but the review texts are not on the page.'
        : '';
    super('no_reviews', 422, false, `We found no review texts for ${name}.${rating} ${CSV_HINT}`, {
      details: { ...product },
    });
    this.product = product;
  }
}

export class UnsupportedPageError extends ScrapeError {
  constructor(
    reason = 'We could not find a product or any reviews on that page. Paste the link of a single product page.',
  ) {
    super('unsupported_page', 422, false, reason);
  }
}

export class PageNotFoundError extends ScrapeError {
  constructor(url: string, upstreamStatus: number) {
    super(
      'page_not_found',
      404,
      false,
      'The shop says that page does not exist (it may have been removed). Check the link and try again.',
      { details: { url, upstream_status: upstreamStatus } },
    );
  }
}

export class TooManyRedirectsError extends ScrapeError {
  constructor(url: string, redirects: number, loop: boolean) {
    super(
      'too_many_redirects',
      502,
      false,
      loop
        ? 'The shop keeps redirecting that link in a circle, so we could not reach the product page.'
        : `The shop redirected that link more than ${redirects} times, so we stopped following it.`,
      { details: { url, redirects, loop } },
    );
  }
}

export class ResponseTooLargeError extends ScrapeError {
  constructor(maxBytes: number) {
    super(
      'response_too_large',
      502,
      false,
      `The shop page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB, more than we read for one page.`,
      { details: { max_bytes: maxBytes } },
    );
  }
}

/**
 * The page is built beyond what we read: nested deeper than browsers build pages, or so costly to read that it
 * ran out of its time budget (docs/decisions/115-page-reading-budget.md).
 */
export class PageTooComplexError extends ScrapeError {
  constructor(reason: 'nesting' | 'time_budget' | 'resources', limit?: number) {
    super(
      'page_too_complex',
      422,
      false,
      'That page is built in a way we cannot read (it is far larger or more deeply nested than a shop page). ' +
        CSV_HINT,
      { details: { reason, ...(limit === undefined ? {} : { limit }) } },
    );
  }
}

export class UpstreamError extends ScrapeError {
  constructor(upstreamStatus: number) {
    super(
      'upstream_error',
      502,
      true,
      `The shop answered with an error (HTTP ${upstreamStatus}). Try again in a few minutes.`,
      { details: { upstream_status: upstreamStatus } },
    );
  }
}

export class ScrapeTimeoutError extends ScrapeError {
  constructor(phase: 'connect' | 'total', ms: number) {
    super(
      'timeout',
      504,
      true,
      phase === 'connect'
        ? 'The shop did not accept our connection in time. Try again in a few minutes.'
        : 'The shop took too long to send the page. Try again in a few minutes.',
      { details: { phase, timeout_ms: ms } },
    );
  }
}

export class UnreachableError extends ScrapeError {
  constructor(host: string, reason: string, cause?: unknown) {
    super(
      'unreachable',
      502,
      true,
      `We could not reach ${host} (${reason}). Check the link, or try again later.`,
      {
        details: { host, reason },
        cause,
      },
    );
  }
}

export class ScrapeAbortedError extends ScrapeError {
  constructor() {
    // 499 is nginx's "client closed request": nobody is listening any more.
    super('aborted', 499, true, 'The analysis was cancelled.');
  }
}

export function isScrapeError(error: unknown): error is ScrapeError {
  return error instanceof ScrapeError;
}
