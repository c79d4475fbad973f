// Reading a fetched page — decoding its bytes, parsing its HTML and extracting product, reviews and the next
// pages — is CPU work whose cost the page's author controls. The scraper does it through a PageReader: in the
// calling thread by default (the CLI), or, in the server, in worker threads under a time budget that ends a page
// that takes too long (docs/decisions/115-page-reading-budget.md). What crosses a thread is plain data bounded by
// the scrape's limits: the page goes as its bytes (moved, not copied, and decoded in the worker), at most twice
// maxReviews reviews come back, and numbered review pages become the list of their URLs, because the adapters'
// page-URL builders are functions.
import { decodePage } from '@reviewsentry/review-values';
import type { BlockKind } from './errors';
import { detectBlock } from './extract/block-detect';
import { extractPage } from './extract/extract-page';
import { extractJsonReviewList } from './extract/json-review-list';
import { isJsonType } from './load-page';
import { loadHtml } from './extract/load-html';
import type { PageExtraction } from './extract/types';

/** A page as the shop sent it. */
export interface PageBody {
  /** The page's final URL (after redirects). */
  url: string;
  /** The body's bytes. A worker-thread reader takes them over: the caller must not use them afterwards. */
  body: Uint8Array;
  /** The Content-Type header, whose charset (if any) decodes the bytes. */
  contentType: string;
}

export interface PageRequest extends PageBody {
  /** Pages the scrape may read in all: how many review-page URLs a numbered list needs. */
  maxPages: number;
  /**
   * Reviews the scrape keeps in all. A page's reviews beyond twice that (room for repeats) are not passed on:
   * a page of 22,000 reviews would otherwise cost the scrape's thread work in proportion to all of them.
   */
  maxReviews: number;
}

/** Where the reviews continue: a link to follow, or the URLs of the numbered pages after the one read. */
export type PagePlan =
  | { kind: 'next'; url: string; holdsAll?: boolean }
  | { kind: 'numbered'; current: number; totalPages: number | null; pageUrls: string[] };

export interface PageReading extends Omit<PageExtraction, 'pagination'> {
  pagination: PagePlan | null;
}

export interface PageReader {
  /** Extracts a page the shop answered with success. */
  read(request: PageRequest): Promise<PageReading>;
  /** What a page the shop answered with an error status is (a captcha, a sign-in wall), if anything. */
  errorPageBlock(request: PageBody): Promise<BlockKind | null>;
}

/** Extracts a page in the calling thread. Throws PageTooComplexError for a page nested too deep to read. */
export function readPage(request: PageRequest): PageReading {
  const extracted = isJsonType(request.contentType)
    ? extractJsonReviewList(new URL(request.url), pageText(request))
    : extractPage(request.url, pageText(request));
  const extraction = { ...extracted, reviews: extracted.reviews.slice(0, 2 * request.maxReviews) };
  const pagination = extraction.pagination;
  if (pagination?.kind !== 'numbered') return { ...extraction, pagination };
  // Pages after `current`, as many as the scrape may still fetch (and no more than the shop has).
  const last = Math.min(
    pagination.current + request.maxPages - 1,
    pagination.totalPages ?? Number.POSITIVE_INFINITY,
  );
  const pageUrls: string[] = [];
  for (let page = pagination.current + 1; page <= last; page++)
    pageUrls.push(pagination.pageUrl(page));
  return {
    ...extraction,
    pagination: {
      kind: 'numbered',
      current: pagination.current,
      totalPages: pagination.totalPages,
      pageUrls,
    },
  };
}

export function readErrorPage(request: PageBody): BlockKind | null {
  const html = pageText(request);
  return detectBlock({ url: new URL(request.url), html, $: loadHtml(html) }, false);
}

/** The page's text in the encoding its BOM, Content-Type or <meta> declares, else the one its bytes show. */
function pageText(page: PageBody): string {
  return decodePage(page.body, page.contentType).text;
}

/** The URL of numbered review page `page` (one the plan lists). */
export function numberedPageUrl(plan: PagePlan & { kind: 'numbered' }, page: number): string {
  const url = plan.pageUrls[page - plan.current - 1];
  if (url === undefined) throw new RangeError(`page ${page} is beyond the pages planned`);
  return url;
}

export const inlinePageReader: PageReader = {
  read: async (request) => readPage(request),
  errorPageBlock: async (request) => readErrorPage(request),
};
