import type { ReactNode, RefObject } from 'react';
import type { UploadView } from '../api/result-schemas';
import { lowConfidenceReason } from '../low-confidence';
import { productsSentence } from '../reading/products-sentence';
import { counted } from '../reading/words';
import { SpecSummary } from './spec-summary';

interface FileSummaryProps {
  data: UploadView;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  children?: ReactNode;
}

/**
 * A file of several products: no blended verdict up front (one product's fake reviews say nothing about another's),
 * but how many products got each verdict, then the spec's six fields for the file as a whole, with how sure that
 * whole-file verdict is: a 'Genuine' over reviews the text model could not read says so here as on a product's card.
 */
export function FileSummary({ data, headingRef, children }: FileSummaryProps) {
  const products = data.products ?? [];
  return (
    <section
      aria-labelledby="file-heading"
      data-testid="file-summary"
      className="scroll-mt-4 space-y-4 rounded-xl border-2 border-slate-300 bg-white p-4 sm:p-6"
    >
      <h2
        id="file-heading"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold text-slate-900 sm:text-3xl"
      >
        Your file: {counted(products.length, 'product')}
      </h2>
      <p className="text-lg text-slate-900" data-testid="verdict-sentence">
        {productsSentence(products.map((p) => p.product_status))} Open a product below to see its
        verdict and why.
      </p>
      <div>
        <p className="mb-2 text-sm font-medium text-slate-700">
          All products together (the spec’s summary of the whole file):
        </p>
        <SpecSummary result={data} />
        {data.low_confidence && (
          <p
            className="mt-3 border-l-4 border-amber-500 bg-amber-50 p-3 font-semibold text-amber-900"
            data-testid="low-confidence"
          >
            {lowConfidenceReason(data)}
          </p>
        )}
        {data.fake_share_interval && (
          <p className="mt-2 text-sm text-slate-800" data-testid="file-interval">
            The share of fake reviews in the whole file is most likely between{' '}
            {data.fake_share_interval.low}% and {data.fake_share_interval.high}% (95% interval).
          </p>
        )}
      </div>
      {children}
    </section>
  );
}
