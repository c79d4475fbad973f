// The canonical product URL: one key per product whatever link the shopper pasted (tracking parameters, review
// page vs product page, country mirrors of the same path). The server caches results under it.
import { adapterForHost } from '../adapters';
import { parseUserUrl } from '../net/url-policy';
import { stripTracking } from './tracking';

export function canonicalProductUrl(input: string | URL): string {
  const url = stripTracking(typeof input === 'string' ? parseUserUrl(input) : input);
  const fromAdapter = adapterForHost(url.hostname)?.canonicalUrl?.(url);
  if (fromAdapter) return fromAdapter;
  url.searchParams.sort();
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/(?<!\/)\/+$/, '');
  return url.href;
}

/**
 * The cache key under which `canonical` (absolute, or relative to `fetched`) may stand for a page fetched from `fetched` (its final URL, after the
 * redirects we followed), or null. A page speaks only for its own host, or for another host of the same shop
 * (one site adapter claims both): otherwise a page on one host could plant its reviews under another host's
 * product (docs/decisions/116-link-cache-keys.md).
 */
export function trustedCanonical(canonical: string | URL, fetched: string | URL): string | null {
  try {
    const source = new URL(fetched);
    const claimed = new URL(canonical, source);
    if (claimed.protocol !== 'http:' && claimed.protocol !== 'https:') return null;
    const sameHost = claimed.host === source.host;
    const shop = adapterForHost(source.hostname);
    if (!sameHost && (shop === null || adapterForHost(claimed.hostname) !== shop)) return null;
    return canonicalProductUrl(claimed);
  } catch {
    return null;
  }
}
