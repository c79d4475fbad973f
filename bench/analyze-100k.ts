// Benchmark: analyse 100,000 reviews of one product with every signal on, with the committed text model.
// Budget (docs/budgets.md): ≤ 4 s and ≤ 500 MB RSS. Prints the figures; exits 0. Compare two checkouts with
// bench/ab.ts.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createAnalyzer, loadTextModel } from '@reviewsentry/detector';
import { syntheticProduct } from './lib/analyze-fixtures';
import { startStealWindow } from './lib/cpu-steal';

const COUNT = Number(process.env.BENCH_REVIEWS ?? 100_000);

// Context for the reader: a fixed integer loop timed in the same process. It moves with machine load (and
// with JIT tiering), so it only hints at how busy the machine was; it is no correction factor.
const steal = startStealWindow();
const calibrationStart = performance.now();
let acc = 0;
for (let i = 0; i < 1e8; i++) acc = (acc + Math.imul(i, 2654435761)) | 0;
const calibrationMs = performance.now() - calibrationStart;

const reviews = syntheticProduct(COUNT);
const rssBefore = process.memoryUsage().rss;

let t = performance.now();
const model = loadTextModel();
const loadMs = performance.now() - t;
const analyzer = createAnalyzer({ textModel: model });

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

t = performance.now();
// Per-stage wall times filled by the analyzer (prepare, each signal, text_model, decide, result).
const timings: Record<string, number> = {};
// CPU time as well: on a shared machine the wall time also counts the time other jobs held the cores.
const cpuStart = process.cpuUsage();
const result = analyzer.analyze(reviews, { timings });
const analyzeMs = performance.now() - t;
const cpu = process.cpuUsage(cpuStart);
const analyzeCpuMs = (cpu.user + cpu.system) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);

// Scoring alone, for the breakdown.
t = performance.now();
for (const r of reviews) model.score(r.text);
const scoreMs = performance.now() - t;

const mb = (b: number) => (b / 1024 / 1024).toFixed(0);
console.log(
  `machine calibration (10^8 integer loop): ${calibrationMs.toFixed(0)} ms (checksum ${acc & 0xff}); ` +
    `load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' / ')} (1/5/15 min)`,
);
console.log(`reviews: ${COUNT}, model ${model.id} ${model.version} (load ${loadMs.toFixed(0)} ms)`);
console.log(
  `analyze: ${(analyzeMs / 1000).toFixed(2)} s, CPU ${(analyzeCpuMs / 1000).toFixed(2)} s (user + system, ` +
    `all threads)  (text scoring alone: ${(scoreMs / 1000).toFixed(2)} s)`,
);
const detectorMs = analyzeMs - (timings.text_model ?? 0);
console.log(
  `stages (ms): ${Object.entries(timings)
    .map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`)
    .join(', ')}; everything but text scoring: ${(detectorMs / 1000).toFixed(2)} s`,
);
console.log(`peak RSS: ${mb(peakRss)} MB (before model load: ${mb(rssBefore)} MB)`);
console.log(`alerts: ${result.alerts.map((a) => `${a.code}/${a.severity}`).join(', ')}`);
console.log(
  `fake ${result.fake_reviews_count} of ${result.reviews_assessed} assessed, ${result.product_status}, trust ${result.trust_score}`,
);
console.log(
  `budget: ${analyzeMs <= 4000 ? 'OK' : 'OVER'} time, ${peakRss <= 500 * 1024 * 1024 ? 'OK' : 'OVER'} memory`,
);
console.log(`CPU steal during the run (lib/cpu-steal.ts): ${steal()}`);
