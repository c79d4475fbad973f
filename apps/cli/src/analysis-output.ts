// The shape of `reviewsentry analyze --json`: the analysis of the web API (so the same tools read both) plus
// where the reviews came from. zod schemas so tests and downstream scripts can validate the output.
import {
  analysisResultSchema,
  fileAnalysisSchema,
  importCoverageSchema,
  scrapeCoverageSchema,
  scrapedProductSchema,
} from '@reviewsentry/contracts';
import { z } from 'zod';

/** A CSV: the detector's FileAnalysis (the whole file, and each product when there are several). */
export const csvAnalysisOutputSchema = fileAnalysisSchema.extend({
  source: z.literal('csv'),
  coverage: importCoverageSchema,
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
