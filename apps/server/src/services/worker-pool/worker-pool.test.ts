import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import {
  JobTimeoutError,
  ModelUnavailableError,
  PageReadingUnavailableError,
  ServerBusyError,
  ShuttingDownError,
  WorkerCrashedError,
} from './pool-errors';
import { WorkerPool, type PoolEvent, type WorkerPoolOptions } from './worker-pool';

const ENTRY = new URL('../../../test/fixtures/pool-test-worker.mjs', import.meta.url);

/** The jobs the test worker understands. */
type TestJob =
  | { echo: unknown }
  | { fail: string }
  | { busyMs: number; echo?: unknown }
  | { blockOn: SharedArrayBuffer; echo?: unknown }
  | { crash: true };

/** A job that runs until `release()`. */
function blocking(echo: unknown) {
  const buffer = new SharedArrayBuffer(4);
  const release = () => {
    Atomics.store(new Int32Array(buffer), 0, 1);
    Atomics.notify(new Int32Array(buffer), 0);
  };
  return { job: { blockOn: buffer, echo } satisfies TestJob, release };
}

function makePool(
  options: Partial<WorkerPoolOptions> & { workerData?: Record<string, unknown> } = {},
) {
  const events: PoolEvent[] = [];
  const { workerData = {}, ...rest } = options;
  const pool = new WorkerPool<unknown>({
    size: 1,
    maxQueue: 10,
    maxQueuedBytes: 1024 * 1024,
    jobTimeoutMs: 10_000,
    heavyBytes: 1024 * 1024,
    createWorker: () => new Worker(ENTRY, { workerData }),
    decodeError: (payload) => new Error(String(payload)),
    unavailableError: () => new ModelUnavailableError(),
    onEvent: (event) => events.push(event),
    ...rest,
  });
  return { pool, events, run: (job: TestJob, bytes = 0) => pool.run(job, { bytes }) };
}

describe('WorkerPool', () => {
  it('runs jobs in workers and returns their answers; a failed job is that job’s error only', async () => {
    const { pool, run } = makePool({ size: 2 });
    const [a, b] = await Promise.all([run({ echo: { n: 1 } }), run({ echo: [2] })]);
    expect(a.value).toEqual({ n: 1 });
    expect(b.value).toEqual([2]);
    await expect(run({ fail: 'bad input' })).rejects.toThrow('bad input');
    expect((await run({ echo: 3 })).value).toBe(3);
    expect(pool.stats()).toMatchObject({ workers: 2, busy: 0, queued: 0 });
    await pool.close();
  });

  it('refuses a job with server_busy (and a Retry-After estimate) when the queue is full', async () => {
    const { pool, run } = makePool({ size: 1, maxQueue: 1 });
    const running = run({ busyMs: 400, echo: 'first' });
    const queued = run({ echo: 'second' });
    const refused = run({ echo: 'third' });
    await expect(refused).rejects.toBeInstanceOf(ServerBusyError);
    const error = await refused.catch((e: unknown) => e);
    expect(error).toMatchObject({ httpStatus: 503, code: 'server_busy' });
    expect((error as ServerBusyError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect((await running).value).toBe('first');
    expect((await queued).value).toBe('second');
    await pool.close();
  });

  it('bounds the bytes waiting in the queue', async () => {
    const { pool, run } = makePool({ size: 1, maxQueue: 10, maxQueuedBytes: 1000 });
    const running = run({ busyMs: 300, echo: 1 }, 10);
    const queued = run({ echo: 2 }, 900);
    await expect(run({ echo: 3 }, 200)).rejects.toBeInstanceOf(ServerBusyError);
    await Promise.all([running, queued]);
    await pool.close();
  });

  it('answers a job whose worker crashed with analysis_failed, and replaces the worker', async () => {
    const { pool, run, events } = makePool({ size: 1 });
    const crashed = run({ crash: true });
    const next = run({ echo: 'after' }); // queued behind the crash: must not hang
    await expect(crashed).rejects.toBeInstanceOf(WorkerCrashedError);
    expect((await next).value).toBe('after');
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'worker_crashed', hadJob: true }),
    );
    expect(pool.stats().workers).toBe(1);
    await pool.close();
  });

  it('stops a job over its time limit by replacing its worker', async () => {
    const { pool, run, events } = makePool({ size: 1, jobTimeoutMs: 200 });
    // Busy far longer than the test may run: only terminating the worker ends the job in time.
    await expect(run({ busyMs: 600_000 })).rejects.toBeInstanceOf(JobTimeoutError);
    expect(events).toContainEqual({ type: 'job_timed_out', ms: 200 });
    expect((await run({ echo: 'fresh worker' })).value).toBe('fresh worker');
    await pool.close();
  });

  it('runs heavy jobs one at a time while light ones use the other worker', async () => {
    const { pool, run } = makePool({ size: 2, heavyBytes: 100 });
    await Promise.all([run({ echo: 'up' }), run({ echo: 'up' })]); // both workers ready
    const firstHeavy = blocking('first');
    const first = run(firstHeavy.job, 100);
    const second = run({ echo: 'second' }, 100);
    // The light job runs on the other worker while the first heavy job still runs...
    expect((await run({ echo: 'light' }, 1)).value).toBe('light');
    // ...and that free worker did not take the second heavy one.
    expect(pool.stats()).toMatchObject({ busy: 1, queued: 1 });
    firstHeavy.release();
    expect((await first).value).toBe('first');
    expect((await second).value).toBe('second');
    await pool.close();
  });

  it('drops a queued job whose client has gone', async () => {
    const { pool } = makePool({ size: 1, maxQueue: 1 });
    await pool.run({ echo: 'up' } satisfies TestJob);
    const running = pool.run({ busyMs: 300 } satisfies TestJob);
    const controller = new AbortController();
    const dropped = pool.run({ echo: 'never' } satisfies TestJob, { signal: controller.signal });
    controller.abort();
    await expect(dropped).rejects.toThrow('aborted');
    expect(pool.stats().queued).toBe(0);
    await running;
    await pool.close();
  });

  it('reports model_unavailable when its workers cannot load, without retrying forever', async () => {
    const { pool, run, events } = makePool({ size: 2, workerData: { failLoad: true } });
    await expect(run({ echo: 1 })).rejects.toBeInstanceOf(ModelUnavailableError);
    expect(pool.failure?.message).toBe('model file is broken');
    await expect(run({ echo: 2 })).rejects.toMatchObject({ code: 'model_unavailable' });
    expect(events.filter((e) => e.type === 'load_failed')).toHaveLength(1);
    await pool.close();
  });

  it('gives up on workers that crash while starting, answering with the error its owner names', async () => {
    const { pool, run } = makePool({
      size: 1,
      workerData: { crashOnStart: true },
      unavailableError: () => new PageReadingUnavailableError(),
    });
    await expect(run({ echo: 1 })).rejects.toMatchObject({
      code: 'page_reading_unavailable',
      httpStatus: 503,
    });
    expect(pool.failure?.message).toBe('cannot start');
    await pool.close();
  });

  it('closes by finishing running and queued jobs, then ending its workers', async () => {
    const { pool, run } = makePool({ size: 1 });
    const running = run({ busyMs: 200, echo: 'running' });
    const queued = run({ echo: 'queued' });
    const closed = pool.close();
    await expect(run({ echo: 'late' })).rejects.toBeInstanceOf(ShuttingDownError);
    expect((await running).value).toBe('running');
    expect((await queued).value).toBe('queued');
    await closed;
    expect(pool.stats().workers).toBe(0);
  });
});
