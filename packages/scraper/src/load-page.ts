// Fetches one page and turns the shop's answer into either a page to read or the precise error a shopper sees.
import {
  PageNotFoundError,
  ScrapeError,
  ShopBlockedError,
  UnsupportedPageError,
  UpstreamError,
  type BlockKind,
} from './errors';
import { safeFetch, type FetchContext } from './net/safe-fetch';
import type { PageBody, PageReader } from './page-reader';

export interface LoadedPage extends Omit<PageBody, 'url'> {
  url: URL;
  /** When the page was made, which its relative dates count from. */
  servedAt: Date;
}

const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml|text\/plain)?\s*(?:;|$)/i;
const JSON_TYPES = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** application/json and its `+json` kinds. */
export const isJsonType = (contentType: string) => JSON_TYPES.test(contentType.trim());

/**
 * Fetches a page. `json`: a JSON answer is accepted too (a review list the product page names may answer JSON);
 * the product page itself must be a web page.
 */
export async function loadPage(
  url: URL,
  ctx: FetchContext,
  reader: PageReader,
  options: { json?: boolean } = {},
): Promise<LoadedPage> {
  const page = await safeFetch(url, ctx);
  const finalUrl = new URL(page.url);
  if (page.status === 404 || page.status === 410)
    throw new PageNotFoundError(page.url, page.status);
  if (page.status >= 400) {
    // Bot walls often come with 403/429/503: name them as such rather than as a plain HTTP error.
    const block = await errorPageBlock(reader, page);
    if (block === 'captcha' || block === 'sign_in' || [401, 403, 429].includes(page.status)) {
      throw new ShopBlockedError(
        block === 'captcha' || block === 'sign_in' ? block : 'http_status',
        finalUrl.hostname,
      );
    }
    throw new UpstreamError(page.status);
  }
  if (page.status < 200 || page.status >= 300) throw new UpstreamError(page.status);
  if (
    !HTML_TYPES.test(page.contentType.trim()) &&
    !(options.json && isJsonType(page.contentType))
  ) {
    throw new UnsupportedPageError(
      `That link is not a web page (it is ${page.contentType.split(';')[0]}). Paste the link of a product page.`,
    );
  }
  return { url: finalUrl, body: page.body, contentType: page.contentType, servedAt: page.servedAt };
}

/** An error page we cannot read (too complex) is judged by its status alone. */
async function errorPageBlock(reader: PageReader, page: PageBody): Promise<BlockKind | null> {
  try {
    return await reader.errorPageBlock({
      url: page.url,
      body: page.body,
      contentType: page.contentType,
    });
  } catch (error) {
    if (error instanceof ScrapeError && error.code === 'page_too_complex') return null;
    throw error;
  }
}
