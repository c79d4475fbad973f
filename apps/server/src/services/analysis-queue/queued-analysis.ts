// The analysis routes' runner when REDIS_URL is set (docs/decisions/149): each job goes into the deployment's
// BullMQ queue, a worker process (queue-worker.ts, `npm run worker`) runs it, and the answer comes back through
// Redis. Same interface and answers as the in-process pool (analysis-runner.ts), errors included.
import { randomUUID } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { Queue, QueueEvents } from 'bullmq';
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import type { AnalyzeOptions } from '@reviewsentry/detector';
import type { ImportOptions } from '@reviewsentry/ingest';
import type { AnalysisRunner, ReportJob, UploadAnswer } from '../analysis/analysis-runner';
import type { ReportDocument } from '../reports/report-document';
import {
  JobTimeoutError,
  ServerBusyError,
  ShuttingDownError,
  WorkerCrashedError,
} from '../worker-pool/pool-errors';
import { decodeJobError } from '../worker-pool/job-errors';
import { loadAnswer, storeInput } from './job-bytes';
import { AnalysisUnavailableError } from './queue-errors';
import { closeConnection, QUEUE_NAME, queueConnection, queueKeys } from './queue-keys';
import type { QueuedAnswer, QueuedJob } from './queued-jobs';
import { toWireOptions } from './queued-jobs';
import { waitForAnswer } from './wait-for-answer';
import { liveWorkerThreads } from './worker-presence';

export interface QueuedAnalysisOptions {
  redisUrl: string;
  keyPrefix: string;
  /** Jobs allowed to wait in the whole deployment's queue; one more is refused with server_busy. */
  maxWaiting: number;
  /** Runs a job may get when a worker dies under it (ANALYSIS_JOB_ATTEMPTS). */
  attempts: number;
  /** How long a job may wait for a worker before its request gives up. */
  queueWaitMs: number;
  /** One run's time limit, enforced in the worker (ANALYSIS_JOB_TIMEOUT_MS). */
  jobTimeoutMs: number;
  /** After this long without a sign of life, a worker's job goes to another (ANALYSIS_QUEUE_LOCK_MS). */
  lockMs: number;
  log: FastifyBaseLogger;
}

/** How often the instance looks for live worker processes. */
const PRESENCE_CHECK_MS = 2_000;

