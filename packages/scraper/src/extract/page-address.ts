// Addresses a page names: resolved against the document's base, http(s) only, and whether two are on one site.
// The readers of a page's links (its metadata, its pagers, the review lists it links to) share these.
import { getDomain } from 'tldts';
import { indexPage } from './page-index';
import type { PageInput } from './types';

/** The address the page's relative links resolve against: its `<base href>` when it has one, else its own. */
export function documentBase(page: PageInput): URL {
  const base = indexPage(page.$).all.find(
    (info) => info.element.name === 'base' && info.element.attribs.href,
  );
  const url = absolute(base?.element.attribs.href, page.url);
  return url ? new URL(url) : page.url;
}

/** `href` resolved against `base` when that gives an http(s) address, else null. */
export function absolute(href: string | undefined | null, base: URL): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The site a host belongs to: its registrable domain by the Public Suffix List, private entries included, so
 * `shop.co.uk` and `other.co.uk` are two sites and so are two stores under `myshopify.com`, while a shop's own
 * subdomains (`item.` and `review.rakuten.co.jp`) are one. An address without one (an IP address) is its own site.
 */
function siteOf(host: string): string {
  return getDomain(host, { allowPrivateDomains: true }) ?? host;
}

/** Two addresses on one site. */
export function sameSite(a: URL, b: URL): boolean {
  return siteOf(a.hostname) === siteOf(b.hostname);
}
