// The two n-gram heads of the English model over the fit rows' segments: GPT-2 fakes vs human, and
// chat-era machine texts vs human (ADR 031: one head for both kinds lost 1.5 points on GPT-2 text).
import type { CorpusRow } from './corpus';
import { segmentWeights } from './balance';
import { trainNgram, type NgramModel } from './ngram-trainer';
import type { PreparedCorpus, PreparedRow } from './prepared-corpus';
import type { TrainOptions } from './train-options';

/** GPT-2 fakes (Salminen) have a head of their own: one head for both kinds lost 1.5 points (031). */
export function isGpt2(r: Pick<CorpusRow, 'generator'>): boolean {
  return r.generator === 'gpt-2';
}

/** Segment indices of the given rows. */
export function segmentsOfRows(corpus: PreparedCorpus, rows: readonly number[]): number[] {
  const out: number[] = [];
  for (const i of rows) {
    const r = corpus.rows[i]!;
    for (let s = 0; s < r.segments.length; s++) out.push(r.firstSegment + s);
  }
  return out;
}

export interface TrainedHeads {
  headA: NgramModel;
  headB: NgramModel;
  log: string[];
}

/** The two float n-gram heads over the fit rows' segments. */
export function trainHeads(
  corpus: PreparedCorpus,
  fit: readonly number[],
  opts: TrainOptions,
): TrainedHeads {
  const t0 = Date.now();
  const labels = new Uint8Array(corpus.segmentRow.length);
  corpus.segmentRow.forEach((row, s) => (labels[s] = corpus.rows[row]!.label));
  const pick = (keep: (r: PreparedRow) => boolean): number[] =>
    segmentsOfRows(
      corpus,
      fit.filter((i) => keep(corpus.rows[i]!)),
    );
  // The GPT-2 head's human side: every human source, or Salminen's own (the reviews the fakes imitate).
  const rowsA = pick(
    (r) =>
      isGpt2(r) || (r.label === 0 && (opts.gpt2Humans === 'all' || r.source === 'salminen-or')),
  );
  const rowsB = pick((r) => r.label === 0 || !isGpt2(r));
  if (!rowsB.some((s) => labels[s] === 1))
    throw new Error('Training needs chat-era machine texts for the second head.');
  const headA = trainNgram(
    corpus.matrix,
    labels,
    opts,
    rowsA,
    segmentWeights(corpus, rowsA, opts.balance),
  );
  const headB = trainNgram(
    corpus.matrix,
    labels,
    opts,
    rowsB,
    segmentWeights(corpus, rowsB, opts.balance),
  );
  return {
    headA,
    headB,
    log: [`n-gram heads: ${rowsA.length} + ${rowsB.length} segments, ${Date.now() - t0} ms`],
  };
}
