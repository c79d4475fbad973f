// The only code that opens sockets. One call fetches one page: every hop (the first request and each redirect,
// handled by hand, at most maxRedirects) passes the URL policy, is resolved and address-checked, and is then
// connected to the checked address itself with the original Host header and TLS server name.
import type { Readable } from 'node:stream';
import { Client, errors as undiciErrors } from 'undici';
import type { HostResolver, ResolveTarget } from '../config';
import {
  ScrapeAbortedError,
  ScrapeError,
  ScrapeTimeoutError,
  TooManyRedirectsError,
  UnreachableError,
} from '../errors';
import { failureReason } from './failure-reason';
import type { HostLimiter } from './host-limiter';
import { readCappedBody } from './read-body';
import { resolveConnectTarget, type ConnectTarget } from './resolve-target';
import { assertFetchableUrl, bareHostname } from './url-policy';
import { servedAt } from './served-at';

export interface FetchContext {
  resolver: HostResolver;
  resolveMap: Record<string, ResolveTarget>;
  allowPrivateNetwork: boolean;
  allowedPorts: readonly number[];
  maxRedirects: number;
  maxBytes: number;
  connectTimeoutMs: number;
  totalTimeoutMs: number;
  userAgent: string;
  limiter: HostLimiter;
  /** Aborted when the shopper goes away. */
  signal?: AbortSignal | undefined;
  /** Aborted when the scrape's total time budget runs out. */
  deadline: AbortSignal;
}

export interface FetchedPage {
  /** Final URL after redirects: what the adapters see (never the loopback address of a test hook). */
  url: string;
  status: number;
  contentType: string;
  /** The body as sent (decompressed), in an ArrayBuffer of its own. */
  body: Uint8Array;
  redirects: string[];
  /** When the page was made (its `Date` header), which its relative dates count from. */
  servedAt: Date;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * Informational (1xx) answers taken before a page: a server sends one or two (103 Early Hints, 102 Processing).
 * Each restarts the wait for the page's headers, so without a bound a shop could send them until our deadline.
 */
const MAX_INTERIM_RESPONSES = 20;

export async function safeFetch(startUrl: URL, ctx: FetchContext): Promise<FetchedPage> {
  let url = startUrl;
  const visited = new Set<string>();
  const redirects: string[] = [];
  for (;;) {
    throwIfAborted(ctx);
    // A host named in the resolve test hook is explicitly configured, so the internal-name rule does not apply.
    assertFetchableUrl(
      url,
      ctx.allowedPorts,
      ctx.allowPrivateNetwork || bareHostname(url) in ctx.resolveMap,
    );
    visited.add(url.href);
    const host = bareHostname(url);
    const result = await ctx.limiter.run(host, () => fetchOnce(url, ctx));
    if (result.kind === 'page') return { ...result.page, url: url.href, redirects };
    let next: URL;
    try {
      next = new URL(result.location, url);
    } catch {
      throw new UnreachableError(host, 'it sent an invalid redirect');
    }
    next.hash = '';
    if (visited.has(next.href))
      throw new TooManyRedirectsError(startUrl.href, redirects.length + 1, true);
    if (redirects.length >= ctx.maxRedirects)
      throw new TooManyRedirectsError(startUrl.href, ctx.maxRedirects, false);
    redirects.push(next.href);
    url = next;
  }
}

type HopResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; page: Omit<FetchedPage, 'url' | 'redirects'> };

async function fetchOnce(url: URL, ctx: FetchContext): Promise<HopResult> {
  const target = await resolveConnectTarget(url, {
    resolver: ctx.resolver,
    resolveMap: ctx.resolveMap,
    allowPrivateNetwork: ctx.allowPrivateNetwork,
  });
  throwIfAborted(ctx);
  let lastError: unknown;
  for (const address of target.addresses) {
    try {
      return await requestFrom(address, target, url, ctx);
    } catch (error) {
      lastError = error;
      // Only a failure to connect moves on to the next checked address; anything later is final.
      if (!isConnectFailure(error)) break;
    }
  }
  throw mapNetworkError(lastError, bareHostname(url), ctx);
}

async function requestFrom(
  address: string,
  target: ConnectTarget,
  url: URL,
  ctx: FetchContext,
): Promise<HopResult> {
  const hostForOrigin = address.includes(':') ? `[${address}]` : address;
  const client = new Client(`${target.protocol}//${hostForOrigin}:${target.port}`, {
    connect: {
      timeout: ctx.connectTimeoutMs,
      ...(target.protocol === 'https:' ? { servername: target.servername } : {}),
    },
    headersTimeout: ctx.totalTimeoutMs,
    bodyTimeout: ctx.totalTimeoutMs,
    pipelining: 0,
  });
  const interim = new AbortController();
  let interimResponses = 0;
  const signal = AbortSignal.any([combinedSignal(ctx), interim.signal]);
  try {
    const response = await client.request({
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      signal,
      onInfo: () => {
        if (++interimResponses > MAX_INTERIM_RESPONSES)
          interim.abort(
            new UnreachableError(
              bareHostname(url),
              `it sent more than ${MAX_INTERIM_RESPONSES} informational responses and no page`,
            ),
          );
      },
      headers: {
        host: target.hostHeader,
        'user-agent': ctx.userAgent,
        accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
        'accept-language': 'en;q=0.9,*;q=0.5',
        'accept-encoding': 'gzip, deflate, br',
      },
    });
    const headers = flattenHeaders(response.headers);
    if (REDIRECT_STATUSES.has(response.statusCode) && headers.location) {
      await response.body.dump();
      return { kind: 'redirect', location: headers.location };
    }
    const body = await readCappedBody(response.body as unknown as Readable, headers, ctx.maxBytes);
    return {
      kind: 'page',
      page: {
        status: response.statusCode,
        contentType: headers['content-type'] ?? '',
        body,
        servedAt: servedAt(headers.date),
      },
    };
  } finally {
    await client.destroy().catch(() => undefined);
  }
}

function flattenHeaders(
  raw: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    headers[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function combinedSignal(ctx: FetchContext): AbortSignal {
  return ctx.signal ? AbortSignal.any([ctx.signal, ctx.deadline]) : ctx.deadline;
}

function throwIfAborted(ctx: FetchContext): void {
  if (ctx.signal?.aborted) throw new ScrapeAbortedError();
  if (ctx.deadline.aborted) throw new ScrapeTimeoutError('total', ctx.totalTimeoutMs);
}

const CONNECT_FAILURE_CODES = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
]);

function errorCode(error: unknown): string | undefined {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string'
  )
    return error.code;
  return undefined;
}

function isConnectFailure(error: unknown): boolean {
  const code = errorCode(error);
  return code !== undefined && CONNECT_FAILURE_CODES.has(code);
}

function mapNetworkError(error: unknown, host: string, ctx: FetchContext): ScrapeError {
  if (error instanceof ScrapeError) return error;
  if (ctx.signal?.aborted) return new ScrapeAbortedError();
  if (ctx.deadline.aborted) return new ScrapeTimeoutError('total', ctx.totalTimeoutMs);
  if (error instanceof undiciErrors.ConnectTimeoutError)
    return new ScrapeTimeoutError('connect', ctx.connectTimeoutMs);
  if (
    error instanceof undiciErrors.HeadersTimeoutError ||
    error instanceof undiciErrors.BodyTimeoutError
  ) {
    return new ScrapeTimeoutError('total', ctx.totalTimeoutMs);
  }
  return new UnreachableError(host, failureReason(error), error);
}
