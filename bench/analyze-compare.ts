// Benchmark: the detector's own work (everything but text scoring) of two analyzer versions, run
// alternately in one process on the same synthetic product, so that both see the same machine load; and a
// comparison of their results. The text model is a stub (a cheap deterministic function of the text), so
// only the detector is measured. Prints the figures; exits 0.
//
//   OLD_DETECTOR=/tmp/rs-old/packages/detector/src npx tsx bench/analyze-compare.ts
//
// where /tmp/rs-old holds an older tree, e.g. `git archive <commit> packages/detector/src | tar -x -C
// /tmp/rs-old && ln -s "$PWD/node_modules" /tmp/rs-old/node_modules`. Without OLD_DETECTOR only the current
// analyzer runs. BENCH_REVIEWS (default 100,000) and BENCH_ROUNDS (default 3) change the size;
// BENCH_ITERATIONS (default 1) analyses the product that many times per round and prints per-analysis
// averages (for small uploads: `BENCH_REVIEWS=200 BENCH_ITERATIONS=300`, after as many warm-up runs).
// NEW_DETECTOR (default: this tree's packages/detector/src) names the other version's src folder. Real
// scraped files: bench/analyze-compare-real.ts.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnalysisResult } from '@reviewsentry/contracts';
import type { AnalyzerOptions, createAnalyzer } from '@reviewsentry/detector';
import { syntheticProduct } from './lib/analyze-fixtures';

const COUNT = Number(process.env.BENCH_REVIEWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 1);
const OLD = process.env.OLD_DETECTOR;
const NEW = process.env.NEW_DETECTOR;

/** Probability from the text length: deterministic, spread over (0, 1), and nearly free. */
const stubModel: AnalyzerOptions['textModel'] = {
  id: 'stub',
  version: '0',
  languages: ['en'],
  minWords: 10,
  score: (text) => ({ probability: ((text.length * 37) % 100) / 100 + 0.005 }),
};

type Create = typeof createAnalyzer;
// Both versions are loaded from their analyzer.ts, not the package index, so that neither pulls in the
// text model (which another change may have in flux in the same tree).
const loadAnalyzer = async (dir: string): Promise<Create> =>
  ((await import(pathToFileURL(resolve(dir, 'analyzer.ts')).href)) as { createAnalyzer: Create })
    .createAnalyzer;
const versions: [string, Create][] = [
  [
    'new',
    await loadAnalyzer(NEW ?? fileURLToPath(new URL('../packages/detector/src', import.meta.url))),
  ],
];
if (OLD) versions.unshift(['old', await loadAnalyzer(OLD)]);

// The generator plants its signals in the first few hundred reviews (as bench/lib/upload-server.ts's
// reviewsCsv, which the upload benches send), so small products are a prefix of a 300-review one.
const reviews = syntheticProduct(Math.max(COUNT, 300)).slice(0, COUNT);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
console.log(`reviews: ${COUNT}; load average before: ${load()} (1/5/15 min)`);

const results = new Map<string, AnalysisResult>();
const analyzers = versions.map(
  ([name, create]) => [name, create({ textModel: stubModel })] as const,
);
if (ITERATIONS > 1)
  for (const [, analyzer] of analyzers)
    for (let i = 0; i < ITERATIONS; i++) analyzer.analyze(reviews);
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, analyzer] of analyzers) {
    const timings: Record<string, number> = {};
    const cpu = process.cpuUsage();
    const t = performance.now();
    let result = analyzer.analyze(reviews, { timings });
    for (let i = 1; i < ITERATIONS; i++) result = analyzer.analyze(reviews, { timings });
    const wall = (performance.now() - t) / ITERATIONS;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000 / ITERATIONS;
    const scoring = (timings.text_model ?? 0) / ITERATIONS;
    const perReviewUs = ((wall - scoring) * 1000) / COUNT;
    console.log(
      `round ${round + 1} ${name}: non-scoring wall ${(wall - scoring).toFixed(ITERATIONS > 1 ? 3 : 0)} ms ` +
        `(${perReviewUs.toFixed(1)} µs/review), analyze CPU ${cpuMs.toFixed(ITERATIONS > 1 ? 3 : 0)} ms` +
        `${ITERATIONS > 1 ? ` (mean of ${ITERATIONS})` : ''}; stages (ms): ${Object.entries(timings)
          .map(([stage, ms]) => `${stage} ${(ms / ITERATIONS).toFixed(ITERATIONS > 1 ? 2 : 0)}`)
          .join(', ')}`,
    );
    results.set(name, result);
  }
}
console.log(`load average after: ${load()}`);

const summary = (r: AnalysisResult) => ({
  verdict: `${r.product_status} ${r.fake_reviews_count}/${r.reviews_assessed} trust ${r.trust_score}`,
  alerts: r.alerts.map((a) => `${a.code}/${a.severity} ${JSON.stringify(a.metrics ?? {})}`),
});
for (const [name, r] of results) {
  const s = summary(r);
  console.log(`${name}: ${s.verdict}`);
  for (const a of s.alerts) console.log(`  ${a}`);
}
const oldResult = results.get('old');
const newResult = results.get('new');
if (oldResult && newResult) {
  let differing = 0;
  const examples: string[] = [];
  oldResult.reviews.forEach((o, i) => {
    const n = newResult.reviews[i];
    if (JSON.stringify(o) !== JSON.stringify(n)) {
      differing++;
      if (examples.length < 5)
        examples.push(
          `${o.id}: old ${JSON.stringify(o.reasons)} / new ${JSON.stringify(n?.reasons)}`,
        );
    }
  });
  const same = JSON.stringify(oldResult) === JSON.stringify(newResult);
  console.log(
    `results ${same ? 'identical' : 'differ'}; reviews differing: ${differing}${examples.length ? '\n  ' + examples.join('\n  ') : ''}`,
  );
}
