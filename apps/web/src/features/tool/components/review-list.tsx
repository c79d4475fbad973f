import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import type { ReviewView } from '../api/result-schemas';
import type { ReasonIndex } from '../reading/reason-links';
import {
  DEFAULT_QUERY,
  selectReviews,
  type ReviewFilter,
  type ReviewQuery,
  type ReviewSortKey,
  type SortDirection,
} from '../review-query';
import { pageOf } from '../list-page';
import { formatCount } from '../reading/words';
import { SearchField, SelectField } from './list-controls';
import { ReviewItem } from './review-item';
import { ListPager } from './list-pager';

/** A set of reviews opened from the verdict's evidence, an alert or a reason. */
export interface ReviewSelection {
  label: string;
  ids: ReadonlySet<string>;
  source: 'why' | 'alert' | 'reason';
}

const FILTERS: ReadonlyArray<[ReviewFilter, string]> = [
  ['all', 'All reviews'],
  ['flagged', 'Flagged as fake'],
  ['not_flagged', 'Not flagged'],
  ['not_assessed', 'Not judged'],
];

const SORTS: ReadonlyArray<[`${ReviewSortKey}:${SortDirection}`, string]> = [
  ['probability:desc', 'Most suspicious first'],
  ['probability:asc', 'Least suspicious first'],
  ['date:desc', 'Newest first'],
  ['date:asc', 'Oldest first'],
  ['rating:desc', 'Highest rating first'],
  ['rating:asc', 'Lowest rating first'],
];

interface ReviewListProps {
  reviews: readonly ReviewView[];
  reasons: ReasonIndex;
  idLabel: string;
  selection: ReviewSelection | null;
  onShowReviews: (selection: ReviewSelection) => void;
  onClearSelection: () => void;
}

/**
 * Every review, flagged first, 50 at a time however large the file: a table on a wide screen, cards on a phone
 * (one markup, laid out by the grid). Changing page or opening a set of reviews brings the list's top into view,
 * and leaving that set returns to the page you were on.
 */
export function ReviewList(props: ReviewListProps) {
  const { reviews, reasons, idLabel, selection, onShowReviews, onClearSelection } = props;
  const [query, setQuery] = useState<Omit<ReviewQuery, 'evidence'>>(DEFAULT_QUERY);
  const [page, setPage] = useState(1);
  const [pageBeforeSelection, setPageBeforeSelection] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  // Counts the moves that should bring the list's top into view (0: none yet, e.g. on first render).
  const [moves, setMoves] = useState(0);
  const ids = selection?.ids ?? null;
  // Opening a set starts at its first page; closing it returns to the page before (adjusted during render).
  const [shownIds, setShownIds] = useState(ids);
  if (shownIds !== ids) {
    setShownIds(ids);
    if (ids && !shownIds) setPageBeforeSelection(page);
    setPage(ids ? 1 : pageBeforeSelection);
    setMoves((n) => n + 1);
  }
  // Filtering 100,000 reviews takes a moment: typing stays responsive and the list follows when it can.
  const deferredQuery = useDeferredValue(query);
  const selected = useMemo(
    () => selectReviews(reviews, { ...deferredQuery, evidence: ids }),
    [reviews, deferredQuery, ids],
  );
  const current = pageOf(selected, page);

  useEffect(() => {
    if (moves === 0) return;
    heading.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, [moves]);

  const change = (next: Partial<ReviewQuery>) => {
    setQuery((q) => ({ ...q, ...next }));
    setPage(1);
  };
  const goTo = (next: number) => {
    setPage(next);
    setMoves((n) => n + 1);
  };

  return (
    <section aria-labelledby="reviews-heading">
      <h3
        id="reviews-heading"
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 text-xl font-semibold text-slate-900"
      >
        Reviews
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-3">
        <SelectField
          id="review-filter"
          label="Show"
          value={query.filter}
          options={FILTERS}
          onChange={(filter) => change({ filter })}
        />
        <SelectField
          id="review-sort"
          label="Order"
          value={`${query.sort}:${query.direction}`}
          options={SORTS}
          onChange={(value) => {
            const [sort, direction] = value.split(':') as [ReviewSortKey, SortDirection];
            change({ sort, direction });
          }}
        />
        <SearchField
          id="review-search"
          label="Search reviews"
          value={query.search}
          onChange={(search) => change({ search })}
        />
      </div>
      {selection && (
        <p
          className="mt-3 rounded-lg bg-indigo-50 px-4 py-2 text-slate-900"
          data-testid="evidence-filter"
        >
          Showing {formatCount(selection.ids.size)}{' '}
          {selection.ids.size === 1 ? 'review' : 'reviews'}: {selection.label}{' '}
          <button
            type="button"
            onClick={onClearSelection}
            className="font-semibold text-indigo-800 underline"
          >
            Show all reviews
          </button>
        </p>
      )}
      <p role="status" className="mt-3 text-sm text-slate-700" data-testid="review-count">
        {current.total === 0
          ? 'No reviews match.'
          : `Reviews ${formatCount(current.firstRow)}–${formatCount(current.lastRow)} of ${formatCount(current.total)}`}
      </p>
      <div className="mt-2 rounded-lg border border-slate-300">
        <div
          aria-hidden="true"
          className="hidden gap-x-4 bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-900 sm:grid sm:grid-cols-[minmax(0,1fr)_10rem_5rem_7rem]"
        >
          <span>Review</span>
          <span>Verdict</span>
          <span>Rating</span>
          <span>Date</span>
        </div>
        <ol aria-label="Reviews" className="-mt-px">
          {current.rows.map((review) => (
            <ReviewItem
              key={review.id}
              review={review}
              idLabel={idLabel}
              reasons={reasons}
              onShowReviews={onShowReviews}
            />
          ))}
        </ol>
      </div>
      {current.pageCount > 1 && (
        <ListPager
          label="Review pages"
          page={current.page}
          pageCount={current.pageCount}
          onPage={goTo}
        />
      )}
    </section>
  );
}