export function createQueuedAnalysis(opts: QueuedAnalysisOptions) {
  const keys = queueKeys(opts.keyPrefix);
  const connection = queueConnection(opts.redisUrl, 'reviewsentry-queue');
  const eventsConnection = queueConnection(opts.redisUrl, 'reviewsentry-queue-events');
  for (const c of [connection, eventsConnection]) c.on('error', () => undefined);
  const queue = new Queue<QueuedJob, QueuedAnswer>(QUEUE_NAME, {
    connection,
    prefix: keys.bullPrefix,
    defaultJobOptions: {
      attempts: opts.attempts,
      // Finished jobs are kept a little while for whoever is still reading their outcome, and a bounded number
      // of failed ones for the operator (their causes are also in the dead-letter list).
      removeOnComplete: { age: 600, count: 10_000 },
      removeOnFail: { age: 7 * 86_400, count: 1_000 },
    },
  });
  queue.on('error', (error) => opts.log.error({ err: error }, 'analysis queue error'));
  const events = new QueueEvents(QUEUE_NAME, {
    connection: eventsConnection,
    prefix: keys.bullPrefix,
    autorun: false,
  });
  events.on('error', (error) => opts.log.error({ err: error }, 'analysis queue events error'));

  // A whole wait: in the queue, then every run the job may get (each up to its time limit, plus the time the
  // queue needs to notice a dead worker).
  const guardMs = opts.queueWaitMs + opts.attempts * (opts.jobTimeoutMs + 2 * opts.lockMs);
  /** Inputs stay until every run could have read them, then expire (the worker deletes them at the end). */
  const inputTtlMs = guardMs + 60_000;

  let started = false;
  let closing = false;
  /** Analysis threads of the live worker processes, or null until first counted. */
  let workerThreads: number | null = null;
  let presenceTimer: NodeJS.Timeout | undefined;
  /** Exponential average of a job's time from enqueued to answered, for Retry-After. */
  let averageMs = 1_000;
  const inFlight = new Set<Promise<unknown>>();

  async function countWorkers() {
    try {
      workerThreads = await liveWorkerThreads(connection, keys.workers);
    } catch {
      workerThreads = 0;
    }
  }

  function retryAfterSeconds(waiting: number) {
    const threads = Math.max(1, workerThreads ?? 1);
    return Math.min(60, Math.max(1, Math.ceil((waiting * averageMs) / threads / 1000)));
  }

  async function run(job: QueuedJob, signal?: AbortSignal, inputKey?: string) {
    if (closing) throw new ShuttingDownError();
    if (workerThreads === 0 || connection.status !== 'ready') throw new AnalysisUnavailableError();
    // Counted before adding, so instances adding at the same moment may pass the bound by a few jobs.
    const waiting = await queue.getWaitingCount();
    if (waiting >= opts.maxWaiting) throw new ServerBusyError(retryAfterSeconds(waiting));
    const added = Date.now();
    const { id } = await queue.add(job.kind, job);
    const outcome = await waitForAnswer<QueuedAnswer>(queue, id!, events, guardMs, signal);
    if (outcome.ok) {
      averageMs = 0.8 * averageMs + 0.2 * (Date.now() - added);
      if (outcome.value.kind === 'refused') throw decodeJobError(outcome.value.error);
      return outcome.value;
    }
    if (outcome.reason !== null) throw failure(outcome.reason);
    // Nobody waits for the answer any more: a job still waiting is taken out (with its input); one running
    // finishes and its answer expires unread.
    const removed = await queue
      .remove(id!)
      .then((count) => count > 0)
      .catch(() => false);
    if (removed && inputKey) await connection.del(inputKey).catch(() => undefined);
    if (outcome.cause === 'aborted') throw new Error('the client has gone');
    if (removed) throw new ServerBusyError(retryAfterSeconds(waiting + 1));
    throw new JobTimeoutError(guardMs);
  }

  /** Keeps track of the waits in flight, so that close() lets them end. */
  function tracked<T>(work: Promise<T>): Promise<T> {
    inFlight.add(work);
    void work.catch(() => undefined).finally(() => inFlight.delete(work));
    return work;
  }

  /** Runs a job on an uploaded file, whose bytes wait in Redis beside the job until a worker takes them. */
  async function runOnUpload(
    bytes: Uint8Array,
    job: (input: { inputKey: string; bytes: number }) => QueuedJob,
    signal?: AbortSignal,
  ): Promise<QueuedAnswer> {
    if (closing) throw new ShuttingDownError();
    const inputKey = keys.input(randomUUID());
    await storeInput(connection, inputKey, bytes, inputTtlMs);
    return run(job({ inputKey, bytes: bytes.byteLength }), signal, inputKey).catch(
      async (error: unknown) => {
        await connection.del(inputKey).catch(() => undefined);
        throw error;
      },
    );
  }

  async function upload(
    kind: 'upload_json' | 'upload_csv',
    bytes: Uint8Array,
    options: ImportOptions,
    gzip: boolean,
    analyzedAt: Date | undefined,
    signal?: AbortSignal,
  ): Promise<UploadAnswer> {
    const answer = await runOnUpload(
      bytes,
      (input) => {
        const base = { ...input, options: toWireOptions(options), gzip };
        return kind === 'upload_json'
          ? { kind, ...base, analyzedAt: (analyzedAt ?? new Date()).getTime() }
          : { kind, ...base };
      },
      signal,
    );
    if (answer.kind !== 'chunks') throw new Error(`unexpected ${answer.kind} answer to an upload`);
    const body = await loadAnswer(connection, answer.key, answer.count);
    // A streamed answer still reads from Redis after this returns: close() waits for it too.
    if (!Buffer.isBuffer(body)) tracked(finished(body));
    return { body, timing: { ...answer.timing, queueMs: answer.queueMs } };
  }

  async function uploadReport(
    bytes: Uint8Array,
    options: ImportOptions,
    analyzedAt: Date,
    report: ReportJob,
    signal?: AbortSignal,
  ): Promise<ReportDocument> {
    const answer = await runOnUpload(
      bytes,
      (input) => ({
        kind: 'upload_report',
        ...input,
        options: toWireOptions(options),
        analyzedAt: analyzedAt.getTime(),
        report,
      }),
      signal,
    );
    if (answer.kind !== 'report') throw new Error(`unexpected ${answer.kind} answer to a report`);
    const body = await loadAnswer(connection, answer.key, 1);
    return { summary: answer.summary, gzippedBody: new Uint8Array(body as Buffer) };
  }

  return {
    start() {
      if (started) return;
      started = true;
      void events.run().catch(() => undefined);
      void countWorkers();
      presenceTimer = setInterval(() => void countWorkers(), PRESENCE_CHECK_MS);
      presenceTimer.unref();
    },
    async close() {
      closing = true;
      clearInterval(presenceTimer);
      // A wait that ends with a streamed answer adds the stream's reading: wait until nothing is left.
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
      await Promise.allSettled([events.close(), queue.close()]);
      await Promise.all([closeConnection(connection), closeConnection(eventsConnection)]);
    },
    get failure() {
      return workerThreads === 0 ? new AnalysisUnavailableError() : null;
    },
    /** For /readyz: the queue's Redis answers. */
    async ping() {
      if (connection.status !== 'ready') throw new Error('not connected');
      await connection.ping();
    },
    uploadJson(bytes, options, analyzedAt, gzip, signal) {
      this.start();
      return tracked(upload('upload_json', bytes, options, gzip, analyzedAt, signal));
    },
    uploadCsv(bytes, options, gzip, signal) {
      this.start();
      return tracked(upload('upload_csv', bytes, options, gzip, undefined, signal));
    },
    uploadReport(bytes, options, analyzedAt, report, signal) {
      this.start();
      return tracked(uploadReport(bytes, options, analyzedAt, report, signal));
    },
    async analyzeReviews(reviews: Review[], options: AnalyzeOptions): Promise<AnalysisResult> {
      this.start();
      const { productId, productName } = options;
      const answer = await tracked(
        run({ kind: 'analyze_reviews', reviews, options: { productId, productName } }),
      );
      if (answer.kind !== 'analysis')
        throw new Error(`unexpected ${answer.kind} answer to reviews`);
      return answer.result;
    },
  } satisfies AnalysisRunner & { ping(): Promise<void> };
}

/**
 * A job's final failure as the error the route answers: the worker's own error when it sent one (as JSON,
 * queue-worker.ts), else the queue's (a run lost with its worker process too often) as a crash.
 */
function failure(reason: string): Error {
  try {
    return decodeJobError(JSON.parse(reason));
  } catch {
    return new WorkerCrashedError();
  }
}
