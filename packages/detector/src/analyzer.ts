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
import type { PreparedReview, ReviewFlag, SignalResult } from './signals/types';
import { detectVerifiedGap } from './signals/verified-gap';
import type { TextModel } from './text-model';
import { decide, DEFAULT_FAKE_THRESHOLD } from './verdict/decision';
import { shareVerdict } from './verdict/status';
import { ratingHistogram, reviewsOverTime } from './verdict/summaries';
import { trustGrade, trustScore } from './verdict/trust-score';

export interface AnalyzerOptions {
  textModel: TextModel;
  /** Text probability at or above which a review is machine-generated. */
  fakeThreshold?: number;
}

export interface AnalyzeOptions {
  /** Overrides the product id/name otherwise taken from the reviews (most common value). */
  productId?: string | null;
  productName?: string | null;
}

export interface Analyzer {
  readonly model: { id: string; version: string };
  /** Throws NoAssessableReviewsError when no review can be text-scored. */
  analyze(reviews: readonly Review[], options?: AnalyzeOptions): AnalysisResult;
}

const SIGNALS: readonly ((reviews: readonly PreparedReview[]) => SignalResult)[] = [
  detectDuplicates,
  detectIncentives,
  detectRatingMismatch,
  detectBursts,
  detectRatingShape,
  detectVerifiedGap,
  detectReviewerVolume,
];

export function createAnalyzer(options: AnalyzerOptions): Analyzer {
  const { textModel } = options;
  const threshold = options.fakeThreshold ?? DEFAULT_FAKE_THRESHOLD;
  const model = { id: textModel.id, version: textModel.version };
  return {
    model,
    analyze(reviews, analyzeOptions = {}) {
      const { reviews: prepared, assessments } = prepareReviews(reviews);
      const assessedCount = assessments.reduce((n, a) => n + (a.assessed ? 1 : 0), 0);
      if (assessedCount === 0) {
        const counts: Partial<Record<NotAssessedReason, number>> = {};
        for (const a of assessments) if (a.reason) counts[a.reason] = (counts[a.reason] ?? 0) + 1;
        throw new NoAssessableReviewsError(reviews.length, counts);
      }

      const flagsByReview = new Map<number, ReviewFlag[]>();
      const alerts: AnalysisResult['alerts'] = [];
      for (const signal of SIGNALS) {
        const result = signal(prepared);
        alerts.push(...result.alerts);
        for (const f of result.flags) {
          const list = flagsByReview.get(f.index);
          if (list) list.push(f);
          else flagsByReview.set(f.index, [f]);
        }
      }

      const isFake: boolean[] = new Array<boolean>(reviews.length);
      let fakeCount = 0;
      const out: ReviewAssessment[] = reviews.map((review, index) => {
        const a = assessments[index] as (typeof assessments)[number];
        const probability = a.assessed ? clamp01(textModel.score(review.text).probability) : null;
        const decision = decide(a.assessed, probability, flagsByReview.get(index) ?? [], threshold);
        isFake[index] = decision.isFake;
        if (decision.isFake) fakeCount++;
        return {
          id: review.id,
          text: review.text,
          title: review.title ?? null,
          rating: review.rating ?? null,
          date: review.date ?? null,
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

      const verdict = shareVerdict(fakeCount, assessedCount);
      const score = trustScore(verdict.fake_percentage, alerts);
      return {
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
    },
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
  reviews.forEach((r, i) => {
    if (r.rating !== undefined && include(i)) {
      sum += r.rating;
      n++;
    }
  });
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
  for (const r of reviews) {
    const v = get(r)?.trim();
    if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  let best: string | null = null;
  let bestCount = 0;
  for (const [v, c] of counts) if (c > bestCount) [best, bestCount] = [v, c];
  return best;
}
