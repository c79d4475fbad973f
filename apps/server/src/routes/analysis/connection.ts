// The analysis routes' view of a client's connection (docs/decisions/117-connections-uploads-and-slow-readers.md,
// 174). The server-wide idle timeout (CONNECTION_TIMEOUT_MS) would cut off a client that waits in silence for a long
// analysis; it is paused while the server works, and when the answer starts the shorter slow-reader deadline
// (ANSWER_IDLE_TIMEOUT_MS) takes its place: a client that takes none of the answer's next chunk for that long is cut
// off, so an answer nobody reads is not held for the connection's whole idle time.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The client waits for the server now: silence on its connection is ours, not its. */
export function pauseIdleTimeout(request: FastifyRequest): void {
  request.raw.socket?.setTimeout?.(0);
}

/**
 * Aborts when the client hangs up before its answer, so work done for it stops. The response's close (not the
 * request's: that fires once the body is read) means the client left.
 */
export function clientGone(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * From the answer's first byte on, a client that takes nothing for `ms` is cut off and its answer dropped (the
 * socket closes, which also frees the analysis worker still writing the answer). Written bytes the client does
 * not read stop the socket's writes from completing, so its idle timer runs out.
 */
export function startReaderDeadline(reply: FastifyReply, ms: number): void {
  const response = reply.raw;
  const socket = response.socket;
  if (typeof socket?.setTimeout !== 'function') return;
  const cutOff = () => socket.destroy();
  socket.setTimeout(ms);
  socket.once('timeout', cutOff);
  // Once the answer is out, keep-alive and the next request manage the socket's timer again.
  response.once('finish', () => socket.removeListener('timeout', cutOff));
}
