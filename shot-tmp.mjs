import { chromium } from '@playwright/test';
const [,, url, out, width, height, action] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', m => { if (m.type() === 'error') console.log('console:', m.text()); });
await page.goto(url);
if (action === 'example') {
  await page.getByRole('button', { name: 'Try an example' }).click();
  await page.getByTestId('verdict-card').waitFor();
  await page.waitForTimeout(1500);
}
if (action === 'two') {
  await page.getByLabel('CSV file of reviews').setInputFiles('/tmp/rp/two.csv');
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.getByTestId('file-summary').waitFor();
  await page.waitForTimeout(800);
}
if (action === 'demo') {
  await page.getByRole('tab', { name: 'Analyze Product via Link' }).click();
  await page.getByTestId('example-links').getByRole('button').click();
  await page.getByTestId('verdict-card').waitFor();
  await page.waitForTimeout(800);
}
await page.screenshot({ path: out + '-view.png' });
await page.screenshot({ path: out + '-full.png', fullPage: true });
console.log(await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth, window.scrollY]));
await browser.close();
