// A client that asks for a link analysis and then never reads its answer, over real sockets: once the answer
// has started, the server gives it ANSWER_IDLE_TIMEOUT_MS to take some of it, not the connection's whole idle
// timeout, so the held answer's memory and socket are bounded in time (docs/decisions/174).
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../../test/analysis-app';
import { html, longReviewsPage, startLinkShop, type LinkShop } from '../../../test/link-shop';
import { nonReader } from '../../../test/non-reader';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
  link.routes.set('shop.example.com/p/long-reviews', () => html(longReviewsPage()));
});
afterAll(() => link.shop.close());

const LINK = 'https://shop.example.com/p/long-reviews';

/** The request's bytes: the analysis as JSON or as an event stream, or the scrape as JSON or CSV. */
function request(kind: string): string {
  if (kind.startsWith('GET '))
    return `${kind.replace('LINK', encodeURIComponent(LINK))} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
  const body = JSON.stringify({ url: LINK });
  return (
    `POST /analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: ${kind}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
}

const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('a client that never reads its link analysis or scrape', () => {
  it.each([
    ['JSON', 'application/json'],
    ['an event stream', 'text/event-stream'],
    ['GET /api/scrape as JSON', 'GET /api/scrape?url=LINK'],
    ['GET /api/scrape as CSV', 'GET /api/scrape?format=csv&url=LINK'],
  ])(
    'is cut off after ANSWER_IDLE_TIMEOUT_MS, not the 60 s connection timeout, and leaves no socket or timer (%s)',
    async (_, kind) => {
      const app = await startApp(
        {
          ...link.env,
          SCRAPER_MAX_BYTES: String(20 * 1024 * 1024),
          CONNECTION_TIMEOUT_MS: '60000',
          ANSWER_IDLE_TIMEOUT_MS: '1500',
        },
        { scraperResolver: link.resolver },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      const timersBefore = timers();
      let serverSideClosed = false;
      app.server.once('connection', (s: net.Socket) =>
        s.on('close', () => (serverSideClosed = true)),
      );
      const stuck = nonReader(address.port, request(kind));
      try {
        await stuck.answerStarted;
        const started = performance.now();
        // Held until the connection timeout, it would stay 60 s; cut off, within a few seconds of 1.5 s.
        while (!serverSideClosed && performance.now() - started < 20_000) await sleep(100);
        expect(serverSideClosed).toBe(true);
        const connections = await new Promise<number>((resolve, reject) =>
          app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
        );
        expect(connections).toBe(0);
        // Timers of the answer's deadline are gone (a few of the app's own may come and go: generous margin).
        expect(timers()).toBeLessThanOrEqual(timersBefore + 2);
      } finally {
        stuck.socket.destroy();
        await app.close();
      }
    },
    120_000,
  );
});
