// The adapter router: chosen by host name first, then by what the page contains (crawlee-style router keyed by
// label). Order matters only for the content match: more specific signatures first.
import type { PageInput, SiteAdapter } from '../extract/types';
import { amazonAdapter } from './amazon';
import { bestbuyAdapter } from './bestbuy';
import { ebayAdapter } from './ebay';
import { etsyAdapter } from './etsy';
import { flipkartAdapter } from './flipkart';
import { targetAdapter } from './target';
import { trustpilotAdapter } from './trustpilot';
import { walmartAdapter } from './walmart';

export const ADAPTERS: readonly SiteAdapter[] = [
  amazonAdapter,
  flipkartAdapter,
  walmartAdapter,
  bestbuyAdapter,
  etsyAdapter,
  targetAdapter,
  trustpilotAdapter,
  ebayAdapter,
];

export function adapterForHost(host: string): SiteAdapter | null {
  return ADAPTERS.find((adapter) => adapter.matchesHost(host.toLowerCase())) ?? null;
}

export function pickAdapter(page: PageInput): SiteAdapter | null {
  return (
    adapterForHost(page.url.hostname) ??
    ADAPTERS.find((adapter) => adapter.matchesPage(page)) ??
    null
  );
}
