// Flipkart: reviews from window.__INITIAL_STATE__ (ProductReviewValue objects, the rating widget's
// UgcRatingValue and the PAGINATION_BAR); when the state is empty, the rendered review cards are read by the
// generic review-list reader (obfuscated class names; ids from the cards' permalinks).
import { readAppStates } from '../../extract/app-state';
import { extractHtmlReviews } from '../../extract/html-reviews';
import { indexPage } from '../../extract/page-index';
import type { LayerResult, PageInput, ReviewDraft, SiteAdapter } from '../../extract/types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateText,
  reviewRating,
  toNumber,
} from '../../extract/values';
import { isObject } from '../../extract/json-tree';
import type { Json } from '../../extract/json-tree';

const isFlipkartHost = (host: string) => /(?:^|\.)flipkart\.com$/i.test(host);

function pidFromUrl(url: URL): string | null {
  const pid = url.searchParams.get('pid');
  return pid && /^[A-Z0-9]{8,20}$/i.test(pid) ? pid.toUpperCase() : null;
}

/** Same product, review list page N: /product-reviews/<itm…>?pid=…&page=N */
function reviewsPageUrl(url: URL, page: number): string {
  const target = new URL(url.href);
  target.pathname = target.pathname.replace(/\/p\/(itm[a-z0-9]+)/i, '/product-reviews/$1');
  for (const key of [...target.searchParams.keys()])
    if (!['pid', 'lid', 'aid', 'sortOrder', 'certifiedBuyer'].includes(key))
      target.searchParams.delete(key);
  target.searchParams.set('page', String(page));
  return target.href;
}

interface StateFacts {
  reviews: ReviewDraft[];
  name: string | null;
  pid: string | null;
  average: number | null;
  ratingCount: number | null;
  reviewCount: number | null;
  totalPages: number | null;
  currentPage: number | null;
}

function walk(value: unknown, visit: (node: Json) => void, depth = 0): void {
  if (depth > 30) return;
  if (Array.isArray(value)) {
    for (const item of value) walk(item, visit, depth + 1);
  } else if (isObject(value)) {
    visit(value);
    for (const child of Object.values(value))
      if (typeof child === 'object' && child !== null) walk(child, visit, depth + 1);
  }
}

function readState(state: unknown): StateFacts {
  const facts: StateFacts = {
    reviews: [],
    name: null,
    pid: null,
    average: null,
    ratingCount: null,
    reviewCount: null,
    totalPages: null,
    currentPage: null,
  };
  const seen = new Set<string>();
  walk(state, (node) => {
    if (node.type === 'ProductReviewValue' && typeof node.text === 'string') {
      const id = typeof node.id === 'string' ? node.id : undefined;
      if (id && seen.has(id)) return;
      if (id) seen.add(id);
      facts.reviews.push({
        id,
        text: cleanReviewText(node.text),
        title: cleanInline(node.title as string) ?? undefined,
        ...reviewRating(toNumber(node.rating)),
        date: parseDateText(node.created as string) ?? undefined,
        reviewer: cleanInline(node.author as string) ?? undefined,
        verified: typeof node.certifiedBuyer === 'boolean' ? node.certifiedBuyer : undefined,
        helpful_votes: typeof node.helpfulCount === 'number' ? node.helpfulCount : undefined,
      });
    } else if (node.type === 'UgcRatingValue' && facts.average === null) {
      facts.average = normaliseRating(toNumber(node.average), toNumber(node.base));
      facts.ratingCount = parseCount(node.ratingCount ?? null);
      facts.reviewCount = parseCount(node.reviewCount ?? null);
    } else if (Array.isArray(node.navigationPages) && typeof node.totalPages === 'number') {
      facts.totalPages = node.totalPages;
      facts.currentPage = typeof node.currentPage === 'number' ? node.currentPage : null;
    } else if (
      node.type === 'AllReviewsContext' ||
      (typeof node.productId === 'string' && isObject(node.tracking))
    ) {
      facts.pid ??= typeof node.productId === 'string' ? node.productId : null;
      const tracking = node.tracking;
      if (isObject(tracking) && typeof tracking.title === 'string')
        facts.name ??= cleanInline(tracking.title);
    }
  });
  return facts;
}

