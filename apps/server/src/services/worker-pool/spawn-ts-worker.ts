// Starts a worker thread running a TypeScript module. The server runs TypeScript through tsx (ADR 003/012), but
// tsx registers its loader on the main thread only, and vitest's transform does not reach worker threads either;
// so the worker first registers tsx's ESM loader itself, then imports the module. One code path for production,
// tests and benches.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

// tsx's package.json maps `tsx/esm/api` (import condition) to this file; createRequire would pick the CommonJS
// build, whose register() cannot load the ESM hooks from a worker.
const TSX_ESM_API = pathToFileURL(
  createRequire(import.meta.url)
    .resolve('tsx/package.json')
    .replace(/package\.json$/u, 'dist/esm/api/index.mjs'),
).href;

export function spawnTsWorker(entry: URL, options: WorkerOptions = {}): Worker {
  const bootstrap =
    `import(${JSON.stringify(TSX_ESM_API)})` +
    `.then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`;
  return new Worker(bootstrap, { ...options, eval: true });
}
