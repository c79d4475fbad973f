// The analysis tool (/modeltryitout) in Chromium against the real server: every state, transition and message of
// spec sections 4, 5 and 8, the result panel, the colour rules at their thresholds, and the annotated CSV.
import { readFile } from 'node:fs/promises';
import { ANNOTATED_CSV_COLUMNS } from '@reviewsentry/contracts';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { expect, test } from './support/test';
import { seriousAxeViolations } from './support/axe';
import {
  csvPayload,
  KETTLE_ROWS,
  kettleCsv,
  paddedCsv,
  recordAnalysisRequests,
  rgbOf,
  throttleUploads,
  toolControls,
  twoProductCsv,
} from './support/tool-fixtures';
import { SHOP_HOST, stagedAsin } from './support/tool-shop';

const TOOL = '/modeltryitout';
const REAL_CSV = [
  'real-world',
  'csv',
  'amazon_musical_instruments_reviewText_overall_asin.csv',
] as const;

const GAUGE_RGB = { red: [220, 38, 38], orange: [234, 88, 12], green: [22, 163, 74] };
const STATUS_RGB = { red: [185, 28, 28], yellow: [250, 204, 21], green: [21, 128, 61] };

test.beforeEach(async ({ page }) => {
  await page.goto(TOOL);
  await expect(page.getByRole('heading', { level: 1, name: 'Analyze Reviews' })).toBeVisible();
});

test('validation messages appear without any request going out', async ({ page }) => {
  const requests = recordAnalysisRequests(page);
  const tool = toolControls(page);
  await expect(tool.csvTab).toHaveAttribute('aria-selected', 'true');
  await expect(tool.fileInput).toHaveAttribute('accept', '.csv,text/csv');

  await tool.upload.click();
  const noFile = page.getByText('Please select a CSV file to upload.');
  await expect(noFile).toBeVisible();
  const [r, g, b] = await rgbOf(noFile, 'color');
  expect(r! > 150 && g! < 60 && b! < 60, `red text, got rgb(${r}, ${g}, ${b})`).toBe(true);

  // The tabs follow the WAI-ARIA pattern: arrow keys move and select.
  await tool.csvTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool.linkTab).toBeFocused();
  await expect(tool.linkTab).toHaveAttribute('aria-selected', 'true');
  await tool.analyze.click();
  await expect(tool.error).toHaveText('Please enter a product link.');
  await tool.linkInput.fill('    ');
  await tool.linkInput.press('Enter');
  await expect(tool.error).toHaveText('Please enter a product link.');
  expect(requests).toEqual([]);
});

test('Upload is busy while the server works, then the result of our own CSV is shown', async ({
  page,
}) => {
  const tool = toolControls(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/upload', async (route) => {
    await held;
    await route.continue();
  });
  await tool.fileInput.setInputFiles(csvPayload('kettle.csv', kettleCsv()));
  await tool.upload.click();
  await expect(tool.upload).toHaveText('Uploading...');
  await expect(tool.upload).toBeDisabled();
  await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
  release();

  await expect(tool.result).toBeVisible();
  await expect(tool.upload).toHaveText('Upload');
  await expect(tool.upload).toBeEnabled();
  await expect(page.getByTestId('prod-id')).toHaveText('KET-1');
  await expect(page.getByTestId('prod-name')).toHaveText('Steel Kettle');
  await expect(page.getByTestId('total-reviews')).toHaveText(String(KETTLE_ROWS));
  await expect(page.getByTestId('fake-percentage')).toHaveText(/^\d+(\.\d+)?%$/);
  await expect(page.getByTestId('product-status')).toHaveText(/^(Fake|Likely Fake|Genuine)$/);
  await expect(page.getByTestId('trust-grade')).toHaveText(/^Grade [A-F]$/);
  await expect(page.getByTestId('csv-coverage')).toContainText(`${KETTLE_ROWS} rows read`);
  await expect(page.getByRole('heading', { name: 'All alerts' })).toBeVisible();
  await expect(page.getByTestId('review-row')).toHaveCount(KETTLE_ROWS);
  await expect(page.getByTestId('rating-histogram')).toBeVisible();
  await expect(page.getByTestId('reviews-timeline')).toBeVisible();
});

