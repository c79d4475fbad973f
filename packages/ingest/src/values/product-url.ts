// A product key from a product URL: the Amazon ASIN when present, else host, path and the query parameters
// that name the product. App stores and some shops keep the product in the query alone
// (`play.google.com/store/apps/details?id=com.acme.notes`, `itunes.apple.com/us/review?id=553834731`,
// Flipkart's `?pid=`); language, tracking and sorting parameters differ between links to the same product.
import { headerWords, nameHints } from '../columns/header-names';

const ASIN_IN_PATH = /\/(?:dp|gp\/product|product-reviews|gp\/aw\/d)\/([A-Z0-9]{10})(?:[/?#]|$)/iu;

/** Parameter names seen so far and whether they name a product; bounded, as the names come from the file. */
const namesProduct = new Map<string, boolean>();
const MAX_NAMES_KEPT = 256;

export function productIdFromUrl(raw: string): string | undefined {
  const s = raw.trim();
  if (s === '') return undefined;
  const asin = ASIN_IN_PATH.exec(s);
  if (asin) return asin[1]!.toUpperCase();
  try {
    const u = new URL(/^https?:\/\//iu.test(s) ? s : `https://${s}`);
    const key = `${u.hostname.replace(/^www\./u, '')}${u.pathname.replace(/(?<!\/)\/+$/u, '')}`;
    const ids = [...u.searchParams].filter(([name]) => isProductParam(name));
    if (ids.length === 0) return key;
    ids.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${key}?${new URLSearchParams(ids).toString()}`;
  } catch {
    return undefined;
  }
}

/**
 * `id`, `pid`, `itemId`, `product_id`, `sku`, `name`…: a name the header vocabulary reads as the product's id or
 * name. A link's bare `id` names what the page is about; an id of something else, which the vocabulary reads as the
 * product only where a column repeats it, tracks the visit in a link (`utm_id`, `campaign_id`).
 */
function isProductParam(name: string): boolean {
  let named = namesProduct.get(name);
  if (named === undefined) {
    const bareId = headerWords(name).join(' ') === 'id';
    named = nameHints(name).some(
      (h) =>
        (h.meaning === 'product_id' || h.meaning === 'product_name') && (h.score >= 40 || bareId),
    );
    if (namesProduct.size >= MAX_NAMES_KEPT) namesProduct.clear();
    namesProduct.set(name, named);
  }
  return named;
}
