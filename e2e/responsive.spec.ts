/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { HANDWRITTEN_GUARDIAN_SEARCH } from '@reviewsentry/test-support/guardian';
import { startNewsStack } from './support/news-stack';
import { expect, test } from './support/test';
import { SITE_PAGES, UNKNOWN_PATH } from './support/pages';
import { csvPayload, KETTLE_REVIEW_TEXTS, toolControls } from './support/tool-fixtures';

for (const width of [375, 360]) {
  test.describe(`${width} px wide phone`, () => {
    test.use({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true });

    test('no page scrolls sideways', async ({ page }) => {
      for (const path of [...SITE_PAGES, UNKNOWN_PATH]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(innerWidth);
      }
    });
  });
}

test.describe('mobile header', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the menu button reveals the navigation and a link closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const menu = page.getByRole('button', { name: 'Menu' });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'BLOGS' }).click();
    await expect(page).toHaveURL('/blogs');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();
  });
});

/** A title with no place to break a line: a shop's or a newspaper's text can be one long address. */
const UNBREAKABLE =
  'Deal:https://shop.example/very/long/address/with/no/space/anywhere/in/it/at/all/2024';

/**
 * Elements in the main content whose text runs past their own box, hidden or not: the page's scroll width alone
 * misses text a box with overflow:hidden clips. Boxes and fields meant to scroll, and visually hidden text, are
 * left out.
 */
function overflowingText(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => {
        const style = getComputedStyle(el);
        // Form fields scroll their own text, like boxes meant to scroll.
        if (el.matches('input, textarea, select')) return false;
        if (['auto', 'scroll'].includes(style.overflowX) || el.clientWidth <= 1) return false;
        return el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').slice(0, 40)}`),
  );
}

test.describe('hard text from files and news, on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("a product name in the list of a file's products wraps", async ({ page }) => {
    const rows = [['prod_id', 'prod_name', 'customer_review', 'customer_rating']];
    for (const [id, name] of [
      ['P-1', UNBREAKABLE],
      ['P-2', 'Glass Teapot'],
    ])
      KETTLE_REVIEW_TEXTS.slice(0, 6).forEach((text, i) =>
        rows.push([id!, name!, text, `${i + 1}`]),
      );
    await page.goto('/modeltryitout');
    const tool = toolControls(page);
    await tool.fileInput.setInputFiles(
      csvPayload('two.csv', Buffer.from(rows.map((r) => r.join(',')).join('\n'))),
    );
    await tool.upload.click();
    await expect(page.getByTestId('overview-product')).toHaveCount(2);
    expect(await overflowingText(page)).toEqual([]);
    const widths = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth]);
    expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  });

  test('right-to-left names and reviews read in their own direction', async ({ page }) => {
    const name = 'غلاية كهربائية (1.7 لتر)';
    const arabic = 'هذه الغلاية رائعة جدا، تسخن الماء بسرعة والمقبض يبقى باردا. أنصح بها!';
    const hebrew = 'הקומקום הזה מצוין (באמת), מרתיח מים מהר.';
    const rows = [['prod_id', 'prod_name', 'customer_review', 'customer_rating']];
    [...KETTLE_REVIEW_TEXTS, arabic, hebrew].forEach((text, i) =>
      rows.push(['K-1', name, text, `${(i % 5) + 1}`]),
    );
    await page.goto('/modeltryitout');
    const tool = toolControls(page);
    const csv = rows.map((r) => r.map((cell) => `"${cell}"`).join(',')).join('\n');
    await tool.fileInput.setInputFiles(csvPayload('rtl.csv', Buffer.from(csv)));
    await tool.upload.click();
    // A paragraph laid out left to right puts an RTL sentence's closing punctuation at its start.
    const direction = (text: string) =>
      page
        .locator('main')
        .getByText(text, { exact: true })
        .first()
        .evaluate((el) => getComputedStyle(el).direction);
    await expect(page.getByRole('heading', { level: 2, name })).toBeFocused();
    expect(await direction(name)).toBe('rtl');
    expect(await direction(arabic)).toBe('rtl');
    expect(await direction(hebrew)).toBe('rtl');
    expect(await direction(KETTLE_REVIEW_TEXTS[0]!)).toBe('ltr');
  });

  test('a news title wraps, whole, in its card', async ({ page }) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-e2e-news-title-'));
    const { response } = HANDWRITTEN_GUARDIAN_SEARCH;
    const [first, ...rest] = response.results;
    const answer = {
      response: { ...response, results: [{ ...first, webTitle: UNBREAKABLE }, ...rest] },
    };
    const responseFile = path.join(dir, 'search.json');
    await writeFile(responseFile, JSON.stringify(answer));
    const stack = await startNewsStack({ responseFile });
    try {
      await page.goto(`${stack.server.url}/blogs`);
      await expect(page.getByRole('heading', { level: 2, name: UNBREAKABLE })).toBeVisible();
      expect(await overflowingText(page)).toEqual([]);
    } finally {
      await stack.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
