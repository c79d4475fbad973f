// `npx tsx ml/src/text-layer-reach-cli.ts [--model <artifact>]`: the English validation rows of ≥ 10
// words of every source, split by whether a reference-path artifact lets its text layer read them
// (long, structured or worded unlike the reference's training texts: the score's `text_layer_read`;
// ADR 153, 154), with the share the model flags at 0.5 in each part.
import { z } from 'zod';
import {
  DEFAULT_TEXT_MODEL_PATH,
  decodeArtifact,
  loadTextModel,
} from '@reviewsentry/detector/text-model';
import { readFileSync } from 'node:fs';
import { parseFlags, resolveUserPath } from './cli-args';
import { readCorpus } from './corpus';
import { englishSplit } from './logo';
import { formatTable } from './table';

const flags = z
  .object({ model: z.string().default(DEFAULT_TEXT_MODEL_PATH) })
  .parse(parseFlags(process.argv.slice(2)));
const file = resolveUserPath(flags.model);
const seed = Number(decodeArtifact(readFileSync(file)).header.training.seed);
const model = loadTextModel(file);
const { rows, split } = englishSplit(readCorpus(), seed);

type Part = { n: number; flagged: number };
const parts = new Map<string, { reach: Part; plain: Part }>();
rows.forEach((r, i) => {
  if (split[i] !== 'val' || r.text.split(/\s+/).length < 10) return;
  const key = r.label === 1 ? `${r.source} (${r.generator})` : r.source;
  const p = parts.get(key) ?? { reach: { n: 0, flagged: 0 }, plain: { n: 0, flagged: 0 } };
  const score = model.score(r.text);
  const part = score.components?.['text_layer_read'] === 1 ? p.reach : p.plain;
  part.n++;
  if (score.probability >= 0.5) part.flagged++;
  parts.set(key, p);
});
const cell = ({ n, flagged }: Part): string =>
  n === 0 ? '-' : `${n} / ${((100 * flagged) / n).toFixed(1)} %`;
console.log(
  formatTable(
    [
      'source (validation, ≥ 10 words)',
      'text layer reads: n / flagged',
      'reference alone: n / flagged',
    ],
    [...parts].sort().map(([k, p]) => [k, cell(p.reach), cell(p.plain)]),
  ),
);
