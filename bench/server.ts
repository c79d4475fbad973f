// Server figures behind docs/decisions/010 and 012: time from process start to "ready" through tsx,
// the cost of a durable (synchronous=FULL) feedback insert against NORMAL, and request throughput of
// /healthz and a cached /api/news on one loopback connection pool. Prints figures, exits 0.
// Run: npx tsx bench/server.ts   (or npm run bench -- server)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { repoRoot } from '@reviewsentry/test-support';
import { buildApp, loadEnv, startGuardianFixture } from '@reviewsentry/server';

const work = mkdtempSync(path.join(tmpdir(), 'rs-bench-server-'));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

async function timeToReady(): Promise<number> {
  const started = performance.now();
  const child = spawn(
    path.join(repoRoot, 'node_modules/.bin/tsx'),
    [path.join(repoRoot, 'apps/server/src/main.ts')],
    {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', DATA_DIR: work },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  const ms = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('not ready in 30 s')), 30_000);
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('is ready on')) {
        clearTimeout(timer);
        resolve(performance.now() - started);
      }
    });
  });
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

function insertCost(synchronous: 'FULL' | 'NORMAL', rows: number): number {
  const db = new Database(path.join(work, `insert-${synchronous}.sqlite`));
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.exec(
    'CREATE TABLE feedback (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT, email TEXT, message TEXT, created_at TEXT)',
  );
  const insert = db.prepare(
    'INSERT INTO feedback (name, email, message, created_at) VALUES (?, ?, ?, ?)',
  );
  const started = performance.now();
  for (let i = 0; i < rows; i++) {
    insert.run('Ada', 'ada@example.org', 'm'.repeat(500), new Date().toISOString());
  }
  const perRow = (performance.now() - started) / rows;
  db.close();
  return perRow;
}

async function throughput(url: string, seconds: number, concurrency: number): Promise<number> {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < deadline) {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done / seconds;
}

try {
  const starts: number[] = [];
  for (let i = 0; i < 3; i++) starts.push(await timeToReady());
  console.log(
    `start-up to ready via tsx: median ${median(starts).toFixed(0)} ms (runs: ${starts.map((s) => s.toFixed(0)).join(', ')})`,
  );

  for (const mode of ['FULL', 'NORMAL'] as const) {
    console.log(
      `feedback insert, WAL + synchronous=${mode}: ${(insertCost(mode, 500) * 1000).toFixed(0)} µs per row (500 rows)`,
    );
  }

  const guardian = await startGuardianFixture();
  const app = await buildApp(
    loadEnv({
      DATA_DIR: work,
      LOG_LEVEL: 'warn',
      GUARDIAN_API_URL: guardian.url,
      NODE_ENV: 'production',
    }),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  await fetch(`${base}/api/news`); // warm the news cache
  for (const route of ['/healthz', '/api/news']) {
    const rps = await throughput(`${base}${route}`, 3, 20);
    console.log(
      `GET ${route}: ${rps.toFixed(0)} requests/s (20 concurrent, 3 s, client in the same process)`,
    );
  }
  await app.close();
  await guardian.close();
} finally {
  rmSync(work, { recursive: true, force: true });
}
