// Per-page extraction report for the saved real pages (../shared/data/real-world/html): reviews found against a
// careful reader's count, whether every text is clean and every rating in range, and whether the product facts
// and first review match the golden ones. With --scale it also times extraction of synthetic pages of growing
// size (review widgets, deep nesting, large broken JSON-LD, large app state) to show the work grows linearly.
// With --kinds it runs the review markups our own fixtures cover (shops, widget vendors, pages without reviews
// and bot walls) and says, per kind, what came out right.
//   SHARED_DATA_DIR=/path/to/shared/data npx tsx packages/scraper/test/real-pages-report.ts [--scale] [--kinds]
import { pickAdapter } from '../src/adapters';
import { extractAppState } from '../src/extract/app-state';
import { extractPage } from '../src/extract/extract-page';
import { extractHtmlReviews } from '../src/extract/html-reviews';
import { extractJsonLd } from '../src/extract/json-ld';
import { MAX_NESTING_DEPTH, loadHtml } from '../src/extract/load-html';
import { PageTooComplexError } from '../src/errors';
import { extractMicrodata } from '../src/extract/microdata';
import { extractPageMeta, findNextLink } from '../src/extract/page-meta';
import { indexPage } from '../src/extract/page-index';
import { makeReviews } from '@reviewsentry/test-support/shop';
import { BOT_WALLS, NO_REVIEW_PAGES } from './no-review-pages';
import { REAL_PAGES, hasRealPage, readRealPage } from '@reviewsentry/test-support/shop';
import { KIND_PRODUCT, KIND_REVIEWS, SHOP_KINDS } from './shop-kinds';
import { textProblems } from '@reviewsentry/test-support/shop';
import { judgeMePage } from '@reviewsentry/test-support/shop';

function report(): void {
  const rows: string[][] = [
    ['page', 'layer', 'found / reader', 'clean text', 'ratings 1-5', 'product', 'first review'],
  ];
  let pagesOk = 0;
  let withReviews = 0;
  for (const golden of REAL_PAGES) {
    if (!hasRealPage(golden.file)) {
      rows.push([golden.file, '-', 'missing', '-', '-', '-', '-']);
      continue;
    }
    const page = extractPage(golden.url, readRealPage(golden.file));
    const clean = page.reviews.every((r) => textProblems(r.text).length === 0);
    const ratings = page.reviews.every(
      (r) => r.rating === undefined || (r.rating >= 1 && r.rating <= 5),
    );
    const product =
      page.product.id === golden.id &&
      page.product.name === golden.name &&
      (page.product.aggregate_rating ?? null) === golden.aggregate &&
      (page.product.review_count ?? null) === golden.reviewCount;
    const first = golden.first
      ? page.reviews[0]?.text === golden.first.text &&
        page.reviews[0]?.rating === golden.first.rating
      : page.reviews.length === 0;
    const full =
      page.reviews.length === golden.reviewsOnPage && clean && ratings && product && first;
    if (golden.reviewsOnPage > 0) {
      withReviews++;
      if (full) pagesOk++;
    }
    rows.push([
      golden.file,
      page.reviews.length ? page.source : 'no_reviews',
      `${page.reviews.length} / ${golden.reviewsOnPage}`,
      clean ? 'yes' : 'NO',
      ratings ? 'yes' : 'NO',
      product ? 'yes' : 'NO',
      first ? 'yes' : 'NO',
    ]);
  }
  printTable(rows);
  console.log(`\npages with reviews fully extracted: ${pagesOk} of ${withReviews}`);
}

function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
}

/** Milliseconds to read a page, or to refuse one nested deeper than MAX_NESTING_DEPTH. */
function timeIt(html: string): number {
  const start = performance.now();
  try {
    extractPage('https://store.example.com/products/x', html);
  } catch (error) {
    if (!(error instanceof PageTooComplexError)) throw error;
  }
  return performance.now() - start;
}

