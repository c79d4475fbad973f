import { MIN_JUDGED_REVIEWS } from '@reviewsentry/contracts';
import type { AnalysisView } from '../api/result-schemas';
import { lowConfidenceReason } from '../low-confidence';
import { counted } from '../reading/words';
import type { ShopPart } from './verdict-card';

const rating = (value: number | null | undefined) =>
  value === null || value === undefined ? 'N/A' : `${value.toFixed(2)} of 5`;

interface TrustSummaryProps {
  result: AnalysisView;
  /** A link's reviews read beside the count the shop states, when it states more. */
  shopPart?: ShopPart | undefined;
}

/** Trust score and grade, the rating with and without the flagged reviews, and how sure the verdict is. */
export function TrustSummary({ result, shopPart }: TrustSummaryProps) {
  const interval = result.fake_share_interval;
  return (
    <section aria-labelledby="trust-heading" className="grid gap-4 sm:grid-cols-2">
      <h3 id="trust-heading" className="sr-only">
        Trust score and ratings
      </h3>
      {result.trust_score === null && (
        <div className="rounded-lg border border-slate-300 p-4">
          <p className="text-sm font-medium text-slate-700">Trust score</p>
          <p className="mt-1 text-slate-800" data-testid="trust-score">
            {result.total_reviews < MIN_JUDGED_REVIEWS
              ? 'None: too few reviews could be judged for a score or a grade.'
              : 'None: without a verdict there is no score or grade.'}
          </p>
        </div>
      )}
      {result.trust_score !== undefined && result.trust_score !== null && (
        <div className="rounded-lg border border-slate-300 p-4">
          <p className="text-sm font-medium text-slate-700">Trust score</p>
          <p className="mt-1 text-3xl font-bold text-slate-900" data-testid="trust-score">
            {Math.round(result.trust_score)}
            <span className="text-lg font-medium text-slate-700"> / 100</span>
          </p>
          {result.trust_grade && (
            <p className="mt-1 text-slate-800" data-testid="trust-grade">
              Grade <span className="font-bold">{result.trust_grade}</span>
            </p>
          )}
        </div>
      )}
      {(result.average_rating !== undefined || result.adjusted_rating !== undefined) && (
        <div className="rounded-lg border border-slate-300 p-4">
          <p className="text-sm font-medium text-slate-700">Star rating</p>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-700">Average</dt>
            <dd className="font-semibold text-slate-900" data-testid="average-rating">
              {rating(result.average_rating)}
            </dd>
            <dt className="text-slate-700">Adjusted</dt>
            <dd className="font-semibold text-slate-900" data-testid="adjusted-rating">
              {rating(result.adjusted_rating)}
            </dd>
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            The adjusted rating counts only the reviews that were not flagged.
          </p>
        </div>
      )}
      {interval && (
        <div
          className={`rounded-lg border p-4 sm:col-span-2 ${
            result.low_confidence ? 'border-amber-500 bg-amber-50' : 'border-slate-300'
          }`}
          data-testid="confidence"
        >
          {result.low_confidence && (
            <p className="font-semibold text-amber-900" data-testid="low-confidence">
              {lowConfidenceReason(result)}
            </p>
          )}
          <p className="text-slate-800">
            The share of fake reviews is most likely between {interval.low}% and {interval.high}%
            (95% interval
            {result.reviews_assessed !== undefined
              ? `, ${counted(result.reviews_assessed, 'review')} checked`
              : ''}
            ).
          </p>
          {/* The interval treats the reviews judged as a sample of the product's. A shop's pages give the ones it
              lists first, which it chose: the interval is about those, and says nothing of the rest. */}
          {shopPart && (
            <p className="mt-2 text-sm text-slate-700" data-testid="interval-shop-part">
              That interval is about the reviews the shop lists first. The other{' '}
              {counted(shopPart.claimed - shopPart.read, 'review')} it counts were not read, and the
              shop chooses which come first: they may differ.
            </p>
          )}
          {result.review_coverage && (
            <p className="mt-2 text-sm text-slate-700" data-testid="review-coverage">
              {result.review_coverage.summary}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
