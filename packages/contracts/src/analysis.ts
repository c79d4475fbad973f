import { z } from 'zod';
import { datePrecisionSchema } from './review';

// The result of analysing one product's reviews. The first six fields are the spec's contract with the
// original client and must never change meaning; everything after them is ours.

export const PRODUCT_STATUSES = ['Fake', 'Likely Fake', 'Genuine'] as const;
export const productStatusSchema = z.enum(PRODUCT_STATUSES);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** Fake share (in percent) at or above which a product gets each status. Both bounds are inclusive. */
export const STATUS_THRESHOLDS = { fake: 50, likelyFake: 25 } as const;

export const trustGradeSchema = z.enum(['A', 'B', 'C', 'D', 'F']);
export type TrustGrade = z.infer<typeof trustGradeSchema>;

/** Why a review was not text-scored. Such reviews are never silently called genuine. */
export const notAssessedReasonSchema = z.enum(['empty', 'placeholder', 'too_short', 'non_english']);
export type NotAssessedReason = z.infer<typeof notAssessedReasonSchema>;

export const reasonSchema = z.object({
  /** Stable machine code, e.g. machine_generated_text, duplicate_cluster, incentivized. */
  code: z.string(),
  /** One sentence a shopper understands. */
  message: z.string(),
});
export type Reason = z.infer<typeof reasonSchema>;

export const alertSeveritySchema = z.enum(['info', 'warning', 'critical']);
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;

export const alertSchema = z.object({
  code: z.string(),
  severity: alertSeveritySchema,
  message: z.string(),
  /** Ids of the reviews that show the problem. */
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
  /** False when the text could not be scored (see not_assessed_reason). */
  assessed: z.boolean(),
  not_assessed_reason: notAssessedReasonSchema.nullable(),
  /** ISO 639-1 code when detected, null when unknown. */
  language: z.string().nullable(),
  /** Calibrated probability that the text is fake; null when not assessed. */
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

export const analysisResultSchema = z.object({
  prod_id: z.string().nullable(),
  prod_name: z.string().nullable(),
  total_reviews: z.number().int().min(0),
  fake_reviews_count: z.number().int().min(0),
  /** Percent of assessed reviews judged fake, rounded to 2 decimals. */
  fake_percentage: z.number().min(0).max(100),
  product_status: productStatusSchema,

  reviews_assessed: z.number().int().min(0),
  /** 95 % interval on the fake share, in percent. */
  fake_share_interval: z.object({ low: z.number(), high: z.number() }),
  /** True when too few reviews were assessed for a firm verdict. */
  low_confidence: z.boolean(),
  trust_score: z.number().min(0).max(100),
  trust_grade: trustGradeSchema,
  average_rating: z.number().nullable(),
  /** Average rating over the reviews judged genuine. */
  adjusted_rating: z.number().nullable(),
  rating_histogram: z.array(ratingBucketSchema),
  reviews_over_time: z.array(timeBucketSchema),
  alerts: z.array(alertSchema),
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
