// The spec's original client, as the spec describes it (sections 2, 7–9): a page on another origin that posts the
// chosen file as multipart field `file` to POST /upload and shows the six fields it reads, 'Failed to upload
// file. Please try again.' on any failure. Every review set with text must show counts and a percentage that
// agree; only a file without a text column fails.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { repoRoot } from '@reviewsentry/test-support';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/test';
import { kettleCsv } from './support/tool-fixtures';

const FIXTURES = path.join(repoRoot, 'apps/server/test/fixtures/review-sets');

/** The client page: plain DOM and fetch, reading exactly the six fields and treating unknown statuses as good. */
const clientPage = (server: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Original client</title></head>
<body>
  <input type="file" id="file" accept=".csv">
  <button id="upload">Upload</button>
  <p id="error" style="color: red"></p>
  <dl id="result" hidden>
    <dt>Product ID</dt><dd id="prod_id"></dd>
    <dt>Product Name</dt><dd id="prod_name"></dd>
    <dt>Total Reviews</dt><dd id="total_reviews"></dd>
    <dt>Fake Reviews</dt><dd id="fake_reviews_count"></dd>
    <dt>Fake Percentage</dt><dd id="fake_percentage"></dd>
    <dt>Product Status</dt><dd id="product_status"></dd>
  </dl>
  <script>
    const byId = (id) => document.getElementById(id);
    byId('upload').addEventListener('click', async () => {
      byId('error').textContent = '';
      const file = byId('file').files[0];
      if (!file) { byId('error').textContent = 'Please select a CSV file to upload.'; return; }
      const formData = new FormData();
      formData.append('file', file);
      try {
        const response = await fetch(${JSON.stringify(server)} + '/upload', { method: 'POST', body: formData });
        if (!response.ok) throw new Error('HTTP ' + response.status);
        const { prod_id, prod_name, total_reviews, fake_reviews_count, fake_percentage, product_status } =
          await response.json();
        byId('prod_id').textContent = prod_id ?? 'N/A';
        byId('prod_name').textContent = prod_name ?? 'N/A';
        byId('total_reviews').textContent = String(total_reviews);
        byId('fake_reviews_count').textContent = String(fake_reviews_count);
        byId('fake_percentage').textContent = fake_percentage + '%';
        byId('product_status').textContent = product_status;
        byId('product_status').style.color =
          product_status === 'Fake' ? 'red' : product_status === 'Likely Fake' ? 'goldenrod' : 'green';
        byId('result').hidden = false;
      } catch {
        byId('error').textContent = 'Failed to upload file. Please try again.';
      }
    });
  </script>
</body></html>`;

let client: Server;
let clientUrl: string;

test.beforeAll(async () => {
  client = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(clientPage(E2E_BASE_URL));
  });
  await new Promise<void>((resolve) => client.listen(0, '127.0.0.1', resolve));
  clientUrl = `http://127.0.0.1:${(client.address() as AddressInfo).port}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => client.close(resolve));
});

type Upload = string | { name: string; mimeType: string; buffer: Buffer };

async function uploadThroughClient(page: Page, file: Upload) {
  await page.goto(clientUrl);
  await page.locator('#file').setInputFiles(file);
  await page.locator('#upload').click();
  await expect(page.locator('#result:not([hidden]), #error:not(:empty)')).toBeVisible({
    timeout: 20_000,
  });
}

for (const file of [
  'two-reviews.csv',
  'two-reviews-utf16le.csv',
  'short-reviews.csv',
  'turkish-reviews.csv',
  'spanish-reviews.csv',
  'indonesian-reviews.csv',
  'rating-only-plus-three-texts.csv',
]) {
  test(`the original client shows counts and a percentage that agree for ${file}`, async ({
    page,
  }) => {
    await uploadThroughClient(page, path.join(FIXTURES, file));
    await expect(page.locator('#error')).toHaveText('');
    const total = Number(await page.locator('#total_reviews').textContent());
    const fake = Number(await page.locator('#fake_reviews_count').textContent());
    const shown = await page.locator('#fake_percentage').textContent();
    expect(Number.isInteger(total) && Number.isInteger(fake)).toBe(true);
    expect(fake).toBeLessThanOrEqual(total);
    expect(shown).toBe(`${total === 0 ? 0 : Math.round((10_000 * fake) / total) / 100}%`);
    await expect(page.locator('#product_status')).not.toHaveText('');
  });
}

test('the original client shows a verdict whose figures agree for a larger file of our own', async ({
  page,
}) => {
  await uploadThroughClient(page, {
    name: 'kettle.csv',
    mimeType: 'text/csv',
    buffer: kettleCsv(),
  });
  await expect(page.locator('#prod_id')).toHaveText('KET-1');
  const total = Number(await page.locator('#total_reviews').textContent());
  const fake = Number(await page.locator('#fake_reviews_count').textContent());
  expect(total).toBeGreaterThanOrEqual(10);
  await expect(page.locator('#fake_percentage')).toHaveText(
    `${Math.round((10_000 * fake) / total) / 100}%`,
  );
  await expect(page.locator('#product_status')).toHaveText(/^(Genuine|Likely Fake|Fake)$/u);
});

test('the original client still fails a file with no text column, as the spec says', async ({
  page,
}) => {
  await uploadThroughClient(page, path.join(FIXTURES, 'no-text-column.csv'));
  await expect(page.locator('#error')).toHaveText('Failed to upload file. Please try again.');
  await expect(page.locator('#result')).toBeHidden();
});
