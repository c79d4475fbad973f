// Request smuggling and HTTP parsing edge cases, as raw bytes over a real socket to the listening server: a
// request whose length is ambiguous is refused and its connection closed, so nothing after it is read as another
// request; pipelined requests meet the rate limit one by one; a JSON body cannot reach an object's prototype.
import net from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubResolver } from '@reviewsentry/test-support/shop';
import { startApp } from '../../test/analysis-app';

let port: number;
beforeEach(async () => {
  // A resolver that knows no name: the shop links below are answered 502 without a DNS query leaving the machine.
  const app = await startApp(
    { ANALYZE_RATE_LIMIT_PER_MINUTE: '3' },
    { scraperResolver: stubResolver().resolver },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  port = address.port;
});

/** Sends bytes and collects the server's answer until it closes the connection or is silent for `quietMs`. */
function exchange(bytes: string, quietMs = 3000): Promise<{ answer: string; closed: boolean }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let answer = '';
    let closed = true;
    const quiet = () => {
      closed = false;
      socket.destroy();
    };
    let timer = setTimeout(quiet, quietMs);
    socket.on('data', (d: Buffer) => {
      answer += d.toString('latin1');
      clearTimeout(timer);
      timer = setTimeout(quiet, quietMs);
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ answer, closed });
    });
  });
}
const statuses = (answer: string) =>
  [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

const SMUGGLED = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
const post = (headers: string, body: string) =>
  `POST /analyze HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n${headers}\r\n${body}`;
const analyze = (body: string) => post(`Content-Length: ${Buffer.byteLength(body)}\r\n`, body);

describe('a request whose length or framing is ambiguous', () => {
  it.each([
    [
      'Transfer-Encoding with Content-Length',
      post('Content-Length: 5\r\nTransfer-Encoding: chunked\r\n', `0\r\n\r\n${SMUGGLED}`),
    ],
    [
      'two different Content-Lengths',
      post('Content-Length: 2\r\nContent-Length: 40\r\n', `{}${SMUGGLED}`),
    ],
    [
      'a Transfer-Encoding not ending in chunked',
      post('Transfer-Encoding: chunked, identity\r\n', `2\r\n{}\r\n0\r\n\r\n${SMUGGLED}`),
    ],
    [
      'a space before the colon',
      post('Transfer-Encoding : chunked\r\n', `2\r\n{}\r\n0\r\n\r\n${SMUGGLED}`),
    ],
    [
      'a chunk size past 64 bits',
      post('Transfer-Encoding: chunked\r\n', `ffffffffffffffffffff\r\n{}\r\n0\r\n\r\n${SMUGGLED}`),
    ],
    [
      'a chunk extension of 100 kB',
      post('Transfer-Encoding: chunked\r\n', `2;${'a'.repeat(100_000)}\r\n{}\r\n0\r\n\r\n`),
    ],
    [
      'an obs-fold header line',
      `GET /healthz HTTP/1.1\r\nHost: x\r\nX-A: a\r\n  folded\r\n\r\n${SMUGGLED}`,
    ],
    ['bare LF line ends', `GET /healthz HTTP/1.1\nHost: x\n\n${SMUGGLED}`],
    ['the HTTP/2 preface', `PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n${SMUGGLED}`],
  ])(
    '%s: 400 bad_request, the connection closed, nothing after it answered',
    async (_, bytes) => {
      const { answer, closed } = await exchange(bytes);
      expect(statuses(answer)).toEqual([400]);
      expect(answer).toContain('"code":"bad_request"');
      expect(closed).toBe(true);
    },
    30_000,
  );
});

describe('requests that are valid but unusual', () => {
  it('pipelined beyond the rate limit: each is answered in order, the ones over it 429', async () => {
    // An unresolvable shop: each allowed request ends in a 502 of its own, quickly.
    const one = analyze('{"url":"https://shop.example.com/p"}');
    const { answer } = await exchange(
      `${one.repeat(12)}${SMUGGLED.replace('\r\n\r\n', '\r\nConnection: close\r\n\r\n')}`,
      20_000,
    );
    const codes = statuses(answer);
    expect(codes).toHaveLength(13);
    expect(codes.filter((c) => c === 429)).toHaveLength(9);
    expect(codes.slice(0, 3).every((c) => c !== 429)).toBe(true);
    expect(codes.at(-1)).toBe(200);
  }, 60_000);

  it('__proto__ and constructor keys in a JSON body reach no prototype', async () => {
    const body =
      '{"url":"https://shop.example.com/p","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}';
    const { answer } = await exchange(
      analyze(body).replace('Host: x', 'Host: x\r\nConnection: close'),
      20_000,
    );
    expect(statuses(answer)).toHaveLength(1);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 30_000);

  it.each([
    ['a 10 MB JSON string', analyze(`{"url":"${'a'.repeat(10 * 1024 * 1024)}"}`), 413],
    ['8,000 nested arrays', analyze(`${'['.repeat(8000)}${']'.repeat(8000)}`), 400],
    [
      'a URL of 12,000 characters',
      analyze(JSON.stringify({ url: `https://shop.example.com/${'a'.repeat(12_000)}` })),
      400,
    ],
    [
      'a request target of 100,000 characters',
      `GET /api/scrape?url=${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
      431,
    ],
  ])(
    '%s: %i in the API error format',
    async (_, bytes, status) => {
      const { answer } = await exchange(bytes.replace('Host: x', 'Host: x\r\nConnection: close'));
      expect(statuses(answer)).toEqual([status]);
      expect(answer).toMatch(/\{"error":\{"code":"[a-z_]+"/);
    },
    30_000,
  );
});

describe('requests Node would refuse with an empty answer', () => {
  it.each([
    ['an HTTP/1.1 request without Host', 'GET /healthz HTTP/1.1\r\n\r\n', 400, 'missing_host'],
    [
      'an Expect other than 100-continue',
      post('Expect: 200-ok\r\nContent-Length: 2\r\n', '{}'),
      417,
      'expectation_failed',
    ],
  ])(
    '%s: %s %s in the API error format',
    async (_, bytes, status, code) => {
      const { answer } = await exchange(bytes);
      expect(statuses(answer)).toEqual([status]);
      expect(answer).toContain(`{"error":{"code":"${code}"`);
    },
    30_000,
  );

  it('an HTTP/1.0 request without Host is answered', async () => {
    const { answer } = await exchange('GET /healthz HTTP/1.0\r\n\r\n');
    expect(statuses(answer)).toEqual([200]);
  }, 30_000);
});
