// Public entry of @reviewsentry/detector: Review[] -> AnalysisResult, an imported file -> FileAnalysis.
export {
  analyze,
  analyzeImport,
  createModelAnalyzer,
  getDefaultAnalyzer,
} from './default-analyzer';
export { createAnalyzer } from './analyzer';
export type { Analyzer, AnalyzerOptions, AnalyzeOptions, ImportedReviews } from './analyzer';
export { NoReviewTextError } from './errors';
export { DEFAULT_FAKE_THRESHOLD } from './verdict/decision';
export { DEFAULT_PSEUDO_REVIEWS, DEFAULT_TRAINING_PRIOR } from './verdict/prior-adaptation';
export { MIN_JUDGED_REVIEWS, productStatus, shareVerdict } from './verdict/status';
export type { ShareQuantifier } from './verdict/share-quantifier';
export {
  QUANTIFIER_FORMAT,
  QuantifierFileError,
  artifactSha256,
  loadQuantifierFor,
  quantifierPathFor,
} from './quantifier-file';
export type { QuantifierFile } from './quantifier-file';
export { trustScore, trustGrade } from './verdict/trust-score';
export { storyProblems } from './verdict/one-story';
export { notScoredReason, textFacts } from './assess/assessability';
export type { ModelCoverage, TextFacts } from './assess/assessability';
export { DETECTED_LANGUAGES, detectLanguage } from './assess/language';
// The languages each language-dependent check reads (the copy and template search reads every language).
export { SENTIMENT_LANGUAGES } from './signals/sentiment';
export { INCENTIVE_LANGUAGES } from './signals/incentives';
export { words } from './text/tokenize';
export {
  loadTextModel,
  foldText,
  DEFAULT_MODEL_COVERAGE,
  DEFAULT_TEXT_MODEL_PATH,
} from './text-model';
export type { TextModel, TextScore } from './text-model';
