// Server-sent events for POST /analyze (Accept: text/event-stream): `progress` events while the shop is read,
// then exactly one `result` or `error` event, then the stream ends. The reply is hijacked, so the headers that
// hooks have set so far (CORS, security) are copied by hand and compression never touches the stream.
import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';
import { jsonChunks } from '../../services/analysis/json-chunks';

export interface SseStream {
  send(event: 'progress' | 'error', data: unknown): void;
  /**
   * Writes the result a chunk at a time as the client takes it (resolves when written, or when the client is gone),
   * so a client that reads nothing holds one chunk beyond the socket's buffers, not its whole result.
   */
  sendResult(data: Record<string, unknown>): Promise<void>;
  end(): void;
  /** Aborted when the client goes away before the stream ends. */
  readonly signal: AbortSignal;
}

export function openSse(reply: FastifyReply): SseStream {
  const controller = new AbortController();
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && name !== 'content-length') headers[name] = value;
  }
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    connection: 'keep-alive',
    // Reverse proxies (nginx) must pass events on as they come rather than buffer the answer.
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  let ended = false;
  raw.on('close', () => {
    if (!ended) controller.abort();
    ended = true;
  });
  return {
    signal: controller.signal,
    send(event, data) {
      if (ended) return;
      raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    async sendResult(data) {
      // The result (up to tens of MB) goes out in chunks of one data line, each once the one before has left
      // our buffers: a slow reader's progress restarts its deadline as each chunk is taken (connection.ts).
      // The chunks are made as they are written (a generator), never all at once.
      for (const piece of resultPieces(data)) {
        if (ended) return;
        if (!raw.write(piece)) await drainedOrClosed(raw);
      }
    },
    end() {
      if (ended) return;
      ended = true;
      raw.end();
    },
  };
}

function* resultPieces(data: Record<string, unknown>): Generator<string | Uint8Array> {
  yield 'event: result\ndata: ';
  yield* jsonChunks(data, 'reviews');
  yield '\n\n';
}

function drainedOrClosed(raw: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}
