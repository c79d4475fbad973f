// `npm run eval:generators [-- --format json|table|markdown|both --seed N --folds a,b --out <json>]`
// (or `-- --from <json> --format markdown` to print the tables of a saved report again):
// leave-one-generator-out for every generator we have (docs/model-card.md). English: each generator in
// turn is left out of training entirely (GPT-2, the four modern ones, GPT-4; the two rewrite sets are
// folds of their own, reported apart), then its texts of ≥ 10 words are scored; every fold also
// reports how many texts of every human source it flags (validation rows of the sources trained on,
// all rows of those never seen), by length, formatting and domain. Other languages: GPT-4 is the
// only generator there, so their figures are validation rows of the same generator, plus the Russian
// rewrite set as an unseen generator. The last English row is the shipped recipe.
import { readFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { parseFlags, resolveUserPath } from './cli-args';
import { readCorpus } from './corpus';
import { formatGeneratorTables, summarise, type GeneratorReport } from './generator-report';
import { experimentData, runFold, type FoldReport } from './logo';
import { measureMultilingual, multilingualData, trainMultilingualParts } from './multilingual-eval';
import { DEFAULT_MULTILINGUAL_OPTIONS } from './multilingual-trainer';
import { DEFAULT_TRAIN_OPTIONS } from './train-pipeline';

/** Generators that wrote reviews from scratch, and the sets that rewrote human reviews. */
export const WRITERS = [
  'gpt-2',
  'deepseek-v4-pro',
  'glm-5.2',
  'lfm2.5-1.2b-instruct',
  'lfm2.5-350m',
  'gpt-4',
];
export const REWRITERS = ['gpt-4-turbo-preview', 'gemini-1.0-pro'];

const flags = z
  .object({
    format: z.enum(['json', 'table', 'markdown', 'both']).default('both'),
    seed: z.coerce.number().int().default(DEFAULT_TRAIN_OPTIONS.seed),
    folds: z.string().default([...WRITERS, ...REWRITERS, 'none'].join(',')),
    out: z
      .string()
      .transform((p) => resolveUserPath(p))
      .optional(),
    from: z
      .string()
      .transform((p) => resolveUserPath(p))
      .optional(),
  })
  .parse(parseFlags(process.argv.slice(2)));

function evaluate(): GeneratorReport {
  const rows = readCorpus();
  const opts = { ...DEFAULT_TRAIN_OPTIONS, seed: flags.seed };
  const data = experimentData(rows, opts);
  const folds: FoldReport[] = [];
  for (const f of flags.folds.split(',')) {
    folds.push(
      runFold(data, opts, {
        heldOut: f === 'none' ? [] : f.split('+'),
        polished: 'train',
        minWords: opts.minWords,
      }),
    );
    console.error(`done: ${f} (${folds.at(-1)!.seconds} s)`);
  }
  const mlOpts = { ...DEFAULT_MULTILINGUAL_OPTIONS, seed: flags.seed };
  const md = multilingualData(rows, mlOpts);
  const sel = { polished: 'eval' as const };
  const languages = measureMultilingual(
    md,
    trainMultilingualParts(md, mlOpts, sel),
    sel,
    mlOpts.priorFake,
    opts.minWords,
  );
  return summarise(folds, languages, { seed: flags.seed, threshold: 0.5, rewriters: REWRITERS });
}

const report = flags.from
  ? (JSON.parse(readFileSync(flags.from, 'utf8')) as GeneratorReport)
  : evaluate();
if (flags.out) writeFileSync(flags.out, JSON.stringify(report, null, 2));
if (flags.format === 'json' || flags.format === 'both')
  console.log(JSON.stringify(report, null, 2));
if (flags.format !== 'json')
  console.log(formatGeneratorTables(report, flags.format === 'markdown'));
