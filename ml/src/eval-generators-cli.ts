// `npm run eval:generators [-- --format json|table --seed N]`: leave-one-generator-out over the four
// modern generators. For each generator: train on Salminen train + the other three, then report recall
// on all of the held-out generator's reviews and the false-positive rate on Salminen OR validation rows
// and on human reviews from other sources. A final row reports the model trained on all four.
import { z } from 'zod';
import { textModelFromBytes, type TextModel } from '@reviewsentry/detector/text-model';
import { parseFlags } from './cli-args';
import { MODERN_FAKES, SALMINEN_TRAIN, readModernFakes, readSalminen, splitThreeWay } from './data';
import type { LabelledText } from './data';
import { loadHumanSets } from './human-proxies';
import { formatTable } from './table';
import { DEFAULT_TRAIN_OPTIONS, trainTextModel } from './train-pipeline';

const flags = z
  .object({
    format: z.enum(['json', 'table', 'both']).default('both'),
    seed: z.coerce.number().int().default(DEFAULT_TRAIN_OPTIONS.seed),
    threshold: z.coerce.number().min(0).max(1).default(0.5),
  })
  .parse(parseFlags(process.argv.slice(2)));

const salminen = readSalminen(SALMINEN_TRAIN);
const modern = readModernFakes(MODERN_FAKES);
const generators = [...new Set(modern.map((r) => r.group))].sort();
const humans = loadHumanSets();

function flagRate(model: TextModel, texts: string[]): number | null {
  if (texts.length === 0) return null;
  let flagged = 0;
  for (const t of texts) if (model.score(t).probability >= flags.threshold) flagged++;
  return flagged / texts.length;
}

interface FoldResult {
  held_out: string;
  recall_held_out: number | null;
  n_held_out: number;
  recall_salminen_cg_val: number | null;
  fp_salminen_or_val: number | null;
  fp_other_humans: Record<string, number | null>;
  fp_other_humans_mean: number | null;
  seconds: number;
}

function runFold(heldOut: string | null): FoldResult {
  const started = Date.now();
  const training: LabelledText[] = [...salminen, ...modern.filter((r) => r.group !== heldOut)];
  const splits = splitThreeWay(training, flags.seed);
  const model = textModelFromBytes(
    trainTextModel(splits.fit, splits.stack, { ...DEFAULT_TRAIN_OPTIONS, seed: flags.seed }).bytes,
  );
  const target =
    heldOut === null
      ? splits.val.filter((r) => r.group !== 'OR' && r.group !== 'CG')
      : modern.filter((r) => r.group === heldOut);
  const fpHumans = Object.fromEntries(humans.map((h) => [h.name, flagRate(model, h.texts)]));
  const rates = Object.values(fpHumans).filter((v): v is number => v !== null);
  return {
    held_out: heldOut ?? 'none (all four trained; recall on their validation rows)',
    recall_held_out: flagRate(
      model,
      target.map((r) => r.text),
    ),
    n_held_out: target.length,
    recall_salminen_cg_val: flagRate(
      model,
      splits.val.filter((r) => r.group === 'CG').map((r) => r.text),
    ),
    fp_salminen_or_val: flagRate(
      model,
      splits.val.filter((r) => r.group === 'OR').map((r) => r.text),
    ),
    fp_other_humans: fpHumans,
    fp_other_humans_mean: rates.length ? rates.reduce((a, b) => a + b, 0) / rates.length : null,
    seconds: (Date.now() - started) / 1000,
  };
}

const folds: FoldResult[] = [];
for (const g of [...generators, null]) {
  folds.push(runFold(g));
  console.error(`done: ${g ?? 'all'}`);
}
const loo = folds.filter((f) => !f.held_out.startsWith('none'));
const mean = (xs: (number | null)[]): number | null => {
  const v = xs.filter((x): x is number => x !== null);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
};
const report = {
  threshold: flags.threshold,
  seed: flags.seed,
  human_sets: humans.map((h) => ({ name: h.name, n: h.texts.length })),
  folds,
  leave_one_out_mean_recall: mean(loo.map((f) => f.recall_held_out)),
  leave_one_out_mean_fp_salminen_or_val: mean(loo.map((f) => f.fp_salminen_or_val)),
  leave_one_out_mean_fp_other_humans: mean(loo.map((f) => f.fp_other_humans_mean)),
};
const pct = (x: number | null): string => (x === null ? '-' : (100 * x).toFixed(1) + '%');
if (flags.format !== 'table') console.log(JSON.stringify(report, null, 2));
if (flags.format !== 'json') {
  console.log(
    formatTable(
      [
        'held out',
        'n',
        'recall',
        'CG val recall',
        'FP OR val',
        ...humans.map((h) => `FP ${h.name}`),
      ],
      folds.map((f) => [
        f.held_out.startsWith('none') ? 'none (all four)' : f.held_out,
        String(f.n_held_out),
        pct(f.recall_held_out),
        pct(f.recall_salminen_cg_val),
        pct(f.fp_salminen_or_val),
        ...humans.map((h) => pct(f.fp_other_humans[h.name] ?? null)),
      ]),
    ),
  );
  console.log(
    `leave-one-out mean: recall ${pct(report.leave_one_out_mean_recall)}, FP OR val ${pct(report.leave_one_out_mean_fp_salminen_or_val)}, FP other humans ${pct(report.leave_one_out_mean_fp_other_humans)}`,
  );
}
