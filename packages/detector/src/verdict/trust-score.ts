// Trust score 0–100 and grade A–F (documented in docs/model-card.md, "Product-level analysis").
// score = base(fake share) − alert penalty. base falls piecewise-linearly through the status thresholds
// (0 % → 100, 25 % → 60, 50 % → 30, 100 % → 0); each alert costs points by severity, capped in total.
// Both parts only ever go down as fake reviews or alerts are added, so the score is monotone.
import type { Alert, AlertSeverity, TrustGrade } from '@reviewsentry/contracts';

const BASE_KNOTS: readonly (readonly [number, number])[] = [
  [0, 100],
  [25, 60],
  [50, 30],
  [100, 0],
];

export const ALERT_PENALTY: Readonly<Record<AlertSeverity, number>> = {
  info: 2,
  warning: 8,
  critical: 15,
};
export const MAX_ALERT_PENALTY = 40;

export const GRADE_FLOORS: readonly (readonly [TrustGrade, number])[] = [
  ['A', 85],
  ['B', 70],
  ['C', 55],
  ['D', 40],
  ['F', 0],
];

/**
 * The highest trust score of a verdict given with low confidence (too few reviews to settle the band, or most of
 * them unreadable by the text model): the top of grade B. Grade A says the checks read the reviews and found
 * nothing; a verdict the evidence does not settle cannot say that (docs/decisions/165).
 */
export const LOW_CONFIDENCE_TRUST_CAP = (GRADE_FLOORS[0]![1] as number) - 1;

export function baseScore(fakePercentage: number): number {
  const x = Math.min(100, Math.max(0, fakePercentage));
  for (let i = 1; i < BASE_KNOTS.length; i++) {
    const [x1, y1] = BASE_KNOTS[i] as readonly [number, number];
    const [x0, y0] = BASE_KNOTS[i - 1] as readonly [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return 0;
}

export function alertPenalty(alerts: readonly Pick<Alert, 'severity'>[]): number {
  const total = alerts.reduce((sum, a) => sum + ALERT_PENALTY[a.severity], 0);
  return Math.min(MAX_ALERT_PENALTY, total);
}

export function trustScore(
  fakePercentage: number,
  alerts: readonly Pick<Alert, 'severity'>[],
): number {
  return scoreWithPenalty(fakePercentage, alertPenalty(alerts));
}

/**
 * The alert penalty of a file of several products (docs/decisions/104): each product's own penalty, weighed
 * by its share of the file's reviews. An alert about a product holding 1 % of the file costs the file 1 % of
 * what it costs the product, so a file's score says what its products' scores say on average per review.
 */
export function filePenalty(
  parts: readonly { reviews: number; alerts: readonly Pick<Alert, 'severity'>[] }[],
): number {
  const total = parts.reduce((n, p) => n + p.reviews, 0);
  if (total === 0) return 0;
  return parts.reduce((sum, p) => sum + (p.reviews / total) * alertPenalty(p.alerts), 0);
}

export function scoreWithPenalty(fakePercentage: number, penalty: number): number {
  return Math.round(Math.max(0, Math.min(100, baseScore(fakePercentage) - penalty)));
}

export function trustGrade(score: number): TrustGrade {
  for (const [grade, floor] of GRADE_FLOORS) if (score >= floor) return grade;
  return 'F';
}
