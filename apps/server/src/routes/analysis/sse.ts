// Server-sent events for POST /analyze (Accept: text/event-stream): `progress` events while the shop is read,
// then exactly one `result` or `error` event, then the stream ends. The reply is hijacked, so the headers that
// hooks have set so far (CORS, security) are copied by hand and compression never touches the stream.
import type { FastifyReply } from 'fastify';
import { jsonChunks } from '../../services/analysis/json-chunks';

export interface SseStream {
  send(event: 'progress' | 'result' | 'error', data: unknown): void;
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
      if (event !== 'result') {
        raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
        return;
      }
      // The result (up to tens of MB) goes out in chunks of one data line, so that a slow reader's progress
      // restarts its deadline as each chunk is taken (connection.ts).
      raw.write(`event: ${event}\ndata: `);
      for (const chunk of jsonChunks(data as Record<string, unknown>, 'reviews')) raw.write(chunk);
      raw.write('\n\n');
    },
    end() {
      if (ended) return;
      ended = true;
      raw.end();
    },
  };
}
