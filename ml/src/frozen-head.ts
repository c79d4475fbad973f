// The GPT-2 head of a committed artifact taken over as it is (docs/decisions/138): the head that
// decides most Salminen texts keeps the weights whose test.csv figure is known, and only the chat-era
// head, combiner and text layer are trained. Valid only when the artifact's fit rows are this
// recipe's fit rows (the same seed and split of Salminen's train.csv), which `checkSameSalminenFit`
// holds the caller to.
import { readFileSync } from 'node:fs';
import {
  decodeArtifact,
  type NgramSpec,
  type TextModelHeader,
  type WordLmTables,
} from '@reviewsentry/detector/text-model';
import { readModernCorpus, readSalminenCorpus, type CorpusRow } from './corpus';
import { splitThreeWay } from './data';
import type { NgramModel } from './ngram-trainer';
import { dequantiseHead } from './quantise';
import { isSalminen } from './validation';

export interface FrozenHead {
  head: NgramModel;
  seed: number;
}

function sameSpec(a: NgramSpec, b: NgramSpec): boolean {
  const keys = ['hashBits', 'wordMaxN', 'charMinN', 'charMaxN', 'markEnd'] as const;
  return (
    keys.every((k) => a[k] === b[k]) &&
    (a.charLineBits ?? 0) === (b.charLineBits ?? 0) &&
    (a.wordLineBits ?? 0) === (b.wordLineBits ?? 0) &&
    (a.wordHashBits ?? 0) === (b.wordHashBits ?? 0)
  );
}

/** Head 0 (GPT-2 vs human) of the artifact at `file`, dequantised: requantising gives its int8 back. */
export function readFrozenGpt2Head(file: string, spec: NgramSpec): FrozenHead {
  const { header, arrays } = decodeArtifact(readFileSync(file));
  if (!sameSpec(header.ngram, spec))
    throw new Error(
      `${file}: its n-gram features differ from the recipe's; cannot reuse its head.`,
    );
  const weights = arrays.ngram_weights;
  if (!(weights instanceof Int8Array)) throw new Error(`${file}: n-gram weights are not int8.`);
  return {
    head: {
      weights: dequantiseHead(
        weights,
        header.ngram.heads.length === 3 ? 3 : 2,
        0,
        header.ngram.weightScales[0]!,
      ),
      bias: header.ngram.heads[0]!.bias,
    },
    seed: Number(header.training.seed),
  };
}

/**
 * Throws unless the Salminen rows among `fit` are exactly the rows a format-2 recipe (Salminen
 * train.csv and the modern fakes, split by the same seed) fitted its heads on: otherwise the frozen
 * head has seen stacking or validation rows and every figure on them would flatter it.
 */
export function checkSameSalminenFit(
  rows: readonly Pick<CorpusRow, 'source'>[],
  fit: readonly number[],
  seed: number,
): void {
  const format2Rows = [...readSalminenCorpus(), ...readModernCorpus()];
  const format2Fit = new Set(
    splitThreeWay(
      format2Rows.map((r, i) => ({ group: r.group, i })),
      seed,
    ).fit.map((x) => x.i),
  );
  const inFit = new Set(fit);
  let k = 0;
  rows.forEach((r, i) => {
    if (!isSalminen(r)) return;
    if (inFit.has(i) !== format2Fit.has(k))
      throw new Error(
        'The frozen GPT-2 head was fitted on other Salminen rows than this recipe: not reusable here.',
      );
    k++;
  });
  if (k !== readSalminenCorpus().length)
    throw new Error(
      'The corpus does not hold every Salminen training row: cannot check the split.',
    );
}

/** The word LM of the artifact at `file` (its genuine fit rows' surprisal tables), as it is. */
export function readFrozenLm(file: string): WordLmTables {
  const { header, arrays } = decodeArtifact(readFileSync(file));
  const word = arrays.lm_word;
  const pair = arrays.lm_pair;
  if (!(word instanceof Uint16Array) || !(pair instanceof Uint8Array))
    throw new Error(`${file}: language-model sections missing or mis-typed.`);
  return { word, pair, unseenSurprisal: header.lm.unseenSurprisal };
}

/** What a reference path takes over from a committed two-head artifact (docs/decisions/138). */
export interface ReferenceParts {
  gpt2: NgramModel;
  /** Its second head: the third head of the new artifact. */
  other: NgramModel;
  otherName: string;
  lm: WordLmTables;
  path: NonNullable<TextModelHeader['referencePath']>;
  seed: number;
}

type TextLayerOn = NonNullable<TextModelHeader['referencePath']>['textLayerOn'];

export function readReference(
  file: string,
  spec: NgramSpec,
  margin: number,
  textLayerOn: TextLayerOn = 'every-text',
): ReferenceParts {
  const { header, arrays } = decodeArtifact(readFileSync(file));
  if (!sameSpec(header.ngram, spec))
    throw new Error(
      `${file}: its n-gram features differ from the recipe's; cannot reuse its heads.`,
    );
  const weights = arrays.ngram_weights;
  if (!(weights instanceof Int8Array) || header.ngram.heads.length !== 2)
    throw new Error(`${file}: not a two-head int8 artifact.`);
  if (header.referencePath !== null || header.formatVersion !== 2)
    throw new Error(`${file}: a reference must be a format-2 model (read whole, no text layer).`);
  const layer = header.textLayer;
  const prior = Math.log(header.priorFake / (1 - header.priorFake));
  return {
    gpt2: {
      weights: dequantiseHead(weights, 2, 0, header.ngram.weightScales[0]!),
      bias: header.ngram.heads[0]!.bias,
    },
    other: {
      weights: dequantiseHead(weights, 2, 1, header.ngram.weightScales[1]!),
      bias: header.ngram.heads[1]!.bias,
    },
    otherName: header.ngram.heads[1]!.name,
    lm: readFrozenLm(file),
    path: {
      stacker: { weights: [...header.stacker.weights], bias: header.stacker.bias },
      style: { mean: [...header.style.mean], std: [...header.style.std] },
      // format-2.ts holds the Platt calibration as the text layer's first weight and its bias
      // without the prior shift the reader adds back.
      calibration: { a: layer.weights[0]!, b: layer.bias + prior },
      margin,
      textLayerOn,
      // Measured on the new artifact's stacking rows by the training (train-pipeline.ts).
      unfamiliarAbove: null,
    },
    seed: Number(header.training.seed),
  };
}
