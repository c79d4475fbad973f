import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { LARGE_PRODUCT_REVIEWS } from './judge';
import { FAKE_MARKER, markerModel } from './test-fixtures/marker-model';
import { distinctReviews } from './test-fixtures/review-texts';

const analyzer = createAnalyzer({ textModel: markerModel });

/** Distinct reviews, every 7th marked fake and every 50th an exact copy of its neighbour (a duplicate). */
function product(count: number) {
  const reviews = distinctReviews(count, 3).map((r, i) =>
    i % 7 === 0 ? { ...r, text: `${r.text} ${FAKE_MARKER}` } : r,
  );
  for (let i = 1; i < count; i += 50) reviews[i] = { ...reviews[i]!, text: reviews[i - 1]!.text };
  return reviews;
}

describe('analyze: collectGarbage (docs/decisions/124)', () => {
  it('is called once, after the duplicate search, for a product of LARGE_PRODUCT_REVIEWS reviews', () => {
    const reviews = product(LARGE_PRODUCT_REVIEWS);
    const timings: Record<string, number> = {};
    const order: string[] = [];
    const result = analyzer.analyze(reviews, {
      timings: new Proxy(timings, {
        set(target, stage: string, ms: number) {
          order.push(stage);
          target[stage] = ms;
          return true;
        },
      }),
      collectGarbage: () => order.push('gc called'),
    });
    expect(order.filter((s) => s === 'gc called')).toHaveLength(1);
    expect(order.indexOf('gc called')).toBe(order.indexOf('duplicates') + 1);
    expect(order).toContain('collect_garbage');
    // Same answer as without the hook.
    expect(result).toEqual(analyzer.analyze(reviews));
  });

  it('is not called for a smaller product', () => {
    let calls = 0;
    analyzer.analyze(product(LARGE_PRODUCT_REVIEWS - 1), { collectGarbage: () => calls++ });
    expect(calls).toBe(0);
  });
});
