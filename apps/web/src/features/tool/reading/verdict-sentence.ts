// The one plain sentence under the verdict: how many reviews look fake, in what way, out of how many, and that the
// rest show no such sign. Built from the six fields and the flagged reviews' reasons, so it can never disagree with
// the numbers beside it.
import type { Reason } from '@reviewsentry/contracts';
import { COPY_REASON_CODES, MODEL_REASON_CODES } from './reason-text';
import { counted, formatCount, verbFor } from './words';

/** The status the server gives when too few reviews could be judged for a verdict (shown neutral, no grade). */
export const NOT_ENOUGH_REVIEWS = 'Not enough reviews';

export interface SentenceInput {
  total_reviews: number;
  fake_reviews_count: number;
  product_status: string;
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

export function verdictSentence(result: SentenceInput, reviews: readonly FlaggedReview[]): string {
  const total = result.total_reviews;
  const fake = result.fake_reviews_count;
  if (result.product_status === NOT_ENOUGH_REVIEWS)
    return `Only ${counted(total, 'review')} could be checked: too few to say whether they are fake.`;
  if (total === 0) return 'None of the reviews could be checked.';
  const kinds = fakeKinds(reviews);
  const described = kinds === 'fake' ? 'machine-written or copied' : kinds;
  if (fake === 0)
    return total === 1
      ? `The one review checked does not look ${described}.`
      : `None of the ${counted(total, 'review')} checked look ${described}.`;
  if (fake >= total)
    return `All ${counted(total, 'review')} checked ${verbFor(total, 'looks', 'look')} ${kinds}.`;
  const rest = total - fake;
  return (
    `${formatCount(fake)} of ${counted(total, 'review')} ${verbFor(fake, 'looks', 'look')} ${kinds}; ` +
    `the other ${formatCount(rest)} ${verbFor(rest, 'shows', 'show')} no sign of it.`
  );
}
