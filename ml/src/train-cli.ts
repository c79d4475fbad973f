// `npm run train [-- --out <file> --seed N --polished train|eval --reference-from <file>|none
//  --reference-margin M --reference-text-layer-on every-text|long-or-structured]`: trains the text
// model from every labelled file in ../shared/data (Salminen train.csv, the modern-LLM fakes,
// llm-reviews-train; never Salminen test.csv), writes the artifact and its share quantifier, and
// prints validation figures (the numbers design choices are made on) for English and for every other
// language trained. The format-2 model (ml/reference, by default) is read inside the new one as its
// reference path (ADR 138, 153).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_FAKE_THRESHOLD } from '@reviewsentry/detector';
import { textModelFromBytes } from '@reviewsentry/detector/text-model';
import { FORMAT_2_REFERENCE, repoRoot } from './paths';
import { buildModel } from './build-model';
import { parseFlags, userPathFlag } from './cli-args';
import { referenceFlags, referenceOptions } from './reference-flags';
import { readCorpus } from './corpus';
import { DEFAULT_MULTILINGUAL_OPTIONS } from './multilingual-trainer';
import {
  languageQuantifierRows,
  measureQuantifier,
  quantifierRows,
  writeQuantifier,
} from './quantifier';
import { DEFAULT_TRAIN_OPTIONS } from './train-pipeline';
import { formatLanguageReport, formatValidation, validationReport } from './validation';

const flags = z
  .object({
    out: userPathFlag(path.join(repoRoot, 'models', 'text-model-v1.bin')),
    seed: z.coerce.number().int().default(DEFAULT_TRAIN_OPTIONS.seed),
    polished: z.enum(['train', 'eval']).default('train'),
    // The committed format-2 model by default (ADR 153); "none" trains the text layer alone.
    ...referenceFlags({ ...DEFAULT_TRAIN_OPTIONS, referenceFrom: FORMAT_2_REFERENCE }),
  })
  .parse(parseFlags(process.argv.slice(2)));

const started = Date.now();
const corpus = readCorpus();
const built = buildModel(corpus, {
  english: {
    ...DEFAULT_TRAIN_OPTIONS,
    seed: flags.seed,
    ...referenceOptions(flags),
  },
  multilingual: { ...DEFAULT_MULTILINGUAL_OPTIONS, seed: flags.seed },
  polished: flags.polished,
});
writeFileSync(flags.out, built.bytes);
for (const line of built.log) console.log(line);
const trained = textModelFromBytes(built.bytes);
const { corpus: english, split } = built.english;
const val = english.rows.filter((_, i) => split[i] === 'val');
console.log(formatValidation(validationReport(trained, val)));
console.log(formatLanguageReport(built.languageReport, built.languages));
// The share quantifier belongs to these exact bytes (docs/decisions/091): remeasure it with every artifact.
const stack = english.rows.filter((_, i) => split[i] === 'stack');
const quantifier = measureQuantifier(
  trained,
  quantifierRows(stack),
  DEFAULT_FAKE_THRESHOLD,
  built.bytes,
  languageQuantifierRows(corpus, flags.seed, trained.languages, trained.minWords),
);
console.log(
  `share quantifier: tpr ${quantifier.tpr}, fpr ${quantifier.fpr} -> ${writeQuantifier(flags.out, quantifier)}`,
);
console.log(
  `wrote ${flags.out} (${(built.bytes.length / 1e6).toFixed(2)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
