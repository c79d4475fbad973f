// Clients that never read their link analysis, over real sockets: each is held until ANSWER_IDLE_TIMEOUT_MS, so
// what one holds in that time must be a chunk of its answer beyond the socket's buffers, not its whole answer
// written at once (docs/decisions/189). The answer comes from the link cache: one result object for them all.
import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp } from '../../../test/analysis-app';
import { html, longReviewsPage, startLinkShop, type LinkShop } from '../../../test/link-shop';
import { nonReader } from '../../../test/non-reader';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const MB = 1024 * 1024;

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
  link.routes.set('shop.example.com/p/held', () => html(longReviewsPage()));
});
afterAll(() => link.shop.close());

const body = JSON.stringify({ url: 'https://shop.example.com/p/held' });
const request = (accept: string) =>
  `POST /analyze HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
  `Accept: ${accept}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('clients that never read their link analysis', () => {
  it.each([
    ['an event stream', 'text/event-stream'],
    ['JSON', 'application/json'],
  ])(
    'hold a chunk of it each beyond the socket buffers, not the whole answer (%s)',
    async (_, accept) => {
      const app = await startApp(
        {
          ...link.env,
          SCRAPER_MAX_BYTES: String(20 * MB),
          ANSWER_IDLE_TIMEOUT_MS: '60000',
        },
        { scraperResolver: link.resolver },
      );
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      if (address === null || typeof address === 'string') throw new Error('no port');
      // The result, analysed once and cached: every client below is answered from the cache.
      const first = await fetch(`http://127.0.0.1:${address.port}/analyze`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const resultBytes = (await first.arrayBuffer()).byteLength;
      expect(resultBytes).toBeGreaterThan(8 * MB);

      const serverSockets: net.Socket[] = [];
      app.server.on('connection', (s: net.Socket) => serverSockets.push(s));
      const clients = Array.from({ length: 20 }, () => nonReader(address.port, request(accept)));
      try {
        await Promise.all(clients.map((c) => c.answerStarted));
        // Whatever the server writes for them is written within moments; then what it holds stays.
        let held = -1;
        for (let i = 0; i < 50; i++) {
          await sleep(200);
          const now = serverSockets.reduce((sum, s) => sum + s.writableLength, 0);
          if (now === held) break;
          held = now;
        }
        const perClient = held / clients.length;
        expect(perClient, `bytes held per client, of a ${resultBytes}-byte result`).toBeLessThan(
          2 * MB,
        );
      } finally {
        for (const c of clients) c.socket.destroy();
        await app.close();
      }
    },
    180_000,
  );
});
