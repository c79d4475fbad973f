import type { CheerioAPI } from 'cheerio';
import type { BlockKind } from '../errors';

/**
 * Why a rating a page states is no rating: a 0 on a 5-star scale (stars start at 1: not rated), or a value outside
 * its scale (above the best, below a stated worst, negative).
 */
export type RatingRefusal = 'zero_stars' | 'off_scale';

/** A review as an extractor reads it; ids are assigned (from the shop or a content hash) when pages are merged. */
export interface ReviewDraft {
  id?: string | undefined;
  text: string;
  title?: string | undefined;
  rating?: number | undefined;
  /** The page stated a rating that is none on its scale (values.ts reviewRating): the review counts as unrated. */
  rating_refused?: RatingRefusal | undefined;
  /** ISO 8601 at the precision the page gives ("2024-01-05", "2023-10"), or a relative date's words ("3 months ago"). */
  date?: string | undefined;
  reviewer?: string | undefined;
  verified?: boolean | undefined;
  helpful_votes?: number | undefined;
}

export interface ProductDraft {
  id?: string | null | undefined;
  name?: string | null | undefined;
  aggregate_rating?: number | null | undefined;
  review_count?: number | null | undefined;
  rating_count?: number | null | undefined;
  canonical_url?: string | null | undefined;
}

export type Pagination =
  /**
   * Follow one link after another. `holdsAll`: the link leads to the list of all the reviews, the ones this page
   * shows among them (perhaps cut short), so they are read from the list.
   */
  | { kind: 'next'; url: string; holdsAll?: boolean }
  /** Review pages addressed by number: pages can be fetched in parallel (bounded per host). */
  | {
      kind: 'numbered';
      current: number;
      totalPages: number | null;
      pageUrl: (page: number) => string;
    };
// For 'numbered', current is the page just read (0 when it was a product page and the review list starts at 1).

export interface LayerResult {
  product: ProductDraft;
  /** Product fields this layer has decided, even when it left them empty: later layers do not fill them. */
  settled?: ReadonlyArray<keyof ProductDraft>;
  reviews: ReviewDraft[];
  pagination?: Pagination | null;
  block?: BlockKind | null;
}

export interface PageInput {
  url: URL;
  html: string;
  $: CheerioAPI;
}

export interface SiteAdapter {
  site: string;
  /** Chosen first by host name. */
  matchesHost(host: string): boolean;
  /** Chosen by page content when no adapter claims the host (mirrors, unknown country domains, saved pages). */
  matchesPage(page: PageInput): boolean;
  extract(page: PageInput): LayerResult;
  /** Product id from the URL alone (for the cache key and the result when the page does not say). */
  productIdFromUrl?(url: URL): string | null;
  /** The shop's canonical product URL derived from any of its product or review URLs. */
  canonicalUrl?(url: URL): string | null;
}

export interface PageExtraction {
  site: string;
  /** Which layer produced the reviews ('amazon', 'json-ld', 'microdata', 'app-state' …). */
  source: string;
  product: ProductDraft;
  reviews: ReviewDraft[];
  pagination: Pagination | null;
  block: BlockKind | null;
  /** Layers that threw on this page and were left out (the others' reviews are kept). */
  failedLayers: string[];
}
