import { chromium } from '@playwright/test';
const [,, url, out, width, height, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', m => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(url);
if (action === 'two') {
  await page.getByLabel('CSV file of reviews').setInputFiles('/tmp/rp/two.csv');
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByTestId('file-summary').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out + '-a.png' });
  await page.getByTestId('product-overview').scrollIntoViewIfNeeded();
  await page.screenshot({ path: out + '-b.png' });
  await page.getByRole('button', { name: 'Glass Teapot' }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: out + '-c.png' });
}
if (action === 'demo') {
  await page.getByRole('tab', { name: 'Analyze Product via Link' }).click();
  await page.screenshot({ path: out + '-a.png' });
  await page.getByTestId('example-links').getByRole('button').click();
  await page.getByTestId('verdict-card').waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: out + '-b.png' });
}
await browser.close();
