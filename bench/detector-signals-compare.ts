// Benchmark and golden check: every detector signal of two source trees, run alternately in one process on
// the same prepared synthetic products, with their results compared (flags, alerts, evidence, metrics) and
// the CPU time of each signal per version. Prints the figures and "results identical" or the first
// difference; exits 0 (1 when results differ, so a run cannot hide a behaviour change).
//
//   OLD_DETECTOR=/tmp/rs-old/packages/detector/src npx tsx bench/detector-signals-compare.ts
//
// (bench/analyze-compare.ts says how to unpack an older tree). BENCH_SIZES (default 100000) and
// BENCH_SEEDS (default 42) are comma-separated lists; BENCH_ROUNDS (default 3) timed rounds per product;
// BENCH_ITERATIONS (default 1) calls per timing, for small products.
// Both versions see the product prepared by the new tree's prepare.ts, so only the signals are compared.
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { PreparedProduct, SignalResult } from '../packages/detector/src/signals/types';
import { syntheticProduct } from './lib/analyze-fixtures';
import { startStealWindow } from './lib/cpu-steal';

type Signal = (product: PreparedProduct) => SignalResult;
const SIGNALS = [
  ['duplicates', 'duplicates', 'detectDuplicates'],
  ['incentives', 'incentives', 'detectIncentives'],
  ['rating_mismatch', 'rating-mismatch', 'detectRatingMismatch'],
  ['bursts', 'bursts', 'detectBursts'],
  ['rating_shape', 'rating-shape', 'detectRatingShape'],
  ['verified_gap', 'verified-gap', 'detectVerifiedGap'],
  ['reviewer_volume', 'reviewer-volume', 'detectReviewerVolume'],
] as const;

async function loadSignals(dir: string): Promise<[string, Signal][]> {
  const out: [string, Signal][] = [];
  for (const [name, file, fn] of SIGNALS) {
    const mod = (await import(pathToFileURL(resolve(dir, 'signals', `${file}.ts`)).href)) as Record<
      string,
      Signal
    >;
    out.push([name, mod[fn] as Signal]);
  }
  return out;
}

const NEW =
  process.env.NEW_DETECTOR ?? fileURLToPath(new URL('../packages/detector/src', import.meta.url));
const OLD = process.env.OLD_DETECTOR;
const { prepareReviews } = (await import(pathToFileURL(resolve(NEW, 'prepare.ts')).href)) as {
  prepareReviews: (reviews: ReturnType<typeof syntheticProduct>) => { product: PreparedProduct };
};
const versions: [string, [string, Signal][]][] = [['new', await loadSignals(NEW)]];
if (OLD) versions.unshift(['old', await loadSignals(OLD)]);
const SIZES = (process.env.BENCH_SIZES ?? '100000').split(',').map(Number);
const SEEDS = (process.env.BENCH_SEEDS ?? '42').split(',').map(Number);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
/** Calls per timing (CPU per call is printed): for small products, e.g. BENCH_SIZES=200 BENCH_ITERATIONS=300. */
const ITERATIONS = Math.max(1, Number(process.env.BENCH_ITERATIONS ?? 1));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');

const steal = startStealWindow();
console.log(`load average before: ${load()} (1/5/15 min)`);
let differences = 0;
for (const size of SIZES)
  for (const seed of SEEDS) {
    // The generator plants some signals in its first 300 reviews; smaller products are a prefix.
    const { product } = prepareReviews(syntheticProduct(Math.max(size, 300), seed).slice(0, size));
    const cpu = new Map<string, number[]>();
    const results = new Map<string, string>();
    for (let round = 0; round < ROUNDS; round++)
      // The order alternates between rounds, so that neither version always runs after the other.
      for (const [version, signals] of round % 2 === 0 ? versions : [...versions].reverse()) {
        const parts: string[] = [];
        for (const [name, signal] of signals) {
          const start = process.cpuUsage();
          let result = signal(product);
          for (let i = 1; i < ITERATIONS; i++) result = signal(product);
          const used = process.cpuUsage(start);
          const key = `${version} ${name}`;
          cpu.set(key, [...(cpu.get(key) ?? []), (used.user + used.system) / 1000 / ITERATIONS]);
          if (round === 0) parts.push(`${name}:${JSON.stringify(result)}`);
        }
        if (round === 0) results.set(version, parts.join('\n'));
      }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;
    // Round 1 is the cold run an analysis pays (each stage runs once per analysis); later rounds are warm.
    for (const [version] of versions)
      for (const [label, pick] of [
        ['first round', (xs: number[]) => xs[0] as number],
        [`median of ${ROUNDS}`, median],
      ] as const) {
        const ms = SIGNALS.map(([name]) => pick(cpu.get(`${version} ${name}`) ?? [0]));
        const digits = ITERATIONS > 1 ? 3 : 1;
        const sum = ms.reduce((a, b) => a + b, 0);
        console.log(
          `${size} reviews, seed ${seed}, ${version}, CPU ms (${label}): ${SIGNALS.map(([name], i) => `${name} ${(ms[i] as number).toFixed(digits)}`).join(', ')}; sum ${sum.toFixed(digits)}`,
        );
      }
    const old = results.get('old');
    if (old !== undefined) {
      const now = results.get('new') as string;
      if (old === now) console.log(`${size} reviews, seed ${seed}: results identical`);
      else {
        differences++;
        const oldLines = old.split('\n');
        const newLines = now.split('\n');
        const at = oldLines.findIndex((l, i) => l !== newLines[i]);
        console.log(
          `${size} reviews, seed ${seed}: RESULTS DIFFER in ${oldLines[at]?.slice(0, 40)}…\n  old ${oldLines[at]?.slice(0, 400)}\n  new ${newLines[at]?.slice(0, 400)}`,
        );
      }
    }
  }
console.log(`load average after: ${load()}; CPU steal (lib/cpu-steal.ts): ${steal()}`);
if (differences > 0) process.exitCode = 1;
