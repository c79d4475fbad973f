// A review list a product page names that answers JSON instead of a page (PrestaShop 1.7/8 productcomments'
// ListComments: `{comments: […], comments_nb, comments_per_page}`). Its reviews are found as in embedded app state
// (the same search over review-shaped objects); its next page is the same address with `page` one higher while
// the pages read hold fewer comments than the count it states. Its dates are numeric in the shop language's order
// (`date_format_lite`), which the address names on a multilingual shop (`/fr/module/productcomments/…`), else the
// host's country domain may.
import { reviewsInStates } from './app-state';
import type { DateOrder } from '@reviewsentry/review-values';
import { isObject, safeJson } from './json-tree';
import { hostDateOrder, languageDateOrder } from './page-locale';
import type { PageExtraction } from './types';
import { parseCount } from './values';

export function extractJsonReviewList(url: URL, text: string): PageExtraction {
  const state = safeJson(text);
  const found =
    state === undefined ? null : reviewsInStates([{ name: 'json', state }], dateOrder(url));
  const reviews = found?.reviews ?? [];
  const next = reviews.length > 0 ? nextPageUrl(url, state) : null;
  return {
    site: 'generic',
    source: 'json-list',
    product: {},
    reviews,
    pagination: next ? { kind: 'next', url: next } : null,
    block: null,
    failedLayers: [],
  };
}

function dateOrder(url: URL): DateOrder | null {
  const language = /^\/([a-z]{2})\/module\//i.exec(url.pathname)?.[1] ?? null;
  return languageDateOrder(language) ?? hostDateOrder(url.hostname);
}

/** PrestaShop's pages: `page` (from 1) of `comments_per_page` comments out of `comments_nb`. */
function nextPageUrl(url: URL, state: unknown): string | null {
  if (!isObject(state)) return null;
  const total = parseCount(state.comments_nb ?? null);
  const perPage = parseCount(state.comments_per_page ?? null);
  const page = Number(url.searchParams.get('page') ?? '1');
  if (total === null || !perPage || !Number.isInteger(page) || page < 1) return null;
  if (page * perPage >= total) return null;
  const next = new URL(url.href);
  next.searchParams.set('page', String(page + 1));
  return next.href;
}
