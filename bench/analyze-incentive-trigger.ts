// Benchmark: the incentive signal's pre-filter (signals/incentives.ts) over the 100,000 benchmark reviews:
// the word-hash test it uses (any prepared word in the trigger set of every shop language, docs/decisions/107)
// against the English-only case-insensitive RegExp it replaced (ADR 093 compared that RegExp's forms). The
// prepared words are made once, outside the timing, as the analyzer has them already. Prints the wall time
// of each over rounds and how many texts each lets through; exits 0.
//
//   npx tsx bench/analyze-incentive-trigger.ts
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { prepareReviews } from '../packages/detector/src/prepare';
import { hasTrigger } from '../packages/detector/src/signals/incentives';
import { syntheticProduct } from './lib/analyze-fixtures';

const reviews = syntheticProduct(Number(process.env.BENCH_REVIEWS ?? 100_000));
const texts = reviews.map((r) => r.text);
const { product } = prepareReviews(reviews);
const ENGLISH_REGEXP =
  /exchange|free|discount|vine|provided|supplied|return\s+for|complimentary|sample/i;

const forms: [string, () => number][] = [
  [
    'word hashes, every shop language (used)',
    () => {
      let hits = 0;
      for (let i = 0; i < texts.length; i++) if (hasTrigger(product, i)) hits++;
      return hits;
    },
  ],
  [
    'English RegExp /…/i over the text (replaced)',
    () => {
      let hits = 0;
      for (const text of texts) if (ENGLISH_REGEXP.test(text)) hits++;
      return hits;
    },
  ],
];
console.log(
  `texts: ${texts.length}; load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ')}`,
);
for (let round = 0; round < 4; round++)
  for (const [name, run] of forms) {
    const start = performance.now();
    const hits = run();
    console.log(
      `round ${round + 1} ${name}: ${(performance.now() - start).toFixed(0)} ms, ${hits} texts`,
    );
  }
