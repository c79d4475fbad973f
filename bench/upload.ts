// POST /upload end to end over a real loopback port, against the compiled server in its own process with the
// shipped text model (budgets in docs/budgets.md). (1) one upload each of 1k, 10k and 100k synthetic reviews
// (realistic texts, ratings, dates, reviewers): seconds from sending to the last byte of the answer, the server
// CPU it took and the server's peak RSS; budgets 10k <= 1 s, 100k <= 8 s, RSS <= 600 MB. (2) autocannon: 32
// concurrent clients posting a 200-review CSV for 10 s; budget >= 60 requests/s at p99 <= 500 ms. Prints figures,
// exits 0. The analyses run in the server's worker pool (ANALYSIS_WORKERS, default: the cores Node may use);
// BENCH_SERVER_NODE_ARGS passes flags such as --cpu-prof to the server process (bench/lib/upload-server.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { uploadResponseSchema } from '@reviewsentry/contracts';
import { startStealWindow } from './lib/cpu-steal';
import { multipartBody, reviewsCsv, startServer } from './lib/upload-server';

// BENCH_UPLOAD_SIZES= (empty) skips the single uploads and runs only autocannon.
const SIZES = (process.env.BENCH_UPLOAD_SIZES ?? '1000,10000,100000')
  .split(',')
  .filter((s) => s.trim() !== '')
  .map(Number);
const DURATION_S = Number(process.env.BENCH_UPLOAD_SECONDS ?? 10);
const mb = (b: number) => (b / 1024 / 1024).toFixed(0);

const steal = startStealWindow();
console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const server = await startServer({
  UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
  // Every benchmark client shares one loopback address: the per-client limits would refuse most of them.
  UPLOADS_IN_FLIGHT_PER_CLIENT: '1000',
  MAX_UPLOAD_MB: '64',
  // The pool size to measure (default: the server's own, one worker per core).
  ...(process.env.ANALYSIS_WORKERS ? { ANALYSIS_WORKERS: process.env.ANALYSIS_WORKERS } : {}),
});
console.log(`server ready, RSS ${mb(server.rss())} MB`);
// Never leave the server process behind, whatever fails below.
process.once('exit', () => server.child.kill('SIGKILL'));

async function upload(csv: Buffer) {
  const { body, contentType } = multipartBody(csv);
  const started = performance.now();
  const res = await fetch(`${server.url}/upload`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, 'accept-encoding': 'identity' },
  });
  const text = await res.text();
  const seconds = (performance.now() - started) / 1000;
  const timing = res.headers.get('server-timing') ?? '';
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${text.slice(0, 300)}`);
  const json = JSON.parse(text) as {
    total_reviews: number;
    product_status: string;
    fake_percentage: number;
  };
  uploadResponseSchema.parse(json);
  return { seconds, bytesOut: text.length, json, timing };
}

// Warm-up: every analysis worker compiles the importer and detector on its own (one V8 isolate each), so send
// a few uploads at once to reach each of them before anything is measured. 2,000 reviews each: with 300-review
// files the workers' code was not yet optimised for larger inputs (the 10k upload then took about 2x as long).
const warmUp = reviewsCsv(2000, 7);
for (let round = 0; round < 3; round += 1)
  await Promise.all(Array.from({ length: 4 }, () => upload(warmUp)));
console.log(`server RSS after warm-up (analysis workers up): ${mb(server.rss())} MB`);

/** GET /healthz every 50 ms until `done` settles: what other visitors feel while an upload is analysed. */
async function healthDuring(done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  const latencies: number[] = [];
  while (!finished) {
    const started = performance.now();
    await (await fetch(`${server.url}/healthz`)).text();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, max: latencies.at(-1) ?? 0 };
}

/** CPU milliseconds the server process has used so far, all its threads (utime + stime, 10 ms ticks). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

for (const count of SIZES) {
  const csv = reviewsCsv(count);
  const cpuBefore = processCpuMs(server.child.pid!);
  const running = upload(csv);
  const health = await healthDuring(running);
  const { seconds, bytesOut, json, timing } = await running;
  const serverCpu = (processCpuMs(server.child.pid!) - cpuBefore) / 1000;
  const target =
    count === 10_000 ? ' (target <= 1 s)' : count === 100_000 ? ' (target <= 8 s)' : '';
  console.log(
    `upload ${count.toLocaleString('en-US')} reviews (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV): ` +
      `${seconds.toFixed(2)} s${target}, server CPU ${serverCpu.toFixed(2)} s; answer ${(bytesOut / 1024 / 1024).toFixed(1)} MB, ` +
      `${json.total_reviews} reviews, ${json.product_status} ${json.fake_percentage} %; ` +
      `server peak RSS so far ${mb(server.peakRss())} MB (target <= 600 MB); server-timing: ${timing}; ` +
      `meanwhile GET /healthz answered ${health.count} times, slowest ${health.max.toFixed(0)} ms`,
  );
}

/**
 * CPU milliseconds each thread of the server process has used so far (utime + stime from /proc/<pid>/task/<tid>/
 * stat, in clock ticks of 10 ms): what one request costs in CPU whatever else the machine runs, and on which
 * thread (the main one is the task whose id is the process id; the analysis workers are among the rest).
 */
function threadCpuMs(pid: number): Map<string, number> {
  const byThread = new Map<string, number>();
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    // Fields after the command name (which is in parentheses and may hold spaces): utime is the 12th, stime 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    byThread.set(
      `${tid === String(pid) ? 'main' : comm}#${tid}`,
      (Number(fields[11]) + Number(fields[12])) * 10,
    );
  }
  return byThread;
}

const small = multipartBody(reviewsCsv(200, 11));
const cpuBefore = threadCpuMs(server.child.pid!);
const result = await autocannon({
  url: `${server.url}/upload`,
  method: 'POST',
  connections: 32,
  duration: DURATION_S,
  headers: { 'content-type': small.contentType },
  body: small.body,
});
console.log(
  `autocannon 32 clients x ${DURATION_S} s, 200-review CSV: ${result.requests.average.toFixed(1)} requests/s ` +
    `(target >= 60), latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target <= 500), ` +
    `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
);
// A refused upload is answered fast: counted as an answer it would flatter the figure.
if (result.non2xx > 0)
  throw new Error(`${result.non2xx} uploads were refused: the figures above do not count`);
const cpuAfter = threadCpuMs(server.child.pid!);
const perRequest = (ms: number) => (ms / Math.max(1, result.requests.total)).toFixed(2);
const spent = [...cpuAfter]
  .map(([thread, ms]) => [thread, ms - (cpuBefore.get(thread) ?? 0)] as const)
  .filter(([, ms]) => ms > 0)
  .sort((a, b) => b[1] - a[1]);
const totalMs = spent.reduce((sum, [, ms]) => sum + ms, 0);
console.log(
  `server CPU per request over ${result.requests.total} requests: ${perRequest(totalMs)} ms ` +
    `(${spent.map(([thread, ms]) => `${thread.replace(/#\d+$/u, '')} ${perRequest(ms)}`).join(', ')})`,
);
console.log(`server peak RSS overall ${mb(server.peakRss())} MB`);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; CPU steal during the run (lib/cpu-steal.ts): ${steal()}`,
);
await server.stop();
