// Fetches one page and turns the shop's answer into either HTML to extract or the precise error a shopper sees.
import { detectBlock } from './extract/block-detect';
import { loadHtml } from './extract/load-html';
import { PageNotFoundError, ShopBlockedError, UnsupportedPageError, UpstreamError } from './errors';
import { safeFetch, type FetchContext } from './net/safe-fetch';

export interface LoadedPage {
  url: URL;
  html: string;
}

const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml|text\/plain)?\s*(?:;|$)/i;

export async function loadPage(url: URL, ctx: FetchContext): Promise<LoadedPage> {
  const page = await safeFetch(url, ctx);
  const finalUrl = new URL(page.url);
  if (page.status === 404 || page.status === 410)
    throw new PageNotFoundError(page.url, page.status);
  if (page.status >= 400) {
    // Bot walls often come with 403/429/503: name them as such rather than as a plain HTTP error.
    const block = detectBlock({ url: finalUrl, html: page.html, $: loadHtml(page.html) }, false);
    if (block === 'captcha' || block === 'sign_in' || [401, 403, 429].includes(page.status)) {
      throw new ShopBlockedError(
        block === 'captcha' || block === 'sign_in' ? block : 'http_status',
        finalUrl.hostname,
      );
    }
    throw new UpstreamError(page.status);
  }
  if (page.status < 200 || page.status >= 300) throw new UpstreamError(page.status);
  if (!HTML_TYPES.test(page.contentType.trim())) {
    throw new UnsupportedPageError(
      `That link is not a web page (it is ${page.contentType.split(';')[0]}). Paste the link of a product page.`,
    );
  }
  return { url: finalUrl, html: page.html };
}
