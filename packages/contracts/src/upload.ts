import { z } from 'zod';
import { analysisResultSchema, reviewAssessmentSchema } from './analysis';
import { importCoverageSchema } from './ingest';

// The answer of POST /upload (docs/api.md, docs/decisions/081-upload-response-shape.md and 102). The top level is
// the analysis of the whole file, so the spec's six fields sit where the original client reads them.

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

/**
 * An imported file analysed (the detector's analyseImport): the whole file at the top level, and each product on
 * its own when the file holds two or more. The file's counts are the sums of its products' (docs/decisions/102).
 */
export const fileAnalysisSchema = analysisResultSchema.extend({
  reviews: z.array(uploadReviewSchema),
  /** Each product of the file when it holds two or more; empty for a single-product file. */
  products: z.array(productAnalysisSchema),
});
export type FileAnalysis = z.infer<typeof fileAnalysisSchema>;

export const uploadResponseSchema = fileAnalysisSchema.extend({
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
