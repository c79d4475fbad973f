// Helpers for the upload benchmark: a CSV of synthetic reviews as a shopper's scraper would write it, and the real
// server, compiled from the current sources as `npm run build` does, started with plain `node` in its own process
// (so its RSS is the server's alone) on a free loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reviewsCsvLines } from '@reviewsentry/scraper';
import { repoRoot } from '@reviewsentry/test-support';
import { build, builtEntry, SERVER } from '../../scripts/build-node';
import { syntheticProduct } from './analyze-fixtures';

/** `count` realistic reviews (texts, ratings, dates, reviewers, verified flags) as an importer-readable CSV. */
export function reviewsCsv(count: number, seed = 42): Buffer {
  // The generator plants its signals in the first few hundred reviews, so it needs at least that many.
  const reviews = syntheticProduct(Math.max(count, 300), seed).slice(0, count);
  return Buffer.from([...reviewsCsvLines(reviews)].join(''), 'utf8');
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Peak resident set size of the server process so far (VmHWM), in bytes. */
  peakRss(): number;
  /** Current resident set size (VmRSS), in bytes. */
  rss(): number;
  stop(): Promise<void>;
}

function statusKb(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'mu').exec(status);
  return match ? Number(match[1]) * 1024 : Number.NaN;
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  await build(SERVER);
  const port = await freePort();
  // BENCH_SERVER_NODE_ARGS passes flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to
  // profile it under the benchmark's load (one profile per thread: the main thread and each analysis worker).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // --expose-gc as `npm run serve` starts the server (services/analysis/collect-garbage.ts).
  const child = spawn(process.execPath, ['--expose-gc', ...nodeArgs, builtEntry(SERVER, 'main')], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rs-bench-upload-')),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (exitCode !== null) throw new Error(`server exited with ${exitCode} before it was ready`);
    if (Date.now() > deadline) throw new Error('server not ready in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    peakRss: () => statusKb(child.pid!, 'VmHWM'),
    rss: () => statusKb(child.pid!, 'VmRSS'),
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A multipart/form-data body with the CSV in the field `file`, as a browser's FormData sends it. */
export function multipartBody(csv: Buffer, filename = 'reviews.csv') {
  const boundary = '----ReviewSentryBench7MA4YWxkTrZu0gW';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, csv, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
