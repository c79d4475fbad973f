import type { Alert } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alertPenalty, baseScore, filePenalty, trustGrade, trustScore } from './trust-score';

const severity = fc.constantFrom<Alert['severity']>('info', 'warning', 'critical');
const alerts = fc.array(
  severity.map((s) => ({ severity: s })),
  { maxLength: 8 },
);
const pct = fc.double({ min: 0, max: 100, noNaN: true });

describe('trustScore', () => {
  it('passes through the status thresholds', () => {
    expect(baseScore(0)).toBe(100);
    expect(baseScore(25)).toBe(60);
    expect(baseScore(50)).toBe(30);
    expect(baseScore(100)).toBe(0);
    expect(trustScore(0, [])).toBe(100);
    expect(trustGrade(100)).toBe('A');
    expect(trustGrade(trustScore(50, []))).toBe('F');
  });

  it('never rises when the fake share rises (property)', () => {
    fc.assert(
      fc.property(pct, pct, alerts, (a, b, al) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(trustScore(hi, al)).toBeLessThanOrEqual(trustScore(lo, al));
      }),
      { numRuns: 2000 },
    );
  });

  it('never rises when an alert is added (property)', () => {
    fc.assert(
      fc.property(pct, alerts, severity, (p, al, extra) => {
        expect(trustScore(p, [...al, { severity: extra }])).toBeLessThanOrEqual(trustScore(p, al));
      }),
      { numRuns: 2000 },
    );
  });

  it('stays within 0–100 and grades monotonically', () => {
    fc.assert(
      fc.property(
        pct,
        alerts,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (p, al, s1, s2) => {
          const s = trustScore(p, al);
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(100);
          const order = 'ABCDF';
          if (s1 <= s2)
            expect(order.indexOf(trustGrade(s1))).toBeGreaterThanOrEqual(
              order.indexOf(trustGrade(s2)),
            );
        },
      ),
    );
  });
});

describe('filePenalty (a file of several products, docs/decisions/104)', () => {
  it("weighs each product's own penalty by its share of the file's reviews", () => {
    const critical = { severity: 'critical' as const };
    expect(filePenalty([{ reviews: 10, alerts: [critical] }])).toBe(15);
    expect(
      filePenalty([
        { reviews: 990, alerts: [] },
        { reviews: 10, alerts: [critical, critical, critical] },
      ]),
    ).toBeCloseTo(0.4);
    expect(filePenalty([])).toBe(0);
  });

  it('lies between the lightest and the heaviest product penalty (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ reviews: fc.integer({ min: 1, max: 1000 }), alerts }), {
          minLength: 1,
          maxLength: 6,
        }),
        (parts) => {
          const own = parts.map((p) => alertPenalty(p.alerts));
          const penalty = filePenalty(parts);
          expect(penalty).toBeGreaterThanOrEqual(Math.min(...own) - 1e-9);
          expect(penalty).toBeLessThanOrEqual(Math.max(...own) + 1e-9);
        },
      ),
    );
  });
});
