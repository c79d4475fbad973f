import { expect, test } from './support/test';

test.describe('FAQ accordion', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/faq');
  });

  test('has 13 questions, all closed, with buttons that control their answers', async ({
    page,
  }) => {
    const questions = page.locator('main').getByRole('button');
    await expect(questions).toHaveCount(13);
    for (const question of await questions.all()) {
      await expect(question).toHaveAttribute('aria-expanded', 'false');
      const panelId = await question.getAttribute('aria-controls');
      expect(panelId).toBeTruthy();
      await expect(page.locator(`[id="${panelId}"]`)).toBeHidden();
    }
  });

  test('opens one answer at a time, and closes the open one when clicked again', async ({
    page,
  }) => {
    const first = page.getByRole('button', { name: 'When is a product flagged as fraudulent?' });
    const second = page.getByRole('button', { name: 'What does "Likely Fake" mean?' });
    const expanded = page.locator('main button[aria-expanded="true"]');

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const firstPanel = page.getByRole('region', {
      name: 'When is a product flagged as fraudulent?',
    });
    await expect(firstPanel).toBeVisible();
    await expect(firstPanel).toContainText('50 % or more of its assessed reviews look fake');
    await expect(expanded).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstPanel).toBeHidden();
    await expect(page.getByRole('region', { name: 'What does "Likely Fake" mean?' })).toContainText(
      '25 %',
    );
    await expect(expanded).toHaveCount(1);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(expanded).toHaveCount(0);
    await expect(page.getByRole('region')).toHaveCount(0);
  });

  test('works with the keyboard', async ({ page }) => {
    const first = page.locator('main').getByRole('button').first();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });
});
