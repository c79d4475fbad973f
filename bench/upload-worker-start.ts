// What an analysis worker costs before it has done anything (docs/decisions/087): two workers started from the
// esbuild bundle of analysis-worker.ts (how the server starts them) against two started through tsx's loader
// (the fallback). Each variant runs in a fresh process, alternating, so neither inherits the other's heap: the
// process's RSS growth from starting both workers until both said `ready`, and the time that took. The bundle's
// own build time (once per server start) is printed separately.
// Run: npx tsx bench/upload-worker-start.ts [rounds, default 2]
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundleWorker } from '../apps/server/src/services/worker-pool/bundle-worker';
import { spawnTsWorker } from '../apps/server/src/services/worker-pool/spawn-ts-worker';

const ENTRY = new URL('../apps/server/src/services/analysis/analysis-worker.ts', import.meta.url);
const WORKERS = 2;
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

async function measure(variant: 'bundle' | 'tsx') {
  const bundleStarted = performance.now();
  const code = variant === 'bundle' ? await bundleWorker(ENTRY) : '';
  const bundleMs = performance.now() - bundleStarted;
  const before = process.memoryUsage().rss;
  const started = performance.now();
  const workers = Array.from({ length: WORKERS }, () =>
    variant === 'bundle'
      ? new Worker(code, { eval: true, workerData: {} })
      : spawnTsWorker(ENTRY, { workerData: {} }),
  );
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve, reject) => {
          worker.on('message', (m: { type: string }) =>
            m.type === 'ready' ? resolve() : reject(new Error(m.type)),
          );
          worker.once('error', reject);
        }),
    ),
  );
  const readyMs = performance.now() - started;
  const grown = process.memoryUsage().rss - before;
  await Promise.all(workers.map((w) => w.terminate()));
  const built = variant === 'bundle' ? `, bundle built in ${bundleMs.toFixed(0)} ms` : '';
  console.log(
    `${variant.padEnd(6)}: ${WORKERS} workers ready in ${readyMs.toFixed(0)} ms, RSS +${mb(grown)} MB ` +
      `(${mb(grown / WORKERS)} MB a worker)${built}`,
  );
}

const child = process.argv[2];
if (child === 'bundle' || child === 'tsx') {
  await measure(child);
} else {
  const rounds = Number(child ?? 2);
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const self = fileURLToPath(import.meta.url);
  for (let round = 0; round < rounds; round += 1)
    for (const variant of ['bundle', 'tsx'])
      process.stdout.write(
        execFileSync(process.execPath, ['--import', 'tsx', self, variant], { encoding: 'utf8' }),
      );
  console.log(
    `load average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
}
