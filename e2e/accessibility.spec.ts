/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { csvPayload, kettleCsv, toolControls } from './support/tool-fixtures';

// Every page in its first state is checked in navigation.spec.ts ('every route'); here, the states that
// only appear after an interaction.
test.describe('axe-core finds no serious or critical violation', () => {
  test('on the news page once the cards are shown', async ({ page }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('link', { name: /Read More/ }).first()).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('on the FAQ with an answer open', async ({ page }) => {
    await page.goto('/faq');
    await page.locator('main').getByRole('button').first().click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('on the contact form showing its errors', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Submit Feedback' }).click();
    await expect(page.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('on a phone with the menu open', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe('keyboard', () => {
  async function focusRing(page: Page) {
    return page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return null;
      const style = getComputedStyle(el);
      return {
        text: el.textContent?.trim() ?? '',
        visible: el.matches(':focus-visible'),
        outline: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
  }

  test('Tab reaches the skip link first, and it moves focus to the content', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    expect(await focusRing(page)).toMatchObject({ visible: true, outline: 'solid' });
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('every focused control in the header shows a visible focus ring', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab'); // skip link
    const seen: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      const ring = await focusRing(page);
      expect(ring?.visible, `focus on "${ring?.text}"`).toBe(true);
      expect(ring?.outline).toBe('solid');
      expect(ring?.width).toBeGreaterThanOrEqual(2);
      seen.push(ring?.text ?? '');
    }
    for (const label of ['HOME', 'WORKING', 'ABOUT US', 'CONTACTS', 'BLOGS', 'FAQs']) {
      expect(seen).toContain(label);
    }
  });

  test('the analysis tool works from the keyboard alone, each control showing its focus', async ({
    page,
  }) => {
    await page.goto('/modeltryitout');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Analyze via Scraped CSV File' }).focus();
    await page.keyboard.press('Tab');
    const tool = toolControls(page);
    await expect(tool.fileInput).toBeFocused();
    expect(await focusRing(page)).toMatchObject({ visible: true, outline: 'solid' });
    // Enter on the file input opens the system file chooser.
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(csvPayload('kettle.csv', kettleCsv()));
    await page.keyboard.press('Tab');
    await expect(tool.upload).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Steel Kettle' })).toBeFocused();
    await expect(page.getByTestId('result-announcement')).toContainText('Steel Kettle');

    // The link tab: arrow key to it, Tab into the box, Enter to send.
    await tool.csvTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tool.linkTab).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(tool.linkInput).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(tool.error).toHaveText('Please enter a product link.');
    await expect(tool.linkInput).toBeFocused();
  });

  test('the contact form can be filled and sent from the keyboard alone', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel('Name').focus();
    await page.keyboard.type('Keyboard User');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys@example.org');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sent without a mouse.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Thank you! Your feedback has been sent.');
  });
});
