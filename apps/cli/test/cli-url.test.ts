// The CLI against a loopback fixture shop: it reaches "www.amazon.com" on 127.0.0.1 through the scraper's test
// hooks (SCRAPER_RESOLVE, SCRAPER_ALLOW_PRIVATE_NETWORK). No other address is contacted. In-process through
// runCli(io), except the first test: the built command as a child process.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultSchema, scrapeResultSchema } from '@reviewsentry/contracts';
import { importCsv } from '@reviewsentry/ingest';
import { REVIEWS_CSV_COLUMNS } from '@reviewsentry/scraper';
import { urlAnalysisOutputSchema } from '../src/analysis-output';
import {
  BLOCKED_ASIN,
  PAGE_1,
  PAGE_2,
  PRODUCT_ASIN,
  PRODUCT_NAME,
  shopEnv,
  startCliShop,
  type FixtureShop,
} from './fixture-shop';
import { runBin, runCli } from './run';

const PRODUCT_URL = `https://www.amazon.com/product-reviews/${PRODUCT_ASIN}?ref=cm_cr_arp&utm_source=test`;
const ALL = [...PAGE_1, ...PAGE_2];

let shop: FixtureShop;
let dir: string;
beforeAll(async () => {
  shop = await startCliShop();
  dir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-cli-url-'));
});
afterAll(async () => {
  await shop.close();
  await rm(dir, { recursive: true, force: true });
});

describe('reviewsentry scrape <fixture URL>', () => {
  it('writes CSV to stdout (header first, one row per review) and progress to stderr (built command)', async () => {
    const { code, stdout, stderr } = await runBin(['scrape', PRODUCT_URL], { env: shopEnv(shop) });
    expect(code).toBe(0);
    const lines = stdout.split('\r\n');
    expect(lines[0]).toBe(REVIEWS_CSV_COLUMNS.join(','));
    expect(stdout.startsWith('\ufeff')).toBe(false);
    expect(stdout).toContain(
      `R1KETTLEA01,${PRODUCT_ASIN},"${PRODUCT_NAME}",https://www.amazon.com/dp/${PRODUCT_ASIN},5,`,
    );
    // The formula-like review is neutralised for spreadsheets.
    expect(stdout).toContain(`,"'=HYPERLINK(""http://example.invalid"",""click"") is what`);
    expect(stderr).toContain('reviewsentry: fetching page 1…');
    expect(stderr).toContain('reviewsentry: reading reviews, page 2');
    expect(stderr).toContain(
      `reviewsentry: scraped 13 reviews of "${PRODUCT_NAME}" (the shop claims 13) from 2 pages, stopped: complete`,
    );
    // Tracking parameters were stripped before the first request.
    expect(shop.requests.length).toBeGreaterThanOrEqual(2);
    expect(shop.requests.some((r) => r.path.includes('utm_source'))).toBe(false);
  });

  it('--out writes a CSV that the importer reads back to the same reviews', async () => {
    const out = path.join(dir, 'reviews.csv');
    const { code, stdout, stderr } = await runCli(['scrape', PRODUCT_URL, '--out', out], {
      env: shopEnv(shop),
    });
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toMatch(/wrote 13 reviews of .* to .*reviews\.csv/);
    const bytes = await readFile(out);
    const imported = await importCsv(bytes);
    expect(imported.coverage.bom).toBe(true);
    expect(imported.coverage.rows_skipped).toBe(0);
    expect(imported.products).toEqual([
      { product_id: PRODUCT_ASIN, product_name: PRODUCT_NAME, review_count: 13 },
    ]);
    expect(
      imported.reviews.map((r) => [
        r.reviewer,
        r.rating,
        r.title,
        r.verified,
        r.helpful_votes,
        r.text,
      ]),
    ).toEqual(
      ALL.map((r) => [
        r.reviewer,
        r.rating,
        r.title,
        true,
        12,
        r.text.startsWith('=') ? `'${r.text}` : r.text,
      ]),
    );
    expect(imported.reviews[0]?.date).toBe('2024-03-02');
  });

  it('--format json (or an .json --out) writes the validated scrape result', async () => {
    const { code, stdout } = await runCli(['scrape', PRODUCT_URL, '--format', 'json', '-q'], {
      env: shopEnv(shop),
    });
    expect(code).toBe(0);
    const result = scrapeResultSchema.parse(JSON.parse(stdout));
    expect(result.product).toMatchObject({ id: PRODUCT_ASIN, name: PRODUCT_NAME, site: 'amazon' });
    expect(result.coverage).toMatchObject({
      pages_fetched: 2,
      reviews_found: 13,
      stop_reason: 'complete',
    });
    expect(result.reviews.map((r) => r.id)).toEqual(ALL.map((r) => r.id));

    const out = path.join(dir, 'reviews.json');
    const toFile = await runCli(['scrape', PRODUCT_URL, '-o', out, '-q'], { env: shopEnv(shop) });
    expect(toFile.code).toBe(0);
    expect(scrapeResultSchema.parse(JSON.parse(await readFile(out, 'utf8'))).reviews).toHaveLength(
      13,
    );
  });

  it('--max-pages 1 stops after the first page and says so', async () => {
    const { code, stderr } = await runCli(
      ['scrape', PRODUCT_URL, '--max-pages', '1', '-o', path.join(dir, 'one.csv')],
      {
        env: shopEnv(shop),
      },
    );
    expect(code).toBe(0);
    expect(stderr).toContain('wrote 10 reviews');
    expect(stderr).toContain('stopped: max_pages');
  });
});

