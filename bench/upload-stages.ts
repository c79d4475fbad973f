// Issue 4, item 4, where the CPU of one small upload goes: the work an analysis worker does for one 200-review
// POST /upload (bench/upload.ts's autocannon file), stage by stage, in this one thread after a warm-up: import
// (packages/ingest), analyse (the detector), the answer as JSON bytes, and gzip level 1 for a client that takes
// it. 100 requests/s on 2 cores leaves about 20 ms of CPU per request for everything, HTTP included.
// Run: npx tsx bench/upload-stages.ts [rounds, default 300]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { createAnalyzer, loadTextModel } from '@reviewsentry/detector';
import { importCsv } from '@reviewsentry/ingest';
import { jsonChunks } from '../apps/server/src/services/analysis/json-chunks';
import { analyseImport } from '../apps/server/src/services/analysis/upload-analysis';
import { reviewsCsv } from './lib/upload-server';

/** CPU milliseconds of the main thread (Linux: /proc/self/task/<pid>/stat, utime + stime in 10 ms ticks). */
function mainThreadCpuMs(): number {
  const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const ROUNDS = Number(process.argv[2] ?? 300);
const SIZE = Number(process.env.BENCH_STAGES_REVIEWS ?? 200);

const analyzer = createAnalyzer({ textModel: loadTextModel() });
const csv = reviewsCsv(SIZE, 11);
const now = new Date('2026-11-22T00:00:00Z');

const stages = { import: 0, analyze: 0, json: 0, gzip: 0 };
let answerBytes = 0;
async function once(measure: boolean) {
  const t0 = performance.now();
  const imported = await importCsv(new Uint8Array(csv), { now });
  const t1 = performance.now();
  const body = analyseImport(analyzer, imported, now);
  const t2 = performance.now();
  const chunks = [...jsonChunks(body, 'reviews')];
  const t3 = performance.now();
  for (const c of chunks) gzipSync(c, { level: 1 });
  const t4 = performance.now();
  if (!measure) return;
  stages.import += t1 - t0;
  stages.analyze += t2 - t1;
  stages.json += t3 - t2;
  stages.gzip += t4 - t3;
  answerBytes = chunks.reduce((n, c) => n + c.byteLength, 0);
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (let i = 0; i < 100; i += 1) await once(false);
// CPU of this thread and of the whole process (V8's compiler and GC helper threads included) over the rounds.
const cpuBefore = process.cpuUsage();
const mainBefore = mainThreadCpuMs();
for (let i = 0; i < ROUNDS; i += 1) await once(true);
const processMs = (() => {
  const { user, system } = process.cpuUsage(cpuBefore);
  return (user + system) / 1000;
})();
const mainMs = mainThreadCpuMs() - mainBefore;
const ms = (v: number) => `${(v / ROUNDS).toFixed(2)} ms`;
console.log(
  `CPU per round: ${ms(processMs)} in the process, of which ${ms(mainMs)} on this thread and ` +
    `${ms(processMs - mainMs)} on V8's helper threads (optimising compiler, concurrent GC)`,
);
console.log(
  `${SIZE}-review upload (${(csv.length / 1024).toFixed(0)} kB CSV, ${(answerBytes / 1024).toFixed(0)} kB answer), ` +
    `mean of ${ROUNDS}: import ${ms(stages.import)}, analyze ${ms(stages.analyze)}, ` +
    `JSON ${ms(stages.json)}, gzip 1 ${ms(stages.gzip)} (only for clients that accept gzip)`,
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
