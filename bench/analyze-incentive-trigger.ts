// Benchmark: forms of the incentive signal's trigger test (signals/incentives.ts) over the 100,000 benchmark
// review bodies: the case-insensitive RegExp it uses, a first-letter scanner confirming with a sticky
// RegExp, and lower-casing plus indexOf (a superset test: any "return", not only "return for"). Prints the
// wall time of each over rounds; exits 0.
//
//   npx tsx bench/analyze-incentive-trigger.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { syntheticProduct } from './lib/analyze-fixtures';

const texts = syntheticProduct(Number(process.env.BENCH_REVIEWS ?? 100_000)).map((r) => r.text);
// The trigger exactly as signals/incentives.ts writes it.
const SOURCE = String.raw`exchange|free|discount|vine|provided|supplied|return\s+for|complimentary|sample`;
const TRIGGER = new RegExp(SOURCE, 'i');
const STICKY = new RegExp(SOURCE, 'iy');
const WORDS = [
  'exchange',
  'free',
  'discount',
  'vine',
  'provided',
  'supplied',
  'return',
  'complimentary',
  'sample',
];
const FIRST = new Uint8Array(128);
for (const w of WORDS) FIRST[w.charCodeAt(0)] = FIRST[w.charCodeAt(0) - 32] = 1;

function firstLetterScan(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return TRIGGER.test(text);
    if (FIRST[c] === 1) {
      STICKY.lastIndex = i;
      if (STICKY.test(text)) return true;
    }
  }
  return false;
}

function lowerIndexOf(text: string): boolean {
  const lower = text.toLowerCase();
  return WORDS.some((w) => lower.includes(w));
}

const forms: [string, (text: string) => boolean][] = [
  ['RegExp /…/i (used)', (text) => TRIGGER.test(text)],
  ['first-letter scan + sticky RegExp', firstLetterScan],
  ['toLowerCase + indexOf (superset)', lowerIndexOf],
];
console.log(
  `texts: ${texts.length}; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
for (let round = 0; round < 4; round++)
  for (const [name, test] of forms) {
    const start = performance.now();
    let hits = 0;
    for (const text of texts) if (test(text)) hits++;
    console.log(
      `round ${round + 1} ${name}: ${(performance.now() - start).toFixed(0)} ms, ${hits} texts`,
    );
  }
