// Why the verdict, the grade, the confidence and the alerts say what they say, so the shopper is not left to
// reconcile them: the server's own explanation (`verdict_explanation`) when it sends one, otherwise a sentence
// derived here when they disagree.
import type { Alert } from '@reviewsentry/contracts';
import { statusTone } from '../status-colors';
import { counted } from './words';

export interface ConsistencyInput {
  product_status: string;
  low_confidence?: boolean | undefined;
  reviews_assessed?: number | undefined;
  fake_share_interval?: { low: number; high: number } | undefined;
  alerts?: readonly Alert[] | undefined;
  /** The server's explanation, when it gives one. */
  verdict_explanation?: string | null | undefined;
}

export function consistencyNote(result: ConsistencyInput): string | null {
  if (result.verdict_explanation) return result.verdict_explanation;
  const serious = (result.alerts ?? []).filter((a) => a.severity === 'critical');
  if (statusTone(result.product_status) === 'green' && serious.length > 0)
    return (
      `Few reviews look fake, but ${counted(serious.length, 'serious warning sign')} ` +
      `below ${serious.length === 1 ? 'deserves' : 'deserve'} a look before you trust the rest.`
    );
  const interval = result.fake_share_interval;
  if (result.low_confidence && interval)
    return (
      `With ${counted(result.reviews_assessed ?? 0, 'review')} checked, the true share of fake reviews could be ` +
      `anywhere from ${interval.low}% to ${interval.high}%: too few for a firm verdict.`
    );
  return null;
}
