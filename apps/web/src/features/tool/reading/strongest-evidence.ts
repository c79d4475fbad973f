// The "why" under the verdict: the three strongest pieces of evidence, each with the reviews behind it. Alerts rank
// by severity and then by how many reviews they cover; reviews the text model flagged count as one more piece of
// evidence (they have no alert of their own).
import type { Alert } from '@reviewsentry/contracts';
import { MODEL_REASON_CODES } from './reason-text';
import { counted, formatCount } from './words';

export interface Evidence {
  key: string;
  severity: Alert['severity'];
  text: string;
  ids: readonly string[];
  /** How many reviews the evidence covers in all (an alert may list fewer ids than it counts). */
  total: number;
}

const RANK: Record<Alert['severity'], number> = { critical: 3, warning: 2, info: 1 };

interface EvidenceReview {
  id: string;
  is_fake: boolean;
  reasons: ReadonlyArray<{ code: string }>;
}

/** How many reviews an alert covers: its metrics say when the id list was cut. */
export function alertTotal(alert: Alert): number {
  const total = alert.metrics?.['evidence_total'];
  return typeof total === 'number' && total > alert.evidence.length ? total : alert.evidence.length;
}

export function strongestEvidence(
  alerts: readonly Alert[],
  reviews: readonly EvidenceReview[],
  limit = 3,
): Evidence[] {
  const items: Evidence[] = alerts.map((alert) => ({
    key: `alert:${alert.code}`,
    severity: alert.severity,
    text: alert.message,
    ids: alert.evidence,
    total: alertTotal(alert),
  }));
  const machine = reviews
    .filter((r) => r.is_fake && r.reasons.some((reason) => MODEL_REASON_CODES.has(reason.code)))
    .map((r) => r.id);
  if (machine.length > 0)
    items.push({
      key: 'model',
      severity: machine.length >= 5 ? 'critical' : 'warning',
      text: `${counted(machine.length, 'review')} ${machine.length === 1 ? 'reads' : 'read'} like machine-written text.`,
      ids: machine,
      total: machine.length,
    });
  return items
    .sort((a, b) => RANK[b.severity] - RANK[a.severity] || b.total - a.total)
    .slice(0, limit);
}

/** "Show the 6 reviews", or "Show the first 500 of 1,940 reviews" when the list was cut. */
export function evidenceLabel(evidence: { ids: readonly string[]; total: number }): string {
  if (evidence.total > evidence.ids.length)
    return `Show the first ${formatCount(evidence.ids.length)} of ${counted(evidence.total, 'review')}`;
  return `Show the ${counted(evidence.ids.length, 'review')}`;
}