/**
 * The product's pid when the URL has none (/p/itm… links): from a link to the same item that carries `pid=`, or
 * a review permalink (/reviews/<PID>:<n>?reviewId=…).
 */
function pidFromPage(page: PageInput): string | null {
  const itm = /\/(?:p|product-reviews)\/(itm[a-z0-9]+)/i
    .exec(page.url.pathname)?.[1]
    ?.toLowerCase();
  let found: string | null = null;
  page.$('a[href]').each((_, element) => {
    const href = page.$(element).attr('href') ?? '';
    const m =
      (itm && href.toLowerCase().includes(itm) ? /[?&]pid=([A-Z0-9]{8,20})/i.exec(href) : null) ??
      /^\/reviews\/([A-Z0-9]{8,20}):\d+\?reviewId=/i.exec(href);
    if (m) {
      found = m[1]!.toUpperCase();
      return false;
    }
    return undefined;
  });
  return found;
}

const COUNTS = /^\s*([\d,]+)\s+Ratings\s*(?:&|and)\s*([\d,]+)\s+Reviews\s*$/i;

function extract(page: PageInput): LayerResult {
  const { $, url } = page;
  const states = readAppStates(page).filter((s) => s.name === '__INITIAL_STATE__');
  const facts = states.length ? readState(states[0]!.state) : readState(null);
  // The rendered review cards (obfuscated class names) are read by the generic review-list reader.
  const reviews = facts.reviews.length ? facts.reviews : extractHtmlReviews(page).reviews;
  // "277 Ratings & 36 Reviews" / "15,042 ratings and 642 reviews" sits in one element; reading it there avoids
  // gluing it to the "3.9" beside it.
  const countsText = indexPage($).all.find((info) => info.short && COUNTS.test(info.short))?.short;
  const countsMatch = countsText ? COUNTS.exec(countsText) : null;
  const pid = pidFromUrl(url) ?? facts.pid ?? pidFromPage(page);
  const current = facts.currentPage ?? (Number(url.searchParams.get('page') ?? '1') || 1);
  const onReviewPage = /\/product-reviews\//.test(url.pathname);
  const totalPages = facts.totalPages;
  return {
    product: {
      id: pid,
      name: facts.name ?? cleanInline($('h1').first().text()),
      aggregate_rating: facts.average,
      review_count: facts.reviewCount ?? parseCount(countsMatch?.[2] ?? null),
      rating_count: facts.ratingCount ?? parseCount(countsMatch?.[1] ?? null),
    },
    reviews,
    pagination:
      onReviewPage || /\/p\/itm/i.test(url.pathname)
        ? totalPages !== null && current >= totalPages && onReviewPage
          ? null
          : {
              kind: 'numbered',
              current: onReviewPage ? current : 0,
              totalPages,
              pageUrl: (n) => reviewsPageUrl(url, n),
            }
        : null,
  };
}

export const flipkartAdapter: SiteAdapter = {
  site: 'flipkart',
  matchesHost: isFlipkartHost,
  matchesPage: ({ html }) =>
    /"type":"ProductReviewValue"/.test(html) ||
    (/Certified Buyer/.test(html) && /flipkart/i.test(html)),
  extract,
  productIdFromUrl: pidFromUrl,
  canonicalUrl: (url) => {
    const pid = pidFromUrl(url);
    const itm = /\/(?:p|product-reviews)\/(itm[a-z0-9]+)/i.exec(url.pathname)?.[1];
    return pid && itm
      ? `https://www.flipkart.com/p/${itm.toLowerCase()}?pid=${pid}`
      : pid
        ? `https://www.flipkart.com/product?pid=${pid}`
        : null;
  },
};
