// A fixed pool of worker threads for CPU-bound jobs (docs/decisions/085-analysis-worker-pool.md). The event loop
// only hands bytes over and gets finished answers back, so a 100k-review upload never blocks other requests.
//
// Protocol (see worker-protocol.ts): a worker posts `ready` once it has loaded what it needs (or `load_failed`),
// then answers each `{ id, job }` with one `done`. The pool owns the rest: a bounded queue (full -> server_busy),
// one "heavy" job at a time (memory), a time limit per job (the worker is terminated: the only way to stop
// synchronous work), replacement of a worker that crashed or was terminated, and a draining close().
import type { Worker } from 'node:worker_threads';
import {
  JobTimeoutError,
  ServerBusyError,
  ShuttingDownError,
  WorkerCrashedError,
} from './pool-errors';
import { isFromWorker, type ToWorker } from './worker-protocol';

export interface WorkerPoolOptions {
  /** Worker threads kept running (at least 1). */
  size: number;
  /** Jobs allowed to wait beyond the idle workers; one more is refused with server_busy. */
  maxQueue: number;
  /** Bytes of input allowed to wait in the queue (uploads are held in memory while they wait). */
  maxQueuedBytes: number;
  /** A job running longer is abandoned: its worker is terminated and replaced. */
  jobTimeoutMs: number;
  /** Jobs with at least this many input bytes run one at a time (each needs hundreds of MB of heap). */
  heavyBytes: number;
  createWorker: () => Worker;
  /** Turns a `done` error payload from a worker into the error the caller sees. */
  decodeError: (payload: unknown) => Error;
  /** What a caller is told once the workers cannot start: names what is unavailable (503). */
  unavailableError: () => Error;
  /** Lifecycle events worth a log line. */
  onEvent?: (event: PoolEvent) => void;
}

export type PoolEvent =
  | { type: 'worker_crashed'; error: string; hadJob: boolean }
  | { type: 'job_timed_out'; ms: number }
  | { type: 'load_failed'; error: string };

export interface RunOptions {
  /** Size of the job's input, for the queue's byte bound and the heavy-job rule. */
  bytes?: number;
  /** ArrayBuffers moved (not copied) to the worker. */
  transfer?: ArrayBuffer[];
  /** Aborting while the job still waits in the queue drops it (the client has gone). */
  signal?: AbortSignal;
  /**
   * Receives the job's `progress` messages, in order, before it is done (with the time it queued). `ack` tells
   * the worker this one has been passed on, for workers that wait for that before sending more.
   */
  onProgress?: ProgressListener;
}

export type ProgressListener = (value: unknown, queuedMs: number, ack: () => void) => void;

export interface JobOutcome<R> {
  value: R;
  /** Milliseconds the job waited for a worker. */
  queuedMs: number;
  /** Milliseconds between handing the job over and its answer. */
  runMs: number;
}

interface Job<R> {
  id: number;
  payload: unknown;
  transfer: ArrayBuffer[];
  bytes: number;
  heavy: boolean;
  enqueuedAt: number;
  startedAt: number;
  resolve: (outcome: JobOutcome<R>) => void;
  reject: (error: Error) => void;
  signal: AbortSignal | undefined;
  onAbort: (() => void) | undefined;
  onProgress: ProgressListener | undefined;
  timer: NodeJS.Timeout | undefined;
}

interface Slot<R> {
  worker: Worker;
  ready: boolean;
  job: Job<R> | null;
  /** The pool terminated it on purpose (time limit, close): its exit is not a crash. */
  retired: boolean;
}

/** Workers that die before ever becoming ready this many times in a row mark the pool unavailable. */
const MAX_START_FAILURES = 3;

export class WorkerPool<R> {
  private readonly slots = new Set<Slot<R>>();
  private readonly queue: Job<R>[] = [];
  private queuedBytes = 0;
  private nextId = 1;
  private started = false;
  private closing = false;
  private startFailures = 0;
  private unavailable: Error | null = null;
  private drained: (() => void) | null = null;
  /** Exponential average of job run time, for the Retry-After estimate. */
  private averageRunMs = 1000;

