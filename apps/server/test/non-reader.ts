// A client that sends its request over a raw socket, takes the first bytes of the answer and then never reads
// again: what the server holds for it, and for how long, must stay bounded (docs/decisions/174, 189).
import net from 'node:net';

export interface NonReader {
  socket: net.Socket;
  /** Resolves once the answer has started to arrive (the work is done); from then on nothing is read. */
  answerStarted: Promise<void>;
}

/** Writes `request` (its parts in order) to 127.0.0.1:`port`, then stops reading at the answer's first bytes. */
export function nonReader(port: number, ...request: (string | Buffer)[]): NonReader {
  const socket = net.connect(port, '127.0.0.1', () => {
    for (const part of request) socket.write(part);
  });
  socket.on('error', () => undefined);
  const answerStarted = new Promise<void>((resolve) =>
    socket.once('data', () => {
      socket.pause();
      resolve();
    }),
  );
  return { socket, answerStarted };
}
