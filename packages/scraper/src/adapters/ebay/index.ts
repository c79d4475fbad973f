// eBay item pages (/itm/<slug>/<item number> or /itm/<item number>): the product facts and reviews come from the
// generic layers (microdata on older pages, review markup on newer ones); the item number in the URL is the id.
import { canonicalLink } from '../../extract/page-meta';
import type { LayerResult, PageInput, SiteAdapter } from '../../extract/types';

const EBAY_HOST =
  /(?:^|\.)ebay\.(?:com|co\.uk|de|fr|it|es|ca|com\.au|at|ch|be|nl|ie|pl|ph|com\.sg|com\.my|in)$/i;

function itemIdFromUrl(url: URL): string | null {
  return (
    /\/itm\/(?:[^/]+\/)?(\d{9,15})(?:[/?#]|$)/.exec(url.pathname)?.[1] ??
    url.searchParams.get('item') ??
    null
  );
}

function extract(page: PageInput): LayerResult {
  const canonical = canonicalLink(page);
  const id = itemIdFromUrl(page.url) ?? (canonical ? itemIdFromUrl(canonical) : null);
  // Reviews are left to the generic layers (returning none lets them supply theirs), and so is the next page: the
  // item's "See all N reviews" link to the product's review pages (/urw/product-reviews/<epid>).
  return { product: { id }, reviews: [] };
}

export const ebayAdapter: SiteAdapter = {
  site: 'ebay',
  matchesHost: (host) => EBAY_HOST.test(host),
  matchesPage: ({ html }) =>
    /ebaystatic\.com|ir\.ebaystatic|"ebay\.com"/i.test(html.slice(0, 300_000)) &&
    /\/itm\//.test(html.slice(0, 300_000)),
  extract,
  productIdFromUrl: itemIdFromUrl,
  canonicalUrl: (url) => {
    const id = itemIdFromUrl(url);
    return id ? `https://${url.hostname.toLowerCase()}/itm/${id}` : null;
  },
};
