// Screenshots of the result page for the README (docs/screenshots/): the built site on the real server, the
// bundled example CSV analysed through "Try an example", in Debian's Chromium at a phone's and a laptop's size.
// What each shows is what a shopper sees the moment the result arrives (the page scrolls to it by itself).
//   npm run build && npx tsx scripts/result-screenshots.ts
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { startAppServer } from '../e2e/support/app-server';
import { fewReviewsCsv, manyProductsCsv } from '../e2e/support/tool-fixtures';

const PORT = Number(process.env.SCREENSHOT_PORT ?? 5079);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(repoRoot, 'docs/screenshots');

const dataDir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-screenshots-'));
const server = await startAppServer({
  port: PORT,
  env: { NODE_ENV: 'production', DATA_DIR: dataDir, GUARDIAN_API_URL: 'http://127.0.0.1:9' },
});
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function openTool(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height },
    deviceScaleFactor: 1,
    locale: 'en-US',
    timezoneId: 'UTC',
  });
  // Nothing but this server: the site makes no third-party request on these pages anyway.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${server.url}/modeltryitout`);
  return page;
}

try {
  await mkdir(outDir, { recursive: true });
  for (const [width, height] of [
    [375, 812],
    [1366, 900],
  ] as const) {
    const page = await openTool(width, height);
    await page.getByRole('button', { name: 'Try an example' }).click();
    await page.getByTestId('verdict-card').waitFor();
    await page.getByTestId('saved-report').getByLabel('Link to this result').waitFor();
    // The smooth parts (focus ring, fonts) settle before the picture is taken.
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `result-${width}.png`) });
    await page.getByTestId('why-section').scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(outDir, `result-${width}-why.png`) });
    // The same result as anyone given its link sees it.
    const address = await page
      .getByTestId('saved-report')
      .getByLabel('Link to this result')
      .inputValue();
    await page.goto(address);
    await page.getByTestId('verdict-card').waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(outDir, `report-${width}.png`) });
    await page.context().close();
  }
  const page = await openTool(375, 812);
  await page.getByLabel('CSV file of reviews').setInputFiles({
    name: 'six-products.csv',
    mimeType: 'text/csv',
    buffer: manyProductsCsv(6),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByTestId('product-overview').scrollIntoViewIfNeeded();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, 'products-375.png') });
  // Too few reviews for a verdict: neutral, with the reason and what was not judged.
  await page.getByLabel('CSV file of reviews').setInputFiles({
    name: 'few.csv',
    mimeType: 'text/csv',
    buffer: fewReviewsCsv(),
  });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByRole('heading', { level: 2, name: 'Steel Kettle' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(outDir, 'not-enough-375.png') });
  await page.context().close();
  console.log(`screenshots written to ${path.relative(repoRoot, outDir)}/`);
} finally {
  await browser.close();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
