// Shop pages are parsed and extracted in a small pool of worker threads, each page under a time budget: a page
// built to be slow to read (deep nesting, a flood of review blocks, a pattern that backtracks) costs at most its
// budget in one worker, which is then terminated and replaced, and never stalls the event loop
// (docs/decisions/115-page-reading-budget.md).
import { Worker } from 'node:worker_threads';
import { PageTooComplexError, type PageReader, type PageReading } from '@reviewsentry/scraper';
import {
  JobTimeoutError,
  PageReadingUnavailableError,
  WorkerCrashedError,
} from '../worker-pool/pool-errors';
import { WorkerPool, type PoolEvent } from '../worker-pool/worker-pool';
import { decodePageJobError, type PageJob, type PageJobValue } from './page-jobs';

export interface PagePoolOptions {
  size: number;
  /** Wall-clock time one page may take in its worker; past it the worker is terminated. */
  budgetMs: number;
  /** V8 old-space limit of each worker: a page that needs more ends its worker, not the server. */
  workerHeapMb: number;
  maxQueue: number;
  maxQueuedBytes: number;
  onEvent?: (event: PoolEvent) => void;
}

/**
 * The worker entry compiled by `npm run build` (scripts/build-node.ts, docs/decisions/120), run from the compiled
 * server and from the TypeScript sources alike.
 */
export const PAGE_WORKER_FILE = new URL('../../../dist/page-worker.js', import.meta.url);

export function createPagePool(opts: PagePoolOptions) {
  const workerOptions = { resourceLimits: { maxOldGenerationSizeMb: opts.workerHeapMb } };
  const pool = new WorkerPool<PageJobValue>({
    size: opts.size,
    maxQueue: opts.maxQueue,
    maxQueuedBytes: opts.maxQueuedBytes,
    jobTimeoutMs: opts.budgetMs,
    // Every page is small next to an upload: no one-at-a-time rule.
    heavyBytes: Number.POSITIVE_INFINITY,
    decodeError: decodePageJobError,
    unavailableError: () => new PageReadingUnavailableError(),
    createWorker: () => new Worker(PAGE_WORKER_FILE, workerOptions),
    ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
  });

  async function run(job: PageJob): Promise<PageJobValue> {
    // The page's bytes are moved to the worker, not copied; decoding them is the worker's work too.
    const body = ownBuffer(job.body);
    try {
      return (await pool.run({ ...job, body }, { bytes: body.byteLength, transfer: [body.buffer] }))
        .value;
    } catch (error) {
      // The page outran its budget, or its worker died of it (out of memory): the page's fault either way.
      if (error instanceof JobTimeoutError)
        throw new PageTooComplexError('time_budget', opts.budgetMs);
      if (error instanceof WorkerCrashedError) throw new PageTooComplexError('resources');
      throw error;
    }
  }

  const reader: PageReader = {
    read: async (request) => (await run({ kind: 'read', ...request })) as PageReading,
    errorPageBlock: async (request) =>
      (await run({ kind: 'error_page', ...request })) as Awaited<
        ReturnType<PageReader['errorPageBlock']>
      >,
  };

  return {
    reader,
    start: () => pool.start(),
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}

/** `bytes` when they fill their ArrayBuffer (which can then be moved), else a copy that does. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}
