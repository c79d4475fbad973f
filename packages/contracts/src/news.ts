import { z } from 'zod';

// What our own GET /api/news returns to the SPA: the Guardian's result fields, passed through unchanged in
// shape so the page reads exactly what the spec names (webTitle, webPublicationDate, webUrl, fields.thumbnail).
export const newsItemSchema = z.object({
  id: z.string(),
  webTitle: z.string(),
  webPublicationDate: z.string(),
  webUrl: z.string().url(),
  fields: z.object({ thumbnail: z.string().url().optional() }).optional(),
});

export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsResponseSchema = z.object({
  results: z.array(newsItemSchema),
  /** ISO time the upstream answer was fetched; older than the cache TTL means it is a stale copy. */
  fetched_at: z.string(),
  stale: z.boolean(),
});

export type NewsResponse = z.infer<typeof newsResponseSchema>;
