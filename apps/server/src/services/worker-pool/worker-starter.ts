// How a pool starts its worker threads: from an esbuild bundle of the entry (docs/decisions/087), or through tsx
// when no bundle can be made. One home for that choice, shared by the analysis and page-reading pools.
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { bundleWorker } from './bundle-worker';
import { spawnTsWorker } from './spawn-ts-worker';

export interface WorkerStarter {
  /** Bundles the entry (once); settle it before the first create(). */
  prepare(): Promise<void>;
  create(): Worker;
}

export function workerStarter(
  entry: URL,
  options: WorkerOptions,
  bundle: boolean,
  onBundleFailed?: (error: Error) => void,
): WorkerStarter {
  let bundled: string | null = null;
  let prepared: Promise<void> | null = null;
  return {
    prepare: () =>
      (prepared ??= (bundle ? bundleWorker(entry) : Promise.reject(new Error('off'))).then(
        (code) => void (bundled = code),
        (error: unknown) => {
          if (bundle) onBundleFailed?.(error instanceof Error ? error : new Error(String(error)));
        },
      )),
    create: () =>
      bundled === null
        ? spawnTsWorker(entry, options)
        : new Worker(bundled, { ...options, eval: true }),
  };
}
