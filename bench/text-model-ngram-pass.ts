// The text model's n-gram pass alone (hashing + the gather of the int8 heads' weights, wasm/scorer.as
// ngrams()), per CPU-second, over the folded texts of Salminen test.csv: the part of scoring whose cost grows
// with the number of heads and the table's layout (ADR 138). Prints a digest of every text's integer sums,
// which two checkouts must share. `npx tsx bench/text-model-ngram-pass.ts [--rounds N] [--model <file>]`;
// compare checkouts with bench/ab.ts and --figure 'median ([\d,]+) texts'.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parse } from 'csv-parse/sync';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import {
  DEFAULT_TEXT_MODEL_PATH,
  WasmScorer,
  decodeArtifact,
  foldText,
} from '@reviewsentry/detector/text-model';

const flag = (name: string): string | undefined => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const rounds = Number(flag('--rounds') ?? 15);
const modelPath = flag('--model') ?? DEFAULT_TEXT_MODEL_PATH;
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`ngram-pass: load average ${load()} (1/5/15 min) at start`);
if (!existsSync(modelPath)) {
  console.log(`ngram-pass: no artifact at ${modelPath}`);
  process.exit(0);
}
if (!hasSharedData('fake-reviews-salminen', 'test.csv')) process.exit(0);

const { header, arrays } = decodeArtifact(readFileSync(modelPath));
const scorer = new WasmScorer(header.ngram, {
  weights: arrays.ngram_weights as Int8Array,
  lmWord: arrays.lm_word as Uint16Array,
  lmPair: arrays.lm_pair as Uint8Array,
  unseenSurprisal: header.lm.unseenSurprisal,
});
const rows = parse(readFileSync(sharedDataPath('fake-reviews-salminen', 'test.csv')), {
  columns: true,
}) as Record<string, string>[];
const texts = rows.map((r) => foldText(r.text_ ?? ''));

const SUMS = 8;
const digest = createHash('sha256');
for (const t of texts) {
  scorer.ngrams(scorer.copyText(t));
  digest.update(new Uint8Array(Int32Array.from(scorer.out.subarray(0, SUMS)).buffer));
}
console.log(
  `ngram-pass: ${header.ngram.heads.length} heads; sha256 of the ${texts.length} texts' n-gram sums: ` +
    digest.digest('hex'),
);

const cpuRates: number[] = [];
let sink = 0;
for (let r = 0; r < rounds; r++) {
  const cpu = process.cpuUsage();
  for (const t of texts) {
    scorer.ngrams(scorer.copyText(t));
    sink += scorer.out[2]!;
  }
  const used = process.cpuUsage(cpu);
  cpuRates.push(texts.length / ((used.user + used.system) / 1e6));
}
cpuRates.sort((a, b) => a - b);
const fmt = (x: number): string => Math.round(x).toLocaleString('en-US');
console.log(
  `ngram-pass: per CPU-second, ${rounds} rounds: median ${fmt(cpuRates[rounds >> 1]!)} texts ` +
    `(range ${fmt(cpuRates[0]!)}–${fmt(cpuRates[rounds - 1]!)}) [checksum ${sink}]`,
);
console.log(`ngram-pass: load average ${load()} (1/5/15 min) at end`);
