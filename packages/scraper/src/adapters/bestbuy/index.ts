// Best Buy: product facts and reviews are in JSON-LD (read by the generic layer); this adapter pins the id to the
// SKU (in /sku/<n>, /<n>.p or skuId=) and follows the review list (/site/reviews/<slug>/<sku>?page=N).
import { extractJsonLd } from '../../extract/json-ld';
import type { LayerResult, PageInput, SiteAdapter } from '../../extract/types';

function skuFromUrl(url: URL): string | null {
  return (
    /\/sku\/(\d{5,9})(?:[/?]|$)/.exec(url.pathname)?.[1] ??
    /\/(\d{7})\.p$/.exec(url.pathname)?.[1] ??
    /\/site\/reviews\/[^/]+\/(\d{5,9})/.exec(url.pathname)?.[1] ??
    url.searchParams.get('skuId') ??
    null
  );
}

function extract(page: PageInput): LayerResult {
  const base = extractJsonLd(page);
  const canonical = page.$('link[rel="canonical"]').attr('href');
  const sku =
    skuFromUrl(page.url) ??
    (canonical ? skuFromUrl(new URL(canonical, page.url)) : null) ??
    base.product.id ??
    null;
  const onReviewPage = /\/site\/reviews\//.test(page.url.pathname);
  const current = Number(page.url.searchParams.get('page') ?? '1') || 1;
  const count = base.product.review_count ?? null;
  const totalPages = count !== null ? Math.ceil(count / 20) : null;
  return {
    product: {
      ...base.product,
      id: sku,
      canonical_url: canonical ?? base.product.canonical_url ?? null,
    },
    reviews: base.reviews,
    pagination:
      sku && (totalPages === null || current < totalPages)
        ? {
            kind: 'numbered',
            current: onReviewPage ? current : 0,
            totalPages,
            pageUrl: (n) => `https://${page.url.hostname}/site/reviews/product/${sku}?page=${n}`,
          }
        : null,
  };
}

export const bestbuyAdapter: SiteAdapter = {
  site: 'bestbuy',
  matchesHost: (host) => /(?:^|\.)bestbuy\.(?:com|ca)$/i.test(host),
  matchesPage: ({ html }) => /bbystatic\.com/.test(html) && /"@type":\s*"Product"/.test(html),
  extract,
  productIdFromUrl: skuFromUrl,
  canonicalUrl: (url) => {
    const sku = skuFromUrl(url);
    return sku ? `https://${url.hostname.toLowerCase()}/site/-/${sku}.p` : null;
  },
};
