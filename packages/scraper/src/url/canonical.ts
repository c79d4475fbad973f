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
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  return url.href;
}
