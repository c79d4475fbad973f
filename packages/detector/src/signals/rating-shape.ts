// Rating distribution against the J shape typical of online products (many 5s, some 1s, few in between).
// Two departures are worth a shopper's attention: a wall of 5-star ratings with almost nothing below it
// (what bought ratings look like), and a distribution far from any J shape in general. Reference shares
// come from published analyses of Amazon ratings (Hu, Pavlou & Zhang 2009, "Overcoming the J-shaped
// distribution of product reviews"; the 5-core Amazon data averages about 60/20/8/5/7 % for 5..1 stars).
import { agree, countOf } from '../wording';
import { evidence, type PreparedProduct, type PreparedReview, type SignalResult } from './types';

/** Shares of 1..5 stars on a typical J-shaped product. */
export const J_SHAPE = [0.07, 0.05, 0.08, 0.2, 0.6] as const;
export const SHAPE_MIN_RATED = 30;
/** Total variation distance from the J shape at which a distribution counts as atypical. */
export const SHAPE_TVD = 0.35;
/** Share of 5-star ratings (with almost no 2–4) that reads as a wall of bought ratings. */
export const FIVE_STAR_WALL = 0.9;
export const MIDDLE_MAX = 0.05;

/**
 * The star a rating counts under in the shape and the chart (half stars round up: 4.5 is a 5). A 0 reaches here
 * only from a scale that starts at 0 (a 0–10 score): the importer and the scraper refuse a 0 of 5 stars.
 */
export function starOf(rating: number): number {
  return Math.min(5, Math.max(1, Math.round(rating)));
}

export function ratingShares(reviews: readonly PreparedReview[]): {
  counts: number[];
  shares: number[];
  rated: number;
} {
  const counts = [0, 0, 0, 0, 0];
  let rated = 0;
  for (let i = 0; i < reviews.length; i++) {
    const rating = (reviews[i] as PreparedReview).review.rating;
    if (rating === undefined) continue;
    const star = starOf(rating);
    counts[star - 1] = (counts[star - 1] as number) + 1;
    rated++;
  }
  return { counts, shares: counts.map((c) => (rated === 0 ? 0 : c / rated)), rated };
}

// The words give counts, not rounded shares: a shopper checks them against the rating histogram, and "100 %" for
// 249 of 250 would claim every rating.
export function detectRatingShape({ reviews }: PreparedProduct): SignalResult {
  const { counts, shares, rated } = ratingShares(reviews);
  if (rated < SHAPE_MIN_RATED) return { alerts: [], flags: [] };
  const tvd = 0.5 * shares.reduce((sum, s, i) => sum + Math.abs(s - (J_SHAPE[i] as number)), 0);
  const five = shares[4] as number;
  const middle = (shares[1] as number) + (shares[2] as number) + (shares[3] as number);
  const wall = five >= FIVE_STAR_WALL && middle <= MIDDLE_MAX;
  if (!wall && tvd < SHAPE_TVD) return { alerts: [], flags: [] };
  const metrics = {
    rated,
    tvd_from_j_shape: Math.round(tvd * 10_000) / 10_000,
    five_star_share: Math.round(five * 10_000) / 10_000,
    middle_share: Math.round(middle * 10_000) / 10_000,
    one_star_share: Math.round((shares[0] as number) * 10_000) / 10_000,
  };
  const fives = counts[4] as number;
  if (wall) {
    const ev = evidence(
      reviews,
      reviews
        .filter((r) => r.review.rating !== undefined && starOf(r.review.rating) === 5)
        .map((r) => r.index),
    );
    return {
      flags: [],
      alerts: [
        {
          code: 'rating_distribution_atypical',
          severity: 'warning',
          message:
            `${fives.toLocaleString('en-US')} of ${countOf(rated, 'rating')} ${agree(fives, 'is', 'are')} 5 stars, ` +
            'with almost none in between: real products rarely look like this.',
          evidence: ev.ids,
          metrics: { ...metrics, evidence_total: ev.total },
        },
      ],
    };
  }
  const between = (counts[1] as number) + (counts[2] as number) + (counts[3] as number);
  const ones = counts[0] as number;
  return {
    flags: [],
    alerts: [
      {
        code: 'rating_distribution_atypical',
        severity: 'info',
        message:
          `Of ${countOf(rated, 'rating')}, ${fives.toLocaleString('en-US')} ${agree(fives, 'is', 'are')} 5 stars, ` +
          `${between.toLocaleString('en-US')} ${agree(between, 'is', 'are')} 2 to 4 stars and ` +
          `${ones.toLocaleString('en-US')} ${agree(ones, 'is', 'are')} 1 star; most products have mostly ` +
          '5-star ratings, some 1-star ones and few in between.',
        evidence: [],
        metrics,
      },
    ],
  };
}
