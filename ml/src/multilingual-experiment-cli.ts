// `npx tsx ml/src/multilingual-experiment-cli.ts [--per-language] [--single-class 0|1] [--hash-bits 20]
//  [--char-max 4] [--polished train|eval] [--hold-languages de,fr] [--out <json>]`: one variant of the
// non-English scorer, measured per language on the validation split (docs/decisions/136).
import { writeFileSync } from 'node:fs';
import { z } from 'zod';
import { parseFlags } from './cli-args';
import { readCorpus } from './corpus';
import { measureMultilingual, multilingualData, trainMultilingualParts } from './multilingual-eval';
import { DEFAULT_MULTILINGUAL_OPTIONS, type MultilingualOptions } from './multilingual-trainer';

const d = DEFAULT_MULTILINGUAL_OPTIONS;
const flags = z
  .object({
    'per-language': z.enum(['true', 'false']).default('false'),
    'single-class': z.coerce.number().min(0).default(d.singleClass),
    'hash-bits': z.coerce.number().int().min(12).max(24).default(d.spec.hashBits),
    'char-max': z.coerce.number().int().min(1).max(6).default(d.spec.charMaxN),
    'word-max': z.coerce.number().int().min(1).max(2).default(d.spec.wordMaxN),
    polished: z.enum(['train', 'eval']).default('eval'),
    'hold-languages': z.string().optional(),
    'min-words': z.coerce.number().int().min(1).default(10),
    'max-human-fp': z.coerce.number().min(0).max(1).default(d.maxHumanFp),
    out: z.string().optional(),
  })
  .parse(parseFlags(process.argv.slice(2)));

const opts: MultilingualOptions = {
  ...d,
  singleClass: flags['single-class'],
  maxHumanFp: flags['max-human-fp'],
  minWords: flags['min-words'],
  spec: {
    ...d.spec,
    hashBits: flags['hash-bits'],
    charMaxN: flags['char-max'],
    wordMaxN: flags['word-max'],
    perLanguage: flags['per-language'] === 'true',
  },
};
const t0 = Date.now();
const md = multilingualData(readCorpus(), opts);
const sel = {
  polished: flags.polished,
  heldOutLanguages: flags['hold-languages']?.split(','),
};
const parts = trainMultilingualParts(md, opts, sel);
const report = measureMultilingual(md, parts, sel, opts.priorFake, flags['min-words']);
const pct = (x: number | null): string => (x === null ? '-' : `${(100 * x).toFixed(1)}%`);
for (const [language, r] of Object.entries(report)) {
  const fmt = (o: Record<string, { n: number; rate: number | null }>): string =>
    Object.entries(o)
      .map(([k, v]) => `${k} ${pct(v.rate)} (${v.n})`)
      .join('; ');
  console.log(
    `${language}: machine ${fmt(r.machine_val)} | human ${fmt(r.human_val)} | not trained ${fmt(r.not_trained)}`,
  );
}
console.log(`${((Date.now() - t0) / 1000).toFixed(0)} s`);
if (flags.out) writeFileSync(flags.out, JSON.stringify({ flags, report }, null, 2));
