// Validation figures of a text model on the `val` split (never test.csv): the numbers every design
// choice is made on. Shared by train-cli (printed after training) and validate-cli (any artifact).
import type { TextModel } from '@reviewsentry/detector/text-model';
import type { LabelledText } from './data';
import { binaryMetrics } from './metrics';

export interface ValidationReport {
  salminen: { n: number; accuracy: number | null; roc_auc: number | null; macro_f1: number | null };
  cg_recall: number | null;
  fp_or: number | null;
  modern_recall: Record<string, number>;
}

export function validationReport(model: TextModel, val: LabelledText[]): ValidationReport {
  const salminen = val.filter((r) => r.group === 'OR' || r.group === 'CG');
  const probs = salminen.map((r) => model.score(r.text).probability);
  const m = binaryMetrics(
    salminen.map((r) => r.label),
    probs,
  );
  const modernRecall: Record<string, number> = {};
  for (const g of [...new Set(val.map((r) => r.group))].sort()) {
    if (g === 'OR' || g === 'CG') continue;
    const rows = val.filter((r) => r.group === g);
    modernRecall[g] =
      rows.filter((r) => model.score(r.text).probability >= 0.5).length / rows.length;
  }
  return {
    salminen: { n: m.n, accuracy: m.accuracy, roc_auc: m.roc_auc, macro_f1: m.macro_f1 },
    cg_recall: m.recall,
    fp_or: m.false_positive_rate,
    modern_recall: modernRecall,
  };
}

export function formatValidation(r: ValidationReport): string {
  const f = (x: number | null, d = 4): string => (x === null ? '-' : x.toFixed(d));
  const modern = Object.entries(r.modern_recall)
    .map(([g, v]) => `${g} ${(100 * v).toFixed(1)}%`)
    .join(', ');
  return (
    `validation (Salminen val, n=${r.salminen.n}): accuracy ${f(r.salminen.accuracy)}, ` +
    `ROC-AUC ${f(r.salminen.roc_auc)}, CG recall ${f(r.cg_recall)}, FP OR ${f(r.fp_or)}; ` +
    `modern recall: ${modern}`
  );
}
