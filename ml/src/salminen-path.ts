// The GPT-2-era path of the English model (docs/decisions/138): a second segment combiner over the
// same inputs as the first, fitted to reproduce a reference model's logit (the committed format-2
// model, whose Salminen test figure is known) on the texts that model was trained for — Salminen's
// and the modern fakes' stacking rows. The text's score is the larger of this path's and the chat
// path's logit, so a GPT-2-era text is decided as the reference decided it unless the chat path sees
// more evidence.
import { readFileSync } from 'node:fs';
import { textModelFromBytes } from '@reviewsentry/detector/text-model';
import { fitDenseLogistic, type DenseLogistic } from './dense-logistic';
import type { PreparedCorpus } from './prepared-corpus';

/** The sources the reference model was trained on: the texts its behaviour is copied for. */
export function inReferenceDomain(source: string): boolean {
  return source === 'salminen-cg' || source === 'salminen-or';
}

export function fitSalminenPath(
  corpus: PreparedCorpus,
  stackSegments: readonly number[],
  xs: readonly Float64Array[],
  referenceFile: string,
  l2: number,
): { path: DenseLogistic; n: number } {
  const reference = textModelFromBytes(readFileSync(referenceFile));
  const targetOfRow = new Map<number, number>();
  const rows: Float64Array[] = [];
  const targets: number[] = [];
  stackSegments.forEach((s, k) => {
    const row = corpus.segmentRow[s]!;
    if (!inReferenceDomain(corpus.rows[row]!.source)) return;
    let t = targetOfRow.get(row);
    if (t === undefined) {
      t = reference.score(corpus.rows[row]!.text).probability;
      targetOfRow.set(row, t);
    }
    rows.push(xs[k]!);
    targets.push(t);
  });
  // Cross-entropy against the reference's probabilities (soft labels): the fit is most exact where
  // the decision is made, unlike least squares on logits, which the confident texts dominate.
  const path = fitDenseLogistic(rows, targets, new Float64Array(rows.length).fill(1), l2);
  return { path, n: rows.length };
}
