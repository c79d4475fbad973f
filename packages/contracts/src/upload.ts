import { z } from 'zod';
import { analysisResultSchema, reviewAssessmentSchema } from './analysis';
import { importCoverageSchema } from './ingest';

// The answer of POST /upload (docs/api.md, docs/decisions/081-upload-response-shape.md). The top level is the
// detector's AnalysisResult for the whole file, so the spec's six fields sit where the original client reads them.

/** A review as /upload returns it: the detector's assessment plus the product it belongs to, for filtering. */
export const uploadReviewSchema = reviewAssessmentSchema.extend({
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
});
export type UploadReview = z.infer<typeof uploadReviewSchema>;

/**
 * One product of a multi-product file, analysed on its own reviews. Its reviews are not repeated here: they are
 * the top-level `reviews` whose product_id / product_name match (`review_ids` lists them in file order).
 */
export const productAnalysisSchema = analysisResultSchema.omit({ reviews: true }).extend({
  review_ids: z.array(z.string()),
});
export type ProductAnalysis = z.infer<typeof productAnalysisSchema>;

/** A product of the file that could not be analysed on its own (none of its reviews could be text-scored). */
export const productNotAnalysedSchema = z.object({
  prod_id: z.string().nullable(),
  prod_name: z.string().nullable(),
  total_reviews: z.number().int().min(0),
  code: z.string(),
  message: z.string(),
});
export type ProductNotAnalysed = z.infer<typeof productNotAnalysedSchema>;

export const uploadResponseSchema = analysisResultSchema.extend({
  reviews: z.array(uploadReviewSchema),
  /** Each product of the file when it holds two or more; empty for a single-product file. */
  products: z.array(productAnalysisSchema),
  products_not_analysed: z.array(productNotAnalysedSchema),
  coverage: importCoverageSchema,
  /** When the analysis was made (ISO 8601, UTC). */
  analyzed_at: z.iso.datetime(),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** Values of the reviewsentry_status column of the annotated CSV (POST /upload with Accept: text/csv). */
export const ANNOTATED_CSV_COLUMNS = [
  'reviewsentry_fake_probability',
  'reviewsentry_is_fake',
  'reviewsentry_reasons',
  'reviewsentry_status',
] as const;
