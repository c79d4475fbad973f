import { z } from 'zod';

// A review as every source (CSV importer, link scraper) hands it to the detector. Field names are snake_case
// like the rest of the public API. Everything but id and text is optional: sources differ in what they know.
export const reviewSchema = z.object({
  /** Stable within one analysis: the CSV row number or the shop's review id. */
  id: z.string().min(1),
  /** Review body. Empty for rating-only rows: they count in rating statistics but are not text-scored. */
  text: z.string(),
  title: z.string().optional(),
  /** Star rating normalised to the 0–5 scale (half stars allowed). */
  rating: z.number().min(0).max(5).optional(),
  /** ISO 8601 date (YYYY-MM-DD) or date-time in UTC. */
  date: z.string().optional(),
  reviewer: z.string().optional(),
  /** Verified / certified purchase, when the source says. */
  verified: z.boolean().optional(),
  helpful_votes: z.number().int().min(0).optional(),
  product_id: z.string().optional(),
  product_name: z.string().optional(),
});

export type Review = z.infer<typeof reviewSchema>;

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
