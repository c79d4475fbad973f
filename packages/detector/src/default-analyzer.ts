// The convenience entry: analyse with the committed text model, loaded once on first use (the only file
// access the detector makes).
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import { createAnalyzer, type Analyzer, type AnalyzeOptions } from './analyzer';
import { loadTextModel } from './text-model';

let defaultAnalyzer: Analyzer | undefined;

export function getDefaultAnalyzer(): Analyzer {
  defaultAnalyzer ??= createAnalyzer({ textModel: loadTextModel() });
  return defaultAnalyzer;
}

export function analyze(reviews: readonly Review[], options?: AnalyzeOptions): AnalysisResult {
  return getDefaultAnalyzer().analyze(reviews, options);
}