describe('reviewsentry analyze <fixture URL>', () => {
  it('scrapes, analyses and prints the source and the report', async () => {
    const { code, stdout, stderr } = await runCli(['analyze', PRODUCT_URL], { env: shopEnv(shop) });
    expect(code).toBe(0);
    expect(stdout).toContain(`Link           https://www.amazon.com/dp/${PRODUCT_ASIN}`);
    expect(stdout).toContain(
      'Scraped        13 reviews of 13 the shop claims from 2 pages; every review page was read',
    );
    expect(stdout).toContain('Shop rating    4.3 ★ from 1,234 ratings');
    expect(stdout).toContain(`${PRODUCT_NAME} (${PRODUCT_ASIN})`);
    expect(stdout).toMatch(/^ {2}Verdict {8}(Genuine|Likely Fake|Fake)\b/m);
    expect(stdout).toMatch(/Trust score {4}\d+\/100, grade [A-F]/);
    expect(stdout).toMatch(/word-for-word copies.*\[4 reviews\]/);
    expect(stderr).toContain('reviewsentry: analysing 13 reviews…');
  });

  it('--json prints an AnalysisResult with the scraped product and coverage', async () => {
    const { code, stdout } = await runCli(['analyze', PRODUCT_URL, '--json', '-q'], {
      env: shopEnv(shop),
    });
    expect(code).toBe(0);
    const json: unknown = JSON.parse(stdout);
    const result = analysisResultSchema.parse(json);
    expect(result).toMatchObject({
      prod_id: PRODUCT_ASIN,
      prod_name: PRODUCT_NAME,
      total_reviews: 13,
    });
    const output = urlAnalysisOutputSchema.parse(json);
    expect(output.coverage.pages_fetched).toBe(2);
    expect(output.product.canonical_url).toBe(`https://www.amazon.com/dp/${PRODUCT_ASIN}`);
  });

  it('a captcha page -> exit 1 with shop_blocked, the shop message and a CSV hint, no stack', async () => {
    const { code, stdout, stderr } = await runCli(
      ['analyze', `https://www.amazon.com/product-reviews/${BLOCKED_ASIN}`],
      { env: shopEnv(shop) },
    );
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(
      'reviewsentry: shop_blocked: The shop (www.amazon.com) asked us to solve a captcha',
    );
    expect(stderr).toContain(
      "hint: save the reviews as a CSV file and run 'reviewsentry analyze <file.csv>'.",
    );
    expect(stderr).not.toMatch(/\n\s+at .+:\d+:\d+/);
  });

  it('a page the shop does not have -> exit 1 with page_not_found', async () => {
    const { code, stderr } = await runCli(
      ['scrape', 'https://www.amazon.com/product-reviews/B0MISSING1'],
      {
        env: shopEnv(shop),
      },
    );
    expect(code).toBe(1);
    expect(stderr).toContain('reviewsentry: page_not_found: ');
  });
});
