import { request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { startGuardianFixture, type GuardianFixture } from '@reviewsentry/test-support/guardian';
import { testConfig } from '../../test/support';

let app: App | undefined;
let fixture: GuardianFixture | undefined;
afterEach(async () => {
  await fixture?.close();
  fixture = undefined;
  app = undefined;
});

describe('closing the app', () => {
  it('finishes the request in flight, tells its client to close, and does not wait for the client', async () => {
    fixture = await startGuardianFixture({ mode: 'slow', slowMs: 400 });
    app = await buildApp(testConfig({ GUARDIAN_API_URL: fixture.url }));
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;

    const answer = new Promise<{ res: IncomingMessage; socketClosed: Promise<void> }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/api/news', headers: { connection: 'keep-alive' } },
          (res) => {
            res.resume();
            const socketClosed = new Promise<void>((r) => res.socket.once('close', () => r()));
            resolve({ res, socketClosed });
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
    // Close only once the request is being handled (the server has asked the Guardian fixture).
    for (let i = 0; i < 100 && fixture.requests.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(fixture.requests).toHaveLength(1);
    const started = performance.now();
    const closed = app.close();

    const { res, socketClosed } = await answer;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    await socketClosed;
    await closed;
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
