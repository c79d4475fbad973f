// Issue 4, item 4: the garbage collection behind one 200-review POST /upload, stage by stage, in this one thread
// after a warm-up (as an analysis worker runs it): CPU per round of the whole process (V8's helper threads, which
// do concurrent marking and sweeping, included) and the minor / major collections per round with their pauses.
// A major collection (mark-compact) every few analyses costs its pause here plus concurrent marking on the
// helper threads; bench/upload.ts showed those helper threads at a quarter of the server's CPU per upload.
// Run: npx tsx bench/upload-gc.ts [stage: import | analyze | json | all, default all] [rounds, default 400]
import { loadavg } from 'node:os';
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { createAnalyzer, loadTextModel } from '@reviewsentry/detector';
import { importCsv } from '@reviewsentry/ingest';
import { jsonChunks } from '../apps/server/src/services/analysis/json-chunks';
import { analyseImport } from '../apps/server/src/services/analysis/upload-analysis';
import { startStealWindow } from './lib/cpu-steal';
import { reviewsCsv } from './lib/upload-server';

const STAGES = ['import', 'analyze', 'json', 'all'] as const;
type Stage = (typeof STAGES)[number];
const stage = (process.argv[2] ?? 'all') as Stage;
if (!STAGES.includes(stage)) throw new Error(`stage is one of ${STAGES.join(', ')}`);
const ROUNDS = Number(process.argv[3] ?? 400);

const analyzer = createAnalyzer({ textModel: loadTextModel() });
const csv = reviewsCsv(200, 11);
const now = new Date('2026-11-22T00:00:00Z');
// The single stages reuse one import and one answer, so that only their own garbage is counted.
const imported = await importCsv(new Uint8Array(csv), { now });
const answer = analyseImport(analyzer, imported, now);

async function round(): Promise<void> {
  if (stage === 'import') await importCsv(new Uint8Array(csv), { now });
  else if (stage === 'analyze') analyseImport(analyzer, imported, now);
  else if (stage === 'json') for (const chunk of jsonChunks(answer, 'reviews')) void chunk;
  else {
    const fresh = await importCsv(new Uint8Array(csv), { now });
    for (const chunk of jsonChunks(analyseImport(analyzer, fresh, now), 'reviews')) void chunk;
  }
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (let i = 0; i < 150; i += 1) await round();

const gc = { minor: 0, minorMs: 0, major: 0, majorMs: 0, incremental: 0 };
const observer = new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    // Node's GC entries carry the collection's kind in `detail` (the DOM type of PerformanceEntry lacks it).
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
    if (kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      gc.minor += 1;
      gc.minorMs += entry.duration;
    } else if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.major += 1;
      gc.majorMs += entry.duration;
    } else if (kind === constants.NODE_PERFORMANCE_GC_INCREMENTAL) gc.incremental += entry.duration;
  }
});
observer.observe({ entryTypes: ['gc'] });
const steal = startStealWindow();
const cpuBefore = process.cpuUsage();
for (let i = 0; i < ROUNDS; i += 1) await round();
const { user, system } = process.cpuUsage(cpuBefore);
// GC entries are delivered asynchronously: let the last ones arrive.
await new Promise((resolve) => setTimeout(resolve, 100));
observer.disconnect();

const per = (v: number, digits = 2) => (v / ROUNDS).toFixed(digits);
console.log(
  `${stage}, 200-review upload, ${ROUNDS} rounds: process CPU ${per((user + system) / 1000)} ms a round; ` +
    `minor GCs ${per(gc.minor, 3)} a round (${per(gc.minorMs)} ms pause), ` +
    `major GCs ${per(gc.major, 3)} a round (${per(gc.majorMs)} ms pause + ${per(gc.incremental)} ms ` +
    `incremental marking on this thread)`,
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; CPU steal during the run (lib/cpu-steal.ts): ${steal()}`,
);
