import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import { detectVerifiedGap } from './verified-gap';

function group(ratings: readonly number[], verified: boolean, seed: number): Review[] {
  return distinctReviews(ratings.length, seed).map((r, i) => ({
    ...r,
    id: `${verified ? 'v' : 'u'}${i}`,
    rating: ratings[i],
    verified,
  }));
}

const VERIFIED = [5, 4, 3, 2, 1, 5, 4, 3, 4, 2, 5, 3, 1, 4, 3, 2, 4, 3, 5, 2];

describe('detectVerifiedGap', () => {
  it('flags unverified reviews rating clearly higher than verified buyers', () => {
    const unverified = Array.from({ length: 20 }, (_, i) => (i % 6 === 0 ? 4 : 5));
    const result = detectVerifiedGap(
      prepare([...group(VERIFIED, true, 1), ...group(unverified, false, 2)]),
    );
    const alert = result.alerts[0];
    expect(alert?.code).toBe('unverified_rate_higher');
    expect(alert?.metrics?.p_value).toBeLessThan(0.001);
    expect(alert?.evidence).toHaveLength(20);
    expect(alert?.evidence.every((id) => id.startsWith('u'))).toBe(true);
  });

  // The words give the means as the metrics do (2 decimals) with the group sizes, so 4.96 does not read as a
  // perfect "5.0" and the count matches the evidence list.
  it('words the gap in the figures of its metrics and the size of its evidence', () => {
    const unverified = Array.from({ length: 25 }, (_, i) => (i === 0 ? 4 : 5));
    const alert = detectVerifiedGap(
      prepare([...group(VERIFIED, true, 1), ...group(unverified, false, 2)]),
    ).alerts[0]!;
    expect(alert.message).toBe(
      'The 25 reviews without a verified purchase average 4.96 stars; the 20 verified buyers average 3.25.',
    );
    expect(alert.evidence).toHaveLength(25);
  });

  it('stays quiet when both groups rate alike, the gap is the other way, or a group is tiny', () => {
    expect(
      detectVerifiedGap(prepare([...group(VERIFIED, true, 1), ...group(VERIFIED, false, 2)]))
        .alerts,
    ).toEqual([]);
    const low = VERIFIED.map(() => 1);
    expect(
      detectVerifiedGap(prepare([...group(VERIFIED, true, 1), ...group(low, false, 2)])).alerts,
    ).toEqual([]);
    expect(
      detectVerifiedGap(prepare([...group(VERIFIED, true, 1), ...group([5, 5, 5], false, 2)]))
        .alerts,
    ).toEqual([]);
  });

  it('needs the verified column', () => {
    const noColumn = distinctReviews(50).map((r, i) => ({ ...r, rating: (i % 5) + 1 }));
    expect(detectVerifiedGap(prepare(noColumn)).alerts).toEqual([]);
  });
});