test('a large upload shows a progress bar of the bytes sent', async ({ page }) => {
  const tool = toolControls(page);
  // A 2 MB file takes about two seconds to send.
  await throttleUploads(page, 1024 * 1024);
  await tool.fileInput.setInputFiles(csvPayload('large.csv', paddedCsv(2)));
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const value = document.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow');
      if (value && seen.at(-1) !== value) seen.push(value);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await tool.upload.click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toBeVisible();
  await expect(page.getByText(/^[\d.]+ MB of 2\.0 MB sent \(\d+%\)$/)).toBeVisible();
  await expect(tool.result).toBeVisible({ timeout: 20_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { progressSeen: string[] }).progressSeen,
  );
  const values = seen.map(Number);
  expect(
    values.some((v) => v > 0 && v < 100),
    `intermediate progress in ${seen.join(', ')}`,
  ).toBe(true);
  expect(values).toEqual([...values].sort((a, b) => a - b));
  await expect(page.getByTestId('total-reviews')).toHaveText('100');
});

test('tab switching keeps result and error; Reset clears file, link, result and error', async ({
  page,
}) => {
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(csvPayload('kettle.csv', kettleCsv()));
  await tool.upload.click();
  await expect(tool.result).toBeVisible();

  await tool.linkTab.click();
  await expect(tool.linkInput).toBeVisible();
  await expect(tool.fileInput).toBeHidden();
  await tool.analyze.click();
  await expect(tool.error).toHaveText('Please enter a product link.');
  await expect(tool.result).toBeVisible();
  await tool.linkInput.fill('https://www.amazon.com/dp/B0E2ES0000');

  await tool.csvTab.click();
  await expect(tool.error).toHaveText('Please enter a product link.');
  await expect(tool.result).toBeVisible();
  expect(await tool.fileInput.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(1);

  await tool.reset.click();
  await expect(tool.result).toBeHidden();
  await expect(tool.error).toBeEmpty();
  expect(await tool.fileInput.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await expect(tool.fileInput).toHaveValue('');
  await tool.linkTab.click();
  await expect(tool.linkInput).toHaveValue('');
});

test('a CSV without a review text column fails with the spec message and the server reason', async ({
  page,
}) => {
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(
    csvPayload(
      'ratings-only.csv',
      Buffer.from('order_id,stars,when\n1,5,2024-01-01\n2,1,2024-01-02\n'),
    ),
  );
  await tool.upload.click();
  await expect(page.getByText('Failed to upload file. Please try again.')).toBeVisible();
  const reason = page.getByTestId('server-reason');
  await expect(reason).toContainText('We could not find a column with review text.');
  await expect(reason).toContainText('Columns found in your file: order_id, stars, when');
  await expect(tool.result).toBeHidden();
});

test('gauge and status colours at 24.99 / 25 / 50 / 50.01, and N/A for a missing id and name', async ({
  page,
}) => {
  const tool = toolControls(page);
  // The spec's client contract: a server answering only the six fields (here without prod_id and prod_name).
  const cases = [
    { fake_percentage: 24.99, product_status: 'Genuine', gauge: 'green', status: 'green' },
    { fake_percentage: 25, product_status: 'Likely Fake', gauge: 'green', status: 'yellow' },
    { fake_percentage: 50, product_status: 'Likely Fake', gauge: 'orange', status: 'yellow' },
    { fake_percentage: 50.01, product_status: 'Fake', gauge: 'red', status: 'red' },
  ] as const;
  let answer: object = {};
  await page.route('**/upload', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
  );
  await tool.fileInput.setInputFiles(csvPayload('any.csv', Buffer.from('text\nfine\n')));
  for (const c of cases) {
    answer = {
      total_reviews: 100,
      fake_reviews_count: Math.round(c.fake_percentage),
      fake_percentage: c.fake_percentage,
      product_status: c.product_status,
    };
    await tool.upload.click();
    await expect(page.getByTestId('fake-percentage')).toHaveText(`${c.fake_percentage}%`);
    await expect(page.getByTestId('fake-gauge')).toHaveAttribute('data-tone', c.gauge);
    expect(await rgbOf(page.getByTestId('fake-gauge-arc'), 'stroke')).toEqual(GAUGE_RGB[c.gauge]);
    await expect(page.getByTestId('product-status')).toHaveText(c.product_status);
    expect(await rgbOf(page.getByTestId('product-status'), 'background-color')).toEqual(
      STATUS_RGB[c.status],
    );
    await expect(page.getByTestId('prod-id')).toHaveText('N/A');
    await expect(page.getByTestId('prod-name')).toHaveText('N/A');
  }
});

test('the annotated CSV downloads with the uploaded rows and the reviewsentry columns', async ({
  page,
}) => {
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(csvPayload('kettle reviews.csv', kettleCsv()));
  await tool.upload.click();
  await expect(tool.result).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download annotated CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^kettle-reviews.*\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line !== '');
  const header = lines[0]!.split(',');
  expect(header.slice(0, 5)).toEqual([
    'prod_id',
    'prod_name',
    'customer_review',
    'customer_rating',
    'review_date',
  ]);
  // The button's words count the columns the file really gains.
  const added = header.filter((h) => h.startsWith('reviewsentry_'));
  expect(added).toEqual([...ANNOTATED_CSV_COLUMNS]);
  await expect(page.getByText(/^Your rows with four columns added: /)).toBeVisible();
  expect(added).toHaveLength(4);
  expect(lines).toHaveLength(KETTLE_ROWS + 1);
  // The formula cell is there, but no longer starts with '=' (optionally inside quotes).
  const formulaLine = lines.find((line) => line.includes('HYPERLINK'))!;
  expect(formulaLine).not.toMatch(/(^|,)"?=/);
});

test('alerts filter the review table to their evidence', async ({ page }) => {
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(csvPayload('kettle.csv', kettleCsv()));
  await tool.upload.click();
  await expect(tool.result).toBeVisible();
  const evidenceButton = page
    .getByTestId('alert')
    .first()
    .getByRole('button', { name: /^Show the \d+ reviews?$/ });
  await expect(evidenceButton).toBeVisible();
  const count = Number(/Show the (\d+)/.exec((await evidenceButton.textContent()) ?? '')?.[1]);
  await evidenceButton.click();
  await expect(page.getByTestId('evidence-filter')).toBeVisible();
  await expect(page.getByTestId('review-row')).toHaveCount(Math.min(count, 50));
  await page.getByRole('button', { name: 'Show all reviews' }).click();
  await expect(page.getByTestId('review-row')).toHaveCount(KETTLE_ROWS);
});

test('a file of two products leads with both, each opening its own result', async ({ page }) => {
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(csvPayload('two-products.csv', twoProductCsv()));
  await tool.upload.click();
  await expect(tool.result).toBeVisible();
  // The spec's six fields of the whole file stay.
  await expect(page.getByTestId('prod-id')).toHaveText('N/A');
  await expect(page.getByTestId('total-reviews')).toHaveText('16');
  const products = page.getByTestId('overview-product');
  await expect(products).toHaveCount(2);
  await page.getByRole('button', { name: 'Glass Teapot' }).click();
  await expect(page.getByTestId('prod-id')).toHaveText('TEA-2');
  await expect(page.getByTestId('prod-name')).toHaveText('Glass Teapot');
  await expect(page.getByTestId('total-reviews')).toHaveText('6');
  await expect(page.getByTestId('review-row')).toHaveCount(6);
  await page.getByRole('button', { name: 'All 2 products' }).click();
  await expect(products).toHaveCount(2);
});

test.describe('with a real-world scraper export', () => {
  test.skip(!hasSharedData(...REAL_CSV), `shared data ${REAL_CSV.join('/')} is absent`);

  test('uploads it and shows every product, each opening its own result', async ({ page }) => {
    const tool = toolControls(page);
    await tool.fileInput.setInputFiles(sharedDataPath(...REAL_CSV));
    await tool.upload.click();
    await expect(tool.result).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('total-reviews')).toHaveText(/^\d{3}$/);
    await expect(page.getByTestId('fake-percentage')).toHaveText(/%$/);
    await expect(page.getByTestId('csv-coverage')).toContainText('review text');
    // 44 products (asin): each one is listed, and the most suspicious opens with all its reviews.
    const products = page.getByTestId('overview-product');
    expect(await products.count()).toBeGreaterThanOrEqual(40);
    await products.first().getByRole('button').click();
    await expect(page.getByTestId('verdict-card')).toBeInViewport();
    await expect(page.getByTestId('review-row').first()).toBeVisible();
  });
});

test('with a result shown: no serious axe violations, and no horizontal scroll at 375 px', async ({
  page,
}) => {
  const tool = toolControls(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await tool.fileInput.setInputFiles(csvPayload('kettle.csv', kettleCsv()));
  await tool.upload.click();
  await expect(tool.result).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('each error comes into view, on the field it is about, which it describes', async ({
    page,
  }) => {
    const tool = toolControls(page);
    const message = (text: string) => tool.error.getByText(text, { exact: true });

    await tool.upload.click();
    await expect(message('Please select a CSV file to upload.')).toBeInViewport({ ratio: 1 });
    await expect(tool.fileInput).toBeFocused();
    await expect(tool.fileInput).toHaveAttribute('aria-invalid', 'true');
    await expect(tool.fileInput).toHaveAccessibleDescription(
      /Please select a CSV file to upload\./,
    );

    // A file the server refuses: the spec's message and the server's reason, both in view.
    await tool.fileInput.setInputFiles(csvPayload('ratings.csv', Buffer.from('id,stars\n1,5\n')));
    await page.evaluate(() => window.scrollTo(0, 0));
    await tool.upload.click();
    await expect(message('Failed to upload file. Please try again.')).toBeInViewport({ ratio: 1 });
    await expect(page.getByTestId('server-reason')).toBeInViewport();
    await expect(tool.fileInput).toHaveAccessibleDescription(
      /Failed to upload file\. Please try again\. We could not find a column with review text\./,
    );

    await tool.linkTab.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await tool.analyze.click();
    await expect(message('Please enter a product link.')).toBeInViewport({ ratio: 1 });
    await expect(tool.linkInput).toBeFocused();
    await expect(tool.linkInput).toHaveAttribute('aria-invalid', 'true');
    await expect(tool.linkInput).toHaveAccessibleDescription(/Please enter a product link\./);
    // The file is no longer what is wrong.
    await expect(tool.fileInput).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('while a request runs, what it is doing is in view beside the busy button', async ({
    page,
  }) => {
    const tool = toolControls(page);
    // A slow upload (about two seconds for 2 MB) keeps the progress on screen long enough to look at.
    await throttleUploads(page, 1024 * 1024);
    await tool.fileInput.setInputFiles(csvPayload('large.csv', paddedCsv(2)));
    await tool.upload.click();
    await expect(tool.upload).toHaveText('Uploading...');
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeInViewport({
      ratio: 1,
    });
    await expect(tool.result).toBeVisible({ timeout: 20_000 });

    await tool.linkTab.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    // Each page of the fixture shop answers after a delay, so the stages stay on screen for a moment.
    await tool.linkInput.fill(`https://${SHOP_HOST}/product-reviews/${stagedAsin()}`);
    await tool.analyze.click();
    await expect(tool.analyze).toHaveText('Analyzing...');
    await expect(page.getByTestId('analyze-stage')).toHaveText(/.+/);
    await expect(page.getByTestId('analyze-stage')).toBeInViewport({ ratio: 1 });
  });
});
