// Review[] -> AnalysisResult. Pure: no file system, no network; the text model is injected.
import type {
  AnalysisResult,
  NotAssessedReason,
  Review,
  ReviewAssessment,
} from '@reviewsentry/contracts';
import { NoAssessableReviewsError } from './errors';
import { prepareReviews } from './prepare';
import { detectBursts } from './signals/bursts';
import { detectDuplicates } from './signals/duplicates';
import { detectIncentives } from './signals/incentives';
import { detectRatingMismatch } from './signals/rating-mismatch';
import { detectRatingShape } from './signals/rating-shape';
import { detectReviewerVolume } from './signals/reviewer-volume';
import type { PreparedProduct, ReviewFlag, SignalResult } from './signals/types';
import { detectVerifiedGap } from './signals/verified-gap';
import type { TextModel } from './text-model';
import { decide, DEFAULT_FAKE_THRESHOLD } from './verdict/decision';
import {
  adaptPrior,
  adjust,
  DEFAULT_PSEUDO_REVIEWS,
  DEFAULT_TRAINING_PRIOR,
  modelTrainingPrior,
} from './verdict/prior-adaptation';
import { shareTopUp, type ShareQuantifier } from './verdict/share-quantifier';
import { shareVerdict } from './verdict/status';
import { ratingHistogram, reviewsOverTime } from './verdict/summaries';
import { trustGrade, trustScore } from './verdict/trust-score';

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
   * just dropped its WebAssembly index (about 150 MB at 100,000 reviews). That memory is returned only when
   * the engine collects garbage, and no collection comes on its own before the later stages allocate, so a
   * caller that can force one (an analysis worker, docs/decisions/096) passes it here to keep peak memory down.
   */
  collectGarbage?: () => void;
}

/** Products from this size up call `collectGarbage` (a full collection costs tens of ms; small ones skip it). */
export const LARGE_PRODUCT_REVIEWS = 20_000;

export interface Analyzer {
  readonly model: { id: string; version: string };
  /** Throws NoAssessableReviewsError when no review can be text-scored. */
  analyze(reviews: readonly Review[], options?: AnalyzeOptions): AnalysisResult;
}

const SIGNALS: readonly (readonly [string, (product: PreparedProduct) => SignalResult])[] = [
  ['duplicates', detectDuplicates],
  ['incentives', detectIncentives],
  ['rating_mismatch', detectRatingMismatch],
  ['bursts', detectBursts],
  ['rating_shape', detectRatingShape],
  ['verified_gap', detectVerifiedGap],
  ['reviewer_volume', detectReviewerVolume],
];

