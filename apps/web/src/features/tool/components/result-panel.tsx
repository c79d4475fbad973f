import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { secondaryButton } from '../../../components/button-styles';
import type { LinkView, ReviewView, UploadView } from '../api/result-schemas';
import { CsvCoverage } from './csv-coverage';
import { FileSummary } from './file-summary';
import { LinkCoverage } from './link-coverage';
import { ProductOverview } from './product-overview';
import { ProductResult } from './product-result';

export type ShownResult = { kind: 'csv'; data: UploadView } | { kind: 'link'; data: LinkView };

interface ResultPanelProps {
  result: ShownResult;
  /** Controls shown with the answer (save and share, download). */
  tools?: ReactNode;
  /** Link results: read the shop again. */
  reanalyse?: { busy: boolean; onReanalyse: () => void };
  /** Bring the answer into view and focus it when a result arrives (not on a report page's first load). */
  focusOnArrival?: boolean;
}

function productReviews(all: readonly ReviewView[], ids: readonly string[]): ReviewView[] {
  const wanted = new Set(ids);
  return all.filter((review) => wanted.has(review.id));
}

/**
 * The result: one product's answer, or for a file of several products an overview of all of them from which each
 * product's own result opens. Focus and scroll follow the shopper: to the answer when it arrives, to a product
 * when it is opened, back to the overview when they return.
 */
export function ResultPanel({
  result,
  tools,
  reanalyse,
  focusOnArrival = false,
}: ResultPanelProps) {
  const [open, setOpen] = useState<number | null>(null);
  const [shown, setShown] = useState(result);
  // Every move (a new result, opening a product, going back) asks for focus once rendered.
  const [moves, setMoves] = useState(focusOnArrival ? 1 : 0);
  if (shown !== result) {
    setShown(result);
    setOpen(null);
    if (focusOnArrival) setMoves((n) => n + 1);
  }
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moves === 0) return;
    const target = heading.current;
    target?.focus({ preventScroll: true });
    target?.closest('section')?.scrollIntoView?.({ block: 'start' });
  }, [moves]);

  const products = result.kind === 'csv' ? (result.data.products ?? []) : [];
  const many = products.length >= 2;
  const chosen = open === null ? undefined : products[open];
  const all = result.data.reviews;
  const reviews = useMemo(() => {
    const every = all ?? [];
    return chosen ? productReviews(every, chosen.review_ids) : every;
  }, [chosen, all]);
  const go = (index: number | null) => {
    setOpen(index);
    setMoves((n) => n + 1);
  };

  const source =
    result.kind === 'csv' ? (
      result.data.coverage && <CsvCoverage coverage={result.data.coverage} />
    ) : (
      <LinkCoverage
        product={result.data.product}
        coverage={result.data.coverage}
        analyzedAt={result.data.analyzed_at}
        cached={result.data.cached}
        reanalyse={reanalyse}
      />
    );

  const scraped = result.kind === 'link' ? result.data.coverage : undefined;
  const shopPart =
    scraped && scraped.reviews_claimed !== null && scraped.reviews_claimed > scraped.reviews_found
      ? { read: scraped.reviews_found, claimed: scraped.reviews_claimed }
      : undefined;

  return (
    <section aria-label="Result" data-testid="result-panel" className="mt-8 space-y-10">
      {many && open === null && result.kind === 'csv' ? (
        <>
          <FileSummary data={result.data} headingRef={heading}>
            {tools}
          </FileSummary>
          <ProductOverview products={products.map((p, index) => ({ ...p, index }))} onOpen={go} />
          {source}
        </>
      ) : (
        <>
          {many && (
            <button type="button" className={secondaryButton} onClick={() => go(null)}>
              <span aria-hidden="true">←</span> All {products.length} products
            </button>
          )}
          <ProductResult
            key={open ?? -1}
            analysis={chosen ?? result.data}
            reviews={reviews}
            idLabel={result.kind === 'csv' ? 'Row' : 'Review'}
            headingRef={heading}
            tools={many ? undefined : tools}
            source={source}
            shopPart={shopPart}
          />
        </>
      )}
    </section>
  );
}
