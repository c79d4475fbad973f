// Benchmark: CPU time of the duplicate search alone, two versions alternating on one prepared 100,000-review
// benchmark product (the analyze stage's wall time is too noisy on a shared machine to compare them).
// Prints each version's CPU times, the median and minimum of rounds 2 on (BENCH_ROUNDS, default 6); exits 0.
//
//   OLD_DETECTOR=/tmp/rs-old/packages/detector/src npx tsx bench/duplicates-compare.ts
//
// (see bench/analyze-compare.ts for how to unpack an older tree there).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { prepareReviews } from '../packages/detector/src/prepare';
import { detectDuplicates } from '../packages/detector/src/signals/duplicates';
import { syntheticProduct } from './lib/analyze-fixtures';

type Detect = typeof detectDuplicates;
const OLD = process.env.OLD_DETECTOR;
if (!OLD) {
  // `npm run bench` runs every file: without a version to compare with there is nothing to measure.
  console.log(
    'duplicates-compare: set OLD_DETECTOR to the src folder of the version to compare with; skipped.',
  );
  process.exit(0);
}
const old = (await import(pathToFileURL(resolve(OLD, 'signals/duplicates.ts')).href)) as {
  detectDuplicates: Detect;
};
const product = prepareReviews(
  syntheticProduct(Number(process.env.BENCH_REVIEWS ?? 100_000)),
).product;
const versions: [string, Detect][] = [
  ['old', old.detectDuplicates],
  ['new', detectDuplicates],
];
const cpu: Record<string, number[]> = { old: [], new: [] };
console.log(
  `load average before: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 6));
for (let round = 0; round < ROUNDS; round++)
  for (const [name, detect] of versions) {
    const start = process.cpuUsage();
    detect(product);
    const used = process.cpuUsage(start);
    (cpu[name] as number[]).push((used.user + used.system) / 1000);
  }
for (const [name] of versions) {
  const times = cpu[name] as number[];
  // Round 1 warms the JIT. Under load the minimum is the least disturbed round; the median is given too.
  const rest = times.slice(1).sort((a, b) => a - b);
  const median = rest[rest.length >> 1] as number;
  console.log(
    `${name}: CPU ms ${times.map((t) => t.toFixed(0)).join(', ')}; rounds 2-${ROUNDS}: median ${median.toFixed(0)}, min ${(rest[0] as number).toFixed(0)}`,
  );
}
console.log(
  `load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
