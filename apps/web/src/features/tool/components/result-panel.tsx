import type { Alert } from '@reviewsentry/contracts';
import { useMemo, useState } from 'react';
import type { AnalysisView, ReviewView } from '../api/result-schemas';
import type { ToolResult } from '../use-analysis-tool';
import { AlertsList } from './alerts-list';
import { AnnotatedCsvButton } from './annotated-csv-button';
import { CsvCoverage } from './csv-coverage';
import { LinkCoverage } from './link-coverage';
import { ProductSelector } from './product-selector';
import { RatingHistogram } from './rating-histogram';
import { ReviewTable, type EvidenceFilter } from './review-table';
import { ReviewsTimeline } from './reviews-timeline';
import { SpecSummary } from './spec-summary';
import { TrustSummary } from './trust-summary';

interface ResultPanelProps {
  result: ToolResult;
  busy: boolean;
  onReanalyse: () => void;
}

/** The analysis shown: the whole answer, or one product of a multi-product file with its own reviews. */
function useShownAnalysis(
  result: ToolResult,
  product: number,
): { analysis: AnalysisView; reviews: ReviewView[] } {
  return useMemo(() => {
    const all = result.data.reviews ?? [];
    const chosen = result.kind === 'csv' ? result.data.products?.[product] : undefined;
    if (!chosen) return { analysis: result.data, reviews: all };
    const ids = new Set(chosen.review_ids);
    return { analysis: chosen, reviews: all.filter((review) => ids.has(review.id)) };
  }, [result, product]);
}

export function ResultPanel({ result, busy, onReanalyse }: ResultPanelProps) {
  const [product, setProduct] = useState(-1);
  const [evidence, setEvidence] = useState<EvidenceFilter | null>(null);
  // A new answer starts on the whole file with no alert filter (state adjusted during render).
  const [shownResult, setShownResult] = useState(result);
  if (shownResult !== result) {
    setShownResult(result);
    setProduct(-1);
    setEvidence(null);
  }
  const { analysis, reviews } = useShownAnalysis(result, product);
  const products = result.kind === 'csv' ? (result.data.products ?? []) : [];

  const showEvidence = (alert: Alert) => {
    setEvidence(
      evidence?.code === alert.code
        ? null
        : { code: alert.code, message: alert.message, ids: new Set(alert.evidence) },
    );
    document
      .getElementById('reviews-heading')
      ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section
      aria-labelledby="result-heading"
      data-testid="result-panel"
      className="mt-8 space-y-10"
    >
      <div className="space-y-6 rounded-xl border border-slate-300 p-4 sm:p-6">
        <h2 id="result-heading" className="text-2xl font-semibold text-slate-900">
          Result
        </h2>
        {products.length >= 2 && (
          <ProductSelector
            products={products}
            totalReviews={result.data.total_reviews}
            value={product}
            onChange={(value) => {
              setProduct(value);
              setEvidence(null);
            }}
          />
        )}
        <SpecSummary result={analysis} />
        {result.kind === 'csv' && <AnnotatedCsvButton file={result.file} />}
      </div>
      <TrustSummary result={analysis} />
      {analysis.alerts && (
        <AlertsList
          alerts={analysis.alerts}
          activeCode={evidence?.code ?? null}
          onShowEvidence={showEvidence}
        />
      )}
      {analysis.rating_histogram && analysis.rating_histogram.length > 0 && (
        <RatingHistogram buckets={analysis.rating_histogram} />
      )}
      {analysis.reviews_over_time && analysis.reviews_over_time.length > 0 && (
        <ReviewsTimeline periods={analysis.reviews_over_time} />
      )}
      {result.kind === 'csv' && result.data.coverage && (
        <CsvCoverage coverage={result.data.coverage} />
      )}
      {result.kind === 'link' && (
        <LinkCoverage
          product={result.data.product}
          coverage={result.data.coverage}
          analyzedAt={result.data.analyzed_at}
          cached={result.data.cached}
          busy={busy}
          onReanalyse={onReanalyse}
        />
      )}
      {reviews.length > 0 && (
        <ReviewTable
          reviews={reviews}
          evidence={evidence}
          onClearEvidence={() => setEvidence(null)}
        />
      )}
    </section>
  );
}
