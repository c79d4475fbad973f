// POST /upload through the analysis worker pool: a full queue, a dying worker, the event loop during a large
// analysis, and shutdown (docs/decisions/085-analysis-worker-pool.md).
import { apiErrorSchema, uploadResponseSchema } from '@reviewsentry/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fileUpload, startApp, testPool } from '../../../test/analysis-app';
import { bigCsv } from '../../../test/big-csv';

type App = Awaited<ReturnType<typeof startApp>>;
const upload = (app: App, csv: string) =>
  app.inject({ method: 'POST', url: '/upload', ...fileUpload(csv) });

describe('POST /upload through the worker pool', () => {
  it('answers 503 server_busy with Retry-After when every worker is busy and the queue is full', async () => {
    const app = await startApp({ ANALYSIS_WORKERS: '1', ANALYSIS_QUEUE_LIMIT: '0' });
    const csv = bigCsv(3000);
    const answers = await Promise.all([upload(app, csv), upload(app, csv)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(apiErrorSchema.parse(busy.json()).error.code).toBe('server_busy');
    expect(Number(busy.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Once the worker is free again the same upload goes through.
    expect((await upload(app, csv)).statusCode).toBe(200);
  }, 30_000);

  it('answers 500 analysis_failed when the worker dies (out of memory), then serves the next upload', async () => {
    // A 24 MB heap cannot hold 60k reviews: V8 ends that worker, never the server.
    const app = await startApp({ ANALYSIS_WORKERS: '1', ANALYSIS_WORKER_HEAP_MB: '24' });
    const died = await upload(app, bigCsv(60_000));
    expect(died.statusCode).toBe(500);
    expect(apiErrorSchema.parse(died.json()).error.code).toBe('analysis_failed');
    const next = await upload(app, bigCsv(50));
    expect(next.statusCode).toBe(200);
    expect(uploadResponseSchema.parse(next.json()).total_reviews).toBe(50);
  }, 60_000);

  it('answers 503 analysis_timeout when an analysis runs past ANALYSIS_JOB_TIMEOUT_MS', async () => {
    const app = await startApp({ ANALYSIS_WORKERS: '1', ANALYSIS_JOB_TIMEOUT_MS: '1' });
    const res = await upload(app, bigCsv(5000));
    expect(res.statusCode).toBe(503);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('analysis_timeout');
  });

  it('keeps the event loop free while a 50k-review upload is analysed', async () => {
    const app = await startApp({ ANALYSIS_WORKERS: '1' });
    const csv = bigCsv(50_000);
    let done = false;
    const started = performance.now();
    const big = upload(app, csv).finally(() => (done = true));
    const latencies: number[] = [];
    while (!done) {
      const t = performance.now();
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      latencies.push(performance.now() - t);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const res = await big;
    const total = performance.now() - started;
    expect(res.statusCode).toBe(200);
    expect(uploadResponseSchema.parse(res.json()).total_reviews).toBe(50_000);
    // Behaviour, not a benchmark: the health check keeps answering all along (receiving the 5 MB body and
    // writing the answer are the only main-thread work), where analysing on the event loop would stall it for
    // the whole analysis.
    expect(latencies.length).toBeGreaterThan(5);
    expect(Math.max(...latencies)).toBeLessThan(Math.max(500, total / 3));
  }, 60_000);

  it('on close, finishes the upload in flight before its workers stop', async () => {
    const pool = testPool();
    const app = await startApp({}, { analysisPool: pool });
    const inFlight = upload(app, bigCsv(5000));
    await vi.waitUntil(() => pool.stats().busy === 1, { timeout: 20_000 });
    // As an app that owns its pool closes: the app, then its workers.
    const closed = app.close().then(() => pool.close());
    const res = await inFlight;
    expect(res.statusCode).toBe(200);
    expect(uploadResponseSchema.parse(res.json()).total_reviews).toBe(5000);
    await closed;
    expect(pool.stats().workers).toBe(0);
  }, 30_000);
});
