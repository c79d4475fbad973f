// Imported CSV -> the POST /upload answer: the detector's analysis of the imported file (the whole file, and each
// product on its own when it holds several; docs/decisions/102) plus the importer's coverage and the time.
import type { ImportResult, UploadResponse } from '@reviewsentry/contracts';
import type { Analyzer } from '@reviewsentry/detector';
import { collectGarbage } from './collect-garbage';

export function analyseImport(
  analyzer: Analyzer,
  imported: ImportResult,
  analyzedAt: Date,
): UploadResponse {
  return {
    ...analyzer.analyzeImport(imported, { collectGarbage }),
    coverage: imported.coverage,
    analyzed_at: analyzedAt.toISOString(),
  };
}
