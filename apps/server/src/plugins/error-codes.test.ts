// Every error the code can answer with, against docs/api.md's Errors table: each is answered by the one error
// handler with the status documented for its code, in the API error format, and keeps code, status and details
// through an analysis worker's message channel. The package errors are listed per code list of the contracts, so
// a new code that is not added here fails the typecheck.
import { readFileSync } from 'node:fs';
import { errorCodes } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AppError,
  apiErrorSchema,
  type IngestErrorCode,
  type ScrapeErrorCode,
} from '@reviewsentry/contracts';
import { NoReviewTextError } from '@reviewsentry/detector';
import {
  FileTooLargeError,
  NoFileError,
  NoTextColumnError,
  NoUsableReviewsError,
  TooManyColumnsError,
  ReadFailedError,
  TooManyRowsError,
  UnsupportedMediaTypeError,
} from '@reviewsentry/ingest';
import {
  BlockedAddressError,
  BlockedPortError,
  InvalidUrlError,
  NoReviewsError,
  PageNotFoundError,
  PageTooComplexError,
  ResponseTooLargeError,
  ScrapeAbortedError,
  ScrapeTimeoutError,
  ShopBlockedError,
  TooManyRedirectsError,
  UnreachableError,
  UnsupportedPageError,
  UnsupportedSchemeError,
  UpstreamError,
} from '@reviewsentry/scraper';
import { buildApp, type App } from '../app';
import {
  ContentEncodingNotAcceptedError,
  MethodNotAllowedError,
  NewsUnavailableError,
  StorageUnavailableError,
  NotFoundError,
  RateLimitedError,
  SpamRejectedError,
  UnauthorizedError,
} from '../errors/app-error';
import { AnalysisTimeoutError } from '../routes/analysis/analyze';
import { ReportAnswerTooLargeError } from '../services/reports/report-document';
import {
  TooManyReportReadsError,
  ReportNotFoundError,
  ReportSourceMissingError,
  ReportTokenRequiredError,
  ReportTooLargeError,
  ReportWrongTokenError,
} from '../routes/reports/report-errors';
import {
  MalformedMultipartError,
  MultipleFilesError,
  FileSentAsTextError,
  NoFileFieldError,
  PartHeaderTooLargeError,
  TooManyPartsError,
} from '../routes/analysis/receive-upload';
import { PART_HEADER_LIMITS } from '../routes/analysis/part-header-watch';
import { NotMultipartError } from '../routes/analysis/upload';
import { TooManyUploadsError } from '../routes/analysis/upload-gate';
import { AnalysisUnavailableError } from '../services/analysis-queue/queue-errors';
import { decodeJobError, encodeJobError } from '../services/worker-pool/job-errors';
import {
  JobTimeoutError,
  ModelUnavailableError,
  PageReadingUnavailableError,
  ServerBusyError,
  ShuttingDownError,
  WorkerCrashedError,
} from '../services/worker-pool/pool-errors';
import { testConfig } from '../../test/support';
import {
  BadUrlError,
  ExpectationFailedError,
  MissingHostError,
  HeadersTooLargeError,
  MalformedRequestError,
  RequestTimeoutError,
} from './client-errors';
import { TooManyConnectionsError } from './connections-per-client';
import { toErrorAnswer } from './error-handler';

/** docs/api.md's Errors table: code -> status. */
function documentedStatuses(): Map<string, number> {
  const doc = readFileSync(new URL('../../../../docs/api.md', import.meta.url), 'utf8');
  const section = doc.slice(
    doc.indexOf('\n## Errors\n'),
    doc.indexOf('\n## ', doc.indexOf('\n## Errors\n') + 1),
  );
  const statuses = new Map<string, number>();
  for (const [, status, code] of section.matchAll(/^\|\s*(\d{3})\s*\|\s*`([a-z_]+)`/gmu))
    statuses.set(code!, Number(status));
  return statuses;
}

const INGEST: Record<IngestErrorCode, AppError> = {
  no_file: new NoFileError(),
  unsupported_media_type: new UnsupportedMediaTypeError('a PNG image'),
  no_text_column: new NoTextColumnError(['sku', 'stars'], ['review_text']),
  no_usable_reviews: new NoUsableReviewsError(12, 'review', { empty: 12 }),
  file_too_large: new FileTooLargeError(25 * 1024 * 1024),
  too_many_rows: new TooManyRowsError(200_000),
  too_many_columns: new TooManyColumnsError(450_000, 1_000),
  read_failed: new ReadFailedError(new Error('socket hang up')),
};

const SCRAPE: Record<ScrapeErrorCode, AppError> = {
  invalid_url: new InvalidUrlError(),
  unsupported_scheme: new UnsupportedSchemeError('ftp'),
  blocked_address: new BlockedAddressError('intranet.example'),
  blocked_port: new BlockedPortError(8080),
  shop_blocked: new ShopBlockedError('captcha', 'shop.example'),
  no_reviews: new NoReviewsError({
    product_name: 'Kettle',
    product_id: 'K1',
    aggregate_rating: 4.5,
    review_count: 120,
  }),
  unsupported_page: new UnsupportedPageError(),
  page_too_complex: new PageTooComplexError('nesting', 256),
  page_not_found: new PageNotFoundError('https://shop.example/p/1', 404),
  too_many_redirects: new TooManyRedirectsError('https://shop.example/p/1', 5, true),
  response_too_large: new ResponseTooLargeError(5 * 1024 * 1024),
  upstream_error: new UpstreamError(503),
  timeout: new ScrapeTimeoutError('total', 20_000),
  unreachable: new UnreachableError('shop.example', 'DNS lookup failed'),
  aborted: new ScrapeAbortedError(),
};

