// Benchmark: the word scan of prepare (ADR 092) in ns per character, the JavaScript WordScanner against
// the committed WebAssembly BatchWordScanner, on the same texts in one process: the synthetic product's
// texts (no apostrophes: the wasm scanner's branch-free path) and, when the shared data is present, real
// review texts with an apostrophe (its branchy path). The wasm figure includes the counting of lexicon
// facts; the JavaScript one does not (WordScanner.scan only). Best of BENCH_ROUNDS (default 30).
//
//   npx tsx bench/word-scan.ts
//   WORD_SCANNER_AS=<file.as> npx tsx bench/word-scan.ts
//
// times a build of another source too (it must keep word-scanner.as's exports and their signatures).
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import asc from 'assemblyscript/asc';
import { parse } from 'csv-parse/sync';
import { WordScanner } from '../packages/detector/src/text/scan';
import { BatchWordScanner } from '../packages/detector/src/text/word-scanner-wasm';
import { syntheticProduct } from './lib/analyze-fixtures';
import { startStealWindow } from './lib/cpu-steal';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 30);
const steal = startStealWindow();

const sets: [string, string[]][] = [
  ['synthetic (3,000 texts)', syntheticProduct(3000).map((r) => r.text)],
];
const REAL = 'amazon_musical_instruments_reviewText_overall_asin.csv';
if (hasSharedData('real-world', 'csv', REAL)) {
  const rows: Record<string, string>[] = parse(
    readFileSync(sharedDataPath('real-world', 'csv', REAL), 'utf8'),
    { columns: true, bom: true, relax_column_count: true },
  );
  sets.push([
    'real, with an apostrophe',
    rows.map((r) => r.reviewText ?? '').filter((t) => t.includes("'")),
  ]);
}

let other: WebAssembly.Module | undefined;
if (process.env.WORD_SCANNER_AS) {
  const built = await asc.compileString(
    { 'scorer.ts': readFileSync(process.env.WORD_SCANNER_AS, 'utf8') },
    { optimizeLevel: 3, shrinkLevel: 0, runtime: 'stub', noAssert: true, enable: ['simd'] },
  );
  if (built.error || !built.binary) throw new Error(built.stderr.toString());
  other = new WebAssembly.Module(new Uint8Array(built.binary));
}

console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}; best of ${ROUNDS}`,
);
for (const [name, texts] of sets) {
  const chars = texts.reduce((sum, t) => sum + t.length, 0);
  const runners: [string, () => void][] = [];
  const js = new WordScanner();
  runners.push(['JavaScript WordScanner', () => texts.forEach((t) => js.scan(t))]);
  for (const [label, module] of [
    ['wasm (committed)', undefined],
    ...(other ? ([['wasm (WORD_SCANNER_AS)', other]] as const) : []),
  ] as const) {
    const batch = new BatchWordScanner(undefined, { module });
    runners.push([
      label,
      () => {
        for (let from = 0; from < texts.length;) {
          let to = from;
          while (to < texts.length && batch.add(texts[to] as string)) to++;
          batch.run();
          batch.clear();
          from = to;
        }
      },
    ]);
  }
  const best = runners.map(() => Infinity);
  for (let round = 0; round < ROUNDS; round++)
    runners.forEach(([, run], i) => {
      const t = performance.now();
      run();
      best[i] = Math.min(best[i] as number, performance.now() - t);
    });
  console.log(
    `${name}, ${texts.length} texts, ${chars} characters: ` +
      runners
        .map(([label], i) => `${label} ${(((best[i] as number) * 1e6) / chars).toFixed(2)} ns/char`)
        .join(', '),
  );
}
console.log(`CPU steal during the run (lib/cpu-steal.ts): ${steal()}`);
