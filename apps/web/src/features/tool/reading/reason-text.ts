// A reason as the page words it: the server's sentence, with the text model's number taken out of it and shown
// apart, smaller, because "the model says 0.97" convinces nobody on its own: the words and the linked reviews do.
import type { Reason } from '@reviewsentry/contracts';

const MODEL_NUMBER = /\s*\(model probability (\d(?:\.\d+)?)\)/;

export const MODEL_REASON_CODES: ReadonlySet<string> = new Set([
  'machine_generated_text',
  'machine_generated_share',
]);

export const COPY_REASON_CODES: ReadonlySet<string> = new Set([
  'duplicate_text',
  'near_duplicate_text',
  'duplicate_source',
]);

export interface ReasonText {
  text: string;
  /** The text model's score (0–1) the reason rests on, when it rests on one. */
  modelScore: number | null;
}

export function reasonText(reason: Reason): ReasonText {
  const match = MODEL_REASON_CODES.has(reason.code) ? MODEL_NUMBER.exec(reason.message) : null;
  if (!match) return { text: reason.message, modelScore: null };
  return {
    text: reason.message.replace(MODEL_NUMBER, '').replace(/\s+\./g, '.'),
    modelScore: Number(match[1]),
  };
}

/** The short label of a flagged review's main reason, for its "Flagged" badge. */
export function flagSummary(reasons: readonly Reason[]): string {
  if (reasons.some((r) => r.code === 'duplicate_text' || r.code === 'near_duplicate_text'))
    return 'copy of another review';
  if (reasons.some((r) => MODEL_REASON_CODES.has(r.code))) return 'reads machine-written';
  return 'see the reasons';
}
