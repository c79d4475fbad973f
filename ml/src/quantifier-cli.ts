// `npm run quantifier [-- --model <file>]`
// Remeasures the share quantifier (docs/decisions/091, 151) of an artifact without retraining it and writes
// `<model>.quantifier.json` beside it. `npm run train` does the same for the artifact it writes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';
import { DEFAULT_FAKE_THRESHOLD, loadTextModel } from '@reviewsentry/detector';
import { artifactSeeds } from './artifact-seeds';
import { parseFlags, userPathFlag } from './cli-args';
import { readCorpus } from './corpus';
import { englishSplit } from './logo';
import {
  languageQuantifierRows,
  measureQuantifier,
  quantifierRows,
  writeQuantifier,
} from './quantifier';

const flags = z
  .object({ model: userPathFlag(path.join(repoRoot, 'models', 'text-model-v1.bin')) })
  .parse(parseFlags(process.argv.slice(2)));

// The same rows and splits as train-cli (its seeds are stored in the artifact).
const bytes = readFileSync(flags.model);
const seeds = artifactSeeds(bytes);
const corpus = readCorpus();
const { rows, split } = englishSplit(corpus, seeds.english);
const model = loadTextModel(flags.model);
const q = measureQuantifier(
  model,
  quantifierRows(rows.filter((_, i) => split[i] === 'stack')),
  DEFAULT_FAKE_THRESHOLD,
  bytes,
  languageQuantifierRows(corpus, seeds.multilingual, model.languages, model.minWords),
);
console.log(JSON.stringify(q, null, 2));
console.log(`wrote ${writeQuantifier(flags.model, q)}`);
