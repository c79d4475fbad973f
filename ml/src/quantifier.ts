// Measures the text model's operating point for the share quantifier (docs/decisions/091): its true- and
// false-positive rates at the decision threshold on the stacking split's Salminen rows (CG machine-written,
// OR human). The stacking split is held out from the n-gram weights and is not the validation split the
// product evaluation is chosen on, so `npm run eval:products -- --split val` stays out of sample.
import { writeFileSync } from 'node:fs';
import {
  QUANTIFIER_FORMAT,
  artifactSha256,
  quantifierPathFor,
  type QuantifierFile,
  type TextModel,
} from '@reviewsentry/detector';
import type { CorpusRow } from './corpus';
import { isSalminen } from './validation';

type Row = Pick<CorpusRow, 'text' | 'label' | 'source'>;

/** Stacking-split rows of the product population the quantifier is for: Salminen CG and OR. */
export function quantifierRows<T extends Row>(stack: readonly T[]): T[] {
  return stack.filter(isSalminen);
}

export function measureQuantifier(
  model: TextModel,
  rows: readonly Pick<Row, 'text' | 'label'>[],
  threshold: number,
  artifact: Uint8Array,
): QuantifierFile {
  let positives = 0;
  let negatives = 0;
  let tp = 0;
  let fp = 0;
  for (const r of rows) {
    const above = model.score(r.text).probability >= threshold;
    if (r.label === 1) {
      positives++;
      if (above) tp++;
    } else {
      negatives++;
      if (above) fp++;
    }
  }
  if (positives === 0 || negatives === 0)
    throw new Error('The quantifier needs machine-written and human-written rows.');
  return {
    format: QUANTIFIER_FORMAT,
    version: 1,
    artifact_sha256: artifactSha256(artifact),
    threshold,
    tpr: round6(tp / positives),
    fpr: round6(fp / negatives),
    positives,
    negatives,
    measured_on: 'stacking split of Salminen train.csv (CG and OR rows), raw text probabilities',
  };
}

/** Writes the quantifier beside the artifact; returns the path written. */
export function writeQuantifier(modelPath: string, q: QuantifierFile): string {
  const file = quantifierPathFor(modelPath);
  writeFileSync(file, `${JSON.stringify(q, null, 2)}\n`);
  return file;
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
