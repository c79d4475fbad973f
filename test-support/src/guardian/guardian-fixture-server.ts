// A loopback stand-in for The Guardian Content API search endpoint, for server tests and browser tests.
// It answers like the real API does: it checks the api-key, page-size and order-by parameters, and only
// includes `fields.thumbnail` when `show-fields` asks for it. A mode switch makes it fail on demand.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { HANDWRITTEN_GUARDIAN_SEARCH } from './guardian-handwritten';
export { HANDWRITTEN_GUARDIAN_SEARCH } from './guardian-handwritten';

/**
 * ok: the search answer. no-fields: the same results without `fields` (no thumbnails).
 * fail: HTTP 500. slow: answers ok only after `slowMs`. malformed: 200 with truncated JSON.
 * wrong-shape: 200 with JSON that is not a search answer. padded: the search answer after 64 MB of JSON white
 * space, gzip-compressed (about 64 kB on the wire), as a broken or hostile upstream could send it. redirect: 302
 * to `redirectTo`.
 */
export type GuardianFixtureMode =
  'ok' | 'no-fields' | 'fail' | 'slow' | 'malformed' | 'wrong-shape' | 'padded' | 'redirect';

/** Path segments (for `sharedDataPath`) of the saved real Guardian answer in ../shared/data. */
export const GUARDIAN_REAL_RESPONSE = [
  'real-world',
  'guardian',
  'guardian_search_2018-04-08_newest_thumbnail.json',
] as const;

export interface GuardianFixtureOptions {
  /** 0 or absent: a free port. */
  port?: number;
  mode?: GuardianFixtureMode;
  /** A saved real search answer to serve; absent: our handwritten answer. */
  responseFile?: string;
  /** The key the fixture accepts, like a real account's key. */
  apiKey?: string;
  /** How long 'slow' mode waits before answering. */
  slowMs?: number;
  /** Where 'redirect' mode sends every search (302), as a hijacked or misconfigured upstream could. */
  redirectTo?: string;
}

export interface GuardianFixtureRequest {
  path: string;
  query: Record<string, string>;
}

export interface GuardianFixture {
  /** Base URL to use as GUARDIAN_API_URL, e.g. http://127.0.0.1:40123 */
  url: string;
  setMode(mode: GuardianFixtureMode): void;
  /** Every request received so far, oldest first. */
  readonly requests: readonly GuardianFixtureRequest[];
  close(): Promise<void>;
}

interface SearchAnswer {
  response: { results: readonly Record<string, unknown>[] } & Record<string, unknown>;
}

const ORDER_BY = new Set(['newest', 'oldest', 'relevance']);

export async function startGuardianFixture(
  options: GuardianFixtureOptions = {},
): Promise<GuardianFixture> {
  const answer: SearchAnswer = options.responseFile
    ? (JSON.parse(readFileSync(options.responseFile, 'utf8')) as SearchAnswer)
    : HANDWRITTEN_GUARDIAN_SEARCH;
  const apiKey = options.apiKey ?? 'test';
  const slowMs = options.slowMs ?? 15_000;
  let mode: GuardianFixtureMode = options.mode ?? 'ok';
  const requests: GuardianFixtureRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });

    if (url.pathname !== '/search') return sendJson(res, 404, apiError('Not found'));
    if (query['api-key'] !== apiKey) return sendJson(res, 401, { message: 'Unauthorized' });
    const pageSize = query['page-size'] === undefined ? 10 : Number(query['page-size']);
    if (!Number.isInteger(pageSize) || pageSize < 0 || pageSize > 200) {
      return sendJson(res, 400, apiError('page-size must be an integer between 0 and 200'));
    }
    const orderBy = query['order-by'];
    if (orderBy !== undefined && !ORDER_BY.has(orderBy)) {
      return sendJson(res, 400, apiError(`order-by must be one of: ${[...ORDER_BY].join(', ')}`));
    }
    const wantsThumbnail = (query['show-fields'] ?? '')
      .split(',')
      .some((f) => f === 'thumbnail' || f === 'all');

    const body = (withFields: boolean) => ({
      response: {
        ...answer.response,
        pageSize,
        ...(orderBy ? { orderBy } : {}),
        results: answer.response.results.slice(0, pageSize).map((r) => {
          if (withFields) return r;
          const { fields: _fields, ...rest } = r;
          return rest;
        }),
      },
    });

    switch (mode) {
      case 'ok':
        return sendJson(res, 200, body(wantsThumbnail));
      case 'no-fields':
        return sendJson(res, 200, body(false));
      case 'fail':
        return sendJson(res, 500, apiError('Internal server error'));
      case 'malformed':
        return sendRaw(res, 200, JSON.stringify(body(wantsThumbnail)).slice(0, 200));
      case 'wrong-shape':
        return sendJson(res, 200, { response: { status: 'ok', results: 'none' } });
      case 'padded':
        return sendPadded(res, JSON.stringify(body(wantsThumbnail)));
      case 'redirect':
        res.writeHead(302, { location: options.redirectTo ?? '/search' }).end();
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          sendJson(res, 200, body(wantsThumbnail));
        }, slowMs);
        timers.add(timer);
        return;
      }
    }
  };

  const server = createServer(handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    setMode(next) {
      mode = next;
    },
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const timer of timers) clearTimeout(timer);
        timers.clear();
        server.close((err) => (err ? reject(err) : resolve()));
        // Slow-mode requests hold their sockets open; close them so close() returns promptly.
        server.closeAllConnections();
      }),
  };
}

function apiError(message: string) {
  return { response: { status: 'error', message } };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  sendRaw(res, status, JSON.stringify(body));
}

/** Padding that still parses: white space is allowed before a JSON value. */
const PADDING_BYTES = 64 * 1024 * 1024;

function sendPadded(res: ServerResponse, text: string): void {
  const gzipped = gzipSync(Buffer.concat([Buffer.alloc(PADDING_BYTES, 0x20), Buffer.from(text)]));
  res.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'gzip',
    'content-length': gzipped.length,
  });
  res.end(gzipped);
}

function sendRaw(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
