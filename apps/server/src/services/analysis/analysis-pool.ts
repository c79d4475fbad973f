// The analysis routes' view of the worker pool: upload bytes in, finished answer bytes out; scraped reviews in,
// their analysis out. See docs/decisions/085-analysis-worker-pool.md.
import { PassThrough } from 'node:stream';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { ModelUnavailableError } from '../worker-pool/pool-errors';
import { decodeJobError } from '../worker-pool/job-errors';
import { WorkerPool, type PoolEvent } from '../worker-pool/worker-pool';
import { type AnalysisJob, type AnalysisJobValue, type ChunkProgress } from './analysis-jobs';
import type { AnalysisRunner, UploadAnswer } from './analysis-runner';

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
  /**
   * Bytes of one streamed answer taken from its worker before the client has read them (default 0: each chunk
   * waits for its reader). Above 0 a client that does not read does not hold a worker for answers up to this size.
   */
  answerBufferBytes?: number;
  /**
   * How long a worker waits on a client past `answerBufferBytes` while that client takes nothing (default: as
   * long as the connection lasts); then the answer is cut off and the worker freed (docs/decisions/207).
   */
  answerStallMs?: number;
  onEvent?: (event: PoolEvent) => void;
}

const asBuffer = (c: Uint8Array) => Buffer.from(c.buffer, c.byteOffset, c.byteLength);

/**
 * Accepts the chunks of a streamed answer from its worker. A chunk is acknowledged at once while the answer's
 * bytes not yet taken by its reader stay within `limit`, so the worker is free as soon as the answer is written
 * even when the client reads slowly or not at all; past the limit a chunk is acknowledged only once the reader
 * (the socket) has taken it (the write's callback), which bounds the memory a slow client can pin
 * (docs/decisions/096, 117). The worker is shared, so it waits on one client only while that client keeps taking
 * chunks: one that takes none for `stallMs` while the worker waits is cut off (`onStall`), which frees the worker
 * at once instead of after the connection's idle timeout (docs/decisions/207). A stream destroyed because the
 * client hung up or missed its reading deadline drops its pending callbacks, so closing acknowledges whatever is
 * still pending: the worker never waits for a reader that is gone.
 */
class AnswerBuffer {
  private readonly waiting = new Set<() => void>();
  private unread = 0;
  private stallTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly limit: number,
    private readonly stallMs: number,
    private readonly onStall: () => void,
  ) {}

  write(stream: PassThrough, chunk: Buffer, ack: () => void): void {
    this.unread += chunk.length;
    if (this.unread <= this.limit) ack();
    else {
      this.waiting.add(ack);
      if (this.stallTimer === undefined) this.watchForStall();
    }
    stream.write(chunk, () => {
      this.unread -= chunk.length;
      if (this.waiting.delete(ack)) ack();
      // The reader took a chunk: while the worker still waits on it, the wait starts again.
      this.stopWatching();
      if (this.waiting.size > 0) this.watchForStall();
    });
  }

  flush(): void {
    this.stopWatching();
    for (const ack of this.waiting) ack();
    this.waiting.clear();
  }

  private watchForStall(): void {
    if (!Number.isFinite(this.stallMs)) return;
    this.stallTimer = setTimeout(() => {
      this.stallTimer = undefined;
      if (this.waiting.size > 0) this.onStall();
    }, this.stallMs);
  }

  private stopWatching(): void {
    clearTimeout(this.stallTimer);
    this.stallTimer = undefined;
  }
}

/** Why an answer's stream was cut: its client took nothing while a worker waited on it. */
export class AnswerStalledError extends Error {
  constructor(ms: number) {
    super(`the client took none of its answer for ${ms} ms while a worker waited on it`);
    this.name = 'AnswerStalledError';
  }
}

/**
 * The worker entry compiled by `npm run build` (docs/decisions/120): workers run plain JavaScript, from the
 * compiled server and from the TypeScript sources (tests, `npm run dev`) alike.
 */
const ANALYSIS_WORKER_FILE = new URL('../../../dist/analysis-worker.js', import.meta.url);

