// A loopback fixture shop for the link tab's browser tests. The app server reaches it through the scraper's test
// hooks (SCRAPER_ALLOW_PRIVATE_NETWORK + SCRAPER_RESOLVE), so the page analyses real-looking shop URLs such as
// https://www.amazon.com/product-reviews/B0E2ES1234 while every socket stays on 127.0.0.1.
// Pages: our own two-page Amazon review list (each page answers after a short delay, so the progress stages are
// visible), a captcha page, and the saved real Amazon page from ../shared/data when it is present.
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { readFileSync } from 'node:fs';
import {
  amazonCaptchaPage,
  amazonClassicPage,
  startFixtureShop,
  type FixtureReview,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import { JAPANESE_REVIEW_TEXTS, KETTLE_REVIEW_TEXTS } from './tool-fixtures';

export const SHOP_HOST = 'www.amazon.com';
/** A shop host the server cannot reach (global-setup maps it to a closed loopback port). */
export const OFFLINE_SHOP_HOST = 'shop.offline.example';
/** Any ASIN with this prefix is the staged product; tests use a fresh one so the server's result cache is cold. */
export const STAGED_ASIN_PREFIX = 'B0E2ES';
export const stagedAsin = () =>
  STAGED_ASIN_PREFIX + Math.random().toString(36).slice(2, 6).toUpperCase().padEnd(4, 'X');
export const BLOCKED_ASIN = 'B0E2EBLOCK';
/** A product whose page rates two of its reviews "0.0 out of 5 stars": no rating on a 5-star scale. */
export const ZERO_STARS_ASIN = 'B0E2EZERO0';
/** A product whose reviews are Japanese but for two in English: one page of them, no delay. */
export const JAPANESE_ASIN = 'B0E2EJAPAN';
export const REAL_ASIN = 'B01IPHVFUI';
export const REAL_PAGE = [
  'real-world',
  'html',
  'amazon_com_product_reviews_B01IPHVFUI.html',
] as const;
export const STAGED_PRODUCT_NAME = 'Stainless Steel Electric Kettle, 1.7 L';
/** Each review page answers after this long, so that a stage stays on screen long enough to be seen. */
export const PAGE_DELAY_MS = 400;

function reviews(page: number): FixtureReview[] {
  return KETTLE_REVIEW_TEXTS.slice((page - 1) * 6, page * 6).map((text, i) => ({
    id: `R${page}E2E${String(i).padStart(4, '0')}`,
    text,
    title: text.split(/[,.]/)[0] ?? 'Review',
    rating: ((i + page) % 5) + 1,
    reviewer: `Shopper ${page}-${i}`,
    date: `March ${i + 2 * page}, 2024`,
  }));
}

export async function startToolShop(): Promise<FixtureShop> {
  const realPage = hasSharedData(...REAL_PAGE)
    ? readFileSync(sharedDataPath(...REAL_PAGE), 'utf8')
    : null;
  return startFixtureShop(({ host, url }) => {
    if (host !== SHOP_HOST) return undefined;
    const staged = new RegExp(`/product-reviews/(${STAGED_ASIN_PREFIX}[A-Z0-9]{4})$`).exec(
      url.pathname,
    );
    if (staged) {
      const page = url.searchParams.get('pageNumber') === '2' ? 2 : 1;
      return {
        delayMs: PAGE_DELAY_MS,
        body: amazonClassicPage({
          asin: staged[1]!,
          name: STAGED_PRODUCT_NAME,
          reviews: reviews(page),
          hasNext: page === 1,
          withReviews: KETTLE_REVIEW_TEXTS.length,
        }),
      };
    }
    if (url.pathname.endsWith(`/product-reviews/${JAPANESE_ASIN}`)) {
      const texts = [...JAPANESE_REVIEW_TEXTS, ...KETTLE_REVIEW_TEXTS.slice(0, 2)];
      return {
        body: amazonClassicPage({
          asin: JAPANESE_ASIN,
          name: 'Kettle JP',
          reviews: texts.map((text, i) => ({
            id: `RJP${String(i).padStart(4, '0')}`,
            text,
            title: 'Review',
            rating: (i % 5) + 1,
            reviewer: `Buyer ${i}`,
            date: `March ${i + 2}, 2024`,
          })),
          hasNext: false,
          withReviews: texts.length,
        }),
      };
    }
    if (url.pathname.endsWith(`/product-reviews/${ZERO_STARS_ASIN}`)) {
      return {
        body: amazonClassicPage({
          asin: ZERO_STARS_ASIN,
          name: 'Kettle with unrated reviews',
          reviews: reviews(1).map((r, i) => (i < 2 ? { ...r, rating: 0 } : r)),
          hasNext: false,
          withReviews: 6,
        }),
      };
    }
    if (url.pathname.endsWith(`/product-reviews/${BLOCKED_ASIN}`)) {
      return { body: amazonCaptchaPage() };
    }
    if (realPage !== null && url.pathname.endsWith(`/product-reviews/${REAL_ASIN}`)) {
      // The saved page is the whole review list we have; any further page is "not found".
      return url.searchParams.has('pageNumber')
        ? { status: 404, body: 'Not found' }
        : { body: realPage };
    }
    return undefined;
  });
}
