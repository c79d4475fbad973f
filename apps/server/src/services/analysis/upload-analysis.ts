// Imported CSV -> the POST /upload answer: the whole file analysed as one, and each product on its own when the
// file holds several (docs/decisions/081-upload-response-shape.md).
import type {
  ImportResult,
  ProductAnalysis,
  ProductNotAnalysed,
  Review,
  UploadResponse,
} from '@reviewsentry/contracts';
import {
  NoAssessableReviewsError,
  type AnalyzeOptions,
  type Analyzer,
} from '@reviewsentry/detector';

/** The importer's product key (id first, name when the file has no ids), so our groups match its list. */
function productKey(review: Review): string {
  if (review.product_id !== undefined) return `id:${review.product_id}`;
  if (review.product_name !== undefined) return `name:${review.product_name}`;
  return '';
}

export function analyseImport(
  analyzer: Analyzer,
  imported: ImportResult,
  analyzedAt: Date,
  memory: Pick<AnalyzeOptions, 'collectGarbage'> = {},
): UploadResponse {
  const { reviews } = imported;
  const multi = imported.products.length >= 2;
  // A file of several products has no single id or name; the page shows N/A and offers the product selector.
  const whole = analyzer.analyze(
    reviews,
    multi ? { productId: null, productName: null, ...memory } : memory,
  );
  const products: ProductAnalysis[] = [];
  const notAnalysed: ProductNotAnalysed[] = [];
  if (multi) {
    const groups = new Map<string, Review[]>();
    for (const review of reviews) {
      const key = productKey(review);
      const group = groups.get(key);
      if (group) group.push(review);
      else groups.set(key, [review]);
    }
    for (const group of groups.values()) {
      const first = group[0]!;
      const productId = first.product_id ?? null;
      const productName = first.product_name ?? null;
      try {
        const { reviews: assessed, ...result } = analyzer.analyze(group, {
          ...memory,
          productId,
          // A name-keyed group has one name; an id-keyed one takes its most common name.
          ...(productName === null ? {} : { productName }),
        });
        products.push({ ...result, review_ids: assessed.map((r) => r.id) });
      } catch (error) {
        if (!(error instanceof NoAssessableReviewsError)) throw error;
        notAnalysed.push({
          prod_id: productId,
          prod_name: productName,
          total_reviews: group.length,
          code: NoAssessableReviewsError.CODE,
          message: error.message,
        });
      }
    }
  }
  return {
    ...whole,
    // In place rather than copied: these are fresh objects of ours, and a copy of 200,000 of them is not free.
    reviews: whole.reviews.map((assessment, i) =>
      Object.assign(assessment, {
        product_id: reviews[i]?.product_id ?? null,
        product_name: reviews[i]?.product_name ?? null,
      }),
    ),
    products,
    products_not_analysed: notAnalysed,
    coverage: imported.coverage,
    analyzed_at: analyzedAt.toISOString(),
  };
}
