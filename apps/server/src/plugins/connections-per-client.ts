// A bound on the connections one client address holds open at once. Each open connection costs a file
// descriptor until a timeout closes it (headers 20 s, body 120 s, idle 60 s: ADR 117), so one client that opened
// connections faster than they timed out (slowloris) filled the process's descriptors, and every other client's
// connection was refused. Past the bound a new connection is answered 429 and closed before its request is read.
// Behind a trusted proxy every connection comes from the proxy, which must bound its own clients
// (docs/decisions/162-hostile-input-round-3.md).
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { AppError } from '@reviewsentry/contracts';
import { rawErrorAnswer } from './client-errors';
import { clientKey } from './client-key';
import { PerClientCount } from './per-client-count';

export class TooManyConnectionsError extends AppError {
  constructor(limit: number) {
    super(
      'too_many_connections',
      `You already have ${limit} connections open to this site. Close some, or wait a minute, then try again.`,
      429,
      { retryable: true, details: { connections: limit } },
    );
  }
}

export function limitConnectionsPerClient(server: Server, limit: number): void {
  const open = new PerClientCount(limit);
  // Before the HTTP server's own listener: a refused socket is closed before a parser reads from it.
  server.prependListener('connection', (socket: Socket) => {
    if (socket.remoteAddress === undefined) return;
    const giveBack = open.take(clientKey(socket.remoteAddress));
    if (giveBack === null) {
      socket.write(rawErrorAnswer(new TooManyConnectionsError(limit)));
      socket.destroy();
      return;
    }
    socket.once('close', giveBack);
  });
}
