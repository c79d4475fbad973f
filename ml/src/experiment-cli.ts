// `npx tsx ml/src/experiment-cli.ts --folds deepseek-v4-pro,gpt-4 [--polished train|eval
//  --balance domain-length|classes --single-class 1 --epochs 6 --no-structure --no-style
//  --hold-human <source> --out <json>]`: one design variant of the English text model measured by
// leave-one-generator-out on the folds named (each fold holds out one generator, or several joined
// by '+'; 'none' trains on everything). The choices of docs/decisions/135 were made with it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { parseFlags, resolveUserPath } from './cli-args';
import { referenceFlags, referenceOptions } from './reference-flags';
import { readCorpus } from './corpus';
import { experimentData, runFold, type FoldReport } from './logo';
import { DEFAULT_TRAIN_OPTIONS, type TrainOptions } from './train-pipeline';

const d = DEFAULT_TRAIN_OPTIONS;
const flags = z
  .object({
    folds: z.string().default('deepseek-v4-pro,gpt-4,gemini-1.0-pro'),
    polished: z.enum(['train', 'eval']).default('train'),
    balance: z.enum(['domain-length', 'classes']).default('domain-length'),
    'single-class': z.coerce.number().min(0).default(0),
    epochs: z.coerce.number().int().min(1).default(d.epochs),
    'no-structure': z.enum(['true', 'false']).default('false'),
    'no-style': z.enum(['true', 'false']).default('false'),
    'no-length': z.enum(['true', 'false']).default('false'),
    'text-l2': z.coerce.number().min(0).default(d.textL2),
    'hold-human': z.string().optional(),
    'min-words': z.coerce.number().int().min(1).default(d.minWords),
    seed: z.coerce.number().int().default(d.seed),
    out: z.string().optional(),
    'training-humans': z.string().optional(),
    'gpt2-humans': z.enum(['all', 'salminen']).default('all'),
    'hash-bits': z.coerce.number().int().min(16).max(23).default(d.spec.hashBits),
    'salminen-weight': z.coerce.number().positive().default(1),
    'save-dir': z.string().optional(),
    'gpt2-head-from': z.string().optional(),
    'lm-from-gpt2-head': z.enum(['true', 'false']).default('false'),
    // No reference path unless asked for: experiments vary the text layer's own recipe.
    ...referenceFlags({ ...d, referenceFrom: null }),
  })
  .parse(parseFlags(process.argv.slice(2)));

const opts: TrainOptions = {
  ...d,
  seed: flags.seed,
  epochs: flags.epochs,
  textL2: flags['text-l2'],
  gpt2Humans: flags['gpt2-humans'],
  spec: { ...d.spec, hashBits: flags['hash-bits'] },
  salminenWeight: flags['salminen-weight'],
  lmFromGpt2Head: flags['lm-from-gpt2-head'] === 'true',
  ...referenceOptions(flags),
  gpt2HeadFrom:
    flags['gpt2-head-from'] === undefined ? null : resolveUserPath(flags['gpt2-head-from']),
  useStructure: flags['no-structure'] !== 'true',
  useStyle: flags['no-style'] !== 'true',
  lengthAware: flags['no-length'] !== 'true',
  balance:
    flags.balance === 'classes'
      ? { kind: 'classes' }
      : { kind: 'domain-length', singleClass: flags['single-class'] },
};
const data = experimentData(
  readCorpus(
    flags['training-humans'] === undefined
      ? undefined
      : flags['training-humans'].split(',').filter(Boolean),
  ),
  opts,
);
if (flags['save-dir']) mkdirSync(flags['save-dir'], { recursive: true });
const pct = (x: number | null): string => (x === null ? '-' : `${(100 * x).toFixed(1)}%`);
const reports: FoldReport[] = [];
for (const f of flags.folds.split(',')) {
  const report = runFold(data, opts, {
    heldOut: f === 'none' ? [] : f.split('+'),
    heldOutHuman: flags['hold-human'],
    polished: flags.polished,
    minWords: flags['min-words'],
    saveTo: flags['save-dir'] ? `${flags['save-dir']}/${f}.bin` : undefined,
  });
  reports.push(report);
  const lines = [
    `== held out ${f}: recall ${pct(report.held_out_recall.rate)} (n ${report.held_out_recall.n}), ` +
      `Salminen val acc ${report.salminen_val.accuracy?.toFixed(4)} AUC ${report.salminen_val.roc_auc?.toFixed(4)}, chat answers ${report.chat_answers_flagged}, ${report.seconds} s`,
    '  held out by: ' +
      Object.entries(report.held_out_by)
        .map(([k, v]) => `${k} ${pct(v.rate)} (${v.n})`)
        .join('; '),
    '  machine val: ' +
      Object.entries(report.machine_val)
        .map(([k, v]) => `${k} ${pct(v.rate)}`)
        .join('; '),
    '  humans: ' +
      Object.entries(report.humans)
        .map(([k, v]) => `${k}${v.trained ? '' : '*'} ${pct(v.rate)} (${v.n})`)
        .join('; '),
  ];
  lines.push(
    '  priors: ' +
      report.priors
        .map(
          (x) =>
            `${x.prior}: recall ${pct(x.held_out_recall)} FP mean ${pct(x.human_fp_mean)} max ${pct(x.human_fp_max)}`,
        )
        .join('; '),
  );
  console.log(lines.join('\n'));
}
if (flags.out) writeFileSync(flags.out, JSON.stringify({ flags, reports }, null, 2));
