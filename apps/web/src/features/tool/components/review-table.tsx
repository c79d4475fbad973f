import { useDeferredValue, useMemo, useState } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import type { ReviewView } from '../api/result-schemas';
import {
  DEFAULT_QUERY,
  pageOf,
  selectReviews,
  type ReviewFilter,
  type ReviewQuery,
  type ReviewSortKey,
} from '../review-query';

const NOT_SCORED: Record<string, string> = {
  empty: 'not judged: no text',
  placeholder: 'not judged: placeholder text',
  no_deciding_check: 'not judged: no check could read it',
  too_short: 'text model: too short',
  language_not_covered: 'text model: language not covered',
  language_unknown: 'text model: language unknown',
};

const FILTERS: ReadonlyArray<[ReviewFilter, string]> = [
  ['all', 'All reviews'],
  ['flagged', 'Flagged as fake'],
  ['not_flagged', 'Not flagged'],
  ['not_assessed', 'Not assessed'],
];

const SORT_LABEL: Record<ReviewSortKey, string> = {
  probability: 'Fake probability',
  rating: 'Rating',
  date: 'Date',
};

const MAX_TEXT = 600;

export interface EvidenceFilter {
  code: string;
  message: string;
  ids: ReadonlySet<string>;
}

interface ReviewTableProps {
  reviews: readonly ReviewView[];
  evidence: EvidenceFilter | null;
  onClearEvidence: () => void;
}

function probabilityText(review: ReviewView): string {
  if (!review.assessed || review.fake_probability === null)
    return NOT_SCORED[review.not_assessed_reason ?? review.not_scored_reason ?? ''] ?? 'not scored';
  return `${Math.round(review.fake_probability * 100)}%`;
}

function verdictText(review: ReviewView): string {
  if (review.is_fake) return 'Flagged';
  return review.assessed ? 'Not flagged' : 'Not assessed';
}

/** Every review, flagged first, one page of 50 at a time however large the file. */
export function ReviewTable({ reviews, evidence, onClearEvidence }: ReviewTableProps) {
  const [query, setQuery] = useState<Omit<ReviewQuery, 'evidence'>>(DEFAULT_QUERY);
  const [page, setPage] = useState(1);
  const evidenceIds = evidence?.ids ?? null;
  // A new evidence filter starts at the first page (state adjusted during render, not in an effect).
  const [shownEvidence, setShownEvidence] = useState(evidenceIds);
  if (shownEvidence !== evidenceIds) {
    setShownEvidence(evidenceIds);
    setPage(1);
  }
  // Filtering 100,000 reviews takes a moment: typing stays responsive and the table follows when it can.
  const deferredQuery = useDeferredValue(query);
  const selected = useMemo(
    () => selectReviews(reviews, { ...deferredQuery, evidence: evidenceIds }),
    [reviews, deferredQuery, evidenceIds],
  );
  const current = pageOf(selected, page);

  const change = (next: Partial<ReviewQuery>) => {
    setQuery((q) => ({ ...q, ...next }));
    setPage(1);
  };
  const sortBy = (key: ReviewSortKey) =>
    change({
      sort: key,
      direction: query.sort === key && query.direction === 'desc' ? 'asc' : 'desc',
    });
  const ariaSort = (key: ReviewSortKey) =>
    query.sort === key ? (query.direction === 'desc' ? 'descending' : 'ascending') : undefined;
  const sortHeader = (key: ReviewSortKey) => (
    <th scope="col" aria-sort={ariaSort(key)} className="px-3 py-2">
      <button
        type="button"
        onClick={() => sortBy(key)}
        className="font-semibold text-indigo-800 underline"
      >
        {SORT_LABEL[key]}
        <span aria-hidden="true">
          {query.sort === key ? (query.direction === 'desc' ? ' ▼' : ' ▲') : ''}
        </span>
      </button>
    </th>
  );

  return (
    <section aria-labelledby="reviews-heading">
      <h3 id="reviews-heading" className="text-xl font-semibold text-slate-900">
        Reviews
      </h3>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <div>
          <label htmlFor="review-filter" className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id="review-filter"
            value={query.filter}
            onChange={(event) => change({ filter: event.target.value as ReviewFilter })}
            className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
          >
            {FILTERS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-0 flex-1">
          <label htmlFor="review-search" className="block text-sm font-medium text-slate-800">
            Search reviews
          </label>
          <input
            id="review-search"
            type="search"
            value={query.search}
            onChange={(event) => change({ search: event.target.value })}
            className="mt-1 w-full max-w-sm rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
          />
        </div>
      </div>
      {evidence && (
        <p
          className="mt-3 rounded-lg bg-indigo-50 px-4 py-2 text-slate-900"
          data-testid="evidence-filter"
        >
          Showing the reviews behind the alert: {evidence.message}{' '}
          <button
            type="button"
            onClick={onClearEvidence}
            className="font-semibold text-indigo-800 underline"
          >
            Show all reviews
          </button>
        </p>
      )}
      <p role="status" className="mt-3 text-sm text-slate-700" data-testid="review-count">
        {current.total === 0
          ? 'No reviews match.'
          : `Reviews ${current.firstRow.toLocaleString('en-US')}–${current.lastRow.toLocaleString('en-US')} of ${current.total.toLocaleString('en-US')}`}
      </p>
      <div
        className="mt-2 overflow-x-auto rounded-lg border border-slate-300"
        role="region"
        aria-label="Reviews table"
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-3 py-2 font-semibold">
                Review
              </th>
              {sortHeader('probability')}
              <th scope="col" className="px-3 py-2 font-semibold">
                Verdict
              </th>
              {sortHeader('rating')}
              {sortHeader('date')}
            </tr>
          </thead>
          <tbody>
            {current.rows.map((review) => (
              <tr
                key={review.id}
                data-testid="review-row"
                className="border-t border-slate-200 align-top"
              >
                <td className="px-3 py-2 text-slate-900">
                  {review.title && <p className="font-semibold">{review.title}</p>}
                  <p className="break-words whitespace-pre-line">
                    {review.text.length > MAX_TEXT
                      ? `${review.text.slice(0, MAX_TEXT)}…`
                      : review.text || '(no text)'}
                  </p>
                  {review.reasons.length > 0 && (
                    <ul className="mt-1 list-disc pl-5 text-slate-700">
                      {review.reasons.map((reason) => (
                        <li key={reason.code}>{reason.message}</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-900">
                  {probabilityText(review)}
                </td>
                <td
                  className={`px-3 py-2 font-semibold ${review.is_fake ? 'text-red-700' : 'text-slate-800'}`}
                >
                  {verdictText(review)}
                </td>
                <td className="px-3 py-2 text-slate-900">{review.rating ?? '—'}</td>
                <td className="px-3 py-2 whitespace-nowrap text-slate-900">{review.date ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {current.pageCount > 1 && (
        <nav aria-label="Review pages" className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            disabled={current.page === 1}
            onClick={() => setPage(current.page - 1)}
          >
            Previous
          </button>
          <span className="text-slate-800">
            Page {current.page} of {current.pageCount}
          </span>
          <button
            type="button"
            className={secondaryButton}
            disabled={current.page === current.pageCount}
            onClick={() => setPage(current.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </section>
  );
}
