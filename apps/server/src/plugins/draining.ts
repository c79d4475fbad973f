// Graceful draining on app.close(). Requests in flight finish, and their answers carry
// `Connection: close` so clients do not send another request on a socket that is about to go. Idle
// keep-alive sockets are swept until the server has closed: close() closes idle sockets only once, and a
// socket whose request was still running becomes idle only after its answer.
import type { FastifyInstance } from 'fastify';

const IDLE_SWEEP_MS = 100;

export function installDraining(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    sweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
