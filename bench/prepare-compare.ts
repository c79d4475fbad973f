// Benchmark: the analyzer's prepare stage (prepare.ts prepareReviews: tokenising, hashing, counting and
// assessing every review) of two detector versions, run alternately in one process on the same synthetic
// product so that both see the same machine load, and a check that their outputs are identical (word
// hashes, offsets, counts, days, assessments). Prints the figures; exits 0.
//
//   OLD_DETECTOR=/tmp/rs-old/packages/detector/src npx tsx bench/prepare-compare.ts
//
// where /tmp/rs-old holds an older tree (see bench/analyze-compare.ts for unpacking one). Without
// OLD_DETECTOR only the current version runs. BENCH_REVIEWS (default 100,000), BENCH_ROUNDS (default 5).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Review } from '@reviewsentry/contracts';
import { syntheticProduct } from './lib/analyze-fixtures';
import { startStealWindow } from './lib/cpu-steal';

const COUNT = Number(process.env.BENCH_REVIEWS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const OLD = process.env.OLD_DETECTOR;

interface PreparedLike {
  product: { reviews: readonly object[]; words: Uint32Array; wordStart: Int32Array };
  assessments: readonly object[];
}
type Prepare = (reviews: readonly Review[]) => PreparedLike;

const loadPrepare = async (dir: string): Promise<Prepare> =>
  ((await import(pathToFileURL(resolve(dir, 'prepare.ts')).href)) as { prepareReviews: Prepare })
    .prepareReviews;
const versions: [string, Prepare][] = [
  ['new', await loadPrepare(fileURLToPath(new URL('../packages/detector/src', import.meta.url)))],
];
if (OLD) versions.unshift(['old', await loadPrepare(OLD)]);

const reviews = syntheticProduct(COUNT);
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
console.log(`reviews: ${COUNT}; load average before: ${load()} (1/5/15 min)`);
const steal = startStealWindow();

const outputs = new Map<string, PreparedLike>();
const best = new Map<string, { wall: number; cpu: number }>();
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, prepare] of versions) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    const out = prepare(reviews);
    const wall = performance.now() - t;
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    console.log(
      `round ${round + 1} ${name}: wall ${wall.toFixed(0)} ms, CPU ${cpuMs.toFixed(0)} ms`,
    );
    const b = best.get(name) ?? { wall: Infinity, cpu: Infinity };
    best.set(name, { wall: Math.min(b.wall, wall), cpu: Math.min(b.cpu, cpuMs) });
    outputs.set(name, out);
  }
}
for (const [name, b] of best)
  console.log(`best ${name}: wall ${b.wall.toFixed(0)} ms, CPU ${b.cpu.toFixed(0)} ms`);
console.log(`load average after: ${load()}; CPU steal during the runs: ${steal()}`);

const oldOut = outputs.get('old');
const newOut = outputs.get('new');
if (oldOut && newOut) {
  const same = (a: ArrayLike<number>, b: ArrayLike<number>) =>
    a.length === b.length && Array.prototype.every.call(a, (x: number, i: number) => x === b[i]);
  // Reviews are compared without the review object itself (the same object in both).
  const rows = (p: PreparedLike) =>
    JSON.stringify(p.product.reviews.map((r) => ({ ...r, review: undefined })));
  const checks = {
    words: same(oldOut.product.words, newOut.product.words),
    wordStart: same(oldOut.product.wordStart, newOut.product.wordStart),
    reviews: rows(oldOut) === rows(newOut),
    assessments: JSON.stringify(oldOut.assessments) === JSON.stringify(newOut.assessments),
  };
  const ok = Object.values(checks).every(Boolean);
  console.log(`outputs ${ok ? 'identical' : 'DIFFER'}: ${JSON.stringify(checks)}`);
}
