// Metamorphic test on the saved real pages (docs/decisions/223-same-reviews-dressed-differently.md): each page is
// dressed as other shops dress theirs (test/variants/page-variants.ts: hashed or no class names, minified or
// pretty-printed, cards wrapped or reversed, structured data or markup alone, labels in German, French and Spanish,
// dates in another format) and must read as the original does: the same reviews with the same text, title,
// rating, date, writer and verified flag. A cell may differ only where the variant removes what the reading came
// from; those are listed with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REAL_PAGES,
  hasRealPage,
  readRealPage,
  startFixtureShop,
  stubResolver,
  type FixtureShop,
} from '@reviewsentry/test-support/shop';
import { extractPage } from './extract/extract-page';
import type { ReviewDraft } from './extract/types';
import { createScraper } from './scrape';
import { PAGE_VARIANTS } from '../test/variants/page-variants';
import { variantRow } from '../test/variants/variant-matrix';

/** The cells where a variant genuinely takes away what the original's reviews were read from. */
const GENUINE_LOSSES: Record<string, Record<string, string>> = {
  // The page quotes two of its reviews in its rating summary as well: without the cards, those quotes remain.
  'amazon_com_product_reviews_B01IPHVFUI.html': {
    'data only': 'fewer 2/10, text ×2, title ×2, rating ×2, date ×2, reviewer ×2, verified ×2',
  },
  // Its reviews are in the markup alone (the app state is empty).
  'flipkart_p_itm7d9a39163a84e_html_reviews_2025.html': { 'data only': 'gone' },
  // The microdata is on the cards themselves.
  'ebay_com_itm_381228738769_microdata_2020.html': { 'data only': 'gone' },
  // Markup alone; the rating-only review has no words to find its card by, so it stays.
  'amazon_in_dp_B06WVM9CSH_jsonld_2025.html': { 'data only': 'fewer 1/13' },
  // The reviews come from the app state, whose order the reversed cards do not change.
  'flipkart_product_reviews_TVSHATFHJYWMZVHR_initial_state.html': { reversed: 'order' },
  // The JSON-LD's Review blocks sit inside the cards. Without JSON-LD, one text reads as the page prints it,
  // without the line breaks the JSON-LD keeps.
  'bestbuy_com_sku6092641_standalone_review_jsonld_2020.html': {
    'markup only': 'line breaks ×1',
    'data only': 'fewer 0/8',
  },
};

const withReviews = REAL_PAGES.filter((golden) => golden.first);

for (const golden of withReviews) {
  describe.skipIf(!hasRealPage(golden.file))(
    `saved page ${golden.file} dressed differently`,
    () => {
      it('reads as the original in every variant but the listed genuine losses', () => {
        const row = variantRow(golden);
        const differing = Object.fromEntries(
          Object.entries(row.cells).filter(([, cell]) => cell !== 'same' && cell !== 'n/a'),
        );
        expect(differing).toEqual(GENUINE_LOSSES[golden.file] ?? {});
      });
    },
  );
}

describe.skipIf(!withReviews.every((golden) => hasRealPage(golden.file)))(
  'variants served by the loopback shop',
  () => {
    // The fetch path on the hardest variant: every class and id gone, the page scraped from the shop's own host.
    const variant = PAGE_VARIANTS.find((v) => v.name === 'no names')!;
    let shop: FixtureShop;
    const byPath = new Map(
      withReviews.map((g) => [`${new URL(g.url).hostname}${new URL(g.url).pathname}`, g]),
    );
    const dressed = new Map<string, string>();
    const originals = new Map<string, ReviewDraft[]>();
    beforeAll(async () => {
      for (const golden of withReviews) {
        const html = readRealPage(golden.file);
        originals.set(golden.file, extractPage(golden.url, html).reviews);
        dressed.set(golden.file, variant.dress(html, originals.get(golden.file)!)!);
      }
      shop = await startFixtureShop(({ host, url }) => {
        const golden = byPath.get(`${host}${url.pathname}`);
        if (!golden || url.searchParams.has('page') || url.searchParams.has('pageNumber'))
          return undefined;
        return { status: 200, body: dressed.get(golden.file)! };
      });
    });
    afterAll(() => shop.close());

    it.each(withReviews.map((g) => [g.file, g] as const))('%s', async (_, golden) => {
      const scraper = createScraper({
        resolver: stubResolver().resolver,
        resolve: { [new URL(golden.url).hostname]: { host: '127.0.0.1', port: shop.port } },
      });
      const result = await scraper.scrape(golden.url);
      expect(result.reviews.map((r) => [r.text, r.rating ?? null])).toEqual(
        originals.get(golden.file)!.map((r) => [r.text, r.rating ?? null]),
      );
    });
  },
);
