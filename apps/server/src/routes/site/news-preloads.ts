// The news page's answer and its first picture, named in index.html so the browser fetches them with the entry
// script instead of after the page's code has run and asked (two round trips less before the largest paint).
// Only what the cache already holds is named: serving the HTML never waits for The Guardian.
import type { NewsService } from '../../services/news/news-service';
import { escapeHtml } from './escape-html';

/** The page's own request (apps/web news api); `crossorigin` matches a same-origin fetch so the answer is reused. */
const NEWS_ANSWER_PRELOAD =
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/news" />';

const isWebAddress = (value: string) => {
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The tags for /blogs: the answer always (the page asks for it anyway), and the first card's thumbnail when the
 * cache holds one. The image attributes match the card's `<img>` (no referrer, high priority) so the browser
 * uses the preloaded response.
 */
export async function newsPreloadTags(news: Pick<NewsService, 'peek'>): Promise<string[]> {
  const thumbnail = (await news.peek())?.[0]?.fields?.thumbnail;
  if (thumbnail === undefined || !isWebAddress(thumbnail)) return [NEWS_ANSWER_PRELOAD];
  return [
    NEWS_ANSWER_PRELOAD,
    `<link rel="preload" as="image" fetchpriority="high" referrerpolicy="no-referrer" href="${escapeHtml(thumbnail)}" />`,
  ];
}
