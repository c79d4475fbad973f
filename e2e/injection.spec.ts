/// <reference lib="dom" />
// Attacker-written text where shoppers meet it, in Chromium against the real server: a product name made of
// HTML, script, comment and String.replace patterns on a saved report's page (its title, link-preview tags and the
// SPA's own rendering, under the server's CSP), and review text with formulas behind a `;` in the annotated CSV
// the tool downloads. docs/decisions/157.
import { readFile } from 'node:fs/promises';
import { FORMULA_START, spreadsheetCells } from '@reviewsentry/test-support';
import { expect, test } from './support/test';
import { csvPayload, KETTLE_REVIEW_TEXTS, toolControls } from './support/tool-fixtures';

const HOSTILE_NAME = `Kettle $\` $' $& "><script>window.__pwned=1</script></title><!-- \u2028 & done`;
const HOSTILE_TEXT = 'Nice;=HYPERLINK(CHAR(104)&"ttp://evil.example","win") but';

const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;

function hostileCsv(): Buffer {
  const lines = ['prod_id,prod_name,customer_review,customer_rating'];
  KETTLE_REVIEW_TEXTS.forEach((text, i) =>
    lines.push(
      `KET-1,${cell(HOSTILE_NAME)},${cell(i % 3 === 0 ? `${HOSTILE_TEXT} ${text}` : text)},${(i % 4) + 2}`,
    ),
  );
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

declare global {
  interface Window {
    __pwned?: number;
  }
}

test('a saved report with a hostile product name keeps it as text, under the CSP', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const created = await request.post('/api/reports', {
    multipart: { file: csvPayload('hostile.csv', hostileCsv()) },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The head as the server wrote it, read by a browser that runs no script (as link previews read it): once
  // the SPA renders, React adds its own <title> before the server's.
  const serverView = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const plain = await serverView.newPage();
    const response = await plain.goto(`/r/${id}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    const head = await plain.evaluate(() => ({
      title: document.title,
      titles: document.querySelectorAll('title').length,
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      inlineScripts: [...document.querySelectorAll('script:not([src])')].length,
      roots: document.querySelectorAll('#root').length,
    }));
    // The browser collapses white space in document.title (U+2028 is not HTML white space, so it stays).
    expect(head.title.startsWith(`${HOSTILE_NAME}: `)).toBe(true);
    expect(head.ogTitle?.startsWith(`${HOSTILE_NAME}: `)).toBe(true);
    expect(head.description).toMatch(/ of \d+ reviews looks? fake/);
    expect(head).toMatchObject({ titles: 1, inlineScripts: 0, roots: 1 });
  } finally {
    await serverView.close();
  }

  // The SPA shows the name as text, in the page and in the title it sets, and runs none of it.
  await page.goto(`/r/${id}`);
  await expect(
    page.getByText('"><script>window.__pwned=1</script>', { exact: false }).first(),
  ).toBeVisible();
  await expect(page).toHaveTitle(`Saved result: ${HOSTILE_NAME} · ReviewSentry`);
  expect(await page.evaluate(() => window.__pwned)).toBeUndefined();
});

test('the annotated CSV opens with no formula, whether a spreadsheet splits on "," or ";"', async ({
  page,
}) => {
  await page.goto('/modeltryitout');
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(csvPayload('hostile.csv', hostileCsv()));
  await tool.upload.click();
  await expect(tool.result).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download annotated CSV' }).click();
  const text = (await readFile(await (await downloading).path())).toString('utf8');
  expect(text).toContain('HYPERLINK');
  for (const separator of [',', ';'] as const)
    for (const record of spreadsheetCells(text, separator))
      for (const value of record) expect(value, separator).not.toMatch(FORMULA_START);
});
