import { createServer } from 'node:net';

/**
 * A loopback port nobody listens on right now, chosen by the kernel. Several test runs on one machine (other
 * worktrees, other engineers) each get their own, where a fixed port would collide.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
