// `npm run quantifier [-- --model <file> --train <csv> --modern <csv> --seed N]`
// Remeasures the share quantifier (docs/decisions/091) of an artifact without retraining it and writes
// `<model>.quantifier.json` beside it. `npm run train` does the same for the artifact it writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';
import { DEFAULT_FAKE_THRESHOLD, loadTextModel } from '@reviewsentry/detector';
import { parseFlags, userPathFlag } from './cli-args';
import { MODERN_FAKES, SALMINEN_TRAIN, readModernFakes, readSalminen, splitThreeWay } from './data';
import { measureQuantifier, quantifierRows, writeQuantifier } from './quantifier';
import { DEFAULT_TRAIN_OPTIONS } from './train-pipeline';

const flags = z
  .object({
    model: userPathFlag(path.join(repoRoot, 'models', 'text-model-v1.bin')),
    train: userPathFlag(SALMINEN_TRAIN),
    modern: userPathFlag(MODERN_FAKES),
    seed: z.coerce.number().int().default(DEFAULT_TRAIN_OPTIONS.seed),
  })
  .parse(parseFlags(process.argv.slice(2)));

// The same rows and split as train-cli, so the stacking split is the one the artifact was trained with.
const rows = [...readSalminen(flags.train), ...readModernFakes(flags.modern)];
const { stack } = splitThreeWay(rows, flags.seed);
const q = measureQuantifier(
  loadTextModel(flags.model),
  quantifierRows(stack),
  DEFAULT_FAKE_THRESHOLD,
  readFileSync(flags.model),
);
console.log(JSON.stringify(q, null, 2));
console.log(`wrote ${writeQuantifier(flags.model, q)}`);