export function createAnalysisPool(opts: AnalysisPoolOptions) {
  const workerOptions: WorkerOptions = {
    workerData: { modelPath: opts.modelPath },
    resourceLimits: { maxOldGenerationSizeMb: opts.workerHeapMb },
  };

  const pool = new WorkerPool<AnalysisJobValue>({
    size: opts.size,
    maxQueue: opts.maxQueue,
    maxQueuedBytes: opts.maxQueuedBytes,
    jobTimeoutMs: opts.jobTimeoutMs,
    heavyBytes: opts.heavyBytes,
    decodeError: decodeJobError,
    unavailableError: () => new ModelUnavailableError(),
    createWorker: () => new Worker(ANALYSIS_WORKER_FILE, workerOptions),
    ...(opts.onEvent ? { onEvent: opts.onEvent } : {}),
  });

  /**
   * Resolves with the answer's first bytes: a Buffer when the answer is one chunk, else a stream that the
   * worker's further chunks are written into as they arrive (a failure after that destroys the stream).
   */
  function upload(job: AnalysisJob & { bytes: Uint8Array }, signal?: AbortSignal) {
    return new Promise<UploadAnswer>((resolve, reject) => {
      let stream: PassThrough | null = null;
      const stallMs = opts.answerStallMs ?? Number.POSITIVE_INFINITY;
      const acks = new AnswerBuffer(opts.answerBufferBytes ?? 0, stallMs, () =>
        stream?.destroy(new AnswerStalledError(stallMs)),
      );
      const fail = (error: Error) => (stream ? stream.destroy(error) : reject(error));
      pool
        .run(job, {
          bytes: job.bytes.byteLength,
          transfer: [job.bytes.buffer as ArrayBuffer],
          ...(signal ? { signal } : {}),
          onProgress: (value, queueMs, ack) => {
            const { chunk, timing } = value as ChunkProgress;
            if (stream === null) {
              stream = new PassThrough();
              resolve({ body: stream, timing: { ...timing, queueMs } });
              stream.once('close', () => acks.flush());
            }
            acks.write(stream, asBuffer(chunk), ack);
          },
        })
        .then(({ value, queuedMs }) => {
          if (value.kind !== 'chunks')
            fail(new Error(`unexpected ${value.kind} answer to an upload`));
          else if (stream) stream.end(asBuffer(value.last));
          else
            resolve({ body: asBuffer(value.last), timing: { ...value.timing, queueMs: queuedMs } });
        }, fail);
    });
  }

  return {
    /** Starts the workers (idempotent): at listen time, so that they load the text model early. */
    start: () => pool.start(),
    close: () => pool.close(),
    stats: () => pool.stats(),
    /** model_unavailable once the workers cannot start (the text model failed to load). */
    get failure() {
      return pool.failure ? new ModelUnavailableError() : null;
    },
    // The uploads' bytes.buffer is transferred (moved, not copied) to the worker thread.
    uploadJson(bytes, options, analyzedAt, gzip, signal?) {
      return upload(
        { kind: 'upload_json', bytes, options, analyzedAt: analyzedAt.getTime(), gzip },
        signal,
      );
    },
    uploadCsv(bytes, options, gzip, signal?) {
      return upload({ kind: 'upload_csv', bytes, options, gzip }, signal);
    },
    async uploadReport(bytes, options, analyzedAt, report, signal?) {
      const { value } = await pool.run(
        { kind: 'upload_report', bytes, options, analyzedAt: analyzedAt.getTime(), report },
        {
          bytes: bytes.byteLength,
          transfer: [bytes.buffer as ArrayBuffer],
          ...(signal ? { signal } : {}),
        },
      );
      if (value.kind !== 'report') throw new Error(`unexpected ${value.kind} answer to a report`);
      return value.document;
    },
    async analyzeReviews(reviews, options) {
      const { value } = await pool.run({ kind: 'analyze_reviews', reviews, options });
      if (value.kind !== 'analysis') throw new Error(`unexpected ${value.kind} answer to reviews`);
      return value.result;
    },
  } satisfies AnalysisRunner & { stats: unknown };
}

export type AnalysisPool = ReturnType<typeof createAnalysisPool>;
