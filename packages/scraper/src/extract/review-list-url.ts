// Some platforms do not render a product's reviews in its page: the page names the address its script loads the
// review list from, and that list is a page of its own (with its own next page). Magento 2 names it in its
// `text/x-magento-init` configuration (or a `data-mage-init` attribute) as Magento_Review/js/process-reviews'
// "productReviewUrl" (…/review/product/listAjax/id/<id>/), an HTML fragment with the reviews. Only an address on
// the page's own site is taken, so a page cannot send the scraper elsewhere.
import { isObject, safeJson } from './json-tree';
import { absolute, sameSite } from './page-meta';
import { indexPage, scriptText } from './page-index';
import type { PageInput } from './types';

const REVIEW_LIST_KEY = 'productReviewUrl';

/** The review list address the page's own configuration names, or null. */
export function namedReviewListUrl(page: PageInput): string | null {
  const index = indexPage(page.$);
  const configs: unknown[] = [];
  for (const script of index.scripts)
    if ((script.attribs.type ?? '').trim().toLowerCase() === 'text/x-magento-init')
      configs.push(safeJson(scriptText(script)));
  for (const info of index.all) {
    const init = info.element.attribs['data-mage-init'];
    if (init?.includes(REVIEW_LIST_KEY)) configs.push(safeJson(init));
  }
  for (const config of configs) {
    const url = absolute(findKey(config, 0), page.url);
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
