// Amazon URLs: every country storefront, product pages (/dp/ASIN, /gp/product/ASIN, /gp/aw/d/ASIN,
// /exec/obidos/ASIN/…) and review pages (/product-reviews/ASIN). Short links (amzn.to, a.co, amzn.eu, amzn.asia)
// are plain redirects and are followed by the fetcher like any other redirect.
const AMAZON_HOST =
  /(?:^|\.)amazon\.(?:com|ca|com\.mx|com\.br|co\.uk|de|fr|it|es|nl|se|pl|com\.tr|com\.be|ie|ae|sa|eg|in|co\.jp|jp|cn|com\.au|sg|co\.za|com\.ng)$/i;
const ASIN_IN_PATH =
  /\/(?:dp|gp\/product|gp\/aw\/d|product-reviews|gp\/product-reviews|exec\/obidos\/ASIN|exec\/obidos\/tg\/detail\/-|o\/ASIN)\/([A-Z0-9]{10})(?=[/?#]|$)/i;

export function isAmazonHost(host: string): boolean {
  return AMAZON_HOST.test(host);
}

export function isAmazonShortLinkHost(host: string): boolean {
  return /^(?:amzn\.to|a\.co|amzn\.eu|amzn\.asia|amzn\.in)$/i.test(host);
}

export function asinFromUrl(url: URL | string): string | null {
  const text = typeof url === 'string' ? url : url.pathname;
  return ASIN_IN_PATH.exec(text)?.[1]?.toUpperCase() ?? null;
}

/** https://www.amazon.<tld>/product-reviews/<ASIN>?pageNumber=N&reviewerType=all_reviews */
export function reviewsPageUrl(url: URL, asin: string, page: number): string {
  const target = new URL(`/product-reviews/${asin}`, `https://${url.hostname}`);
  target.protocol = url.protocol;
  target.searchParams.set('reviewerType', 'all_reviews');
  target.searchParams.set('pageNumber', String(page));
  return target.href;
}

export function amazonCanonicalUrl(url: URL): string | null {
  const asin = asinFromUrl(url);
  return asin ? `https://${url.hostname.toLowerCase()}/dp/${asin}` : null;
}
