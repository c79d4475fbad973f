// Shop pages are parsed and extracted in a small pool of worker threads, each page under a time budget: a page
// built to be slow to read (deep nesting, a flood of review blocks, a pattern that backtracks) costs at most its
// budget in one worker, which is then terminated and replaced, and never stalls the event loop
// (docs/decisions/115-page-reading-budget.md).
import { PageTooComplexError, type PageReader, type PageReading } from '@reviewsentry/scraper';
import { JobTimeoutError, WorkerCrashedError } from '../worker-pool/pool-errors';
import { WorkerPool, type PoolEvent } from '../worker-pool/worker-pool';
import { workerStarter } from '../worker-pool/worker-starter';
import { decodePageJobError, type PageJob, type PageJobValue } from './page-jobs';

export interface PagePoolOptions {
  size: number;
  /** Wall-clock time one page may take in its worker; past it the worker is terminated. */
  budgetMs: number;
  /** V8 old-space limit of each worker: a page that needs more ends its worker, not the server. */
  workerHeapMb: number;
  maxQueue: number;
  maxQueuedBytes: number;
  bundle?: boolean;
  onEvent?: (event: PoolEvent) => void;
  onBundleFailed?: (error: Error) => void;
}

const WORKER_ENTRY = new URL('./page-worker.ts', import.meta.url);

export function createPagePool(opts: PagePoolOptions) {
  const starter = workerStarter(
    WORKER_ENTRY,
    { resourceLimits: { maxOldGenerationSizeMb: opts.workerHeapMb } },
    opts.bundle !== false,
    opts.onBundleFailed,
  );
  const pool = new WorkerPool<PageJobValue>({
    size: opts.size,
    maxQueue: opts.maxQueue,
    maxQueuedBytes: opts.maxQueuedBytes,
    jobTimeoutMs: opts.budgetMs,
    // Every page is small next to an upload: no one-at-a-time rule.
    heavyBytes: Number.POSITIVE_INFINITY,
    decodeError: decodePageJobError,
    createWorker: starter.create,
    ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
  });

  async function run(job: PageJob): Promise<PageJobValue> {
    await starter.prepare();
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
    start: () => starter.prepare().then(() => pool.start()),
    close: () => pool.close(),
    stats: () => pool.stats(),
  };
}

export type PagePool = ReturnType<typeof createPagePool>;

/** `bytes` when they fill their ArrayBuffer (which can then be moved), else a copy that does. */
function ownBuffer(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
    ? (bytes as Uint8Array<ArrayBuffer>)
    : new Uint8Array(bytes);
}
