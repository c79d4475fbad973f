// What was judged and what was not, and why, in a line or two under the verdict: from the server's per-product
// review coverage when it sends it, otherwise from the reviews' own `assessed` / `not_assessed_reason`. (The
// server's full account, check by check, is shown with the details.)
import type { NotAssessedReason } from '@reviewsentry/contracts';
import { counted, formatCount } from './words';

const NOT_JUDGED: Record<NotAssessedReason, string> = {
  empty: 'with a rating but no text',
  placeholder: 'with placeholder text',
  no_deciding_check: 'that no check could read',
};

interface CoverageReview {
  assessed: boolean;
  not_assessed_reason: NotAssessedReason | null;
}

export interface CoverageInput {
  total_reviews: number;
  reviews_assessed?: number | undefined;
  review_coverage?:
    | {
        reviews_received: number;
        judged: number;
        not_judged: Partial<Record<NotAssessedReason, number>>;
      }
    | undefined;
}

function lines(received: number, judged: number, notJudged: Array<[NotAssessedReason, number]>) {
  const out = [
    judged === received
      ? `All ${counted(received, 'review')} were checked.`
      : `${formatCount(judged)} of ${counted(received, 'review')} were checked.`,
  ];
  const parts = notJudged.filter(([, n]) => n > 0);
  if (parts.length > 0)
    out.push(
      `Not checked: ${parts.map(([why, n]) => `${formatCount(n)} ${NOT_JUDGED[why]}`).join('; ')}.`,
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
      Object.entries(coverage.not_judged) as Array<[NotAssessedReason, number]>,
    );
  if (reviews.length === 0)
    return [`${counted(result.reviews_assessed ?? result.total_reviews, 'review')} checked.`];
  const counts = new Map<NotAssessedReason, number>();
  for (const review of reviews)
    if (!review.assessed && review.not_assessed_reason)
      counts.set(review.not_assessed_reason, (counts.get(review.not_assessed_reason) ?? 0) + 1);
  return lines(reviews.length, reviews.filter((r) => r.assessed).length, [...counts]);
}
