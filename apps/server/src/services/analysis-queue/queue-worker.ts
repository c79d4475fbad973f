// The worker process's side of the analysis queue (docs/decisions/149): takes jobs from the deployment's BullMQ
// queue, runs each in this process's analysis thread pool (the same pool an embedded server uses: time limit,
// heap limit, one heavy upload at a time), and writes the answer back to Redis. The event loop only moves bytes,
// so BullMQ's lock on each job is renewed on time however long the analysis runs.
//
// Retries: a run lost with its process (its lock expires) or its analysis thread (crash, out of memory) runs
// again, up to ANALYSIS_JOB_ATTEMPTS runs: the input is stored, and analysing it again gives the same answer.
// A timeout or a bug is not retried; the input's own faults (4xx) are answers. The answer of each run is
// written under its own key and only the run that completes names it, so a job never has two answers.
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { type Job, UnrecoverableError, Worker } from 'bullmq';
import { encodeJobError } from '../worker-pool/job-errors';
import type { AnalysisRunner } from '../analysis/analysis-runner';
import { WorkerCrashedError } from '../worker-pool/pool-errors';
import { recordDeadLetter } from './dead-letter';
import { loadInput, storeAnswer } from './job-bytes';
import { closeConnection, QUEUE_NAME, queueConnection, queueKeys } from './queue-keys';
import type { QueuedAnswer, QueuedJob } from './queued-jobs';
import { fromWireOptions } from './queued-jobs';
import { announceWorker } from './worker-presence';

export interface QueueWorkerOptions {
  redisUrl: string;
  keyPrefix: string;
  /** Runs the jobs: this process's analysis thread pool. */
  runner: AnalysisRunner;
  /** Jobs taken at once: the pool's threads. */
  concurrency: number;
  lockMs: number;
  attempts: number;
  log: FastifyBaseLogger;
}

/** Answers wait this long for their requester to read them. */
const ANSWER_TTL_MS = 5 * 60_000;

export function startQueueWorker(opts: QueueWorkerOptions) {
  const keys = queueKeys(opts.keyPrefix);
  const connection = queueConnection(opts.redisUrl, 'reviewsentry-worker');
  connection.on('error', () => undefined);
  /** Jobs this process runs now, with their lock tokens, to hand them back on a hurried shutdown. */
  const running = new Map<string, { job: Job<QueuedJob, QueuedAnswer>; token: string }>();

  async function runJob(job: Job<QueuedJob, QueuedAnswer>, token?: string): Promise<QueuedAnswer> {
    const queueMs = Math.max(0, (job.processedOn ?? Date.now()) - job.timestamp);
    const data = job.data;
    running.set(job.id!, { job, token: token ?? '' });
    try {
      if (data.kind === 'analyze_reviews')
        return {
          kind: 'analysis',
          result: await opts.runner.analyzeReviews(data.reviews, data.options),
        };
      const bytes = await loadInput(connection, data.inputKey);
      if (bytes === null)
        throw new UnrecoverableError('the uploaded file expired before it was analysed');
      const options = fromWireOptions(data.options);
      const key = keys.answer(job.id!, token ?? 'run');
      if (data.kind === 'upload_report') {
        const report = await opts.runner.uploadReport(
          bytes,
          options,
          new Date(data.analyzedAt),
          data.report,
        );
        const body = report.gzippedBody;
        await storeAnswer(
          connection,
          key,
          Buffer.from(body.buffer, body.byteOffset, body.byteLength),
          ANSWER_TTL_MS,
        );
        return { kind: 'report', key, summary: report.summary };
      }
      const answer =
        data.kind === 'upload_json'
          ? await opts.runner.uploadJson(bytes, options, new Date(data.analyzedAt), data.gzip)
          : await opts.runner.uploadCsv(bytes, options, data.gzip);
      const count = await storeAnswer(connection, key, answer.body, ANSWER_TTL_MS);
      const { importMs, analyzeMs } = answer.timing;
      return { kind: 'chunks', key, count, timing: { importMs, analyzeMs }, queueMs };
    } catch (error) {
      if (error instanceof UnrecoverableError) throw error;
      const payload = encodeJobError(error);
      if (payload.app && payload.httpStatus < 500) return { kind: 'refused', error: payload };
      // The route answers with the worker's error: it travels as the failure's text.
      const reason = JSON.stringify(payload);
      if (error instanceof WorkerCrashedError) throw new Error(reason);
      throw new UnrecoverableError(reason);
    } finally {
      running.delete(job.id!);
    }
  }

  const worker = new Worker<QueuedJob, QueuedAnswer>(QUEUE_NAME, runJob, {
    connection,
    prefix: keys.bullPrefix,
    concurrency: opts.concurrency,
    lockDuration: opts.lockMs,
    stalledInterval: opts.lockMs,
    // A run lost with its process counts as one of the job's runs.
    maxStalledCount: opts.attempts - 1,
    // What a job's processedBy says: which machine and process ran it.
    name: `${hostname()}:${process.pid}`,
  });
  worker.on('error', (error) => opts.log.error({ err: error }, 'analysis queue worker error'));
  worker.on('stalled', (jobId) =>
    opts.log.warn({ jobId }, 'a worker process died while running a job; it runs again'),
  );
  const dropInput = (job: Job<QueuedJob>) =>
    job.data.kind === 'analyze_reviews'
      ? Promise.resolve()
      : connection.del(job.data.inputKey).then(() => undefined);
  worker.on('completed', (job) => void dropInput(job).catch(() => undefined));
  worker.on('failed', (job, error) => {
    if (job === undefined) return;
    if (!job.finishedOn) {
      opts.log.warn({ jobId: job.id, err: error }, 'analysis run failed; it runs again');
      return;
    }
    opts.log.error({ jobId: job.id, err: error }, 'analysis failed for good (dead letter)');
    void Promise.all([
      recordDeadLetter(connection, keys.deadLetters, {
        jobId: job.id!,
        kind: job.data.kind,
        ...(job.data.kind === 'analyze_reviews' ? {} : { bytes: job.data.bytes }),
        attemptsMade: job.attemptsMade,
        stalls: job.stalledCounter,
        reason: error.message,
        queuedAt: new Date(job.timestamp).toISOString(),
        failedAt: new Date(job.finishedOn).toISOString(),
      }),
      dropInput(job),
    ]).catch((err: unknown) => opts.log.error({ err }, 'could not record a dead letter'));
  });
  const presence = announceWorker(connection, keys.workers, opts.concurrency);

  return {
    worker,
    /**
     * Stops taking jobs and lets the running ones finish, for at most `graceMs`; the ones still running then
     * go back to the queue at once for another worker (rather than after their lock expires).
     */
    async close(graceMs: number) {
      await presence.stop();
      let timer: NodeJS.Timeout | undefined;
      const finished = worker.close().then(() => true);
      const late = new Promise<false>(
        (resolve) => (timer = setTimeout(() => resolve(false), graceMs)),
      );
      const inTime = await Promise.race([finished, late]);
      clearTimeout(timer);
      if (!inTime) {
        for (const { job, token } of running.values()) {
          await job.moveToWait(token).catch(() => undefined);
          opts.log.warn({ jobId: job.id }, 'shutting down: job handed back to the queue');
        }
        await worker.close(true).catch(() => undefined);
      }
      await closeConnection(connection);
      return inTime;
    },
  };
}

export type QueueWorker = ReturnType<typeof startQueueWorker>;
