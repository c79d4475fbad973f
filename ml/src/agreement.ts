// How often two text models decide differently on the same texts (threshold 0.5): the Salminen
// validation figure that, with validation accuracy, decides whether a candidate may read test.csv
// (docs/decisions/138).
import type { TextModel } from '@reviewsentry/detector/text-model';

export interface Agreement {
  n: number;
  /** Texts one model flags and the other does not. */
  differing: number;
  /** Flagged by the candidate only / by the reference only. */
  candidateOnly: number;
  referenceOnly: number;
  rate: number | null;
}

export function decisionAgreement(
  candidate: Pick<TextModel, 'score'>,
  reference: Pick<TextModel, 'score'>,
  texts: readonly string[],
  threshold = 0.5,
): Agreement {
  let candidateOnly = 0;
  let referenceOnly = 0;
  for (const t of texts) {
    const a = candidate.score(t).probability >= threshold;
    const b = reference.score(t).probability >= threshold;
    if (a && !b) candidateOnly++;
    else if (b && !a) referenceOnly++;
  }
  const differing = candidateOnly + referenceOnly;
  return {
    n: texts.length,
    differing,
    candidateOnly,
    referenceOnly,
    rate: texts.length ? differing / texts.length : null,
  };
}

export function formatAgreement(a: Agreement, referenceLabel: string): string {
  const pct = a.rate === null ? '-' : `${(100 * a.rate).toFixed(2)} %`;
  return (
    `decisions differing from ${referenceLabel} on Salminen val: ${a.differing} of ${a.n} (${pct}; ` +
    `flagged by the candidate only ${a.candidateOnly}, by the reference only ${a.referenceOnly})`
  );
}
