// Benchmark: CPU time of the shingle index alone (signals/shingle-index.ts), two versions alternating on the
// near-duplicate candidates of one prepared 100,000-review benchmark product. Prints each version's CPU
// times, the median and minimum of rounds 2 on (BENCH_ROUNDS, default 10); exits 0.
//
//   OLD_DETECTOR=/tmp/rs-old/packages/detector/src npx tsx bench/duplicates-index-compare.ts
//
// (see bench/analyze-compare.ts for how to unpack an older tree there).
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildShingleIndex } from '../packages/detector/src/signals/shingle-index';
import { shingleIndexInput } from './lib/analyze-fixtures';

type Build = typeof buildShingleIndex;
const OLD = process.env.OLD_DETECTOR;
if (!OLD) {
  console.log(
    'duplicates-index-compare: set OLD_DETECTOR to the src folder of the version to compare with; skipped.',
  );
  process.exit(0);
}
const old = (await import(pathToFileURL(resolve(OLD, 'signals/shingle-index.ts')).href)) as {
  buildShingleIndex: Build;
};
const { words, wordStart, reviewCount, texts } = shingleIndexInput(
  Number(process.env.BENCH_REVIEWS ?? 100_000),
);
const versions: [string, Build][] = [
  ['old', old.buildShingleIndex],
  ['new', buildShingleIndex],
];
const ROUNDS = Math.max(3, Number(process.env.BENCH_ROUNDS ?? 10));
const cpu: Record<string, number[]> = { old: [], new: [] };
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
console.log(`texts: ${texts.length}; load average before: ${load()}`);
for (let round = 0; round < ROUNDS; round++)
  for (const [name, build] of versions) {
    const start = process.cpuUsage();
    build(words, wordStart, reviewCount, texts, 6, 24);
    const used = process.cpuUsage(start);
    (cpu[name] as number[]).push((used.user + used.system) / 1000);
  }
for (const [name] of versions) {
  const times = cpu[name] as number[];
  const rest = times.slice(1).sort((a, b) => a - b);
  console.log(
    `${name}: CPU ms ${times.map((t) => t.toFixed(0)).join(', ')}; rounds 2-${ROUNDS}: median ${(rest[rest.length >> 1] as number).toFixed(0)}, min ${(rest[0] as number).toFixed(0)}`,
  );
}
console.log(`load average after: ${load()}`);
