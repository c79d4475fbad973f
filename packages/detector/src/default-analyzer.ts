// The convenience entry: analyse with the committed text model and its share quantifier, loaded once on
// first use (the only file access the detector makes).
import { readFileSync } from 'node:fs';
import type { AnalysisResult, FileAnalysis, Review } from '@reviewsentry/contracts';
import {
  createAnalyzer,
  type Analyzer,
  type AnalyzeOptions,
  type ImportedReviews,
} from './analyzer';
import { loadQuantifierFor } from './quantifier-file';
import { DEFAULT_TEXT_MODEL_PATH, textModelFromBytes } from './text-model';

/** An analyzer for the artifact at `modelPath` with the quantifier stored beside it, if any. */
export function createModelAnalyzer(modelPath: string = DEFAULT_TEXT_MODEL_PATH): Analyzer {
  // One read of the artifact serves the model and the quantifier's check of its bytes.
  const bytes = readFileSync(modelPath);
  const quantifier = loadQuantifierFor(modelPath, bytes);
  return createAnalyzer({
    textModel: textModelFromBytes(bytes),
    ...(quantifier ? { quantifier } : {}),
  });
}

let defaultAnalyzer: Analyzer | undefined;

export function getDefaultAnalyzer(): Analyzer {
  defaultAnalyzer ??= createModelAnalyzer();
  return defaultAnalyzer;
}

export function analyze(reviews: readonly Review[], options?: AnalyzeOptions): AnalysisResult {
  return getDefaultAnalyzer().analyze(reviews, options);
}

export function analyzeImport(imported: ImportedReviews): FileAnalysis {
  return getDefaultAnalyzer().analyzeImport(imported);
}
