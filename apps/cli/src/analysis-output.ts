// The shape of `reviewsentry analyze --json`: the AnalysisResult of the web API (so the same tools read both) plus
// where the reviews came from. zod schemas so tests and downstream scripts can validate the output.
import {
  analysisResultSchema,
  importCoverageSchema,
  scrapeCoverageSchema,
  scrapedProductSchema,
} from '@reviewsentry/contracts';
import { z } from 'zod';

export const productAnalysisSchema = z.object({
  product_id: z.string().nullable(),
  product_name: z.string().nullable(),
  review_count: z.number().int().min(0),
  /** Null when this product's reviews could not be judged (see error). */
  result: analysisResultSchema.nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type ProductAnalysis = z.infer<typeof productAnalysisSchema>;

export const csvAnalysisOutputSchema = analysisResultSchema.extend({
  source: z.literal('csv'),
  coverage: importCoverageSchema,
  /** One entry per product when the file holds more than one; the top-level result covers the whole file. */
  products: z.array(productAnalysisSchema).optional(),
});

export const urlAnalysisOutputSchema = analysisResultSchema.extend({
  source: z.literal('url'),
  product: scrapedProductSchema,
  coverage: scrapeCoverageSchema,
});

export const analysisOutputSchema = z.discriminatedUnion('source', [
  csvAnalysisOutputSchema,
  urlAnalysisOutputSchema,
]);
export type AnalysisOutput = z.infer<typeof analysisOutputSchema>;