function scale(): void {
  const builders: Array<[string, (n: number) => string, number[]]> = [
    [
      'review widget, n reviews',
      (n) => judgeMePage('Tee', makeReviews(1, n)),
      [250, 500, 1000, 2000],
    ],
    [
      // Up to the nesting limit the page is read; beyond it, refused (the time is the refusal's).
      'n nested divs around a review list',
      (n) => judgeMePage('Tee', makeReviews(1, 5)).replace('<main>', `<main>${'<div>'.repeat(n)}`),
      [64, 128, MAX_NESTING_DEPTH - 16, 10_000, 40_000],
    ],
    [
      'broken JSON-LD with n reviews',
      (n) =>
        `<html><head><script type="application/ld+json">"@type": "Product", "name": "Tee", availability: InStock, "review": [${Array.from(
          { length: n },
          (_, i) =>
            `{"reviewBody": "text ${i}\nmore", "reviewRating": {"ratingValue": ${(i % 5) + 1}},},`,
        ).join('')}]</script></head><body></body></html>`,
      [2_000, 4_000, 8_000, 16_000],
    ],
    [
      'app state with n reviews',
      (n) =>
        `<html><body><script>window.__shop = ${JSON.stringify({
          reviews: Array.from({ length: n }, (_, i) => ({
            id: i,
            text: `t ${i}`,
            rating: 4,
            author: 'A',
          })),
        })};</script></body></html>`,
      [5_000, 10_000, 20_000, 40_000],
    ],
  ];
  const rows = [['page', 'n', 'MB', 'ms (best of 3)', 'ms per MB']];
  for (const [name, build, sizes] of builders) {
    for (const n of sizes) {
      const html = build(n);
      const ms = Math.min(timeIt(html), timeIt(html), timeIt(html));
      const mb = html.length / 1e6;
      rows.push([name, String(n), mb.toFixed(2), ms.toFixed(0), (ms / mb).toFixed(0)]);
    }
  }
  printTable(rows);
  console.log('');
  layersOnDeepPages();
}

/** Where the time goes on deeply nested pages the reader still reads: parsing and each layer, one row per depth. */
function layersOnDeepPages(): void {
  const rows = [
    [
      'nested divs',
      'parse',
      'adapter',
      'page index',
      'json-ld',
      'microdata',
      'app state',
      'review list',
      'meta + next',
    ],
  ];
  for (const n of [64, 128, MAX_NESTING_DEPTH - 16]) {
    const html = judgeMePage('Tee', makeReviews(1, 5)).replace(
      '<main>',
      `<main>${'<div>'.repeat(n)}`,
    );
    const ms = (f: () => unknown) => {
      const start = performance.now();
      f();
      return (performance.now() - start).toFixed(0);
    };
    let $ = loadHtml('<p></p>');
    const parse = ms(() => ($ = loadHtml(html)));
    const page = { url: new URL('https://store.example.com/p'), html, $ };
    rows.push([
      String(n),
      parse,
      ms(() => pickAdapter(page)),
      ms(() => indexPage($)),
      ms(() => extractJsonLd(page)),
      ms(() => extractMicrodata(page)),
      ms(() => extractAppState(page)),
      ms(() => extractHtmlReviews(page)),
      ms(() => [extractPageMeta(page), findNextLink(page)]),
    ]);
  }
  printTable(rows);
}

/** Our own pages of each covered markup: how many reviews came out, and whether every field is right. */
function kinds(): void {
  const rows = [['kind', 'layer', 'found / shown', 'text', 'rating', 'reviewer', 'date', 'clean']];
  let full = 0;
  for (const [name, url, build, expected] of SHOP_KINDS) {
    const page = extractPage(url, build(KIND_PRODUCT, KIND_REVIEWS));
    const all = (test: (i: number) => boolean) =>
      page.reviews.length === KIND_REVIEWS.length && KIND_REVIEWS.every((_, i) => test(i))
        ? 'yes'
        : 'NO';
    const row = [
      name,
      page.reviews.length ? page.source : 'no_reviews',
      `${page.reviews.length} / ${KIND_REVIEWS.length}`,
      all((i) => page.reviews[i]!.text === KIND_REVIEWS[i]!.text),
      all((i) => page.reviews[i]!.rating === KIND_REVIEWS[i]!.rating),
      all((i) => page.reviews[i]!.reviewer === KIND_REVIEWS[i]!.reviewer),
      all((i) => page.reviews[i]!.date === expected.date),
      all((i) => textProblems(page.reviews[i]!.text).length === 0),
    ];
    if (row.slice(3).every((cell) => cell === 'yes')) full++;
    rows.push(row);
  }
  printTable(rows);
  console.log(`\nkinds with every review fully extracted: ${full} of ${SHOP_KINDS.length}\n`);
  const walls = [['page without reviews', 'reviews', 'block']];
  let honest = 0;
  for (const [name, url, html, block] of [
    ...NO_REVIEW_PAGES.map(([n, u, b]) => [n, u, b(), null] as const),
    ...BOT_WALLS.map(([n, h]) => [n, 'https://www.shop.example.com/p/123', h, 'captcha'] as const),
  ]) {
    const page = extractPage(url, html);
    if (page.reviews.length === 0 && page.block === block) honest++;
    walls.push([name, String(page.reviews.length), page.block ?? '-']);
  }
  printTable(walls);
  console.log(
    `\npages answered as they should (no review invented, walls named): ${honest} of ${walls.length - 1}`,
  );
}

report();
if (process.argv.includes('--kinds')) {
  console.log('');
  kinds();
}
if (process.argv.includes('--scale')) {
  console.log('');
  scale();
}
