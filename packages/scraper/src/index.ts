// Public entry of @reviewsentry/scraper: URL -> { product, reviews[], coverage }. The only package that touches
// the network. See docs/decisions/060-069 for the safety model, error codes and extraction layers.
export { createScraper, type Scraper, type ScrapeOptions } from './scrape';
export {
  parseResolveSetting,
  scraperConfigFromEnv,
  scraperSettingsSchema,
  DEFAULT_USER_AGENT,
  type ScraperConfig,
  type ScraperSettings,
  type HostResolver,
  type ResolvedAddress,
  type ResolveTarget,
  type ProgressEvent,
  type ProgressStage,
} from './config';
export * from './errors';
export { canonicalProductUrl, trustedCanonical } from './url/canonical';
export { stripTracking, isTrackingParam } from './url/tracking';
export { extractPage } from './extract/extract-page';
export {
  inlinePageReader,
  readErrorPage,
  readPage,
  type PageBody,
  type PagePlan,
  type PageReader,
  type PageReading,
  type PageRequest,
} from './page-reader';
export type { PageExtraction, ReviewDraft, ProductDraft } from './extract/types';
export { checkAddress, isPublicAddress } from './net/address-policy';
export * from './export/reviews-csv';
export type {
  ScrapeResult,
  ScrapedProduct,
  ScrapeCoverage,
  ScrapeStopReason,
  ScrapeErrorCode,
} from '@reviewsentry/contracts';