  constructor(private readonly opts: WorkerPoolOptions) {
    if (opts.size < 1) throw new RangeError('a worker pool needs at least one worker');
  }

  /** Starts the workers (idempotent). Called on the first job, or at listen time to load models early. */
  start(): void {
    if (this.started || this.closing) return;
    this.started = true;
    for (let i = 0; i < this.opts.size; i += 1) this.spawn();
  }

  /** Why the pool cannot run jobs (its workers cannot start), or null. */
  get failure(): Error | null {
    return this.unavailable;
  }

  stats() {
    let busy = 0;
    let ready = 0;
    for (const slot of this.slots) {
      if (slot.job) busy += 1;
      if (slot.ready && !slot.retired) ready += 1;
    }
    return { workers: this.slots.size, ready, busy, queued: this.queue.length };
  }

  /** Runs `payload` (structured-cloned, except what `transfer` moves) in the next free worker. */
  run(payload: unknown, options: RunOptions = {}): Promise<JobOutcome<R>> {
    if (this.closing) return Promise.reject(new ShuttingDownError());
    if (this.unavailable) return Promise.reject(this.opts.unavailableError());
    if (options.signal?.aborted) return Promise.reject(new Error('aborted'));
    this.start();
    const bytes = options.bytes ?? 0;
    let idle = 0;
    for (const slot of this.slots) if (slot.job === null && !slot.retired) idle += 1;
    const waitingBeyondIdle = this.queue.length - idle;
    if (
      waitingBeyondIdle >= this.opts.maxQueue ||
      (waitingBeyondIdle >= 0 && this.queuedBytes + bytes > this.opts.maxQueuedBytes)
    ) {
      return Promise.reject(new ServerBusyError(this.retryAfterSeconds()));
    }
    return new Promise<JobOutcome<R>>((resolve, reject) => {
      const job: Job<R> = {
        id: this.nextId++,
        payload,
        transfer: options.transfer ?? [],
        bytes,
        heavy: bytes >= this.opts.heavyBytes,
        enqueuedAt: performance.now(),
        startedAt: 0,
        resolve,
        reject,
        signal: options.signal,
        onAbort: undefined,
        onProgress: options.onProgress,
        timer: undefined,
      };
      if (job.signal) {
        job.onAbort = () => {
          if (!this.unqueue(job)) return;
          job.reject(new Error('aborted'));
          this.checkDrained();
        };
        job.signal.addEventListener('abort', job.onAbort, { once: true });
      }
      this.queue.push(job);
      this.queuedBytes += bytes;
      this.dispatch();
    });
  }

  /** Stops taking jobs, lets queued and running ones finish, then terminates the workers. */
  async close(): Promise<void> {
    this.closing = true;
    if (this.queue.length > 0 || this.busyCount() > 0)
      await new Promise<void>((resolve) => (this.drained = resolve));
    const exits = [...this.slots].map((slot) => {
      slot.retired = true;
      return slot.worker.terminate();
    });
    await Promise.all(exits);
    this.slots.clear();
  }

  private spawn(): void {
    const worker = this.opts.createWorker();
    const slot: Slot<R> = { worker, ready: false, job: null, retired: false };
    this.slots.add(slot);
    let lastError: Error | null = null;
    worker.on('message', (raw: unknown) => this.onMessage(slot, raw));
    worker.on('error', (error) => (lastError = error));
    worker.on('exit', (code) => this.onExit(slot, code, lastError));
  }

  private onMessage(slot: Slot<R>, raw: unknown): void {
    if (!isFromWorker(raw)) return;
    if (raw.type === 'ready') {
      slot.ready = true;
      this.startFailures = 0;
      this.dispatch();
      return;
    }
    if (raw.type === 'load_failed') {
      this.markUnavailable(new Error(raw.message));
      return;
    }
    const job = slot.job;
    if (job === null || job.id !== raw.id) return;
    if (raw.type === 'progress') {
      job.onProgress?.(raw.value, job.startedAt - job.enqueuedAt, () => this.ack(slot, job));
      return;
    }
    this.finish(slot, job);
    if (raw.ok) {
      job.resolve({
        value: raw.value as R,
        queuedMs: job.startedAt - job.enqueuedAt,
        runMs: performance.now() - job.startedAt,
      });
    } else job.reject(this.opts.decodeError(raw.error));
    this.dispatch();
  }

