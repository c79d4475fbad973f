// The one plain sentence under the verdict: how many reviews look fake, in what way, out of how many, and that the
// rest show no such sign. Built from the six fields and the flagged reviews' reasons, so it can never disagree with
// the numbers beside it.
import { MIN_JUDGED_REVIEWS, tooFewReadSentence, type Reason } from '@reviewsentry/contracts';
import { COPY_REASON_CODES, MODEL_REASON_CODES } from './reason-text';
import { counted, formatCount, verbFor } from './words';

/** The status the server gives when the evidence settles no verdict (shown neutral, no grade). */
export const NOT_ENOUGH_REVIEWS = 'Not enough reviews';

export interface SentenceInput {
  total_reviews: number;
  fake_reviews_count: number;
  product_status: string;
  /** How many judged reviews the text model read; without it (the spec's six fields) all are taken as read. */
  review_coverage?: { by_check: { text_model: number } } | undefined;
}

interface FlaggedReview {
  is_fake: boolean;
  reasons: readonly Reason[];
}

/** "machine-written or copied", "copied from other reviews", "machine-written", or plain "fake". */
function fakeKinds(reviews: readonly FlaggedReview[]): string {
  let machine = false;
  let copied = false;
  for (const review of reviews) {
    if (!review.is_fake) continue;
    for (const reason of review.reasons) {
      if (MODEL_REASON_CODES.has(reason.code)) machine = true;
      if (COPY_REASON_CODES.has(reason.code) && reason.code !== 'duplicate_source') copied = true;
    }
  }
  if (machine && copied) return 'machine-written or copied';
  if (copied) return 'copied from other reviews';
  if (machine) return 'machine-written';
  return 'fake';
}

/** Why there is no verdict: too few reviews checked, or too few the text model read (docs/decisions/176). */
export function noVerdictSentence(result: SentenceInput): string {
  const total = result.total_reviews;
  return total < MIN_JUDGED_REVIEWS
    ? `Only ${counted(total, 'review')} could be checked: too few to say whether they are fake.`
    : tooFewReadSentence(result.review_coverage?.by_check.text_model, total);
}

export function verdictSentence(result: SentenceInput, reviews: readonly FlaggedReview[]): string {
  const total = result.total_reviews;
  const fake = result.fake_reviews_count;
  if (total === 0) return 'None of the reviews could be checked.';
  if (result.product_status === NOT_ENOUGH_REVIEWS) return noVerdictSentence(result);
  // Only the text model finds machine-written reviews: what it did not read shows no sign of them only because
  // nobody looked, and the sentence says so rather than claim it.
  const read = Math.min(total, result.review_coverage?.by_check.text_model ?? total);
  const kinds = fakeKinds(reviews);
  if (fake === 0) {
    if (read === total) {
      const described = kinds === 'fake' ? 'machine-written or copied' : kinds;
      return total === 1
        ? `The one review checked does not look ${described}.`
        : `None of the ${counted(total, 'review')} checked look ${described}.`;
    }
    const none =
      total === 1
        ? 'The one review checked does not look copied'
        : `None of the ${counted(total, 'review')} checked look copied`;
    return read === 0
      ? `${none}; ${total === 1 ? 'it could not' : 'none of them could'} be checked for machine writing.`
      : `${none}, and none of the ${formatCount(read)} that could be checked for machine writing look ` +
          `machine-written; the other ${formatCount(total - read)} could not be checked for it.`;
  }
  if (fake >= total)
    return `All ${counted(total, 'review')} checked ${verbFor(total, 'looks', 'look')} ${kinds}.`;
  const rest = total - fake;
  const unread =
    read === total
      ? ''
      : read === 0
        ? `, though none of the ${formatCount(total)} could be checked for machine writing`
        : `, though only ${formatCount(read)} of the ${formatCount(total)} could be checked for machine writing`;
  return (
    `${formatCount(fake)} of ${counted(total, 'review')} ${verbFor(fake, 'looks', 'look')} ${kinds}; ` +
    `the other ${formatCount(rest)} ${verbFor(rest, 'shows', 'show')} no sign of it${unread}.`
  );
}
