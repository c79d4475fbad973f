import { describe, expect, it } from 'vitest';
import { binaryMetrics, brier, confusion, ece, macroF1, rocAuc } from './metrics';

describe('metrics on hand-computed cases', () => {
  const labels = [1, 1, 1, 0, 0, 0];
  const probs = [0.9, 0.6, 0.4, 0.7, 0.2, 0.1];

  it('confusion matrix, accuracy and macro F1', () => {
    expect(confusion(labels, probs)).toEqual({ tp: 2, fn: 1, fp: 1, tn: 2 });
    const m = binaryMetrics(labels, probs);
    expect(m.accuracy).toBeCloseTo(4 / 6, 12);
    // F1(fake) = 2*2/(4+1+1) = 2/3; F1(genuine) = 2*2/(4+1+1) = 2/3.
    expect(m.macro_f1).toBeCloseTo(2 / 3, 12);
    expect(m.recall).toBeCloseTo(2 / 3, 12);
    expect(m.false_positive_rate).toBeCloseTo(1 / 3, 12);
  });

  it('ROC-AUC counts pairs, with ties as half', () => {
    // Pairs (pos > neg): 0.9 beats all 3, 0.6 beats 2, 0.4 beats 2 -> 7 of 9.
    expect(rocAuc(labels, probs)).toBeCloseTo(7 / 9, 12);
    expect(rocAuc([1, 0], [0.5, 0.5])).toBeCloseTo(0.5, 12);
    // pos {0.8, 0.5}, neg {0.5, 0.2}: 0.8 beats both (2), 0.5 ties one (0.5) and beats one (1) -> 3.5/4.
    expect(rocAuc([1, 1, 0, 0], [0.8, 0.5, 0.5, 0.2])).toBeCloseTo(3.5 / 4, 12);
  });

  it('Brier score and ECE', () => {
    expect(brier([1, 0], [0.8, 0.4])).toBeCloseTo((0.04 + 0.16) / 2, 12);
    // Two bins used: [0.8,0.8] with outcomes {1,0} -> |1.6-1|/4; [0.2,0.2] with {0,0} -> |0.4-0|/4.
    expect(ece([1, 0, 0, 0], [0.8, 0.8, 0.2, 0.2])).toBeCloseTo(0.6 / 4 + 0.4 / 4, 12);
    expect(ece([1, 0], [1, 0])).toBe(0);
  });

  it('single-class files: AUC null, recall or FP rate reported, nothing crashes', () => {
    const fakes = binaryMetrics([1, 1, 1, 1], [0.9, 0.8, 0.3, 0.7]);
    expect(fakes.roc_auc).toBeNull();
    expect(fakes.accuracy).toBe(0.75);
    expect(fakes.recall).toBe(0.75);
    expect(fakes.false_positive_rate).toBeNull();
    // F1(fake) = 6/7; the genuine class occurs among predictions with F1 0 -> (6/7 + 0) / 2.
    expect(fakes.macro_f1).toBeCloseTo(3 / 7, 12);
    const genuine = binaryMetrics([0, 0, 0, 0], [0.1, 0.6, 0.2, 0.3]);
    expect(genuine.roc_auc).toBeNull();
    expect(genuine.false_positive_rate).toBe(0.25);
    expect(genuine.recall).toBeNull();
    const empty = binaryMetrics([], []);
    expect(empty.accuracy).toBeNull();
    expect(empty.brier).toBeNull();
  });

  it('macro F1 is null when nothing is present at all', () => {
    expect(macroF1({ tp: 0, fp: 0, tn: 0, fn: 0 })).toBeNull();
  });
});
