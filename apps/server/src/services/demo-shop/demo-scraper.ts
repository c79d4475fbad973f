// With DEMO_SHOP=true the link analysis can read our own demo shop page without any network: a link to
// /demo/shop/<product> on a loopback host (this server, as the shopper's browser sees it on a laptop) is read from
// the page we generate, through the scraper's real extraction (extractPage), instead of over a socket the SSRF rules
// forbid. Every other link goes to the real scraper unchanged; on a public deployment the demo link has a public
// host and is fetched like any shop (docs/decisions/141-start-easily.md).
import {
  precisionOfIsoDate,
  REVIEW_DATE_PATTERN,
  scrapeResultSchema,
  type Review,
  type ScrapeResult,
} from '@reviewsentry/contracts';
import { extractPage, type Scraper } from '@reviewsentry/scraper';
import { demoProduct, type DemoProduct } from './demo-products';
import { DEMO_SHOP_PATH, demoShopPage } from './demo-shop-page';

const LOOPBACK_HOST = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** The demo product a link names, when it is a demo shop link on a loopback host. */
export function demoProductOf(input: string | URL): DemoProduct | undefined {
  let url: URL;
  try {
    url = new URL(typeof input === 'string' ? input.trim() : input.href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (!LOOPBACK_HOST.test(url.hostname)) return undefined;
  const match = new RegExp(`^${DEMO_SHOP_PATH}([a-z0-9-]+)/?$`).exec(url.pathname);
  return match ? demoProduct(match[1]!) : undefined;
}

function readDemoPage(url: URL, product: DemoProduct): ScrapeResult {
  const page = extractPage(url, demoShopPage(product));
  const reviews: Review[] = page.reviews.map((draft, i) => ({
    id: draft.id ?? `demo-${i + 1}`,
    text: draft.text,
    ...(draft.title ? { title: draft.title } : {}),
    ...(draft.rating !== undefined ? { rating: draft.rating } : {}),
    // Our own pages carry ISO days; a date in another form is left out rather than guessed.
    ...(draft.date && REVIEW_DATE_PATTERN.test(draft.date)
      ? { date: draft.date, date_precision: precisionOfIsoDate(draft.date) }
      : {}),
    ...(draft.reviewer ? { reviewer: draft.reviewer } : {}),
    ...(page.product.id ? { product_id: page.product.id } : {}),
    ...(page.product.name ? { product_name: page.product.name } : {}),
  }));
  const address = `${url.origin}${DEMO_SHOP_PATH}${product.slug}`;
  return scrapeResultSchema.parse({
    product: {
      id: page.product.id ?? null,
      name: page.product.name ?? null,
      url: address,
      canonical_url: address,
      aggregate_rating: page.product.aggregate_rating ?? null,
      review_count: page.product.review_count ?? null,
      rating_count: page.product.rating_count ?? null,
      site: 'demo',
    },
    reviews,
    coverage: {
      pages_fetched: 1,
      reviews_found: reviews.length,
      reviews_claimed: page.product.review_count ?? null,
      stop_reason: 'complete',
      adapter: page.source,
    },
  });
}

export function withDemoShop(scraper: Scraper): Scraper {
  return {
    settings: scraper.settings,
    async scrape(input, options = {}) {
      const product = demoProductOf(input);
      if (!product) return scraper.scrape(input, options);
      options.onProgress?.({ stage: 'fetching_page', page: 1 });
      const result = readDemoPage(
        new URL(typeof input === 'string' ? input.trim() : input.href),
        product,
      );
      options.onProgress?.({ stage: 'reading_reviews', page: 1 });
      return result;
    },
  };
}
