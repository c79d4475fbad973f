// Text model speed, stage by stage (docs/decisions/035): folding, the copy into wasm memory
// (TextEncoder.encodeInto vs a charCodeAt loop), the wasm n-gram pass for several table sizes
// (random weights: speed does not depend on their values; a 2^10 table is L1-resident, so its figure
// is the pass's compute alone), the wasm style pass, the JavaScript references (extractNgrams,
// extractStyle) and the whole score(). Texts: Salminen test.csv (speed only; nothing is tuned on it).
// `npx tsx bench/text-model-variants.ts [--rounds N]`. Figures are the best round, per CPU-second.
import { loadavg } from 'node:os';
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import {
  MAX_CHARS,
  NgramScratch,
  STYLE_DIM,
  WasmScorer,
  WordLm,
  decodeArtifact,
  DEFAULT_TEXT_MODEL_PATH,
  extractNgrams,
  extractStyle,
  featureDim,
  foldText,
  loadTextModel,
  type NgramSpec,
} from '@reviewsentry/detector/text-model';

const roundsFlag = process.argv.indexOf('--rounds');
const rounds = roundsFlag > 0 ? Number(process.argv[roundsFlag + 1]) : 5;
if (!hasSharedData('fake-reviews-salminen', 'test.csv')) process.exit(0);
const rows = parse(readFileSync(sharedDataPath('fake-reviews-salminen', 'test.csv')), {
  columns: true,
}) as Record<string, string>[];
const raw = rows.map((r) => r.text_ ?? '');
const texts = raw.map((t) => foldText(t));
const load = (): string =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`text-model-variants: load average ${load()}`);

/** Best of `rounds` passes over all texts after one warm-up pass, reviews per CPU-second. */
function rate(fn: (i: number) => void): number {
  for (let i = 0; i < texts.length; i++) fn(i);
  let best = 0;
  for (let r = 0; r < rounds; r++) {
    const start = process.cpuUsage();
    for (let i = 0; i < texts.length; i++) fn(i);
    const used = process.cpuUsage(start);
    best = Math.max(best, texts.length / ((used.user + used.system) / 1e6));
  }
  return best;
}
const report = (label: string, perSecond: number): void =>
  console.log(
    `${label.padEnd(52)} ${Math.round(perSecond).toLocaleString('en-US').padStart(9)} reviews/s ` +
      `(${(1e6 / perSecond).toFixed(2)} µs/review)`,
  );

const { header, arrays } = decodeArtifact(readFileSync(DEFAULT_TEXT_MODEL_PATH));
const lmTables = {
  lmWord: arrays.lm_word as Uint16Array,
  lmPair: arrays.lm_pair as Uint8Array,
  unseenSurprisal: header.lm.unseenSurprisal,
};
const lengths = texts.map((t) => Math.min(t.length, MAX_CHARS));
let sink = 0;

report(
  'foldText',
  rate((i) => (sink += foldText(raw[i]!).length)),
);
{
  const scorer = new WasmScorer(header.ngram, {
    ...lmTables,
    weights: arrays.ngram_weights as Int8Array,
  });
  const encoder = new TextEncoder();
  const view = new Uint8Array(MAX_CHARS);
  report(
    'copy: TextEncoder.encodeInto',
    rate((i) => (sink += encoder.encodeInto(texts[i]!, view).written)),
  );
  report(
    'copy: charCodeAt loop',
    rate((i) => {
      const t = texts[i]!;
      for (let j = 0; j < lengths[i]!; j++) view[j] = t.charCodeAt(j);
    }),
  );
  report(
    'wasm run(): copy + n-grams + style (committed model)',
    rate((i) => (sink += scorer.run(texts[i]!))),
  );
}

let state = 12345;
const random = (): number => {
  state = (Math.imul(state, 1103515245) + 12345) | 0;
  return state >> 16;
};
for (const bits of [10, 16, 18, 21]) {
  const spec: NgramSpec = { ...header.ngram, hashBits: bits };
  const weights = Int8Array.from({ length: 2 * featureDim(spec) }, () => random() % 128);
  const scorer = new WasmScorer(spec, { ...lmTables, weights });
  report(
    `wasm copy + n-grams, 2^${bits} table (shipped spec otherwise)`,
    rate((i) => scorer.ngrams(scorer.copyText(texts[i]!))),
  );
  if (bits === 21)
    report(
      'wasm copy + style (committed LM)',
      rate((i) => scorer.style(scorer.copyText(texts[i]!))),
    );
}

const scratch = new NgramScratch();
report(
  'JS reference extractNgrams (indices only, no sums)',
  rate((i) => extractNgrams(texts[i]!, header.ngram, scratch)),
);
const lm = new WordLm({
  word: lmTables.lmWord,
  pair: lmTables.lmPair,
  unseenSurprisal: lmTables.unseenSurprisal,
});
const style = new Float64Array(STYLE_DIM);
report(
  'JS reference extractStyle + LM',
  rate((i) => extractStyle(texts[i]!, lm, style)),
);
const model = loadTextModel();
report(
  'score() of the committed artifact (fold + wasm + combiner)',
  rate((i) => (sink += model.score(raw[i]!).probability)),
);
console.log(`text-model-variants: load average ${load()} [checksum ${sink.toFixed(1)}]`);
