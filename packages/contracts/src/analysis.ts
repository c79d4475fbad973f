import { z } from 'zod';
import { datePrecisionSchema } from './review';

// The result of analysing one product's reviews. The first six fields are the spec's contract with the
// original client and must never change meaning; everything after them is ours. Definitions: docs/api.md.

/**
 * 'Not enough reviews': too few reviews were judged for any verdict (docs/decisions/100-verdict-evidence-rule.md),
 * or the text model read too few of them, and those contradict 'Genuine' (docs/decisions/176).
 * The spec's client shows a value it does not know as it shows 'Genuine'; our page shows it neutral.
 */
export const PRODUCT_STATUSES = ['Fake', 'Likely Fake', 'Genuine', 'Not enough reviews'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** Fake share (in percent) at or above which a product gets each status. Both bounds are inclusive. */
export const STATUS_THRESHOLDS = { fake: 50, likelyFake: 25 } as const;

/**
 * Fewer judged reviews than this give 'Not enough reviews' (docs/decisions/100); from this many on, that status means
 * the text model read too few of them for a verdict (docs/decisions/176).
 */
export const MIN_JUDGED_REVIEWS = 10;

export const trustGradeSchema = z.enum(['A', 'B', 'C', 'D', 'F']);
export type TrustGrade = z.infer<typeof trustGradeSchema>;

/**
 * Why a review was not judged (it is then outside total_reviews and the fake share, never counted as genuine):
 * no text (a rating-only row), a placeholder such as 'No review', or text that no check able to call a review
 * fake can read (docs/decisions/101-judged-reviews-and-coverage.md).
 */
export const notAssessedReasonSchema = z.enum([
  'empty',
  'placeholder',
  'no_deciding_check',
  'repeated_listing',
]);
export type NotAssessedReason = z.infer<typeof notAssessedReasonSchema>;

/**
 * The checks a review can be covered by. `text_model` and `copies` (copies and templates across the product) can
 * call a review fake on their own; the others are evidence shown with the review and in the alerts.
 */
export const CHECKS = [
  'text_model',
  'copies',
  'rating_text',
  'incentives',
  'reviewer',
  'timing',
] as const;
export const checkSchema = z.enum(CHECKS);
export type Check = z.infer<typeof checkSchema>;

/** Why the text model did not score a review: it scores only languages and lengths it was measured on. */
export const notScoredReasonSchema = z.enum([
  'too_short',
  'language_not_covered',
  'language_unknown',
]);
export type NotScoredReason = z.infer<typeof notScoredReasonSchema>;

export const reasonSchema = z.object({
  /** Stable machine code, e.g. machine_generated_text, duplicate_text, incentivized. */
  code: z.string(),
  /** One sentence a shopper understands. */
  message: z.string(),
  /** The other reviews the reason refers to (e.g. the review this one copies), so each can be looked up. */
  review_ids: z.array(z.string()).optional(),
});
export type Reason = z.infer<typeof reasonSchema>;

export const alertSeveritySchema = z.enum(['info', 'warning', 'critical']);
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;

export const alertSchema = z.object({
  code: z.string(),
  severity: alertSeveritySchema,
  message: z.string(),
  /** Ids of every review that shows the problem (the full list, never cut). */
  evidence: z.array(z.string()),
  /** The figures behind the alert (e.g. expected vs observed counts), for the curious and for tests. */
  metrics: z.record(z.string(), z.number()).optional(),
});
export type Alert = z.infer<typeof alertSchema>;

export const reviewAssessmentSchema = z.object({
  id: z.string(),
  text: z.string(),
  title: z.string().nullable(),
  rating: z.number().nullable(),
  /** ISO 8601 at the precision the source gave (review.ts); null when undated or relative. */
  date: z.string().nullable(),
  date_precision: datePrecisionSchema.nullable(),
  /** A relative date as the source wrote it ("10 months ago"); null otherwise. */
  date_text: z.string().nullable(),
  reviewer: z.string().nullable(),
  verified: z.boolean().nullable(),
  /** Judged: counted in total_reviews and the fake share. False for the reasons in not_assessed_reason. */
  assessed: z.boolean(),
  not_assessed_reason: notAssessedReasonSchema.nullable(),
  /** The checks that covered this review ([] when it was not judged). */
  checks: z.array(checkSchema),
  /** Why the text model did not score this judged review; null when it did, or when the review was not judged. */
  not_scored_reason: notScoredReasonSchema.nullable(),
  /** ISO 639-1 code when detected, null when unknown. */
  language: z.string().nullable(),
  /** Probability from the text model that the text is machine-written; null when the model did not score it. */
  fake_probability: z.number().min(0).max(1).nullable(),
  is_fake: z.boolean(),
  reasons: z.array(reasonSchema),
});
export type ReviewAssessment = z.infer<typeof reviewAssessmentSchema>;

export const ratingBucketSchema = z.object({
  stars: z.number().int().min(1).max(5),
  count: z.number().int().min(0),
  fake_count: z.number().int().min(0),
});

export const timeBucketSchema = z.object({
  /** YYYY-MM-DD, YYYY-MM or YYYY by the span of the dates, never finer than the least precise date. */
  period: z.string(),
  count: z.number().int().min(0),
  fake_count: z.number().int().min(0),
});

const count = z.number().int().min(0);

/** What was judged, by which checks, and what was not judged and why (docs/decisions/101). */
export const reviewCoverageSchema = z.object({
  /** Every review handed to the analysis, rating-only and placeholder rows included. */
  reviews_received: count,
  /** Reviews judged: the same number as total_reviews. */
  judged: count,
  /** Reviews not judged, by reason (they count in the rating figures only). */
  not_judged: z.partialRecord(notAssessedReasonSchema, count),
  /** How many judged reviews each check covered (a review is usually covered by several). */
  by_check: z.record(checkSchema, count),
  /** Judged reviews the text model did not score, by reason. */
  not_scored: z.partialRecord(notScoredReasonSchema, count),
  /** Judged reviews by detected language (ISO 639-1; 'unknown' when none was detected). */
  languages: z.record(z.string(), count),
  /** What the text model was trained and measured on: it scores only these languages and lengths. */
  text_model: z.object({ languages: z.array(z.string()), min_words: count }),
  /** The same in words, for the page. */
  summary: z.string(),
});
export type ReviewCoverage = z.infer<typeof reviewCoverageSchema>;

export const analysisResultSchema = z.object({
  prod_id: z.string().nullable(),
  prod_name: z.string().nullable(),
  /** Reviews judged (docs/api.md): rating-only and placeholder rows are in review_coverage, not here. */
  total_reviews: count,
  fake_reviews_count: count,
  /** round(100 × fake_reviews_count / total_reviews, 2); 0 when nothing was judged. */
  fake_percentage: z.number().min(0).max(100),
  product_status: productStatusSchema,

  /** The same as total_reviews (kept for clients that read it). */
  reviews_assessed: count,
  /**
   * 95 % Wilson interval on the fake share, in percent; its upper end also counts the fakes the text model may
   * have missed in languages whose measured rates are uncertain (docs/decisions/151).
   */
  fake_share_interval: z.object({ low: z.number(), high: z.number() }),
  /** True when few reviews were judged or the interval reaches into another status band. */
  low_confidence: z.boolean(),
  /** Null with 'Not enough reviews': a score from evidence that settles no verdict would claim a precision it lacks. */
  trust_score: z.number().min(0).max(100).nullable(),
  trust_grade: trustGradeSchema.nullable(),
  /** Why the status, the trust score and the alerts say what they say, in words. */
  verdict_explanation: z.string(),
  /** Average star rating over every rated review, rating-only rows included. */
  average_rating: z.number().nullable(),
  /** Average star rating over the rated reviews not judged fake, rating-only rows included. */
  adjusted_rating: z.number().nullable(),
  rating_histogram: z.array(ratingBucketSchema),
  reviews_over_time: z.array(timeBucketSchema),
  alerts: z.array(alertSchema),
  review_coverage: reviewCoverageSchema,
  reviews: z.array(reviewAssessmentSchema),
  model: z.object({ id: z.string(), version: z.string() }),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

/** The spec's own six fields: what the original client reads. */
export const specResultSchema = analysisResultSchema.pick({
  prod_id: true,
  prod_name: true,
  total_reviews: true,
  fake_reviews_count: true,
  fake_percentage: true,
  product_status: true,
});
export type SpecResult = z.infer<typeof specResultSchema>;
