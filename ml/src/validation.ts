// Validation figures of a text model on the `val` split (never test.csv): the numbers every design
// choice is made on. Shared by train-cli (printed after training) and validate-cli (any artifact).
import type { TextModel } from '@reviewsentry/detector/text-model';
import type { CorpusRow } from './corpus';
import { binaryMetrics } from './metrics';
import type { LanguageReport } from './multilingual-eval';
import { countWords } from './prepared-corpus';

type Row = Pick<CorpusRow, 'text' | 'label' | 'source' | 'generator'>;

export interface ValidationReport {
  salminen: { n: number; accuracy: number | null; roc_auc: number | null; macro_f1: number | null };
  cg_recall: number | null;
  fp_or: number | null;
  /** Every other source's validation texts of ≥ minWords words: recall (machine) or FP (human). */
  by_source: Record<string, { n: number; flagged: number }>;
}

export function isSalminen(r: Pick<CorpusRow, 'source'>): boolean {
  return r.source === 'salminen-cg' || r.source === 'salminen-or';
}

export function validationReport(
  model: TextModel,
  val: readonly Row[],
  minWords = model.minWords,
): ValidationReport {
  const salminen = val.filter(isSalminen);
  const probs = salminen.map((r) => model.score(r.text).probability);
  const m = binaryMetrics(
    salminen.map((r) => r.label),
    probs,
  );
  const bySource: Record<string, { n: number; flagged: number }> = {};
  for (const r of val) {
    if (isSalminen(r) || countWords(r.text) < minWords) continue;
    const key = r.label === 1 ? `${r.source} (${r.generator})` : r.source;
    const s = (bySource[key] ??= { n: 0, flagged: 0 });
    s.n++;
    if (model.score(r.text).probability >= 0.5) s.flagged++;
  }
  return {
    salminen: { n: m.n, accuracy: m.accuracy, roc_auc: m.roc_auc, macro_f1: m.macro_f1 },
    cg_recall: m.recall,
    fp_or: m.false_positive_rate,
    by_source: Object.fromEntries(Object.entries(bySource).sort()),
  };
}

const pct = (x: number): string => `${(100 * x).toFixed(1)}%`;

export function formatValidation(r: ValidationReport): string {
  const f = (x: number | null, d = 4): string => (x === null ? '-' : x.toFixed(d));
  const sources = Object.entries(r.by_source)
    .map(([k, v]) => `${k} ${pct(v.flagged / v.n)} of ${v.n}`)
    .join('; ');
  return (
    `validation (Salminen val, n=${r.salminen.n}): accuracy ${f(r.salminen.accuracy)}, ` +
    `ROC-AUC ${f(r.salminen.roc_auc)}, CG recall ${f(r.cg_recall)}, FP OR ${f(r.fp_or)}\n` +
    `validation, other sources (flagged): ${sources}`
  );
}

export function formatLanguageReport(
  report: Record<string, LanguageReport>,
  stamped: readonly string[],
): string {
  return Object.entries(report)
    .map(([language, r]) => {
      const part = (o: Record<string, { n: number; rate: number | null }>): string =>
        Object.entries(o)
          .map(([k, v]) => `${k} ${v.rate === null ? '-' : pct(v.rate)} of ${v.n}`)
          .join('; ');
      return (
        `${language}${stamped.includes(language) ? '' : ' (not stamped: too few texts to measure)'}: ` +
        `machine ${part(r.machine_val)} | human ${part(r.human_val)}` +
        (Object.keys(r.not_trained).length ? ` | not trained ${part(r.not_trained)}` : '')
      );
    })
    .join('\n');
}
