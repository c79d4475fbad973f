// One property, checked for every analyzer configuration whose text model can be steered by the review text:
// marking more reviews as machine-written (appending `marker` to their text) never lowers the fake count and
// never raises the trust score.
import type { Review } from '@reviewsentry/contracts';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { Analyzer } from '../analyzer';

export function expectTrustMonotone(
  analyzer: Analyzer,
  base: readonly Review[],
  marker: string,
  numRuns: number,
): void {
  const last = base.length - 1;
  fc.assert(
    fc.property(
      fc.uniqueArray(fc.integer({ min: 0, max: last }), { maxLength: base.length }),
      fc.integer({ min: 0, max: base.length }),
      (order, k) => {
        const mark = (set: ReadonlySet<number>) =>
          base.map((r, i) => (set.has(i) ? { ...r, text: `${r.text} ${marker}` } : r));
        const fewer = new Set(order.slice(0, Math.min(k, order.length)));
        const more = new Set(order);
        const a = analyzer.analyze(mark(fewer));
        const b = analyzer.analyze(mark(more));
        expect(b.fake_reviews_count).toBeGreaterThanOrEqual(a.fake_reviews_count);
        expect(b.trust_score).toBeLessThanOrEqual(a.trust_score as number);
      },
    ),
    { numRuns },
  );
}
