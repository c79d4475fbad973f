import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng } from '@reviewsentry/test-support';
import { adaptPrior, adjust } from './prior-adaptation';
import {
  adjustedShare,
  MIN_TOP_UP_SHARE,
  shareTopUp,
  type ShareQuantifier,
} from './share-quantifier';

const Q: ShareQuantifier = { threshold: 0.5, tpr: 0.9, fpr: 0.05 };

/** Raw probabilities of a model that flags fakes with probability tpr and genuine reviews with fpr. */
function productAtOperatingPoint(n: number, share: number, q: ShareQuantifier, seed: number) {
  const next = createRng(seed);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const fake = i < Math.round(share * n);
    const above = next() < (fake ? q.tpr : q.fpr);
    out[i] = above ? 0.5 + next() / 2 : next() / 2;
  }
  return out;
}

describe('adjustedShare (adjusted classify-and-count)', () => {
  it('applies (observed − fpr) / (tpr − fpr)', () => {
    const ps = new Float64Array([0.9, 0.8, 0.7, 0.6, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1]);
    expect(adjustedShare(ps, Q)).toBeCloseTo((0.4 - 0.05) / 0.85, 12);
  });

  it.each([0, 0.1, 0.3, 0.5, 0.8])(
    'recovers a fake share of %d where counting above the threshold is biased',
    (share) => {
      const ps = productAtOperatingPoint(40_000, share, Q, 11);
      const counted = ps.filter((p) => p >= 0.5).length / ps.length;
      expect(Math.abs(adjustedShare(ps, Q) - share)).toBeLessThan(0.01);
      // The plain count is off by share·(1 − tpr) − (1 − share)·fpr, visibly so at 80 %.
      if (share === 0.8) expect(share - counted).toBeGreaterThan(0.06);
    },
  );

  it('clamps to [0, 1], skips NaN and refuses a useless operating point', () => {
    expect(adjustedShare(new Float64Array([0.1, 0.2, Number.NaN]), Q)).toBe(0);
    expect(adjustedShare(new Float64Array([0.9, 0.9, Number.NaN]), Q)).toBe(1);
    expect(adjustedShare(new Float64Array([]), Q)).toBe(0);
    expect(adjustedShare(new Float64Array([0.9]), { threshold: 0.5, tpr: 0.1, fpr: 0.2 })).toBe(0);
  });
});

describe('shareTopUp', () => {
  it('flags the most probable reviews below the threshold until the count meets the estimate', () => {
    // 4 of 10 above 0.5 with tpr 0.8, fpr 0 → estimated share 0.5 → one more review: the 0.45 one.
    const raw = new Float64Array([0.9, 0.8, 0.7, 0.6, 0.45, 0.3, 0.2, 0.1, 0.1, Number.NaN, 0.05]);
    const q = { threshold: 0.5, tpr: 0.8, fpr: 0 };
    expect(shareTopUp(raw, raw, 0.5, q)).toEqual([4]);
  });

  it('never removes a flag: an estimate below the count adds nothing', () => {
    const raw = new Float64Array([0.9, 0.8, 0.7, 0.2, 0.1]);
    expect(shareTopUp(raw, raw, 0.5, { threshold: 0.5, tpr: 1, fpr: 0.5 })).toEqual([]);
  });

  it("adds nothing below an estimated share of 25 %, the 'Likely Fake' line", () => {
    // 2 of 10 above with tpr 0.9, fpr 0 → 0.222: the verdict is 'Genuine' either way.
    const raw = new Float64Array([0.9, 0.8, 0.45, 0.4, 0.3, 0.2, 0.1, 0.1, 0.1, 0.1]);
    expect(adjustedShare(raw, { threshold: 0.5, tpr: 0.9, fpr: 0 })).toBeCloseTo(0.2222, 4);
    expect(shareTopUp(raw, raw, 0.5, { threshold: 0.5, tpr: 0.9, fpr: 0 })).toEqual([]);
    // The same product read by a model with recall 0.7 is estimated at 0.286: topped up to 3.
    expect(shareTopUp(raw, raw, 0.5, { threshold: 0.5, tpr: 0.7, fpr: 0 })).toEqual([2]);
  });

  it('breaks ties by index, so the result is deterministic', () => {
    const raw = new Float64Array([0.9, 0.3, 0.3, 0.3, 0.1]);
    // 1 of 5 above, tpr 1/3 → estimated share 0.6 → 3 reviews: two of the three tied at 0.3, first ones.
    expect(shareTopUp(raw, raw, 0.5, { threshold: 0.5, tpr: 1 / 3, fpr: 0 })).toEqual([1, 2]);
  });

  it('picks the most probable reviews below the threshold, ties by index (property vs a plain sort)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(Number.NaN, 0.1, 0.2, 0.3, 0.45, 0.6, 0.9), { maxLength: 80 }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (values, tpr) => {
          const ps = Float64Array.from(values);
          const q = { threshold: 0.5, tpr, fpr: 0.01 };
          const n = values.filter((p) => !Number.isNaN(p)).length;
          const flagged = values.filter((p) => p >= 0.5).length;
          // The gate reads the rounded count, as the analyzer's percentage does.
          const wanted = Math.round(adjustedShare(ps, q) * n);
          const extra = wanted < MIN_TOP_UP_SHARE * n ? 0 : Math.max(0, wanted - flagged);
          const expected = values
            .map((p, i) => ({ p, i }))
            .filter(({ p }) => p < 0.5)
            .sort((a, b) => b.p - a.p || a.i - b.i)
            .slice(0, extra)
            .map(({ i }) => i)
            .sort((a, b) => a - b);
          expect(shareTopUp(ps, ps, 0.5, q)).toEqual(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('raising one probability never lowers the number of text-flagged reviews (property)', () => {
    const opts = { trainingPrior: 0.4, pseudoReviews: 20 };
    const flaggedCount = (raw: Float64Array) => {
      const { oddsFactor } = adaptPrior(raw, opts);
      const adapted = raw.map((p) => adjust(p, oddsFactor));
      const above = adapted.filter((p) => p >= 0.5).length;
      return above + shareTopUp(adapted, raw, 0.5, Q).length;
    };
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
          expect(flaggedCount(after)).toBeGreaterThanOrEqual(flaggedCount(before));
        },
      ),
      { numRuns: 300 },
    );
  });
});
