// The analysis routes' view of the worker pool: upload bytes in, finished answer bytes out; scraped reviews in,
// their analysis out. See docs/decisions/085-analysis-worker-pool.md.
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import type { AnalyzeOptions } from '@reviewsentry/detector';
import type { ImportOptions } from '@reviewsentry/ingest';
import { spawnTsWorker } from '../worker-pool/spawn-ts-worker';
import { WorkerPool, type PoolEvent } from '../worker-pool/worker-pool';
import {
  decodeJobError,
  type AnalysisJob,
  type AnalysisJobValue,
  type UploadTiming,
} from './analysis-jobs';

export interface AnalysisPoolOptions {
  /** The text model artifact (default: the detector's shipped model). */
  modelPath?: string;
  size: number;
  maxQueue: number;
  maxQueuedBytes: number;
  jobTimeoutMs: number;
  /** V8 old-space limit of each worker: a runaway job kills its worker, not the server. */
  workerHeapMb: number;
  heavyBytes: number;
  onEvent?: (event: PoolEvent) => void;
}

export interface UploadAnswer {
  chunks: Uint8Array[];
  timing: UploadTiming & { queueMs: number };
}

const WORKER_ENTRY = new URL('./analysis-worker.ts', import.meta.url);

/** A copy of the upload in a buffer of its own, so it can be transferred without detaching anything else. */
export function ownedBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return bytes;
}

export function createAnalysisPool(opts: AnalysisPoolOptions) {
  const pool = new WorkerPool<AnalysisJobValue>({
    size: opts.size,
    maxQueue: opts.maxQueue,
    maxQueuedBytes: opts.maxQueuedBytes,
    jobTimeoutMs: opts.jobTimeoutMs,
    heavyBytes: opts.heavyBytes,
    decodeError: decodeJobError,
    createWorker: () =>
      spawnTsWorker(WORKER_ENTRY, {
        workerData: { modelPath: opts.modelPath },
        resourceLimits: { maxOldGenerationSizeMb: opts.workerHeapMb },
      }),
    ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
  });

  async function upload(job: AnalysisJob & { bytes: Uint8Array }, signal?: AbortSignal) {
    const outcome = await pool.run(job, {
      bytes: job.bytes.byteLength,
      transfer: [job.bytes.buffer as ArrayBuffer],
      ...(signal ? { signal } : {}),
    });
    const { value } = outcome;
    if (value.kind !== 'chunks') throw new Error(`unexpected ${value.kind} answer to an upload`);
    return { chunks: value.chunks, timing: { ...value.timing, queueMs: outcome.queuedMs } };
  }

  return {
    start: () => pool.start(),
    close: () => pool.close(),
    stats: () => pool.stats(),
    get failure() {
      return pool.failure;
    },
    /** The POST /upload JSON answer. `bytes` is transferred: the caller must not use it afterwards. */
    uploadJson(
      bytes: Uint8Array,
      options: ImportOptions,
      analyzedAt: Date,
      signal?: AbortSignal,
    ): Promise<UploadAnswer> {
      return upload(
        { kind: 'upload_json', bytes, options, analyzedAt: analyzedAt.getTime() },
        signal,
      );
    },
    /** The annotated CSV (Accept: text/csv). `bytes` is transferred. */
    uploadCsv(bytes: Uint8Array, options: ImportOptions, signal?: AbortSignal) {
      return upload({ kind: 'upload_csv', bytes, options }, signal);
    },
    async analyzeReviews(reviews: Review[], options: AnalyzeOptions): Promise<AnalysisResult> {
      const { value } = await pool.run({ kind: 'analyze_reviews', reviews, options });
      if (value.kind !== 'analysis') throw new Error(`unexpected ${value.kind} answer to reviews`);
      return value.result;
    },
  };
}

export type AnalysisPool = ReturnType<typeof createAnalysisPool>;
