// Best Buy: product facts and reviews are in JSON-LD (read by the generic layer); this adapter pins the id to the
// SKU (in /sku/<n>, /<n>.p, skuId= or Best Buy Canada's /en-ca/product/<slug>/<sku>[/review]) and follows the US
// review list (/site/reviews/<slug>/<sku>?page=N). Canadian pages are read as they are.
import { extractJsonLd } from '../../extract/json-ld';
import { canonicalLink, productName } from '../../extract/page-meta';
import { readableText } from '../../extract/readable-text';
import type { LayerResult, PageInput, SiteAdapter } from '../../extract/types';
import { cleanInline } from '../../extract/values';

function skuFromUrl(url: URL): string | null {
  return (
    /\/sku\/(\d{5,9})(?:[/?]|$)/.exec(url.pathname)?.[1] ??
    /\/(\d{7})\.p$/.exec(url.pathname)?.[1] ??
    /\/site\/reviews\/[^/]+\/(\d{5,9})/.exec(url.pathname)?.[1] ??
    /^\/(?:en|fr)-ca\/(?:product|produit)\/(?:[^/]+\/)?(\d{7,9})(?:\/|$)/.exec(url.pathname)?.[1] ??
    url.searchParams.get('skuId') ??
    null
  );
}

function extract(page: PageInput): LayerResult {
  const base = extractJsonLd(page);
  const canonicalUrl = canonicalLink(page);
  const sku =
    skuFromUrl(page.url) ??
    (canonicalUrl ? skuFromUrl(canonicalUrl) : null) ??
    base.product.id ??
    null;
  const canadian = /\.ca$/i.test(page.url.hostname);
  const onReviewPage = /\/site\/reviews\//.test(page.url.pathname);
  const current = Number(page.url.searchParams.get('page') ?? '1') || 1;
  const count = base.product.review_count ?? null;
  const totalPages = count !== null ? Math.ceil(count / 20) : null;
  return {
    product: {
      ...base.product,
      name: base.product.name ?? (sku ? nameFromPage(page, sku) : null),
      id: sku,
      canonical_url: canonicalUrl?.href ?? base.product.canonical_url ?? null,
    },
    reviews: base.reviews,
    pagination:
      sku && !canadian && (totalPages === null || current < totalPages)
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
    if (!sku) return null;
    return /\.ca$/i.test(url.hostname)
      ? `https://${url.hostname.toLowerCase()}/en-ca/product/${sku}`
      : `https://${url.hostname.toLowerCase()}/site/-/${sku}.p`;
  },
};

/**
 * A review page without product data names the product in its link back to the product page, its heading, or
 * its title ("Reviews for Sonos Arc | Best Buy Canada").
 */
function nameFromPage(page: PageInput, sku: string): string | null {
  const { $ } = page;
  const link = $('a[href]')
    .toArray()
    .find((a) => {
      const href = $(a).attr('href') ?? '';
      return href.includes(`/${sku}`) && !/\/reviews?\b/.test(href);
    });
  const linkText = link ? cleanInline(readableText(link)) : null;
  if (linkText && linkText.length >= 5) return linkText;
  // The heading names the product on its own; the title adds the shop's name after a hyphen the product's
  // own name may also contain ("XFX - AMD Radeon RX 580 - Black").
  const heading = $('h1').first();
  return (
    (heading.length ? productName(readableText(heading[0]!)) : null) ??
    productName($('title').first().text())
  );
}
