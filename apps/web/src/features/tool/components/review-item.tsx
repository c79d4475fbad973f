import { inSentence, modelScoreHundredths } from '@reviewsentry/contracts';
import type { ReviewView } from '../api/result-schemas';
import { formatReviewDate } from '../reading/review-date';
import type { ReasonIndex } from '../reading/reason-links';
import { flagSummary, reasonText } from '../reading/reason-text';
import type { ReviewSelection } from './review-list';
import { ReviewText } from './review-text';

const NOT_JUDGED: Record<string, string> = {
  empty: 'no text',
  placeholder: 'placeholder text',
  no_deciding_check: 'no check could read it',
  repeated_listing: 'the same review listed again: counted once',
};

/** Why the text model gave no score to a review the other checks judged. */
const NOT_SCORED: Record<string, string> = {
  too_short: 'too short',
  language_not_covered: 'a language it was not trained on',
  language_unknown: 'language unknown',
};

interface ReviewItemProps {
  review: ReviewView;
  /** "Row" for a CSV (ids are row numbers), "Review" for a shop's review ids. */
  idLabel: string;
  reasons: ReasonIndex;
  onShowReviews: (selection: ReviewSelection) => void;
}

function Verdict({ review }: { review: ReviewView }) {
  if (review.is_fake)
    return (
      <p className="font-semibold text-red-700">
        Flagged<span className="font-normal">: {flagSummary(review.reasons)}</span>
      </p>
    );
  if (!review.assessed)
    return (
      <p className="font-semibold text-slate-800">
        Not judged
        <span className="font-normal">
          : {NOT_JUDGED[review.not_assessed_reason ?? ''] ?? 'not scored'}
        </span>
      </p>
    );
  return <p className="font-semibold text-slate-800">Not flagged</p>;
}

/** One review: its text, its reasons in words (each opening the reviews it names), then verdict, rating, date. */
export function ReviewItem({ review, idLabel, reasons, onShowReviews }: ReviewItemProps) {
  const date = formatReviewDate(review);
  // Rows out of view are not laid out until they come near it (a page of 50 long reviews is most of a result's
  // layout work); the browser remembers each row's size once it has been shown.
  return (
    <li
      data-testid="review-row"
      data-review-id={review.id}
      className="grid [contain-intrinsic-size:auto_10rem] gap-x-4 gap-y-2 border-t border-slate-200 px-3 py-3 [content-visibility:auto] sm:grid-cols-[minmax(0,1fr)_10rem_5rem_7rem]"
    >
      <div className="min-w-0">
        <p className="text-xs font-medium text-slate-600">
          {idLabel} {review.id}
        </p>
        {review.title && (
          <p dir="auto" className="font-semibold text-slate-900">
            {review.title}
          </p>
        )}
        <ReviewText id={review.id} text={review.text} />
        {review.reasons.length > 0 && (
          <ul className="mt-2 space-y-1 text-sm text-slate-800" data-testid="review-reasons">
            {review.reasons.map((reason) => {
              const { text, modelScore } = reasonText(reason);
              const group = reasons.group(reason, review);
              return (
                <li
                  key={`${reason.code}-${reason.message}`}
                  data-named-ids={reason.review_ids?.join(' ')}
                  className="border-l-2 border-slate-300 pl-2"
                >
                  {text}
                  {modelScore !== null && (
                    <span className="text-slate-600">
                      {' '}
                      (text model score {modelScore.toFixed(2)})
                    </span>
                  )}
                  {group && (
                    <>
                      {' '}
                      <button
                        type="button"
                        data-testid="reason-link"
                        data-review-ids={group.ids.join(' ')}
                        onClick={() =>
                          onShowReviews({
                            // A shop's id in our line: its bidirectional controls would reorder the rest.
                            label: `${group.description} (from ${idLabel.toLowerCase()} ${inSentence(review.id)})`,
                            ids: new Set(group.ids),
                            source: 'reason',
                          })
                        }
                        className="text-left font-semibold text-indigo-800 underline hover:text-indigo-950"
                      >
                        {group.label}
                      </button>
                    </>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="order-first text-sm sm:order-none" data-testid="review-verdict">
        <Verdict review={review} />
        {review.fake_probability !== null ? (
          <p className="text-xs text-slate-600">
            Text model score {modelScoreHundredths(review.fake_probability)}%
          </p>
        ) : (
          review.assessed &&
          review.not_scored_reason && (
            <p className="text-xs text-slate-600">
              Text model: not scored ({NOT_SCORED[review.not_scored_reason] ?? 'not scored'})
            </p>
          )
        )}
      </div>
      <div className="flex flex-wrap gap-x-4 text-sm text-slate-900 sm:contents">
        <p>
          <span className="text-slate-600 sm:hidden">Rating: </span>
          {review.rating === null ? '—' : `${review.rating} of 5`}
        </p>
        <p data-testid="review-date">
          <span className="text-slate-600 sm:hidden">Date: </span>
          {date ?? '—'}
        </p>
      </div>
    </li>
  );
}