const SERVER: AppError[] = [
  new NoReviewTextError(3, { placeholder: 3 }),
  new SpamRejectedError(),
  new UnauthorizedError(),
  new NotFoundError(),
  new RateLimitedError(30),
  new NewsUnavailableError(),
  new StorageUnavailableError('busy'),
  new NoFileFieldError(['comment']),
  new FileSentAsTextError(),
  new NotMultipartError('text/plain'),
  new MultipleFilesError(),
  new TooManyPartsError(),
  new MalformedMultipartError(),
  new PartHeaderTooLargeError(PART_HEADER_LIMITS),
  new TooManyUploadsError(4),
  new TooManyConnectionsError(128),
  new RequestTimeoutError(),
  new HeadersTooLargeError(),
  new MalformedRequestError(),
  new BadUrlError(),
  new MissingHostError(),
  new ExpectationFailedError(),
  new ContentEncodingNotAcceptedError('gzip'),
  new MethodNotAllowedError('PUT', ['POST']),
  new AnalysisTimeoutError(25_000),
  new ServerBusyError(4),
  new ShuttingDownError(),
  new ModelUnavailableError(),
  new PageReadingUnavailableError(),
  new JobTimeoutError(120_000),
  new WorkerCrashedError(),
  new AnalysisUnavailableError(),
  new ReportNotFoundError(),
  new ReportSourceMissingError(),
  new ReportTokenRequiredError(),
  new ReportWrongTokenError(),
  new ReportTooLargeError(25 * 1024 * 1024),
  new ReportAnswerTooLargeError(32 * 1024 * 1024),
  new TooManyReportReadsError(8),
];

const APP_ERRORS = [...Object.values(INGEST), ...Object.values(SCRAPE), ...SERVER];

/** Fastify's own client errors, as Fastify throws them, and a bug. */
const OTHER_ERRORS: unknown[] = [
  new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(),
  new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE(),
  new errorCodes.FST_ERR_CTP_EMPTY_JSON_BODY(),
  new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY(),
  new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH(),
  new errorCodes.FST_ERR_MAX_PARAM_LENGTH('id'),
  new Error('a bug'),
];

let app: App | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('error codes', () => {
  const documented = documentedStatuses();

  it.each(APP_ERRORS.map((e) => [e.code, e.constructor.name, e] as const))(
    '%s (%s) is answered with its documented status, code, message and details',
    (code, _name, error) => {
      const { statusCode, body } = toErrorAnswer(error);
      expect(documented.get(code), `${code} in docs/api.md`).toBeDefined();
      expect(statusCode).toBe(documented.get(code));
      expect(statusCode).toBe(error.httpStatus);
      expect(apiErrorSchema.parse(body)).toEqual({
        error: {
          code,
          message: error.message,
          ...(error.details ? { details: error.details } : {}),
        },
      });
    },
  );

  it('answers the same after an analysis worker hands an error to the main thread', () => {
    for (const error of APP_ERRORS) {
      // The worker's message channel is a structured clone, as postMessage makes it.
      const received = decodeJobError(structuredClone(encodeJobError(error)));
      expect(received).toBeInstanceOf(AppError);
      expect((received as AppError).retryable).toBe(error.retryable);
      expect(toErrorAnswer(received)).toEqual(toErrorAnswer(error));
    }
  });

  it('answers the request errors it did not throw itself with their documented status', () => {
    for (const error of OTHER_ERRORS) {
      const { statusCode, body } = toErrorAnswer(error);
      expect(statusCode, body.error.code).toBe(documented.get(body.error.code));
    }
  });

  it('answers a body that fails its schema with validation_failed and its documented status', async () => {
    app = await buildApp(testConfig());
    const res = await app.inject({ method: 'POST', url: '/api/feedback', payload: {} });
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('validation_failed');
    expect(res.statusCode).toBe(documented.get('validation_failed'));
  });

  it('answers a path segment longer than any id with 404 not_found, not a 414 bad_request', async () => {
    // Without a built web app (whose catch-all route would take the request) and over a socket, where the
    // router's length check applies.
    app = await buildApp(testConfig({ WEB_DIST_DIR: '/nonexistent-web-dist' }));
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    for (const path of [`/api/reports/${'a'.repeat(200)}`, `/r/${'a'.repeat(200)}`]) {
      const res = await fetch(`${base}${path}`);
      const body = apiErrorSchema.parse(await res.json());
      expect([res.status, body.error.code]).toEqual([404, 'not_found']);
    }
  });

  it('documents only codes the server answers with', () => {
    const answered = new Set([
      ...APP_ERRORS.map((e) => e.code),
      ...OTHER_ERRORS.map((e) => toErrorAnswer(e).body.error.code),
      'validation_failed',
    ]);
    expect([...documented.keys()].filter((code) => !answered.has(code))).toEqual([]);
  });
});
