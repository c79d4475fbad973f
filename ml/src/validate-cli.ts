// `npx tsx ml/src/validate-cli.ts [--model <file>] [--reference <file>] [--json]`: validation-split
// figures of an artifact, with the split re-derived from the seed stored in it (never test.csv); with
// --reference, how many Salminen validation decisions differ from that model's (docs/decisions/138).
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { DEFAULT_TEXT_MODEL_PATH, textModelFromBytes } from '@reviewsentry/detector/text-model';
import { artifactSeeds } from './artifact-seeds';
import { parseFlags, resolveUserPath } from './cli-args';
import { readCorpus } from './corpus';
import { englishSplit } from './logo';
import { decisionAgreement, formatAgreement } from './agreement';
import { formatValidation, isSalminen, validationReport } from './validation';

const flags = z
  .object({
    model: z
      .string()
      .transform((p) => resolveUserPath(p))
      .default(DEFAULT_TEXT_MODEL_PATH),
    reference: z
      .string()
      .transform((p) => resolveUserPath(p))
      .optional(),
    json: z.string().optional(),
  })
  .parse(parseFlags(process.argv.slice(2)));
const bytes = readFileSync(flags.model);
const { rows, split } = englishSplit(readCorpus(), artifactSeeds(bytes).english);
const model = textModelFromBytes(bytes);
const val = rows.filter((_, i) => split[i] === 'val');
const report = validationReport(model, val);
const agreement =
  flags.reference === undefined
    ? null
    : decisionAgreement(
        model,
        textModelFromBytes(readFileSync(flags.reference)),
        val.filter(isSalminen).map((r) => r.text),
      );
if (flags.json === 'true') console.log(JSON.stringify({ ...report, agreement }, null, 2));
else {
  console.log(formatValidation(report));
  if (agreement) console.log(formatAgreement(agreement, flags.reference!));
}
