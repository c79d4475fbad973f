// Review[] -> AnalysisResult, and an imported file (products included) -> FileAnalysis. Pure: no file system, no
// network; the text model is injected.
import type { AnalysisResult, FileAnalysis, ImportResult, Review } from '@reviewsentry/contracts';
import { analyseImport } from './analyse-import';
import { judgeProduct, type JudgeSettings } from './judge';
import type { TextModel } from './text-model';
import { DEFAULT_FAKE_THRESHOLD } from './verdict/decision';
import {
  DEFAULT_PSEUDO_REVIEWS,
  DEFAULT_TRAINING_PRIOR,
  modelTrainingPrior,
} from './verdict/prior-adaptation';
import type { ShareQuantifier } from './verdict/share-quantifier';
import { summarise } from './verdict/summarise';

export interface AnalyzerOptions {
  textModel: TextModel;
  /** Text probability at or above which a review is machine-generated. */
  fakeThreshold?: number;
  /**
   * Product-level prior adaptation of the text probabilities (verdict/prior-adaptation.ts, ADR 046);
   * `false` scores every review against the training population's prior instead.
   */
  priorAdaptation?: false | { trainingPrior?: number; pseudoReviews?: number };
  /**
   * The text model's measured operating point (verdict/share-quantifier.ts, ADR 091): when given, the
   * count of machine-written reviews is topped up to the adjusted classify-and-count estimate.
   */
  quantifier?: ShareQuantifier;
}

export interface AnalyzeOptions {
  /** Overrides the product id/name otherwise taken from the reviews (most common value). */
  productId?: string | null;
  productName?: string | null;
  /**
   * When given, filled with the milliseconds each stage took (prepare, each signal by name, text_model,
   * decide, result): for benchmarks and profiling; costs a clock read per stage.
   */
  timings?: Record<string, number>;
  /**
   * Called right after the duplicate search of a product of at least LARGE_PRODUCT_REVIEWS reviews, which has
   * just dropped its shingle index (well over 100 MB at 100,000 reviews). V8 returns that memory only when it
   * next collects, and the later stages allocate before it does on its own, so a caller that can force a
   * collection (an analysis worker, docs/decisions/124) passes it here to keep the process's peak down.
   */
  collectGarbage?: () => void;
}

/** What analyzeImport needs of the importer's result. */
export type ImportedReviews = Pick<ImportResult, 'reviews' | 'products'>;

export interface Analyzer {
  readonly model: { id: string; version: string };
  /** One product's reviews. Never throws on content: too few judged reviews give 'Not enough reviews'. */
  analyze(reviews: readonly Review[], options?: AnalyzeOptions): AnalysisResult;
  /**
   * An imported file: the whole file, and each product on its own when it holds two or more
   * (docs/decisions/102). Throws NoReviewTextError when no review of the file could be judged.
   */
  analyzeImport(
    imported: ImportedReviews,
    options?: Pick<AnalyzeOptions, 'collectGarbage' | 'timings'>,
  ): FileAnalysis;
}

export function createAnalyzer(options: AnalyzerOptions): Analyzer {
  const { textModel } = options;
  const settings: JudgeSettings = {
    textModel,
    threshold: options.fakeThreshold ?? DEFAULT_FAKE_THRESHOLD,
    adaptation:
      options.priorAdaptation === false
        ? null
        : {
            trainingPrior:
              options.priorAdaptation?.trainingPrior ??
              modelTrainingPrior(textModel) ??
              DEFAULT_TRAINING_PRIOR,
            pseudoReviews: options.priorAdaptation?.pseudoReviews ?? DEFAULT_PSEUDO_REVIEWS,
          },
    quantifier: options.quantifier,
  };
  const model = { id: textModel.id, version: textModel.version };
  const modelCoverage = { languages: textModel.languages, minWords: textModel.minWords };
  const analyzer: Analyzer = {
    model,
    analyze(reviews, analyzeOptions = {}) {
      const judgement = judgeProduct(settings, reviews, analyzeOptions);
      const started = analyzeOptions.timings ? performance.now() : 0;
      const result: AnalysisResult = {
        ...summarise({
          prodId: pick(analyzeOptions.productId, reviews, (r) => r.product_id),
          prodName: pick(analyzeOptions.productName, reviews, (r) => r.product_name),
          assessments: judgement.assessments,
          prepared: judgement.prepared,
          alerts: judgement.alerts,
          hidden: judgement.hidden,
          model,
          modelCoverage,
        }),
        reviews: judgement.assessments,
      };
      if (analyzeOptions.timings)
        analyzeOptions.timings.result =
          (analyzeOptions.timings.result ?? 0) + performance.now() - started;
      return result;
    },
    analyzeImport(imported, importOptions = {}) {
      return analyseImport((reviews) => judgeProduct(settings, reviews, importOptions), imported, {
        model,
        modelCoverage,
      });
    },
  };
  return analyzer;
}

/** The explicit value when given, else the most common non-empty value among the reviews. */
export function pick(
  explicit: string | null | undefined,
  reviews: readonly Review[],
  get: (r: Review) => string | undefined,
): string | null {
  if (explicit !== undefined) return explicit;
  const counts = new Map<string, number>();
  // Indexed loop: it runs once per analysis, over every review.
  for (let i = 0; i < reviews.length; i++) {
    const v = get(reviews[i] as Review)?.trim();
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount) [best, bestCount] = [v, c];
  return best;
}
