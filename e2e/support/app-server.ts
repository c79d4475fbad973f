// Starts the real compiled server (`apps/server/dist/main.js`, the entry `npm start` runs; `npm run test:e2e` builds
// it first) as a child process on a loopback port, against the built SPA, and stops it with SIGTERM like a
// process manager would.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { repoRoot } from '@reviewsentry/test-support';

const READY_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  port: number;
  /** Extra environment (GUARDIAN_API_URL, DATA_DIR, ADMIN_TOKEN, ...). */
  env: Record<string, string>;
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited with code ${child.exitCode} before it was ready:\n${output()}`,
      );
    }
    try {
      const response = await fetch(`${url}/healthz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  child.kill('SIGKILL');
  throw new Error(`The server did not become healthy within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

export async function startAppServer({ port, env }: AppServerOptions): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  await waitUntilHealthy(url, child, () => output);

  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}
