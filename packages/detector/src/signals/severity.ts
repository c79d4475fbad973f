// How loud an alert about a share of a product's reviews may be (docs/decisions/103). A share of a small
// product means little on its own: one copy among three reviews is a third of them, and one habitual
// thank-you note said twice is not a campaign. So a share makes an alert louder than its lowest level only
// once at least MIN_LOUD_EVIDENCE reviews show the pattern.
import type { AlertSeverity } from '@reviewsentry/contracts';

/** Reviews that must show a pattern before its share can raise the alert above its lowest level. */
export const MIN_LOUD_EVIDENCE = 3;

/**
 * Copies of other reviewers' texts: 'critical' for at least MIN_LOUD_EVIDENCE copies that are 5 % or more of
 * the texts the search read, or one text repeated by `clusterForCritical` reviews; otherwise 'warning'.
 */
export function copySeverity(
  copies: number,
  texts: number,
  largestCluster: number,
  clusterForCritical: number,
): AlertSeverity {
  const loud =
    copies >= MIN_LOUD_EVIDENCE && (copies >= 0.05 * texts || largestCluster >= clusterForCritical);
  return loud ? 'critical' : 'warning';
}

/** A share with thresholds per level (e.g. warning at 5 %, critical at 20 %), from MIN_LOUD_EVIDENCE reviews. */
export function shareSeverity(
  count: number,
  share: number,
  levels: { warning: number; critical: number },
): AlertSeverity {
  if (count < MIN_LOUD_EVIDENCE) return 'info';
  if (share >= levels.critical) return 'critical';
  return share >= levels.warning ? 'warning' : 'info';
}
