// Every saved real shop page with reviews (../shared/data/real-world/html) gets an answer through POST /analyze,
// whatever the language or length of its reviews, with six spec fields that agree; the page without reviews
// still answers no_reviews. The pages are served from the loopback fixture shop under their own URLs.
import { readdirSync } from 'node:fs';
import { analyzeResponseSchema, apiErrorSchema } from '@reviewsentry/contracts';
import { storyProblems } from '@reviewsentry/detector';
import { extractPage } from '@reviewsentry/scraper';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readRealPage, REAL_PAGES } from '@reviewsentry/test-support/shop';
import { html, startLinkShop, type LinkShop } from '../../../test/link-shop';
import { startApp } from '../../../test/analysis-app';

/** The pages of the folder's "More saved pages" table, with the URL each was saved from (its README). */
const MORE_PAGES: Record<string, string> = {
  'target_com_A-78099811_tgt_data_2025.html':
    'https://www.target.com/p/himalayan-salted-dark-chocolate-almonds-13oz-good-38-gather-8482/-/A-78099811',
  'flipkart_p_itm7d9a39163a84e_html_reviews_2025.html':
    'https://www.flipkart.com/lyphy-men-self-design-casual-white-shirt/p/itm7d9a39163a84e',
  'ebay_com_itm_381228738769_microdata_2020.html':
    'https://www.ebay.com/itm/Outdoor-Wicker-Patio-Furniture-Sofa-3-Seater-Luxury-Comfort-Brown-Wicker-Couch-/381228738769',
  'amazon_in_dp_B06WVM9CSH_jsonld_2025.html':
    'https://www.amazon.in/Pasta-Pizza-Sauce-Herby-Tomato/dp/B06WVM9CSH',
  'bestbuy_com_sku6092641_standalone_review_jsonld_2020.html':
    'https://www.bestbuy.com/site/xfx-amd-radeon-rx-580-gts-black-edition-8gb-gddr5-pci-express-3-0-graphics-card-black/6092641.p?skuId=6092641',
  'myntra_11863356_myx_state_2025.html':
    'https://www.myntra.com/briefs/jockey/jockey-combed-cotton-brief-with-ultrasoft-waistband-8037/11863356/buy',
};
const NO_REVIEWS = 'target_A-90377926_no_reviews.html';

const HTML_DIR = sharedDataPath('real-world', 'html');
const available = hasSharedData('real-world', 'html');
const pages = available
  ? readdirSync(HTML_DIR)
      .filter((f) => f.endsWith('.html'))
      .sort()
      .map((file) => ({
        file,
        url: REAL_PAGES.find((p) => p.file === file)?.url ?? MORE_PAGES[file],
      }))
  : [];

let link: LinkShop;
beforeAll(async () => {
  link = await startLinkShop();
});
afterAll(() => link.shop.close());

async function analysePage(file: string, url: string) {
  const target = new URL(url);
  const page = readRealPage(file);
  // Only the saved page exists: any further page of the review list is not found.
  link.routes.set(`${target.hostname}${target.pathname}`, (req) =>
    [...req.searchParams.keys()].some((k) => /page/iu.test(k)) &&
    !['1', null].includes(req.searchParams.get('pageNumber') ?? req.searchParams.get('page'))
      ? html('<html><body>Not found</body></html>', 404)
      : html(page),
  );
  const resolve = `${link.env.SCRAPER_RESOLVE},${target.hostname}=127.0.0.1:${link.shop.port}`;
  const app = await startApp(
    { ...link.env, SCRAPER_RESOLVE: resolve },
    { scraperResolver: link.resolver },
  );
  return app.inject({ method: 'POST', url: '/analyze', payload: { url } });
}

describe.skipIf(!available)('POST /analyze answers every saved real page with reviews', () => {
  it('knows the URL of every saved page', () => {
    expect(pages.filter((p) => p.url === undefined)).toEqual([]);
  });

  for (const { file, url } of pages.filter((p) => p.file !== NO_REVIEWS && p.url)) {
    // The extraction itself is the scraper's; a page it cannot read yet is skipped here, loudly.
    const extracted = extractPage(new URL(url!), readRealPage(file)).reviews.length;
    it.skipIf(extracted === 0)(`${file} -> 200 with figures that agree`, async () => {
      const res = await analysePage(file, url!);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      const body = analyzeResponseSchema.parse(res.json());
      expect(body.review_coverage.reviews_received).toBe(body.reviews.length);
      expect(body.total_reviews).toBe(body.reviews.filter((r) => r.assessed).length);
      expect(body.fake_reviews_count).toBe(body.reviews.filter((r) => r.is_fake).length);
      expect(body.fake_percentage).toBe(
        body.total_reviews === 0
          ? 0
          : Math.round((10_000 * body.fake_reviews_count) / body.total_reviews) / 100,
      );
      expect(body.review_coverage.summary.length).toBeGreaterThan(0);
      expect(storyProblems(body)).toEqual([]);
      // A page shows at most a few dozen reviews: never a Fake or Likely Fake verdict from a handful.
      if (body.total_reviews < 10) expect(body.product_status).toBe('Not enough reviews');
    });
  }

  it(`${NO_REVIEWS} still answers 422 no_reviews`, async () => {
    const res = await analysePage(NO_REVIEWS, REAL_PAGES.find((p) => p.file === NO_REVIEWS)!.url);
    expect(res.statusCode).toBe(422);
    expect(apiErrorSchema.parse(res.json()).error.code).toBe('no_reviews');
  });
});
