import { describe, expect, it } from 'vitest';
import { createRng } from './rng';
import { balancedWeights, denseLogit, fitDenseLogistic, fitPlatt } from './dense-logistic';

describe('dense logistic regression and Platt calibration', () => {
  it('recovers the parameters of a known logistic model', () => {
    const rng = createRng(7);
    const xs: number[][] = [];
    const ys: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const x = [rng() * 4 - 2, rng() * 4 - 2];
      const p = 1 / (1 + Math.exp(-(1.5 * x[0]! - 0.8 * x[1]! + 0.3)));
      xs.push(x);
      ys.push(rng() < p ? 1 : 0);
    }
    const m = fitDenseLogistic(xs, ys, new Float64Array(xs.length).fill(1), 0);
    expect(m.weights[0]).toBeCloseTo(1.5, 1);
    expect(m.weights[1]).toBeCloseTo(-0.8, 1);
    expect(m.bias).toBeCloseTo(0.3, 1);
    expect(denseLogit(m, [0, 0])).toBeCloseTo(m.bias, 12);
  });

  it('Platt scaling maps over-confident scores back to calibrated probabilities', () => {
    // True P(y=1|s) = sigmoid(s / 3): a model whose logits are three times too large.
    const rng = createRng(11);
    const scores: number[] = [];
    const ys: number[] = [];
    for (let i = 0; i < 20_000; i++) {
      const s = rng() * 24 - 12;
      scores.push(s);
      ys.push(rng() < 1 / (1 + Math.exp(-s / 3)) ? 1 : 0);
    }
    const platt = fitPlatt(scores, ys, new Float64Array(scores.length).fill(1));
    expect(platt.a).toBeCloseTo(1 / 3, 1);
    expect(Math.abs(platt.b)).toBeLessThan(0.1);
  });

  it('balanced weights give each class half of the total weight', () => {
    const w = balancedWeights([1, 0, 0, 0]);
    expect(w[0]).toBeCloseTo(2, 12);
    expect(w[1]! + w[2]! + w[3]!).toBeCloseTo(2, 12);
  });
});
