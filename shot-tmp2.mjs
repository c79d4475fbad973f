import { chromium } from '@playwright/test';
const [,, url, out, width, height, action, clips] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
await page.goto(url);
if (action === 'example') {
  await page.getByRole('button', { name: 'Try an example' }).click();
  await page.getByTestId('verdict-card').waitFor();
  await page.waitForTimeout(1500);
}
const total = await page.evaluate(() => document.documentElement.scrollHeight);
const n = Math.min(Number(clips), Math.ceil(total / 1400));
for (let i = 0; i < n; i++) {
  await page.screenshot({ path: `${out}-p${i}.png`, fullPage: true, clip: { x: 0, y: i * 1400, width: Number(width), height: Math.min(1400, total - i * 1400) } });
}
console.log(total);
await browser.close();