export function createAnalyzer(options: AnalyzerOptions): Analyzer {
  const { textModel } = options;
  const threshold = options.fakeThreshold ?? DEFAULT_FAKE_THRESHOLD;
  const adaptation =
    options.priorAdaptation === false
      ? null
      : {
          trainingPrior:
            options.priorAdaptation?.trainingPrior ??
            modelTrainingPrior(textModel) ??
            DEFAULT_TRAINING_PRIOR,
          pseudoReviews: options.priorAdaptation?.pseudoReviews ?? DEFAULT_PSEUDO_REVIEWS,
        };
  const { quantifier } = options;
  const model = { id: textModel.id, version: textModel.version };
  return {
    model,
    analyze(reviews, analyzeOptions = {}) {
      const lap = stageClock(analyzeOptions.timings);
      const { product: prepared, assessments } = prepareReviews(reviews);
      const assessedCount = assessments.reduce((n, a) => n + (a.assessed ? 1 : 0), 0);
      lap('prepare');
      if (assessedCount === 0) {
        const counts: Partial<Record<NotAssessedReason, number>> = {};
        for (const a of assessments) if (a.reason) counts[a.reason] = (counts[a.reason] ?? 0) + 1;
        throw new NoAssessableReviewsError(reviews.length, counts);
      }

      // Flags per review index; most reviews have none, so most slots stay undefined.
      const flagsByReview: (ReviewFlag[] | undefined)[] = new Array<ReviewFlag[] | undefined>(
        reviews.length,
      );
      const alerts: AnalysisResult['alerts'] = [];
      for (const [name, signal] of SIGNALS) {
        const result = signal(prepared);
        alerts.push(...result.alerts);
        for (const f of result.flags) {
          const list = flagsByReview[f.index];
          if (list) list.push(f);
          else flagsByReview[f.index] = [f];
        }
        lap(name);
        if (
          signal === detectDuplicates &&
          reviews.length >= LARGE_PRODUCT_REVIEWS &&
          analyzeOptions.collectGarbage
        ) {
          analyzeOptions.collectGarbage();
          lap('collect_garbage');
        }
      }

      // Text probabilities of the assessed reviews (NaN for the others).
      const probabilities = new Float64Array(reviews.length).fill(Number.NaN);
      for (let index = 0; index < reviews.length; index++)
        if ((assessments[index] as (typeof assessments)[number]).assessed)
          probabilities[index] = clamp01(
            textModel.score((reviews[index] as Review).text).probability,
          );
      lap('text_model');
      // The quantifier's rates were measured on unadapted probabilities, so it reads a copy of them.
      const raw = quantifier ? Float64Array.from(probabilities) : null;
      if (adaptation) {
        const { oddsFactor } = adaptPrior(probabilities, adaptation);
        for (let index = 0; index < reviews.length; index++)
          probabilities[index] = adjust(probabilities[index] as number, oddsFactor);
      }

      const shareCounted = new Uint8Array(reviews.length);
      if (quantifier && raw)
        for (const index of shareTopUp(probabilities, raw, threshold, quantifier))
          shareCounted[index] = 1;

      const isFake: boolean[] = new Array<boolean>(reviews.length);
      let fakeCount = 0;
      const out: ReviewAssessment[] = reviews.map((review, index) => {
        const a = assessments[index] as (typeof assessments)[number];
        const probability = a.assessed ? (probabilities[index] as number) : null;
        const decision = decide(
          a.assessed,
          probability,
          flagsByReview[index] ?? NO_FLAGS,
          threshold,
          shareCounted[index] === 1,
        );
        isFake[index] = decision.isFake;
        if (decision.isFake) fakeCount++;
        return {
          id: review.id,
          text: review.text,
          title: review.title ?? null,
          rating: review.rating ?? null,
          date: review.date ?? null,
          date_precision: review.date_precision ?? null,
          date_text: review.date_text ?? null,
          reviewer: review.reviewer ?? null,
          verified: review.verified ?? null,
          assessed: a.assessed,
          not_assessed_reason: a.reason,
          language: a.language,
          fake_probability: probability === null ? null : Math.round(probability * 10_000) / 10_000,
          is_fake: decision.isFake,
          reasons: decision.reasons,
        };
      });
      lap('decide');

      const verdict = shareVerdict(fakeCount, assessedCount);
      const score = trustScore(verdict.fake_percentage, alerts);
      const result: AnalysisResult = {
        prod_id: pick(analyzeOptions.productId, reviews, (r) => r.product_id),
        prod_name: pick(analyzeOptions.productName, reviews, (r) => r.product_name),
        total_reviews: reviews.length,
        fake_reviews_count: fakeCount,
        fake_percentage: verdict.fake_percentage,
        product_status: verdict.product_status,
        reviews_assessed: assessedCount,
        fake_share_interval: verdict.fake_share_interval,
        low_confidence: verdict.low_confidence,
        trust_score: score,
        trust_grade: trustGrade(score),
        average_rating: meanRating(reviews, () => true),
        adjusted_rating: meanRating(reviews, (i) => out[i]?.assessed === true && !isFake[i]),
        rating_histogram: ratingHistogram(prepared, isFake),
        reviews_over_time: reviewsOverTime(prepared, isFake),
        alerts,
        reviews: out,
        model,
      };
      lap('result');
      return result;
    },
  };
}

const NO_FLAGS: readonly ReviewFlag[] = [];

/** Records the time since the previous lap under `stage` when timings are wanted. */
function stageClock(timings: Record<string, number> | undefined): (stage: string) => void {
  if (!timings) return () => undefined;
  let last = performance.now();
  return (stage) => {
    const now = performance.now();
    timings[stage] = (timings[stage] ?? 0) + (now - last);
    last = now;
  };
}

function clamp01(p: number): number {
  return Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0.5;
}

function meanRating(
  reviews: readonly Review[],
  include: (index: number) => boolean,
): number | null {
  let sum = 0;
  let n = 0;
  // Indexed loops here and in pick: they run once per analysis, over every review.
  for (let i = 0; i < reviews.length; i++) {
    const rating = (reviews[i] as Review).rating;
    if (rating !== undefined && include(i)) {
      sum += rating;
      n++;
    }
  }
  return n === 0 ? null : Math.round((sum / n) * 100) / 100;
}

/** The explicit value when given, else the most common non-empty value among the reviews. */
function pick(
  explicit: string | null | undefined,
  reviews: readonly Review[],
  get: (r: Review) => string | undefined,
): string | null {
  if (explicit !== undefined) return explicit;
  const counts = new Map<string, number>();
  for (let i = 0; i < reviews.length; i++) {
    const v = get(reviews[i] as Review)?.trim();
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount) [best, bestCount] = [v, c];
  return best;
}
