// The rules by which an answer's status, trust score, grade, alerts and words tell one story (docs/decisions/100,
// 103, 104), as a check: the empty list when they hold, otherwise what a shopper would find contradictory. The
// summary builds every answer to satisfy them; tests run the check over random and real answers alike.
import type { AnalysisResult } from '@reviewsentry/contracts';
import { MIN_LOUD_EVIDENCE } from '../signals/severity';
import { MIN_JUDGED_REVIEWS } from './status';
import { LOW_CONFIDENCE_TRUST_CAP, baseScore, trustGrade } from './trust-score';

type Answer = Omit<AnalysisResult, 'reviews'>;

const COPY_ALERTS = new Set(['duplicate_reviews', 'near_duplicate_reviews', 'templated_reviews']);
/** Alerts about what one author may have done alone: never a campaign, so never critical. */
const ONE_AUTHOR_ALERTS = new Set(['repeated_own_text', 'repeat_reviewer']);

/** Every contradiction between the figures, alerts and words of one answer (a product's or a file's). */
export function storyProblems(answer: Answer): string[] {
  const problems: string[] = [];
  const { product_status: status, trust_score: score, trust_grade: grade } = answer;
  const words = answer.verdict_explanation;
  const coverage = answer.review_coverage;
  if (status === 'Not enough reviews') {
    if (score !== null || grade !== null) problems.push(`'${status}' with a trust score or grade`);
    if (answer.alerts.length > 0 && !words.includes('no verdict or trust score for them to lower'))
      problems.push("alerts beside 'Not enough reviews' that the explanation does not account for");
    // From MIN_JUDGED_REVIEWS judged on, no verdict means the reviews the text model read forbid 'Genuine'
    // (read-part.ts), and the words say so.
    if (
      answer.total_reviews >= MIN_JUDGED_REVIEWS &&
      !words.includes("'Genuine' would speak for reviews nobody checked for machine writing")
    )
      problems.push(`'${status}' from ${answer.total_reviews} judged reviews, without the reason`);
  } else if (score === null || grade === null) {
    problems.push(`'${status}' without a trust score and grade`);
  } else {
    if (answer.total_reviews < MIN_JUDGED_REVIEWS)
      problems.push(`'${status}' from ${answer.total_reviews} judged reviews`);
    if (grade !== trustGrade(score)) problems.push(`grade ${grade} for a trust score of ${score}`);
    const base = Math.round(baseScore(answer.fake_percentage));
    // A verdict given with low confidence is held to grade B at best (trust-score.ts).
    const ceiling = answer.low_confidence ? Math.min(base, LOW_CONFIDENCE_TRUST_CAP) : base;
    if (score > ceiling)
      problems.push(`trust score ${score} above the ${ceiling} its evidence gives`);
    if (answer.alerts.length === 0 && score !== ceiling)
      problems.push(`trust score ${score} without alerts where the evidence gives ${ceiling}`);
    if (score < base && !words.includes(`rather than ${base}`))
      problems.push(`trust score ${score} below ${base} without the reason named`);
    if (score === base && words.includes(`rather than ${base} because of`))
      problems.push(`trust score ${score} said to be lowered from the ${base} it is`);
    // What the text model could not read is said (docs/decisions/101, 165, 171, 206): a verdict resting mostly
    // on reviews it could not read is low-confidence, and reviews in a language it does not read or too short
    // for it, some not judged fake, widen the interval with the reason in words.
    if (2 * coverage.by_check.text_model < answer.total_reviews && !answer.low_confidence)
      problems.push(
        `a firm verdict though the text model read ${coverage.by_check.text_model} of ${answer.total_reviews}`,
      );
    const unread =
      (coverage.not_scored.language_not_covered ?? 0) + (coverage.not_scored.language_unknown ?? 0);
    if (unread > answer.fake_reviews_count && !words.includes('does not read'))
      problems.push(
        `${unread} reviews in languages the text model does not read, not named in the words`,
      );
    const tooShort = coverage.not_scored.too_short ?? 0;
    if (tooShort > answer.fake_reviews_count && !words.includes('may have missed up to'))
      problems.push(
        `${tooShort} reviews too short for the text model, not counted in the interval`,
      );
    if (status === 'Fake' && grade !== 'F') problems.push(`'Fake' with grade ${grade}`);
    if (status === 'Likely Fake' && (grade === 'A' || grade === 'B'))
      problems.push(`'Likely Fake' with grade ${grade}`);
  }
  // The rating chart and the timeline count every review received once, a review the source listed twice
  // included (docs/api.md, "Definitions"): never more than the coverage says were received.
  const countedOnce = coverage.reviews_received - (coverage.not_judged.repeated_listing ?? 0);
  for (const [figure, buckets] of [
    ['rating chart', answer.rating_histogram],
    ['timeline', answer.reviews_over_time],
  ] as const) {
    const charted = buckets.reduce((sum, b) => sum + b.count, 0);
    if (charted > countedOnce)
      problems.push(`a ${figure} of ${charted} reviews from ${countedOnce} received once`);
  }
  for (const alert of answer.alerts) {
    if (alert.severity !== 'critical') continue;
    const shown = Number(alert.metrics?.evidence_total ?? alert.evidence.length);
    if (shown < MIN_LOUD_EVIDENCE)
      problems.push(`critical '${alert.code}' on ${shown} reviews: ${alert.message}`);
    if (COPY_ALERTS.has(alert.code) && Number(alert.metrics?.copies) < MIN_LOUD_EVIDENCE)
      problems.push(`critical '${alert.code}' from ${String(alert.metrics?.copies)} copies`);
    const reviewers = alert.metrics?.reviewers;
    if (
      reviewers !== undefined &&
      reviewers < MIN_LOUD_EVIDENCE &&
      !ONE_AUTHOR_ALERTS.has(alert.code)
    )
      problems.push(`critical '${alert.code}' from ${reviewers} reviewers: ${alert.message}`);
    if (ONE_AUTHOR_ALERTS.has(alert.code))
      problems.push(`critical '${alert.code}', which one author may explain: ${alert.message}`);
  }
  return problems;
}
