// `npm run train [-- --train <csv> --modern <csv> --out <file> --seed N --no-modern]`
// Trains the text model from Salminen train.csv plus the modern-LLM fakes, writes the artifact and
// prints its figures on the validation split (the numbers design choices are made on; never test.csv).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';
import { parseFlags, userPathFlag } from './cli-args';
import { MODERN_FAKES, SALMINEN_TRAIN, readModernFakes, readSalminen, splitThreeWay } from './data';
import { textModelFromBytes } from '@reviewsentry/detector/text-model';
import { DEFAULT_TRAIN_OPTIONS, trainTextModel } from './train-pipeline';
import { formatValidation, validationReport } from './validation';
import { measureQuantifier, quantifierRows, writeQuantifier } from './quantifier';
import { DEFAULT_FAKE_THRESHOLD } from '@reviewsentry/detector';

const flagsSchema = z.object({
  train: userPathFlag(SALMINEN_TRAIN),
  modern: userPathFlag(MODERN_FAKES),
  'no-modern': z.enum(['true', 'false']).default('false'),
  out: userPathFlag(path.join(repoRoot, 'models', 'text-model-v1.bin')),
  seed: z.coerce.number().int().default(DEFAULT_TRAIN_OPTIONS.seed),
});

const flags = flagsSchema.parse(parseFlags(process.argv.slice(2)));
const rows = [
  ...readSalminen(flags.train),
  ...(flags['no-modern'] === 'true' ? [] : readModernFakes(flags.modern)),
];
const splits = splitThreeWay(rows, flags.seed);
const started = Date.now();
const result = trainTextModel(
  splits.fit,
  splits.stack,
  { ...DEFAULT_TRAIN_OPTIONS, seed: flags.seed },
  {
    data: [
      path.basename(flags.train),
      flags['no-modern'] === 'true' ? null : path.basename(flags.modern),
    ],
    valRows: splits.val.length,
  },
);
writeFileSync(flags.out, result.bytes);
for (const line of result.log) console.log(line);
const trained = textModelFromBytes(result.bytes);
console.log(formatValidation(validationReport(trained, splits.val)));
// The share quantifier belongs to these exact bytes (docs/decisions/091): remeasure it with every artifact.
const quantifier = measureQuantifier(
  trained,
  quantifierRows(splits.stack),
  DEFAULT_FAKE_THRESHOLD,
  result.bytes,
);
console.log(
  `share quantifier: tpr ${quantifier.tpr}, fpr ${quantifier.fpr} -> ${writeQuantifier(flags.out, quantifier)}`,
);
console.log(
  `wrote ${flags.out} (${(result.bytes.length / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
