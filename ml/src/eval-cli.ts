// `npm run eval -- --data <csv> [--text-col text_ --label-col label --fake-label CG --model <file>
//  --threshold 0.5 --format json|table --language en | --language-col language]`: metrics of the text
// model on any labelled CSV, including files that hold one class only (then ROC-AUC is null and recall
// or false-positive rate is the figure). Every row is scored, whatever its length; rows in another
// language than English need --language or --language-col (one of the model's languages).
import { z } from 'zod';
import { loadTextModel } from '@reviewsentry/detector/text-model';
import { parseFlags, resolveUserPath } from './cli-args';
import { readLabelled } from './data';
import { binaryMetrics } from './metrics';
import { formatTable } from './table';

const flagsSchema = z.object({
  data: z.string({ error: '--data <csv> is required' }).transform((p) => resolveUserPath(p)),
  'text-col': z.string().default('text_'),
  'label-col': z.string().default('label'),
  'fake-label': z.string().default('CG'),
  model: z
    .string()
    .transform((p) => resolveUserPath(p))
    .optional(),
  threshold: z.coerce.number().min(0).max(1).default(0.5),
  format: z.enum(['json', 'table']).default('json'),
  language: z.string().default('en'),
  'language-col': z.string().optional(),
});

const flags = flagsSchema.parse(parseFlags(process.argv.slice(2)));
const rows = readLabelled(flags.data, {
  textCol: flags['text-col'],
  labelCol: flags['label-col'],
  fakeLabel: flags['fake-label'],
  ...(flags['language-col'] ? { groupCol: flags['language-col'] } : {}),
});
const model = loadTextModel(flags.model);
const languageOf = (r: { group: string }): string =>
  flags['language-col'] ? r.group : flags.language;
const unjudged = [...new Set(rows.map(languageOf))].filter((l) => !model.languages.includes(l));
if (unjudged.length > 0)
  throw new Error(
    `The model was not measured on ${unjudged.join(', ')}; it judges ${model.languages.join(', ')}.`,
  );
const started = performance.now();
const probs = rows.map((r) => model.score(r.text, languageOf(r)).probability);
const seconds = (performance.now() - started) / 1000;
const metrics = binaryMetrics(
  rows.map((r) => r.label),
  probs,
  flags.threshold,
);
const report = {
  data: flags.data,
  model: { id: model.id, version: model.version, languages: model.languages },
  ...metrics,
  reviews_per_second: Math.round(rows.length / Math.max(seconds, 1e-9)),
};
if (flags.format === 'table') {
  console.log(
    formatTable(
      ['metric', 'value'],
      Object.entries(metrics)
        .filter(([, v]) => typeof v !== 'object' || v === null)
        .map(([k, v]) => [
          k,
          typeof v === 'number' && !Number.isInteger(v) ? v.toFixed(4) : String(v),
        ]),
    ),
  );
  const cm = metrics.confusion_matrix;
  console.log(`confusion: tp=${cm.tp} fp=${cm.fp} tn=${cm.tn} fn=${cm.fn}`);
} else {
  console.log(JSON.stringify(report, null, 2));
}
