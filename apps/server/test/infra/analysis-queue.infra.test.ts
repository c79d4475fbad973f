// Analyses through the shared job queue (docs/decisions/149): two server instances and two analysis worker
// processes (the compiled `npm run worker`, as child processes) on the throwaway Redis and PostgreSQL. The
// instances enqueue; the workers run the imports and analyses and answer through Redis.
import { Queue, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import {
  analyzeResponseSchema,
  apiErrorSchema,
  reportCreatedSchema,
  reportSchema,
  uploadResponseSchema,
} from '@reviewsentry/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readDeadLetters } from '../../src/services/analysis-queue/dead-letter';
import { QUEUE_NAME, queueKeys } from '../../src/services/analysis-queue/queue-keys';
import { fileUpload, startApp } from '../analysis-app';
import { bigCsv } from '../big-csv';
import { html, scorableProductPage, startLinkShop, type LinkShop } from '../link-shop';
import { freshDatabaseUrl, freshRedisPrefix, testRedisUrl } from './services';
import { startWorkerProcess, type WorkerProcess } from './worker-process';

type App = Awaited<ReturnType<typeof startApp>>;

/** Short enough that a killed worker's job moves on within seconds, long enough for a loaded machine. */
const LOCK_MS = '2000';

let shop: LinkShop;
const clients: Redis[] = [];
const queues: Queue[] = [];
beforeAll(async () => {
  shop = await startLinkShop();
});
afterAll(async () => {
  await shop.shop.close();
  await Promise.all(queues.map((q) => q.close()));
  for (const c of clients) c.disconnect();
});

/** One deployment: a key prefix of its own, `workers` worker processes, and a look at its queue. */
async function deployment(workers: number, vars: Record<string, string> = {}) {
  const prefix = freshRedisPrefix();
  const shared = {
    REDIS_URL: testRedisUrl(),
    REDIS_KEY_PREFIX: prefix,
    ANALYSIS_QUEUE_LOCK_MS: LOCK_MS,
    ...vars,
  };
  const processes: WorkerProcess[] = [];
  for (let i = 0; i < workers; i += 1) processes.push(await startWorkerProcess(shared));
  const redis = new Redis(testRedisUrl(), { maxRetriesPerRequest: null });
  clients.push(redis);
  const queue = new Queue(QUEUE_NAME, { connection: redis, prefix: queueKeys(prefix).bullPrefix });
  queues.push(queue);
  const instance = (more: Record<string, string> = {}) =>
    startApp({ ...shop.env, ...shared, ...more }, { scraperResolver: shop.resolver });
  return { prefix, shared, processes, redis, queue, instance, keys: queueKeys(prefix) };
}

const upload = (app: App, csv: string, headers: Record<string, string> = {}) => {
  const body = fileUpload(csv);
  return app.inject({
    method: 'POST',
    url: '/upload',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};

async function until<T>(what: () => Promise<T | undefined>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await what();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The job a worker is running now, once there is one. */
const activeJob = (queue: Queue) =>
  until(async () => (await queue.getActive()).find((job) => job.processedBy !== undefined));

const pidOf = (job: Job) => Number(job.processedBy!.split(':').at(-1));

/**
 * The deployment's dead letters, once there are any: the worker records one just after BullMQ has failed the
 * job, so the instance may have answered a moment before.
 */
const deadLetters = (d: { redis: Redis; keys: { deadLetters: string } }) =>
  until(async () => {
    const found = await readDeadLetters(d.redis, d.keys.deadLetters);
    return found.length > 0 ? found : undefined;
  });

/** The answer without the time it was made, which differs between two analyses of the same file. */
const comparable = (body: unknown) => ({ ...(body as object), analyzed_at: undefined });

describe('analyses through the queue, two instances and two worker processes', () => {
  let d: Awaited<ReturnType<typeof deployment>>;
  let a: App;
  let b: App;
  beforeAll(async () => {
    d = await deployment(2, { DATABASE_URL: await freshDatabaseUrl() });
  }, 90_000);
  // Apps are closed after each test (analysis-app.ts); the worker processes stay for the whole block.
  beforeEach(async () => {
    [a, b] = [await d.instance(), await d.instance()];
  });

  it('answer an upload enqueued through either instance as the in-process pool does', async () => {
    const csv = bigCsv(300);
    const [fromA, fromB] = await Promise.all([upload(a, csv), upload(b, csv)]);
    expect([fromA.statusCode, fromB.statusCode]).toEqual([200, 200]);
    expect(fromA.headers['server-timing']).toMatch(
      /^queue;dur=[\d.]+, import;dur=[\d.]+, analyze;dur=/,
    );
    const local = await startApp({});
    const reference = await upload(local, csv);
    const bodies = [fromA, fromB, reference].map((r) =>
      comparable(uploadResponseSchema.parse(r.json())),
    );
    expect(bodies[0]).toEqual(bodies[2]);
    expect(bodies[1]).toEqual(bodies[2]);

    // The annotated CSV and an error about the file itself come back the same way.
    const annotated = await upload(a, csv, { accept: 'text/csv' });
    expect(annotated.statusCode).toBe(200);
    expect(annotated.body).toBe((await upload(local, csv, { accept: 'text/csv' })).body);
    const refused = await upload(b, 'a,b\n1,2\n');
    expect(refused.statusCode).toBe(422);
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('no_text_column');

    // The worker processes ran them; the uploads and answers they left in Redis are gone.
    expect(await d.queue.getCompletedCount()).toBe(4);
    const left = await d.redis.keys(`${d.prefix}analysis-{input,answer}:*`);
    expect(left).toEqual([]);
  });

  it('stream a large answer back in chunks, compressed when the client accepts it', async () => {
    const res = await upload(a, bigCsv(20_000), { 'accept-encoding': 'gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const { gunzipSync } = await import('node:zlib');
    const body = uploadResponseSchema.parse(JSON.parse(gunzipSync(res.rawPayload).toString()));
    expect(body.total_reviews).toBe(20_000);
  }, 60_000);

  it('save a file as a report through the queue, written by the worker as the in-process pool writes it', async () => {
    const csv = bigCsv(300);
    const save = async (app: App) => {
      const body = fileUpload(csv);
      const res = await app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: body.payload,
        headers: body.headers,
      });
      expect(res.statusCode).toBe(201);
      const { id } = reportCreatedSchema.parse(res.json());
      const read = await app.inject({ url: `/api/reports/${id}` });
      return reportSchema.parse(read.json()).result;
    };
    const before = await d.queue.getCompletedCount();
    const queued = await save(a);
    expect(await d.queue.getCompletedCount()).toBe(before + 1);
    const local = await save(await startApp({}));
    // Pseudonyms are salted per report: compare who wrote alike, not the names.
    const writers = (result: unknown) => {
      const reviews = (result as { reviews: { reviewer: string | null }[] }).reviews;
      const first = new Map<string | null, number>();
      return reviews.map((r, i) => first.get(r.reviewer) ?? (first.set(r.reviewer, i), i));
    };
    expect(writers(queued)).toEqual(writers(local));
    const strip = (result: unknown) => {
      const r = result as { reviews: object[] };
      return { ...comparable(r), reviews: r.reviews.map((x) => ({ ...x, reviewer: undefined })) };
    };
    expect(strip(queued)).toEqual(strip(local));
    expect(await d.redis.keys(`${d.prefix}analysis-{input,answer}:*`)).toEqual([]);
  });

  it('analyse a product link through the queue (the scrape stays on the instance)', async () => {
    shop.routes.set('shop.example.com/p/queued', () =>
      html(scorableProductPage('Kettle', 'Q-1', 8)),
    );
    const before = await d.queue.getCompletedCount();
    const res = await a.inject({
      method: 'POST',
      url: '/analyze',
      payload: { url: 'https://shop.example.com/p/queued' },
    });
    expect(res.statusCode).toBe(200);
    expect(analyzeResponseSchema.parse(res.json()).total_reviews).toBe(8);
    expect(await d.queue.getCompletedCount()).toBe(before + 1);
  });

  it('say which dependency is ready, the queue included', async () => {
    const ready = await a.inject({ url: '/readyz' });
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: 'ok', queue: 'ok' },
    });
  });
});

describe('a full queue', () => {
  it('is refused with 503 server_busy and Retry-After once it holds ANALYSIS_QUEUE_LIMIT jobs', async () => {
    const d = await deployment(1);
    const [a, b] = [await d.instance({ ANALYSIS_QUEUE_LIMIT: '1' }), await d.instance()];
    // The one worker busy with a long job, then one job waiting: the queue is full.
    const running = upload(a, bigCsv(40_000));
    await activeJob(d.queue);
    const waiting = upload(b, bigCsv(100));
    await until(async () => ((await d.queue.getWaitingCount()) === 1 ? true : undefined));
    const refused = await upload(a, bigCsv(100));
    expect(refused.statusCode).toBe(503);
    expect(apiErrorSchema.parse(refused.json()).error.code).toBe('server_busy');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // The accepted ones are both answered.
    for (const res of await Promise.all([running, waiting])) expect(res.statusCode).toBe(200);
  }, 90_000);
});

describe('a worker process killed in the middle of a job', () => {
  it('leaves the job to the other worker, which answers it once', async () => {
    const d = await deployment(2);
    const app = await d.instance();
    const csv = bigCsv(40_000);
    const answer = upload(app, csv);
    const job = await activeJob(d.queue);
    const victim = d.processes.find((p) => p.pid === pidOf(job))!;
    victim.child.kill('SIGKILL');
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(uploadResponseSchema.parse(res.json()).total_reviews).toBe(40_000);
    const done = (await d.queue.getJob(job.id!))!;
    expect(await done.getState()).toBe('completed');
    // Run twice (the first lost with its process), answered by the survivor, recorded nowhere as failed.
    expect(done.attemptsStarted).toBe(2);
    expect(pidOf(done)).not.toBe(victim.pid);
    expect(await readDeadLetters(d.redis, d.keys.deadLetters)).toEqual([]);
    expect(await d.redis.keys(`${d.prefix}analysis-{input,answer}:*`)).toEqual([]);
  }, 90_000);

  it('with no run left (ANALYSIS_JOB_ATTEMPTS=1), is answered 500 analysis_failed and dead-lettered', async () => {
    const d = await deployment(2, { ANALYSIS_JOB_ATTEMPTS: '1' });
    const app = await d.instance();
    const answer = upload(app, bigCsv(40_000));
    const job = await activeJob(d.queue);
    d.processes.find((p) => p.pid === pidOf(job))!.child.kill('SIGKILL');
    const res = await answer;
    expect(res.statusCode).toBe(500);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('analysis_failed');
    const letters = await deadLetters(d);
    expect(letters).toEqual([
      expect.objectContaining({
        jobId: job.id,
        kind: 'upload_json',
        reason: 'job stalled more than allowable limit',
        stalls: 1,
      }),
    ]);
    expect(await d.queue.getJobState(job.id!)).toBe('failed');
    // Its upload is not kept.
    await until(async () =>
      (await d.redis.keys(`${d.prefix}analysis-input:*`)).length === 0 ? true : undefined,
    );
  }, 90_000);
});

describe('failures inside a worker', () => {
  it('an analysis thread that dies (out of memory) is retried, then answered 500 analysis_failed', async () => {
    // A 24 MB heap cannot hold 60k reviews: V8 ends the thread on every run.
    const d = await deployment(1, { ANALYSIS_WORKER_HEAP_MB: '24' });
    const app = await d.instance();
    const res = await upload(app, bigCsv(60_000));
    expect(res.statusCode).toBe(500);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('analysis_failed');
    const [letter] = await deadLetters(d);
    // Both runs (ANALYSIS_JOB_ATTEMPTS, default 2) crashed; the worker process lived on.
    expect(letter).toMatchObject({ kind: 'upload_json', attemptsMade: 2, stalls: 0 });
    expect(JSON.parse(letter!.reason)).toMatchObject({ code: 'analysis_failed' });
    expect(d.processes[0]!.child.exitCode).toBeNull();
  }, 90_000);

  it('a run past ANALYSIS_JOB_TIMEOUT_MS is answered 503 analysis_timeout and not retried', async () => {
    const d = await deployment(1, { ANALYSIS_JOB_TIMEOUT_MS: '1' });
    const app = await d.instance();
    const res = await upload(app, bigCsv(5000));
    expect(res.statusCode).toBe(503);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('analysis_timeout');
    const [letter] = await deadLetters(d);
    expect(letter).toMatchObject({ attemptsMade: 1, stalls: 0 });
  }, 90_000);
});

describe('shutting down', () => {
  it('a worker given SIGTERM finishes its job and exits 0', async () => {
    const d = await deployment(1);
    const app = await d.instance();
    const answer = upload(app, bigCsv(20_000));
    await activeJob(d.queue);
    d.processes[0]!.child.kill('SIGTERM');
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(await d.processes[0]!.exited).toEqual({ code: 0, signal: null });
    expect(d.processes[0]!.output()).toContain('"finishedRunningJobs":true');
  }, 90_000);

  it('a worker whose grace runs out hands its job back, and another worker answers it', async () => {
    const d = await deployment(1, { SHUTDOWN_GRACE_MS: '1000' });
    const app = await d.instance();
    const answer = upload(app, bigCsv(40_000));
    const job = await activeJob(d.queue);
    const first = d.processes[0]!;
    first.child.kill('SIGTERM');
    expect(await first.exited).toEqual({ code: 0, signal: null });
    expect(first.output()).toContain('handed back to the queue');
    // Back in the queue at once, not after its lock expires: the next worker takes it.
    expect(await d.queue.getJobState(job.id!)).toBe('waiting');
    const second = await startWorkerProcess(d.shared);
    const res = await answer;
    expect(res.statusCode).toBe(200);
    expect(uploadResponseSchema.parse(res.json()).total_reviews).toBe(40_000);
    expect(pidOf((await d.queue.getJob(job.id!))!)).toBe(second.pid);
  }, 90_000);

  it('an instance closing lets the answer it waits for arrive first', async () => {
    const d = await deployment(1);
    const app = await d.instance();
    const answer = upload(app, bigCsv(10_000));
    await activeJob(d.queue);
    const closed = app.close();
    const res = await answer;
    expect(res.statusCode).toBe(200);
    await closed;
  }, 90_000);
});

describe('npm run worker', () => {
  it('without REDIS_URL, exits 1 saying what is missing', async () => {
    await expect(startWorkerProcess({})).rejects.toThrow(
      /exited \(code 1\)[\s\S]*REDIS_URL is not set/,
    );
  });
});
