// What was judged and what was not, and why, in a line or two under the verdict. Derived from the reviews' own
// `assessed` / `not_assessed_reason`; this is the one place to read a per-product coverage statement from the
// server once it sends one.
import type { NotAssessedReason } from '@reviewsentry/contracts';
import { counted, formatCount } from './words';

const NOT_JUDGED: Record<NotAssessedReason, string> = {
  too_short: 'too short to judge',
  non_english: 'not in English',
  empty: 'a rating without text',
  placeholder: 'placeholder text',
};

interface CoverageReview {
  assessed: boolean;
  not_assessed_reason: NotAssessedReason | null;
}

export interface CoverageInput {
  total_reviews: number;
  reviews_assessed?: number | undefined;
}

export function coverageStatement(
  result: CoverageInput,
  reviews: readonly CoverageReview[],
): string[] {
  if (reviews.length === 0) {
    const checked = result.reviews_assessed ?? result.total_reviews;
    return [`${counted(checked, 'review')} checked.`];
  }
  const assessed = reviews.filter((r) => r.assessed).length;
  const lines = [
    assessed === reviews.length
      ? `All ${counted(reviews.length, 'review')} were checked.`
      : `${formatCount(assessed)} of ${counted(reviews.length, 'review')} were checked.`,
  ];
  const byReason = new Map<string, number>();
  for (const review of reviews) {
    if (review.assessed) continue;
    const why = review.not_assessed_reason ? NOT_JUDGED[review.not_assessed_reason] : 'not judged';
    byReason.set(why, (byReason.get(why) ?? 0) + 1);
  }
  if (byReason.size > 0)
    lines.push(
      `Not judged: ${[...byReason].map(([why, n]) => `${formatCount(n)} ${why}`).join(', ')}.`,
    );
  return lines;
}
