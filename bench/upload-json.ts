// Writing a large POST /upload answer as JSON bytes in the analysis worker (services/analysis/json-chunks.ts):
// jsonChunks as shipped (items stringified 64 at a time) against the item-by-item writer it replaced (kept
// below as the reference), alternating in one process on one real 20k-review answer; both must give the same
// bytes. Then the floor: one JSON.stringify of the whole review list, and TextEncoder on its own.
// Run: npx tsx bench/upload-json.ts [reviews, default 20000] [rounds, default 4]
import { loadavg } from 'node:os';
import { createAnalyzer, loadTextModel } from '@reviewsentry/detector';
import { importCsv } from '@reviewsentry/ingest';
import { jsonChunks } from '../apps/server/src/services/analysis/json-chunks';
import { analyseImport } from '../apps/server/src/services/analysis/upload-analysis';
import { reviewsCsv } from './lib/upload-server';

const REVIEWS = Number(process.argv[2] ?? 20_000);
const ROUNDS = Number(process.argv[3] ?? 4);
const encoder = new TextEncoder();

/** The writer before batching (git 2a78426): one JSON.stringify and one concatenation per item. */
function* itemByItem(value: Record<string, unknown>, arrayKey: string): Generator<Uint8Array> {
  const { [arrayKey]: items, ...rest } = value;
  const list = items as unknown[];
  const head = JSON.stringify(rest);
  let buffer = `${head.slice(0, -1)}${head.length > 2 ? ',' : ''}${JSON.stringify(arrayKey)}:[`;
  for (let i = 0; i < list.length; i += 1) {
    buffer += (i === 0 ? '' : ',') + JSON.stringify(list[i]);
    if (buffer.length >= 1024 * 1024) {
      yield encoder.encode(buffer);
      buffer = '';
    }
  }
  yield encoder.encode(`${buffer}]}`);
}

console.log(
  `load average before: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
const analyzer = createAnalyzer({ textModel: loadTextModel() });
const imported = await importCsv(new Uint8Array(reviewsCsv(REVIEWS)), { maxBytes: 64 << 20 });
const body = analyseImport(analyzer, imported, new Date()) as unknown as Record<string, unknown>;
const join = (chunks: Iterable<Uint8Array>) => Buffer.concat([...chunks]);
const same = join(jsonChunks(body, 'reviews')).equals(join(itemByItem(body, 'reviews')));

function ms(write: () => Iterable<Uint8Array>): number {
  const started = performance.now();
  for (const chunk of write()) void chunk;
  return performance.now() - started;
}
const rounds: string[] = [];
for (let round = 0; round < ROUNDS + 1; round += 1) {
  const a = ms(() => itemByItem(body, 'reviews'));
  const b = ms(() => jsonChunks(body, 'reviews'));
  if (round > 0) rounds.push(`${a.toFixed(0)} / ${b.toFixed(0)}`); // round 0 warms up
}
const started = performance.now();
const whole = JSON.stringify(body.reviews);
const stringifyMs = performance.now() - started;
const encodeStarted = performance.now();
encoder.encode(whole);
const encodeMs = performance.now() - encodeStarted;
console.log(
  `${REVIEWS.toLocaleString('en-US')}-review answer (${(whole.length / 1024 / 1024).toFixed(1)} MB): ms item by ` +
    `item / batched, by round: ${rounds.join(', ')}; same bytes: ${same}. One JSON.stringify of the list ` +
    `${stringifyMs.toFixed(0)} ms, TextEncoder ${encodeMs.toFixed(0)} ms`,
);
console.log(
  `load average after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
