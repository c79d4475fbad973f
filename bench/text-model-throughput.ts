// Text model speed: load time of the committed artifact, its size, and single-thread scoring throughput
// over the texts of Salminen test.csv (folding + tokenisation + n-grams + style + LM + combiner).
// `npm run bench -- text-model` (or `npx tsx bench/text-model-throughput.ts [--rounds N]`).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { DEFAULT_TEXT_MODEL_PATH, loadTextModel } from '@reviewsentry/detector/text-model';

const roundsFlag = process.argv.indexOf('--rounds');
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 5;

if (!existsSync(DEFAULT_TEXT_MODEL_PATH)) {
  console.log(`text-model: no artifact at ${DEFAULT_TEXT_MODEL_PATH}; run npm run train first.`);
  process.exit(0);
}
const loadStart = performance.now();
const model = loadTextModel();
const loadMs = performance.now() - loadStart;
const sizeMb = statSync(DEFAULT_TEXT_MODEL_PATH).size / 1e6;
console.log(`text-model: artifact ${sizeMb.toFixed(2)} MB, cold load ${loadMs.toFixed(0)} ms`);

if (!hasSharedData('fake-reviews-salminen', 'test.csv')) process.exit(0);
const rows = parse(readFileSync(sharedDataPath('fake-reviews-salminen', 'test.csv')), {
  columns: true,
}) as Record<string, string>[];
const texts = rows.map((r) => r.text_ ?? '');
const chars = texts.reduce((s, t) => s + t.length, 0);

// A fixed integer loop, timed before and after: the machine is shared, so this says how busy it was
// (compare runs by it; a lower figure is a less loaded machine).
function referenceLoopMs(): number {
  let h = 0;
  const start = performance.now();
  for (let i = 0; i < 1e8; i++) h = Math.imul(h ^ i, 16777619);
  if (h === 42) console.log('');
  return performance.now() - start;
}
const refBefore = referenceLoopMs();

let sink = 0;
for (const t of texts) sink += model.score(t).probability; // warm-up (JIT)
const rates: number[] = [];
for (let r = 0; r < rounds; r++) {
  const start = performance.now();
  for (const t of texts) sink += model.score(t).probability;
  rates.push(texts.length / ((performance.now() - start) / 1000));
}
rates.sort((a, b) => a - b);
const median = rates[Math.floor(rates.length / 2)]!;
console.log(
  `text-model: ${texts.length} test.csv texts (mean ${(chars / texts.length).toFixed(0)} chars), ` +
    `${rounds} rounds, median ${Math.round(median).toLocaleString('en-US')} reviews/s ` +
    `(best ${Math.round(rates[rates.length - 1]!).toLocaleString('en-US')}), one thread [checksum ${sink.toFixed(1)}]`,
);
console.log(
  `text-model: reference loop ${refBefore.toFixed(0)} ms before, ${referenceLoopMs().toFixed(0)} ms after ` +
    '(higher = more load from other jobs, figures above depressed accordingly)',
);
