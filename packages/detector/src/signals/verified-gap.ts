// Unverified purchases rating higher than verified ones. Anyone can post an unverified review; if those
// rate a product clearly higher than people who bought it, the difference is a sign of planted praise.
// One-sided Mann–Whitney test (ratings are ordinal and heavily tied) plus a minimum effect size.
import { mannWhitneyGreater } from '../stats/mann-whitney';
import { countOf } from '../wording';
import { evidence, type PreparedProduct, type PreparedReview, type SignalResult } from './types';

export const GAP_MIN_GROUP = 10;
export const GAP_ALPHA = 0.01;
/** Mean difference in stars below which a significant gap is too small to matter to a shopper. */
export const GAP_MIN_STARS = 0.5;

export function detectVerifiedGap({ reviews }: PreparedProduct): SignalResult {
  const verified: number[] = [];
  const unverified: number[] = [];
  const unverifiedIdx: number[] = [];
  for (let index = 0; index < reviews.length; index++) {
    const r = reviews[index] as PreparedReview;
    const { rating, verified: v } = r.review;
    if (rating === undefined || v === undefined) continue;
    if (v) verified.push(rating);
    else {
      unverified.push(rating);
      unverifiedIdx.push(r.index);
    }
  }
  if (verified.length < GAP_MIN_GROUP || unverified.length < GAP_MIN_GROUP)
    return { alerts: [], flags: [] };
  const meanV = mean(verified);
  const meanU = mean(unverified);
  const test = mannWhitneyGreater(unverified, verified);
  if (test.pGreater >= GAP_ALPHA || meanU - meanV < GAP_MIN_STARS) return { alerts: [], flags: [] };
  const ev = evidence(reviews, unverifiedIdx);
  return {
    flags: [],
    alerts: [
      {
        code: 'unverified_rate_higher',
        severity: meanU - meanV >= 1 ? 'warning' : 'info',
        // The means as the metrics give them: one decimal read 4.96 as a perfect "5.0".
        message:
          `The ${countOf(unverified.length, 'review')} without a verified purchase average ${round2(meanU)} stars; ` +
          `the ${countOf(verified.length, 'verified buyer')} average ${round2(meanV)}.`,
        evidence: ev.ids,
        metrics: {
          verified_count: verified.length,
          unverified_count: unverified.length,
          verified_mean: round2(meanV),
          unverified_mean: round2(meanU),
          z: round2(test.z),
          p_value: test.pGreater,
          evidence_total: ev.total,
        },
      },
    ],
  };
}

function mean(xs: readonly number[]): number {
  return xs.reduce((a, b) => a + b, 0) / xs.length;
}

function round2(x: number): number {
  return Math.round(x * 100) / 100;
}
