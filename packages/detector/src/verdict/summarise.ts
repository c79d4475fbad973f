// A product's (or a whole file's) figures from the decisions on its reviews. Every figure is counted from the
// same per-review decisions, so they agree by construction (docs/api.md, "Definitions"):
//   total_reviews = judged reviews; fake_percentage = round(100 × fake_reviews_count / total_reviews, 2).
import type { Alert, AnalysisResult, ReviewAssessment } from '@reviewsentry/contracts';
import type { ModelCoverage } from '../assess/assessability';
import type { PreparedReview } from '../signals/types';
import { reviewCoverage } from './coverage';
import type { FilePart } from './file-story';
import type { HiddenFakes } from './language-shares';
import { verdictExplanation } from './explanation';
import { readPartAgainstGenuine } from './read-part';
import { shareVerdict } from './status';
import { ratingHistogram, reviewsOverTime } from './summaries';
import {
  LOW_CONFIDENCE_TRUST_CAP,
  alertPenalty,
  filePenalty,
  scoreWithPenalty,
  trustGrade,
} from './trust-score';

export interface SummaryInput {
  prodId: string | null;
  prodName: string | null;
  assessments: readonly ReviewAssessment[];
  /** Aligned with `assessments` (prepared[i].index === i): their day numbers feed the timeline. */
  prepared: readonly PreparedReview[];
  alerts: Alert[];
  model: { id: string; version: string };
  modelCoverage: ModelCoverage;
  /** Fakes the count may have missed in languages with uncertain rates (language-shares.ts). */
  hidden: HiddenFakes;
  /**
   * For a file of several products, each product as judged on its own (docs/decisions/104): their alerts weigh
   * in the file's trust score by their share of the file's reviews, and the explanation says how they add up.
   */
  parts?: readonly FilePart[];
}

export type Summary = Omit<AnalysisResult, 'reviews'>;

export function summarise(input: SummaryInput): Summary {
  const { assessments, alerts } = input;
  const isFake = new Array<boolean>(assessments.length);
  let judged = 0;
  let fake = 0;
  let readFake = 0;
  for (let i = 0; i < assessments.length; i++) {
    const a = assessments[i]!;
    isFake[i] = a.is_fake;
    if (a.assessed) judged++;
    if (a.is_fake) fake++;
    if (a.is_fake && a.checks.includes('text_model')) readFake++;
  }
  const coverage = reviewCoverage(assessments, input.modelCoverage);
  const textScored = coverage.by_check.text_model;
  // Fakes among reviews the text model could not read are found only when they copy or template each other:
  // a verdict that rests mostly on such reviews may miss machine-written ones, and says so.
  const mostlyUnscored = judged > 0 && 2 * textScored < judged;
  const verdict = shareVerdict(fake, judged, input.hidden.reviews);
  if (mostlyUnscored) verdict.low_confidence = true;
  const readPart = readPartAgainstGenuine(verdict, judged, textScored, readFake);
  if (readPart !== null) verdict.product_status = 'Not enough reviews';
  const enough = verdict.product_status !== 'Not enough reviews';
  const penalty = input.parts ? filePenalty(input.parts) : alertPenalty(alerts);
  const uncapped = scoreWithPenalty(verdict.fake_percentage, penalty);
  const score = !enough
    ? null
    : verdict.low_confidence
      ? Math.min(LOW_CONFIDENCE_TRUST_CAP, uncapped)
      : uncapped;
  const grade = score === null ? null : trustGrade(score);
  // A review the source listed a second time counts once in the rating figures, as in the verdict.
  const listedOnce = (a: ReviewAssessment) => a.not_assessed_reason !== 'repeated_listing';
  const product = { reviews: input.prepared.filter((r) => listedOnce(assessments[r.index]!)) };
  return {
    prod_id: input.prodId,
    prod_name: input.prodName,
    total_reviews: judged,
    fake_reviews_count: fake,
    fake_percentage: verdict.fake_percentage,
    product_status: verdict.product_status,
    reviews_assessed: judged,
    fake_share_interval: verdict.fake_share_interval,
    low_confidence: verdict.low_confidence,
    trust_score: score,
    trust_grade: grade,
    verdict_explanation: verdictExplanation({
      judged,
      fake,
      textScored,
      verdict,
      hidden: input.hidden,
      readPart,
      trust: score === null || grade === null ? null : { score, grade, uncapped },
      alerts,
      parts: input.parts,
    }),
    average_rating: meanRating(assessments, listedOnce),
    adjusted_rating: meanRating(assessments, (a) => listedOnce(a) && !a.is_fake),
    rating_histogram: ratingHistogram(product, isFake),
    reviews_over_time: reviewsOverTime(product, isFake),
    alerts,
    review_coverage: coverage,
    model: input.model,
  };
}

/** Mean star rating of the rated reviews `include` accepts, to 2 decimals; null when none is rated. */
function meanRating(
  assessments: readonly ReviewAssessment[],
  include: (a: ReviewAssessment) => boolean,
): number | null {
  let sum = 0;
  let n = 0;
  for (let i = 0; i < assessments.length; i++) {
    const a = assessments[i]!;
    if (a.rating !== null && include(a)) {
      sum += a.rating;
      n++;
    }
  }
  return n === 0 ? null : Math.round((sum / n) * 100) / 100;
}