  private onExit(slot: Slot<R>, code: number, error: Error | null): void {
    this.slots.delete(slot);
    const job = slot.job;
    if (job) {
      this.finish(slot, job);
      job.reject(new WorkerCrashedError());
    }
    if (!slot.retired) {
      this.opts.onEvent?.({
        type: 'worker_crashed',
        error: error?.message ?? `exit code ${code}`,
        hadJob: job !== null,
      });
      if (!slot.ready) this.startFailures += 1;
      if (this.startFailures >= MAX_START_FAILURES) {
        this.markUnavailable(error ?? new Error(`worker exited with code ${code} while starting`));
        return;
      }
    }
    if (!this.closing && !this.unavailable) this.spawn();
    this.dispatch();
  }

  private finish(slot: Slot<R>, job: Job<R>): void {
    clearTimeout(job.timer);
    slot.job = null;
    const ms = performance.now() - job.startedAt;
    this.averageRunMs = this.averageRunMs * 0.8 + ms * 0.2;
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (!slot.ready || slot.retired || slot.job !== null) continue;
      const heavyRunning = [...this.slots].some((s) => s.job?.heavy === true);
      const index = this.queue.findIndex((job) => !job.heavy || !heavyRunning);
      if (index === -1) break;
      const [job] = this.queue.splice(index, 1);
      if (!job) break;
      this.queuedBytes -= job.bytes;
      if (job.signal && job.onAbort) job.signal.removeEventListener('abort', job.onAbort);
      this.send(slot, job);
    }
    this.checkDrained();
  }

  private send(slot: Slot<R>, job: Job<R>): void {
    slot.job = job;
    job.startedAt = performance.now();
    job.timer = setTimeout(() => {
      if (slot.job !== job) return;
      this.opts.onEvent?.({ type: 'job_timed_out', ms: this.opts.jobTimeoutMs });
      this.finish(slot, job);
      job.reject(new JobTimeoutError(this.opts.jobTimeoutMs));
      // Synchronous work cannot be interrupted: the worker goes, and its exit brings a replacement.
      slot.retired = true;
      void slot.worker.terminate();
    }, this.opts.jobTimeoutMs);
    try {
      const message: ToWorker = { id: job.id, job: job.payload };
      slot.worker.postMessage(message, job.transfer);
    } catch (error) {
      this.finish(slot, job);
      job.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Sent only while the job still runs in that worker: a late ack must not reach the worker's next job. */
  private ack(slot: Slot<R>, job: Job<R>): void {
    if (slot.job !== job || slot.retired) return;
    const message: ToWorker = { id: job.id, ack: true };
    slot.worker.postMessage(message);
  }

  private unqueue(job: Job<R>): boolean {
    const index = this.queue.indexOf(job);
    if (index === -1) return false;
    this.queue.splice(index, 1);
    this.queuedBytes -= job.bytes;
    return true;
  }

  private markUnavailable(error: Error): void {
    if (this.unavailable) return;
    this.unavailable = error;
    this.opts.onEvent?.({ type: 'load_failed', error: error.message });
    for (const job of this.queue.splice(0)) job.reject(this.opts.unavailableError());
    this.queuedBytes = 0;
    for (const slot of this.slots) {
      slot.retired = true;
      void slot.worker.terminate();
    }
    this.checkDrained();
  }

  private busyCount(): number {
    let busy = 0;
    for (const slot of this.slots) if (slot.job) busy += 1;
    return busy;
  }

  private checkDrained(): void {
    if (this.drained && this.queue.length === 0 && this.busyCount() === 0) {
      const done = this.drained;
      this.drained = null;
      done();
    }
  }

  /** How long a client should wait before retrying: the queue ahead of it spread over the workers. */
  private retryAfterSeconds(): number {
    const ahead = this.queue.length + this.busyCount();
    const seconds = Math.ceil((ahead * this.averageRunMs) / this.opts.size / 1000);
    return Math.min(60, Math.max(1, seconds));
  }
}
