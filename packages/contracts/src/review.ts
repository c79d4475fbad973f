import { z } from 'zod';

// A review as every source (CSV importer, link scraper) hands it to the detector. Field names are snake_case
// like the rest of the public API. Everything but id and text is optional: sources differ in what they know.

/**
 * How precisely a review's date is known (docs/decisions/110-review-date-precision.md). Shops and scrapers
 * write "Oct, 2023", "2023" or "10 months ago"; such dates keep that precision and are never widened to a
 * day. 'relative' dates ("10 months ago") have no calendar date: the moment they count from is unknown.
 */
export const DATE_PRECISIONS = ['time', 'day', 'month', 'year', 'relative'] as const;
export const datePrecisionSchema = z.enum(DATE_PRECISIONS);
export type DatePrecision = z.infer<typeof datePrecisionSchema>;

/** `2024`, `2024-07`, `2024-07-20` or a UTC date-time `2024-07-20T10:30:00.000Z`: ISO 8601 at its precision. */
export const REVIEW_DATE_PATTERN =
  /^\d{4}(?:-(?:0[1-9]|1[0-2])(?:-(?:0[1-9]|[12]\d|3[01])(?:T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)?)?)?$/;

/** The precision a calendar date's ISO form shows (the form is REVIEW_DATE_PATTERN's). */
export function precisionOfIsoDate(date: string): Exclude<DatePrecision, 'relative'> {
  return date.length > 10
    ? 'time'
    : date.length === 10
      ? 'day'
      : date.length === 7
        ? 'month'
        : 'year';
}

/** The three date fields, as a source fills them: a calendar date, or a relative date's own words. */
export const reviewDateFieldsSchema = z.object({
  /** ISO 8601 at the precision the source gives (REVIEW_DATE_PATTERN); absent for relative dates. */
  date: z.string().regex(REVIEW_DATE_PATTERN).optional(),
  date_precision: datePrecisionSchema.optional(),
  /** The source's own words for a relative date ("10 months ago"), so it can be shown as written. */
  date_text: z.string().min(1).max(200).optional(),
});
export type ReviewDateFields = z.infer<typeof reviewDateFieldsSchema>;

export const reviewSchema = z
  .object({
    /** Stable within one analysis: the CSV row number or the shop's review id. */
    id: z.string().min(1),
    /** Review body. Empty for rating-only rows: they count in rating statistics but are not text-scored. */
    text: z.string(),
    title: z.string().optional(),
    /** Star rating normalised to the 0–5 scale (half stars allowed). */
    rating: z.number().min(0).max(5).optional(),
    ...reviewDateFieldsSchema.shape,
    reviewer: z.string().optional(),
    /** Verified / certified purchase, when the source says. */
    verified: z.boolean().optional(),
    helpful_votes: z.number().int().min(0).optional(),
    product_id: z.string().optional(),
    product_name: z.string().optional(),
  })
  .superRefine((review, ctx) => {
    const problem = dateFieldsProblem(review);
    if (problem !== null)
      ctx.addIssue({ code: 'custom', path: ['date_precision'], message: problem });
  });

export type Review = z.infer<typeof reviewSchema>;

/**
 * Why a review's date fields disagree, or null when they agree: a calendar date carries the precision its
 * form shows, a relative date has its words and no calendar date, and no date has no precision.
 */
export function dateFieldsProblem(fields: ReviewDateFields): string | null {
  const { date, date_precision: precision, date_text: text } = fields;
  if (date !== undefined) {
    if (text !== undefined) return 'date_text is kept only for relative dates';
    return precision === precisionOfIsoDate(date)
      ? null
      : `date ${date} has ${precisionOfIsoDate(date)} precision, not ${String(precision)}`;
  }
  if (precision === 'relative')
    return text === undefined ? 'a relative date needs date_text' : null;
  if (precision !== undefined) return `date_precision ${precision} without a date`;
  return text === undefined ? null : 'date_text without date_precision';
}

/**
 * The one key that tells the products of a file apart: the product id, else the name, else '' (no product
 * named). The importer lists products by it and the detector splits a file by it.
 */
export function productKey(p: {
  product_id?: string | null | undefined;
  product_name?: string | null | undefined;
}): string {
  if (p.product_id !== undefined && p.product_id !== null) return `id:${p.product_id}`;
  if (p.product_name !== undefined && p.product_name !== null) return `name:${p.product_name}`;
  return '';
}
