import { useDeferredValue, useMemo, useState, type ReactNode, type RefObject } from 'react';
import type { AnalysisView, ReviewView } from '../api/result-schemas';
import { indexReasons } from '../reading/reason-links';
import { AlertsList } from './alerts-list';
import { RatingHistogram } from './rating-histogram';
import { ReviewList, type ReviewSelection } from './review-list';
import { ReviewsTimeline } from './reviews-timeline';
import { TrustSummary } from './trust-summary';
import { VerdictCard, type ShopPart } from './verdict-card';
import { WhySection } from './why-section';

interface ProductResultProps {
  analysis: AnalysisView;
  reviews: readonly ReviewView[];
  /** "Row" for a CSV (review ids are row numbers), "Review" for a shop's own ids. */
  idLabel: string;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Controls that belong with the answer (save and share, download). */
  tools?: ReactNode;
  /** Where the reviews came from (the file's columns, the shop's pages). */
  source?: ReactNode;
  /** A link's reviews read against the shop's count, when it counts more. */
  shopPart?: ShopPart | undefined;
}

/** One product's whole result: the answer, why, keeping it, then the details down to every review. */
export function ProductResult(props: ProductResultProps) {
  const { analysis, reviews, idLabel, headingRef, tools, source, shopPart } = props;
  const [selection, setSelection] = useState<ReviewSelection | null>(null);
  const reasons = useMemo(() => indexReasons(reviews), [reviews]);
  // The details lie below the first screen: they render in a second, interruptible pass, so the answer paints
  // first and no single long task holds the page while a large result appears.
  const showDetails = useDeferredValue(true, false);
  return (
    <div className="space-y-10">
      <VerdictCard
        analysis={analysis}
        reviews={reviews}
        headingRef={headingRef}
        shopPart={shopPart}
      />
      {analysis.alerts && (
        <WhySection alerts={analysis.alerts} reviews={reviews} onShowReviews={setSelection} />
      )}
      {tools}
      {showDetails && (
        <>
          <TrustSummary result={analysis} shopPart={shopPart} />
          {analysis.alerts && analysis.alerts.length > 0 && (
            <AlertsList alerts={analysis.alerts} onShowReviews={setSelection} />
          )}
          {analysis.rating_histogram && analysis.rating_histogram.length > 0 && (
            <RatingHistogram buckets={analysis.rating_histogram} />
          )}
          {analysis.reviews_over_time && analysis.reviews_over_time.length > 0 && (
            <ReviewsTimeline periods={analysis.reviews_over_time} />
          )}
          {source}
          {reviews.length > 0 && (
            <ReviewList
              reviews={reviews}
              reasons={reasons}
              idLabel={idLabel}
              selection={selection}
              onShowReviews={setSelection}
              onClearSelection={() => setSelection(null)}
            />
          )}
        </>
      )}
    </div>
  );
}
