// What was judged and what was not, and why, in a few short lines under the verdict: from the server's per-product
// review coverage when it sends it, otherwise from the reviews' own `assessed` / `not_assessed_reason` /
// `not_scored_reason`. A partly judged set says so here, next to the verdict, not only in the details (where the
// server's full account, check by check, is shown).
import type { NotAssessedReason, NotScoredReason } from '@reviewsentry/contracts';
import { counted, formatCount } from './words';

const NOT_JUDGED: Record<NotAssessedReason, string> = {
  empty: 'with a rating but no text',
  placeholder: 'with placeholder text',
  no_deciding_check: 'that no check could read',
  repeated_listing: 'listed a second time by the source (counted once)',
};

const NOT_SCORED: Record<NotScoredReason, string> = {
  too_short: 'too short for it',
  language_not_covered: 'in a language it was not trained on',
  language_unknown: 'in a language it could not tell',
};

interface CoverageReview {
  assessed: boolean;
  not_assessed_reason: NotAssessedReason | null;
  not_scored_reason?: NotScoredReason | null | undefined;
}

export interface CoverageInput {
  total_reviews: number;
  reviews_assessed?: number | undefined;
  review_coverage?:
    | {
        reviews_received: number;
        judged: number;
        not_judged: Partial<Record<NotAssessedReason, number>>;
        not_scored?: Partial<Record<NotScoredReason, number>> | undefined;
      }
    | undefined;
}

type Counts<K extends string> = Array<[K, number]>;

function lines(
  received: number,
  judged: number,
  notJudged: Counts<NotAssessedReason>,
  notScored: Counts<NotScoredReason>,
) {
  const out = [
    judged === received
      ? received === 1
        ? 'The one review was checked.'
        : `All ${counted(received, 'review')} were checked.`
      : `${formatCount(judged)} of ${counted(received, 'review')} ${judged === 1 ? 'was' : 'were'} checked.`,
  ];
  const parts = notJudged.filter(([, n]) => n > 0);
  if (parts.length > 0)
    out.push(
      `Not checked: ${parts.map(([why, n]) => `${formatCount(n)} ${NOT_JUDGED[why]}`).join('; ')}.`,
    );
  // Machine-written text is found by the text model alone; the reviews it could not read were checked only for
  // copies, templates and the other signs, which the shopper should know before trusting a low share.
  const unread = notScored.filter(([, n]) => n > 0);
  const unreadTotal = unread.reduce((sum, [, n]) => sum + n, 0);
  if (unreadTotal > 0 && judged > 0)
    out.push(
      `The machine-writing check read ${formatCount(Math.max(0, judged - unreadTotal))} of the ` +
        `${counted(judged, 'review')} checked. ` +
        `${unreadTotal === 1 ? 'The other one was' : `The other ${formatCount(unreadTotal)} were`} ` +
        `checked for copies and other signs only: ` +
        `${unread.map(([why, n]) => `${formatCount(n)} ${NOT_SCORED[why]}`).join('; ')}.`,
    );
  return out;
}

export function coverageStatement(
  result: CoverageInput,
  reviews: readonly CoverageReview[],
): string[] {
  const coverage = result.review_coverage;
  if (coverage)
    return lines(
      coverage.reviews_received,
      coverage.judged,
      Object.entries(coverage.not_judged) as Counts<NotAssessedReason>,
      Object.entries(coverage.not_scored ?? {}) as Counts<NotScoredReason>,
    );
  if (reviews.length === 0)
    return [`${counted(result.reviews_assessed ?? result.total_reviews, 'review')} checked.`];
  const counts = new Map<NotAssessedReason, number>();
  const unread = new Map<NotScoredReason, number>();
  for (const review of reviews) {
    if (!review.assessed && review.not_assessed_reason)
      counts.set(review.not_assessed_reason, (counts.get(review.not_assessed_reason) ?? 0) + 1);
    if (review.assessed && review.not_scored_reason)
      unread.set(review.not_scored_reason, (unread.get(review.not_scored_reason) ?? 0) + 1);
  }
  return lines(reviews.length, reviews.filter((r) => r.assessed).length, [...counts], [...unread]);
}
