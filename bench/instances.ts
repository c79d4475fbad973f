// 200-review uploads (POST /upload) through the job queue: one and two server instances sharing one Redis and
// two analysis worker processes (one thread each), against the embedded default (one instance analysing in its
// own two threads), all on this machine with the shipped text model. Prints, for each shape:
//   (1) one upload at a time: latency p50 / p99, and the queue's added latency (queue shape minus embedded at the
//       same percentile; the shapes alternate, BENCH_ROUNDS rounds of BENCH_SEQUENTIAL uploads each);
//   (2) BENCH_CLIENTS clients uploading back to back, BENCH_ROUNDS rounds of BENCH_SECONDS per shape, the shapes
//       alternating: answers/s, p50 / p99 (clients spread over the instances in turn).
// Every answer is checked (200, 200 reviews). Exits 0. Budgets: none; figures go to docs/benchmarks.md.
import { loadavg } from 'node:os';
import { uploadResponseSchema } from '@reviewsentry/contracts';
import { startStealWindow } from './lib/cpu-steal';
import { startRedis, startWorker, type WorkerProcess } from './lib/queue-deployment';
import { multipartBody, reviewsCsv, startServer, type ServerProcess } from './lib/upload-server';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 40);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const steal = startStealWindow();
console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);

const redis = await startRedis();
const servers: ServerProcess[] = [];
const workers: WorkerProcess[] = [];
// Never leave a server, worker or Redis behind, whatever stops the benchmark.
const killAll = () => {
  for (const s of servers) s.child.kill('SIGKILL');
  for (const w of workers) w.child.kill('SIGKILL');
  redis.kill();
};
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    killAll();
    process.exit(1);
  });

// The benchmark's clients all come from 127.0.0.1: one client to the server's per-client limits.
const limits = { UPLOAD_RATE_LIMIT_PER_MINUTE: '100000', UPLOADS_IN_FLIGHT_PER_CLIENT: '1000' };
const queueEnv = { REDIS_URL: redis.url, REDIS_KEY_PREFIX: 'bench:', ANALYSIS_WORKERS: '1' };
for (let i = 0; i < 2; i += 1) workers.push(await startWorker(queueEnv));
const embedded = await startServer({ ...limits, ANALYSIS_WORKERS: '2' });
servers.push(embedded);
const queued: ServerProcess[] = [];
for (let i = 0; i < 2; i += 1) queued.push(await startServer({ ...limits, ...queueEnv }));
servers.push(...queued);

const { body, contentType } = multipartBody(reviewsCsv(200, 11));

async function upload(url: string): Promise<{ ms: number; queueMs: number }> {
  const started = performance.now();
  const res = await fetch(`${url}/upload`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, 'accept-encoding': 'identity' },
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${text.slice(0, 300)}`);
  if (uploadResponseSchema.parse(JSON.parse(text)).total_reviews !== 200)
    throw new Error('wrong review count');
  const queueMs = Number(/queue;dur=([\d.]+)/u.exec(res.headers.get('server-timing') ?? '')?.[1]);
  return { ms, queueMs };
}

const shapes = {
  'embedded (1 instance, 2 threads)': [embedded.url],
  'queue, 1 instance + 2 workers': [queued[0]!.url],
  'queue, 2 instances + 2 workers': queued.map((s) => s.url),
};
type Shape = keyof typeof shapes;

// Warm-up: every analysis thread compiles the importer and detector on its own.
console.log('redis, 2 workers and 3 servers up; warming up');
for (const urls of Object.values(shapes))
  for (let i = 0; i < 6; i += 1) await Promise.all(urls.flatMap((u) => [upload(u), upload(u)]));

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const sortedOf = (xs: number[]) => [...xs].sort((a, b) => a - b);

// (1) One upload at a time, shapes alternating.
const sequential = new Map<Shape, number[]>();
const queueWait = new Map<Shape, number[]>();
for (let round = 0; round < ROUNDS; round += 1)
  for (const [shape, urls] of Object.entries(shapes) as [Shape, string[]][])
    for (let i = 0; i < SEQUENTIAL; i += 1) {
      const { ms, queueMs } = await upload(urls[i % urls.length]!);
      sequential.set(shape, [...(sequential.get(shape) ?? []), ms]);
      queueWait.set(shape, [...(queueWait.get(shape) ?? []), queueMs]);
    }
const base = sortedOf(sequential.get('embedded (1 instance, 2 threads)')!);
console.log(`\none upload at a time (${ROUNDS} x ${SEQUENTIAL} per shape, alternating):`);
for (const shape of Object.keys(shapes) as Shape[]) {
  const s = sortedOf(sequential.get(shape)!);
  const wait = sortedOf(queueWait.get(shape)!);
  const added = (p: number) => (pct(s, p) - pct(base, p)).toFixed(1);
  console.log(
    `  ${shape}: p50 ${pct(s, 50).toFixed(1)} ms, p99 ${pct(s, 99).toFixed(1)} ms; ` +
      `added over embedded p50 ${added(50)} ms, p99 ${added(99)} ms; ` +
      `server-timing queue p50 ${pct(wait, 50).toFixed(1)} ms, p99 ${pct(wait, 99).toFixed(1)} ms`,
  );
}

// (2) CLIENTS clients back to back for SECONDS per shape and round, shapes alternating.
console.log(`\n${CLIENTS} clients back to back, ${ROUNDS} x ${SECONDS} s per shape, alternating:`);
const loaded = new Map<Shape, { latencies: number[]; seconds: number }>();
for (let round = 0; round < ROUNDS; round += 1)
  for (const [shape, urls] of Object.entries(shapes) as [Shape, string[]][]) {
    const into = loaded.get(shape) ?? { latencies: [], seconds: 0 };
    loaded.set(shape, into);
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        while (performance.now() < until)
          into.latencies.push((await upload(urls[client % urls.length]!)).ms);
      }),
    );
    into.seconds += (performance.now() - started) / 1000;
  }
for (const [shape, { latencies, seconds }] of loaded) {
  const s = sortedOf(latencies);
  console.log(
    `  ${shape}: ${(latencies.length / seconds).toFixed(1)} answers/s (${latencies.length}), ` +
      `p50 ${pct(s, 50).toFixed(0)} ms, p99 ${pct(s, 99).toFixed(0)} ms`,
  );
}

console.log(
  `\nCPU steal ${steal()}; load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const s of servers) await s.stop();
for (const w of workers) await w.stop();
await redis.stop();
