// `npx tsx ml/src/validate-cli.ts [--model <file>] [--json]`: validation-split figures of an artifact,
// with the split re-derived from the seed stored in it (never test.csv).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  DEFAULT_TEXT_MODEL_PATH,
  decodeArtifact,
  textModelFromBytes,
} from '@reviewsentry/detector/text-model';
import { parseFlags, resolveUserPath } from './cli-args';
import { readCorpus } from './corpus';
import { englishSplit } from './logo';
import { formatValidation, validationReport } from './validation';

const flags = z
  .object({
    model: z
      .string()
      .transform((p) => resolveUserPath(p))
      .default(DEFAULT_TEXT_MODEL_PATH),
    json: z.string().optional(),
  })
  .parse(parseFlags(process.argv.slice(2)));
const bytes = readFileSync(flags.model);
const seed = Number(decodeArtifact(bytes).header.training.seed);
const { rows, split } = englishSplit(readCorpus(), seed);
const report = validationReport(
  textModelFromBytes(bytes),
  rows.filter((_, i) => split[i] === 'val'),
);
console.log(flags.json === 'true' ? JSON.stringify(report, null, 2) : formatValidation(report));
