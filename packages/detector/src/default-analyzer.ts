// The convenience entry: analyse with the committed text model and its share quantifier, loaded once on
// first use (the only file access the detector makes).
import type { AnalysisResult, Review } from '@reviewsentry/contracts';
import { createAnalyzer, type Analyzer, type AnalyzeOptions } from './analyzer';
import { loadQuantifierFor } from './quantifier-file';
import { DEFAULT_TEXT_MODEL_PATH, loadTextModel } from './text-model';

/** An analyzer for the artifact at `modelPath` with the quantifier stored beside it, if any. */
export function createModelAnalyzer(modelPath: string = DEFAULT_TEXT_MODEL_PATH): Analyzer {
  const quantifier = loadQuantifierFor(modelPath);
  return createAnalyzer({
    textModel: loadTextModel(modelPath),
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
