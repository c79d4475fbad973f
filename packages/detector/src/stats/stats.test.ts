import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mannWhitneyGreater } from './mann-whitney';
import { normalUpperTail } from './normal';
import { logBinomialUpperTail, logFisher2, logPoissonUpperTail } from './log-tails';
import { poissonUpperTail } from './poisson';
import { wilsonInterval } from './wilson';

describe('wilsonInterval', () => {
  it('matches published values', () => {
    // Reference values from R: binom::binom.wilson / prop.test(correct = FALSE).
    const a = wilsonInterval(5, 10);
    expect(a.low).toBeCloseTo(0.2366, 4);
    expect(a.high).toBeCloseTo(0.7634, 4);
    const b = wilsonInterval(0, 10);
    expect(b.low).toBe(0);
    expect(b.high).toBeCloseTo(0.2775, 4);
    const c = wilsonInterval(81, 263);
    expect(c.low).toBeCloseTo(0.2553, 3);
    expect(c.high).toBeCloseTo(0.3662, 3);
  });

  it('is the whole range when nothing was observed', () => {
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('poissonUpperTail', () => {
  it('matches exact sums', () => {
    // P(X >= 3 | 1) = 1 - e^-1 (1 + 1 + 1/2)
    expect(poissonUpperTail(3, 1)).toBeCloseTo(1 - Math.exp(-1) * 2.5, 10);
    expect(poissonUpperTail(0, 4)).toBe(1);
    expect(poissonUpperTail(1, 2)).toBeCloseTo(1 - Math.exp(-2), 10);
  });

  it('stays finite and tiny for huge bursts', () => {
    const p = poissonUpperTail(500, 2);
    expect(p).toBeGreaterThanOrEqual(0);
    expect(p).toBeLessThan(1e-100);
  });
});

describe('normalUpperTail', () => {
  it('matches the standard normal table', () => {
    expect(normalUpperTail(0)).toBeCloseTo(0.5, 6);
    expect(normalUpperTail(1.959964)).toBeCloseTo(0.025, 6);
    expect(normalUpperTail(-1.644854)).toBeCloseTo(0.95, 6);
  });
});

describe('mannWhitneyGreater', () => {
  it('finds a clear shift and not a null one', () => {
    const high = Array.from({ length: 30 }, (_, i) => (i % 5 === 0 ? 4 : 5));
    const low = Array.from({ length: 30 }, (_, i) => (i % 3) + 2);
    expect(mannWhitneyGreater(high, low).pGreater).toBeLessThan(1e-6);
    expect(mannWhitneyGreater(low, high).pGreater).toBeGreaterThan(0.99);
    const same = [1, 2, 3, 4, 5, 5, 4, 3];
    expect(mannWhitneyGreater(same, [...same]).pGreater).toBeGreaterThan(0.3);
  });

  it('computes U like the textbook example', () => {
    // a = [3, 4, 5], b = [1, 2]: every a beats every b, U = 6.
    expect(mannWhitneyGreater([3, 4, 5], [1, 2]).u).toBe(6);
  });

  it('gives exactly the pooled-sort form of the statistic (property)', () => {
    // The textbook form: one pooled array of { value, group } sorted by value, tie groups ranked in place.
    const pooled = (a: number[], b: number[]) => {
      const all = [...a.map((v) => ({ v, g: 0 })), ...b.map((v) => ({ v, g: 1 }))].sort(
        (x, y) => x.v - y.v,
      );
      let rankSumA = 0;
      let tieTerm = 0;
      for (let i = 0; i < all.length;) {
        let j = i;
        while (j < all.length && all[j]?.v === all[i]?.v) j++;
        const t = j - i;
        tieTerm += t ** 3 - t;
        for (let k = i; k < j; k++) if (all[k]?.g === 0) rankSumA += (i + 1 + j) / 2;
        i = j;
      }
      return { rankSumA, tieTerm };
    };
    const rating = fc.integer({ min: 0, max: 10 }).map((x) => x / 2);
    fc.assert(
      fc.property(
        fc.array(rating, { maxLength: 60 }),
        fc.array(rating, { maxLength: 60 }),
        (a, b) => {
          const result = mannWhitneyGreater(a, b);
          if (a.length === 0 || b.length === 0) return;
          const { rankSumA, tieTerm } = pooled(a, b);
          const n1 = a.length;
          const n2 = b.length;
          const n = n1 + n2;
          const u = rankSumA - (n1 * (n1 + 1)) / 2;
          const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm / (n * (n - 1)));
          expect(result.u).toBe(u);
          if (variance > 0) expect(result.z).toBe((u - (n1 * n2) / 2 - 0.5) / Math.sqrt(variance));
          else expect(result.pGreater).toBe(1);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('log tails', () => {
  it('agree with the plain tails and with exact sums', () => {
    expect(Math.exp(logPoissonUpperTail(3, 1))).toBeCloseTo(poissonUpperTail(3, 1), 12);
    expect(Math.exp(logPoissonUpperTail(7, 2.5))).toBeCloseTo(poissonUpperTail(7, 2.5), 12);
    // P(X ≥ 2 | n = 3, p = 0.5) = 4 / 8; P(X ≥ 3 | 10, 0.2) from R: 1 - pbinom(2, 10, 0.2)
    expect(Math.exp(logBinomialUpperTail(2, 3, 0.5))).toBeCloseTo(0.5, 12);
    expect(Math.exp(logBinomialUpperTail(3, 10, 0.2))).toBeCloseTo(0.3222004, 6);
    expect(logBinomialUpperTail(0, 10, 0.2)).toBe(0);
    expect(logBinomialUpperTail(11, 10, 0.2)).toBe(Number.NEGATIVE_INFINITY);
    expect(logBinomialUpperTail(4, 4, 1)).toBe(0);
  });

  it('stay finite far below the smallest double', () => {
    // 40 of 40 in a window holding 1 % of the product: ln(0.01^40) = 40 ln 0.01
    expect(logBinomialUpperTail(40, 40, 0.01)).toBeCloseTo(40 * Math.log(0.01), 8);
    const l = logPoissonUpperTail(400, 0.5);
    expect(Number.isFinite(l)).toBe(true);
    expect(l).toBeLessThan(-1500);
  });

  it("combine two p-values by Fisher's method", () => {
    // Fisher with p1 = p2 = 0.05: P(χ²₄ ≥ 11.98) = 0.0175 (R: pchisq(-2*log(0.05^2), 4, lower = FALSE))
    expect(Math.exp(logFisher2(Math.log(0.05), Math.log(0.05)))).toBeCloseTo(0.017479, 5);
    expect(logFisher2(0, 0)).toBe(0);
  });
});
