// What the security headers cost the event loop per request (docs/decisions/089): helmet's middleware built
// for every request, as @fastify/helmet did (`helmet(options)(req, res)` in its onRequest hook), against the
// middleware built once (plugins/security.ts), with the server's own options, on real Node response objects.
// Also checks both set the same headers. Also: the main thread's CPU per GET /healthz through app.inject, the
// smallest whole request (routing, hooks, headers, logging, serialising). Prints figures, exits 0.
// Run: npx tsx bench/upload-security-headers.ts [rounds, default 4]
import { mkdtempSync, rmSync } from 'node:fs';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { isDeepStrictEqual } from 'node:util';
import helmet from 'helmet';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/config/env';
import { HELMET_OPTIONS } from '../apps/server/src/plugins/security';

const rounds = Number(process.argv[2] ?? 4);
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average before: ${load()}`);

function response(): { req: IncomingMessage; res: ServerResponse } {
  const req = new IncomingMessage(new Socket());
  return { req, res: new ServerResponse(req) };
}
const ignore = () => undefined;
const builtOnce = helmet(HELMET_OPTIONS);
const variants = {
  'built per request': (req: IncomingMessage, res: ServerResponse) =>
    helmet(HELMET_OPTIONS)(req, res, ignore),
  'built once': (req: IncomingMessage, res: ServerResponse) => builtOnce(req, res, ignore),
};

const headersOf = (apply: (req: IncomingMessage, res: ServerResponse) => void) => {
  const { req, res } = response();
  apply(req, res);
  return res.getHeaders();
};
const same = isDeepStrictEqual(
  headersOf(variants['built per request']),
  headersOf(variants['built once']),
);

function microsPerCall(apply: (req: IncomingMessage, res: ServerResponse) => void, n: number) {
  const pairs = Array.from({ length: n }, response);
  const started = performance.now();
  for (const { req, res } of pairs) apply(req, res);
  return ((performance.now() - started) * 1000) / n;
}
for (const apply of Object.values(variants)) microsPerCall(apply, 2000); // JIT warm-up
const byRound: string[] = [];
for (let round = 0; round < rounds; round += 1) {
  const a = microsPerCall(variants['built per request'], 5000);
  const b = microsPerCall(variants['built once'], 5000);
  byRound.push(`${a.toFixed(1)} / ${b.toFixed(1)}`);
}
console.log(
  `security headers, µs per request, built per request / built once, by round: ${byRound.join(', ')}; ` +
    `same headers: ${same}`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'rs-bench-headers-'));
const app = await buildApp(loadEnv({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'info' }), {
  // Log lines are formatted as in production, then dropped.
  logStream: new Writable({ write: (_chunk, _encoding, done) => done() }),
});
await app.ready();
const injectRuns: string[] = [];
for (let i = 0; i < 1000; i += 1) await app.inject({ url: '/healthz' });
for (let round = 0; round < rounds; round += 1) {
  const n = 3000;
  const cpu = process.cpuUsage();
  for (let i = 0; i < n; i += 1) await app.inject({ url: '/healthz' });
  const used = process.cpuUsage(cpu);
  injectRuns.push(((used.user + used.system) / n).toFixed(0));
}
console.log(
  `GET /healthz through app.inject, µs of CPU per request, by round: ${injectRuns.join(', ')}`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
console.log(`load average after: ${load()}`);
