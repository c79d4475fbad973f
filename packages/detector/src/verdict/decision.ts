// The per-review decision rule (docs/model-card.md, "Product-level analysis"):
//   is_fake = judged AND ( text probability ≥ threshold  OR  any strong per-review evidence )
// A review below the threshold can also be counted when the product's estimated fake share says more of
// its reviews are machine-written than the threshold caught (`shareCounted`, docs/decisions/091): it is then
// among the most machine-like of the rest, and its reason says so.
// Strong evidence is a copy of an earlier review (exact or near): damning on its own whatever the
// wording. Weak evidence (a disclosed incentive, a burst day, a rating–text mismatch, a prolific reviewer)
// is shown as a reason and feeds the product alerts but does not flip a review: honest reviewers trip it
// too often (docs/decisions/043-per-review-decision-rule.md).
// A review that was not judged (no text, or no deciding check covered it) is never fake and never genuine: it
// stays out of the fake share. A judged review the text model did not score (probability null) is fake only
// on strong evidence (docs/decisions/101).
import { modelScoreDecimal, type Reason } from '@reviewsentry/contracts';
import type { ReviewFlag } from '../signals/types';
import { joinWords } from '../wording';

/** Text probability at or above which a review reads as machine-generated (chosen on validation data). */
export const DEFAULT_FAKE_THRESHOLD = 0.5;

export interface Decision {
  isFake: boolean;
  reasons: Reason[];
}

/** What the text model saw besides its probability, for the reason's words. */
export interface TextEvidence {
  /** Counted by the product's estimated fake share (docs/decisions/091). */
  shareCounted?: boolean;
  /** Framed as a chat assistant's answer (the floor of docs/decisions/152). */
  chatFraming?: boolean;
  /** The layout the model read (layout-words.ts): a title line, bullet points… */
  layout?: readonly string[];
}

function machineTextMessage(probability: number, text: TextEvidence): string {
  const p = modelScoreDecimal(probability);
  if (text.chatFraming)
    return (
      `It is framed as a chat assistant's answer (a lead-in such as "Here's a review of…", an offer ` +
      `to change it, an unfilled [placeholder] or chat markdown such as "**Pros:**"), which no ` +
      `human review we have checked carries (model probability ${p}).`
    );
  if (text.layout && text.layout.length > 0)
    return (
      `The wording and layout read like machine-generated text (model probability ${p}). ` +
      `Layout read: ${joinWords(text.layout)}.`
    );
  return `The wording reads like machine-generated text (model probability ${p}).`;
}

export function decide(
  judged: boolean,
  probability: number | null,
  flags: readonly ReviewFlag[],
  threshold: number,
  text: TextEvidence = {},
): Decision {
  const reasons: Reason[] = [];
  let isFake = false;
  if (judged && probability !== null && probability >= threshold) {
    isFake = true;
    reasons.push({
      code: 'machine_generated_text',
      message: machineTextMessage(probability, text),
    });
  } else if (judged && probability !== null && text.shareCounted) {
    isFake = true;
    reasons.push({
      code: 'machine_generated_share',
      message:
        `Counted as machine-generated: this product's reviews as a whole imply more machine-written ` +
        `texts than those that read clearly so, and this is among the most machine-like of the rest ` +
        `(model probability ${modelScoreDecimal(probability)}).`,
    });
  }
  for (const f of flags) {
    if (f.strong && judged) isFake = true;
    reasons.push(
      f.reviewIds && f.reviewIds.length > 0
        ? { code: f.code, message: f.message, review_ids: [...f.reviewIds] }
        : { code: f.code, message: f.message },
    );
  }
  return { isFake, reasons };
}
