// One client holding many connections open (slowloris: each sends its headers a little at a time, or not at all)
// over real sockets. Without a bound, the connections of one address filled the process's file descriptors
// and every other client's connection was reset (docs/decisions/162-hostile-input-round-3.md).
import net from 'node:net';
import { apiErrorSchema } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { startApp } from '../../test/analysis-app';

async function listening(vars: Record<string, string>) {
  const app = await startApp(vars);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Held {
  socket: net.Socket;
  /** Resolves with what the server wrote once it closes the connection. */
  closed: Promise<string>;
}

/**
 * A connection from `from` that sends the start of a request's headers and then nothing (or nothing at all: a
 * refused connection with nothing unread is closed without a reset, so its answer is always read).
 */
function holdOpen(port: number, from: string, send = true): Promise<Held> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () => {
      if (send) socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n');
      resolve({ socket, closed });
    });
    const closed = new Promise<string>((done) =>
      socket.on('close', () => done(Buffer.concat(received).toString('utf8'))),
    );
    socket.on('data', (data) => received.push(data));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

/** GET /healthz from `from` on a connection of its own: the status line's code. */
function health(port: number, from: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const received: Buffer[] = [];
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from }, () =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'),
    );
    socket.on('data', (data) => received.push(data));
    socket.on('error', reject);
    socket.on('close', () =>
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(Buffer.concat(received).toString())?.[1] ?? 0)),
    );
  });
}

describe('connections per client (CONNECTIONS_PER_CLIENT)', () => {
  it('one more connection than the limit from one address is answered 429 and closed; other addresses are served', async () => {
    const port = await listening({ CONNECTIONS_PER_CLIENT: '8' });
    const held = await Promise.all(Array.from({ length: 8 }, () => holdOpen(port, '127.0.0.1')));
    const extra = await holdOpen(port, '127.0.0.1', false);
    try {
      const [head = '', body = ''] = (await extra.closed).split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 429 /);
      expect(apiErrorSchema.parse(JSON.parse(body)).error).toMatchObject({
        code: 'too_many_connections',
        details: { connections: 8 },
      });
      expect(await health(port, '127.0.0.2')).toBe(200);
      // A connection closed by its client frees its place.
      held[0]!.socket.destroy();
      await held[0]!.closed;
      expect(await health(port, '127.0.0.1')).toBe(200);
    } finally {
      for (const h of [...held, extra]) h.socket.destroy();
    }
  });

  it('behind a trusted proxy every connection comes from the proxy: no limit by address', async () => {
    const port = await listening({ CONNECTIONS_PER_CLIENT: '2', TRUST_PROXY: 'true' });
    const held = await Promise.all(Array.from({ length: 4 }, () => holdOpen(port, '127.0.0.1')));
    try {
      expect(await health(port, '127.0.0.1')).toBe(200);
    } finally {
      for (const h of held) h.socket.destroy();
    }
  });
});
