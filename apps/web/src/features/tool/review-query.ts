// Sorting and filtering of the review table (paged by list-page.ts), pure so it is tested without rendering. Files can hold
// 100,000 reviews: one sort per query change, and only one page is ever rendered.
import type { ReviewView } from './api/result-schemas';

export type ReviewSortKey = 'probability' | 'rating' | 'date';
export type SortDirection = 'desc' | 'asc';
export type ReviewFilter = 'all' | 'flagged' | 'not_flagged' | 'not_assessed';

export interface ReviewQuery {
  sort: ReviewSortKey;
  direction: SortDirection;
  filter: ReviewFilter;
  search: string;
  /** Review ids of an alert's evidence; null shows every review. */
  evidence: ReadonlySet<string> | null;
}

export const DEFAULT_QUERY: ReviewQuery = {
  sort: 'probability',
  direction: 'desc',
  filter: 'all',
  search: '',
  evidence: null,
};

function matchesFilter(review: ReviewView, filter: ReviewFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'flagged':
      return review.is_fake;
    case 'not_flagged':
      return review.assessed && !review.is_fake;
    case 'not_assessed':
      return !review.assessed;
  }
}

function searchable(review: ReviewView): string {
  return [review.text, review.title, review.reviewer, ...review.reasons.map((r) => r.message)]
    .filter(Boolean)
    .join('\n')
    .toLowerCase();
}

/** Missing values sort last in both directions: a review without a date is never "the newest". */
function compareNullable<T extends number | string>(
  a: T | null,
  b: T | null,
  direction: SortDirection,
): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  if (a === b) return 0;
  const ascending = a < b ? -1 : 1;
  return direction === 'asc' ? ascending : -ascending;
}

function comparator(query: ReviewQuery) {
  const { sort, direction } = query;
  return (a: ReviewView, b: ReviewView): number => {
    if (sort === 'probability') {
      // Highest first means flagged reviews first, whatever their probability (a rule, not the text model,
      // may have flagged a review).
      if (direction === 'desc' && a.is_fake !== b.is_fake) return a.is_fake ? -1 : 1;
      return compareNullable(a.fake_probability, b.fake_probability, direction);
    }
    if (sort === 'rating') return compareNullable(a.rating, b.rating, direction);
    return compareNullable(a.date, b.date, direction);
  };
}

/** Every review matching the query, in table order (stable: ties keep file order). */
export function selectReviews(reviews: readonly ReviewView[], query: ReviewQuery): ReviewView[] {
  const needle = query.search.trim().toLowerCase();
  const kept = reviews.filter(
    (review) =>
      matchesFilter(review, query.filter) &&
      (query.evidence === null || query.evidence.has(review.id)) &&
      (needle === '' || searchable(review).includes(needle)),
  );
  // Array.prototype.sort is stable, so equal keys keep the file's order.
  return kept.sort(comparator(query));
}
