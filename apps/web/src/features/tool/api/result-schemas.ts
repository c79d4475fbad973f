// How the page reads the analysis answers. The spec's client contract is lenient: it reads six fields, shows N/A
// for a missing prod_id or prod_name and treats any product_status it does not know as genuine. Everything else
// is ours and optional here, so that each extra section appears only when the server sent it.
import {
  analysisResultSchema,
  importCoverageSchema,
  productAnalysisSchema,
  scrapeCoverageSchema,
  scrapedProductSchema,
  uploadReviewSchema,
} from '@reviewsentry/contracts';
import { z } from 'zod';

const optionalText = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === undefined || value === null ? null : String(value)));

const specShape = {
  prod_id: optionalText,
  prod_name: optionalText,
  total_reviews: z.number(),
  fake_reviews_count: z.number(),
  fake_percentage: z.number(),
  product_status: z.string(),
};

// A link's reviews come without the product fields an upload's reviews carry.
const reviewSchema = uploadReviewSchema.partial({ product_id: true, product_name: true });

export const analysisViewSchema = analysisResultSchema
  .omit({
    prod_id: true,
    prod_name: true,
    total_reviews: true,
    fake_reviews_count: true,
    fake_percentage: true,
    product_status: true,
    reviews: true,
  })
  .partial()
  .extend({ ...specShape, reviews: z.array(reviewSchema).optional() });
export type AnalysisView = z.infer<typeof analysisViewSchema>;
export type ReviewView = z.infer<typeof reviewSchema>;

export const uploadViewSchema = analysisViewSchema.extend({
  products: z.array(productAnalysisSchema).optional(),
  coverage: importCoverageSchema.optional(),
  analyzed_at: z.string().optional(),
});
export type UploadView = z.infer<typeof uploadViewSchema>;

export const linkViewSchema = analysisViewSchema.extend({
  product: scrapedProductSchema.optional(),
  coverage: scrapeCoverageSchema.optional(),
  analyzed_at: z.string().optional(),
  cached: z.boolean().optional(),
});
export type LinkView = z.infer<typeof linkViewSchema>;
