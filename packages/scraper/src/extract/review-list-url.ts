// Some platforms do not render a product's reviews in its page: the page names the address its script loads the
// review list from, and that list is a page of its own (with its own next page). Each platform's way of naming it:
// - Magento 2: its `text/x-magento-init` configuration (or a `data-mage-init` attribute) gives
//   Magento_Review/js/process-reviews' "productReviewUrl" (…/review/product/listAjax/id/<id>/), an HTML fragment.
// - OpenCart 2–4: the page's script fills the review element with jQuery's load from a literal address,
//   `$('#review').load('index.php?route=product/product/review&product_id=<id>')`, relative to the page's
//   `<base>`; an HTML fragment of one table per review.
// - PrestaShop 1.7/8 productcomments: `#product-comments-list` names `data-list-comments-url`, which answers
//   JSON (json-review-list.ts reads it).
// - A link to the product's own review list page, on the platforms' routes for it: nopCommerce's
//   `/productreviews/<id>` and Magento 1's `/review/product/list/id/<id>/` (the default theme's "N Review(s)").
// Only an address on the page's own site is taken, so a page cannot send the scraper elsewhere.
import { isObject, safeJson } from './json-tree';
import { absolute, documentBase, sameSite } from './page-meta';
import { indexPage, scriptText } from './page-index';
import type { PageInput } from './types';

const REVIEW_LIST_KEY = 'productReviewUrl';
// `$('#review').load('…')`, `jQuery("#product-reviews").load("…")`: an element named for reviews, a literal address.
const JQUERY_LOAD =
  /(?:\$|jQuery)\(\s*(['"])#([\w-]*review[\w-]*)\1\s*\)\s*\.load\(\s*(['"])([^'"\s]{1,2000})\3/gi;
const REVIEW_PAGE_ROUTES = [
  /^\/(?:[a-z]{2}(?:-[a-z]{2})?\/)?productreviews\/\d+\/?$/i,
  /\/review\/product\/list\/id\/\d+(?:\/|$)/i,
];

/** The review list address the page names, or null. */
export function namedReviewListUrl(page: PageInput): string | null {
  const index = indexPage(page.$);
  const base = documentBase(page);
  const named: Array<string | null> = [];
  for (const script of index.scripts) {
    const type = (script.attribs.type ?? '').trim().toLowerCase();
    if (type === 'text/x-magento-init') named.push(findKey(safeJson(scriptText(script)), 0));
    else if (type === '' || type.includes('javascript'))
      for (const m of scriptText(script).matchAll(JQUERY_LOAD)) named.push(m[4]!);
  }
  for (const info of index.all) {
    const a = info.element.attribs;
    if (a['data-mage-init']?.includes(REVIEW_LIST_KEY))
      named.push(findKey(safeJson(a['data-mage-init']), 0));
    if (a['data-list-comments-url']) named.push(a['data-list-comments-url']);
    if (info.element.name === 'a' && a.href) {
      const url = absolute(a.href, base);
      const path = url ? new URL(url).pathname : '';
      if (REVIEW_PAGE_ROUTES.some((route) => route.test(path))) named.push(url);
    }
  }
  for (const address of named) {
    const url = absolute(address, base);
    if (url && sameSite(new URL(url), page.url) && url !== page.url.href) return url;
  }
  return null;
}

/** The string under REVIEW_LIST_KEY anywhere in a (small) configuration object. */
function findKey(value: unknown, depth: number): string | null {
  if (depth > 8 || typeof value !== 'object' || value === null) return null;
  if (isObject(value) && typeof value[REVIEW_LIST_KEY] === 'string') return value[REVIEW_LIST_KEY];
  for (const child of Object.values(value)) {
    const found = findKey(child, depth + 1);
    if (found) return found;
  }
  return null;
}
