// A queue deployment on this machine for the instances benchmark: a throwaway Redis (the tests' own helper: a
// child process on a free loopback port, password, no persistence) and analysis worker processes, the compiled
// `npm run worker` entry, started and stopped by the benchmark.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from '@reviewsentry/test-support';
import {
  findRedisServer,
  INSTALL_INSTRUCTION,
} from '../../apps/server/test/infra/service-binaries';
import { startThrowawayRedis } from '../../apps/server/test/infra/throwaway-redis';
import { build, builtEntry, SERVER } from '../../scripts/build-node';

export async function startRedis() {
  const redisServer = findRedisServer();
  if (redisServer === undefined) throw new Error(`redis-server is missing. ${INSTALL_INSTRUCTION}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'rs-bench-redis-'));
  const redis = await startThrowawayRedis(redisServer, folder);
  return {
    url: redis.url,
    /** At once, from an exit handler. */
    kill() {
      try {
        process.kill(redis.pid, 'SIGKILL');
      } catch {
        // Already stopped.
      }
      rmSync(folder, { recursive: true, force: true });
    },
    async stop() {
      await redis.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface WorkerProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

/** An analysis worker process on `env` (REDIS_URL at least), once it takes jobs. */
export async function startWorker(env: Record<string, string>): Promise<WorkerProcess> {
  await build(SERVER);
  const child = spawn(process.execPath, [builtEntry(SERVER, 'worker')], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  while (!output.includes('analysis worker ready for jobs')) {
    if (child.exitCode !== null) throw new Error(`worker exited at start:\n${output}`);
    if (Date.now() > deadline) throw new Error('worker not ready in 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
