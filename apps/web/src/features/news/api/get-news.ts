import { newsResponseSchema, type NewsResponse } from '@reviewsentry/contracts';

export type NewsOutcome = { ok: true; news: NewsResponse } | { ok: false };

/**
 * GET /api/news (our server, which calls The Guardian with its own key). Never throws: a network error, a
 * non-2xx answer or a body of the wrong shape all mean "failed" to the page.
 */
export async function getNews(signal?: AbortSignal): Promise<NewsOutcome> {
  try {
    const response = await fetch('/api/news', { headers: { Accept: 'application/json' }, signal });
    if (!response.ok) return { ok: false };
    const parsed = newsResponseSchema.safeParse(await response.json());
    return parsed.success ? { ok: true, news: parsed.data } : { ok: false };
  } catch {
    return { ok: false };
  }
}
