import type { ReactNode, RefObject } from 'react';
import type { UploadView } from '../api/result-schemas';
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
 * but how many products got each verdict, then the spec's six fields for the file as a whole.
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
      </div>
      {children}
    </section>
  );
}
