import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '@reviewsentry/test-support';
import { adaptPrior, adjust } from './prior-adaptation';

const TRAINING = 0.4;

/**
 * Probabilities of a perfectly calibrated model at training prior 0.4, for a product with the given fake
 * share: scores x have density 2x for fakes and 2(1 − x) for genuine reviews (likelihood ratio x / (1 − x)).
 */
function calibratedProduct(n: number, share: number, seed: number): Float64Array {
  const next = createRng(seed);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const x = i < Math.round(share * n) ? Math.sqrt(next()) : 1 - Math.sqrt(next());
    out[i] = (TRAINING * x) / (TRAINING * x + (1 - TRAINING) * (1 - x));
  }
  return out;
}

describe('adaptPrior (Saerens–Latinne–Decaestecker EM)', () => {
  it.each([0, 0.1, 0.3, 0.5, 0.8])(
    'recovers a product fake share of %d from calibrated probabilities',
    (share) => {
      const est = adaptPrior(calibratedProduct(20_000, share, 7), {
        trainingPrior: TRAINING,
        pseudoReviews: 0,
        iterations: 500,
      });
      expect(Math.abs(est.prior - share)).toBeLessThan(0.03);
    },
  );

  it('keeps a product with few reviews near the training prior (shrinkage)', () => {
    const few = new Float64Array(8).fill(0.05);
    const raw = adaptPrior(few, { trainingPrior: TRAINING, pseudoReviews: 0 });
    const shrunk = adaptPrior(few, { trainingPrior: TRAINING, pseudoReviews: 20 });
    expect(raw.prior).toBeLessThan(0.05);
    expect(shrunk.prior).toBeGreaterThan(0.2);
  });

  it('skips NaN entries (reviews that were not assessed)', () => {
    const a = adaptPrior(new Float64Array([0.9, Number.NaN, 0.1]), {
      trainingPrior: TRAINING,
      pseudoReviews: 20,
    });
    const b = adaptPrior(new Float64Array([0.9, 0.1]), {
      trainingPrior: TRAINING,
      pseudoReviews: 20,
    });
    expect(a.prior).toBe(b.prior);
  });

  it('raising one probability never lowers the estimate or the number of adapted decisions (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 0.001, max: 0.999, noNaN: true }), {
          minLength: 1,
          maxLength: 300,
        }),
        fc.nat(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (ps, which, lift) => {
          const before = Float64Array.from(ps);
          const after = Float64Array.from(ps);
          const j = which % ps.length;
          after[j] = (after[j] as number) + lift * (0.999 - (after[j] as number));
          const opts = { trainingPrior: TRAINING, pseudoReviews: 20 };
          const a = adaptPrior(before, opts);
          const b = adaptPrior(after, opts);
          expect(b.prior).toBeGreaterThanOrEqual(a.prior);
          const count = (xs: Float64Array, f: number) =>
            xs.filter((p) => adjust(p, f) >= 0.5).length;
          expect(count(after, b.oddsFactor)).toBeGreaterThanOrEqual(count(before, a.oddsFactor));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('adjust applies Bayes rule to the odds and leaves 0 and 1 alone', () => {
    expect(adjust(0.5, 3)).toBeCloseTo(0.75);
    expect(adjust(0.8, 0.25)).toBeCloseTo(0.5);
    expect(adjust(0, 5)).toBe(0);
    expect(adjust(1, 0.1)).toBe(1);
  });
});
