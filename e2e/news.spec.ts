/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// Callbacks passed to page.evaluate run in the browser, hence the DOM types.
import { readFileSync } from 'node:fs';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { GUARDIAN_REAL_RESPONSE } from '@reviewsentry/test-support/guardian';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { startNewsStack, type NewsStack } from './support/news-stack';

const ERROR_MESSAGE = 'Failed to load news. Please try again later.';

/**
 * Holds the page's request for news in the browser until released, so the loading state is seen before the
 * answer whatever the machine's load (the loading state lasts only a second after a fast answer). The request
 * then goes to the real server as it was.
 */
async function holdNewsRequest(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/news', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('news page against a Guardian fixture', () => {
  test.describe.configure({ mode: 'serial' });
  let stack: NewsStack;

  test.beforeAll(async () => {
    stack = await startNewsStack();
  });
  test.afterAll(async () => {
    await stack?.close();
  });

  test('shows the error message when the upstream fails and nothing is cached', async ({
    page,
  }) => {
    stack.guardian.setMode('fail');
    const release = await holdNewsRequest(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/news'));
    await page.goto(`${stack.server.url}/blogs`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest News on "scams"');
    await expect(page.getByRole('status')).toContainText('Loading news…');
    release();
    expect((await answer).status()).toBe(502);
    await expect(page.getByRole('alert')).toHaveText(ERROR_MESSAGE);
    await expect(page.getByRole('link', { name: /Read More/ })).toHaveCount(0);
  });

  test('goes from loading, held a second after the answer, to a grid of cards', async ({
    page,
  }) => {
    stack.guardian.setMode('ok');
    const release = await holdNewsRequest(page);
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/news'));
    await page.goto(`${stack.server.url}/blogs`);
    await expect(page.getByRole('status')).toContainText('Loading news…');
    release();
    expect((await answer).status()).toBe(200);
    const answeredAt = Date.now();

    const cards = page
      .locator('main li')
      .filter({ has: page.getByRole('link', { name: /Read More/ }) });
    await expect(cards).toHaveCount(4);
    expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(900);
    await expect(page.getByRole('status')).toHaveCount(0);

    const first = cards.first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(
      'Fake online reviews: how to spot them before you buy',
    );
    const thumbnail = first.getByRole('img');
    await expect(thumbnail).toHaveAttribute(
      'src',
      'https://media.guim.co.uk/aaaa1111/0_0_5000_3000/500.jpg',
    );
    await expect(thumbnail).toHaveAttribute('alt', /Fake online reviews/);
    await expect(first.locator('time')).toHaveAttribute('datetime', '2024-03-02T08:00:00Z');
    await expect(first.locator('time')).toHaveText('March 2, 2024');

    const link = first.getByRole('link', { name: /Read More →/ });
    await expect(link).toHaveAttribute(
      'href',
      'https://www.theguardian.com/money/2024/mar/02/fake-online-reviews-how-to-spot-them',
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('shows the local placeholder image for a result without fields', async ({ page }) => {
    await page.goto(`${stack.server.url}/blogs`);
    const card = page
      .locator('main li')
      .filter({ hasText: 'Consumer scams – live answers from our experts' });
    const image = card.getByRole('img');
    await expect(image).toHaveAttribute('src', '/news-placeholder.svg');
    await expect(image).toHaveAttribute('alt', 'No image available for this article');
    // The placeholder really loads from our own server.
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
  });

  test('keeps showing the last good articles when the upstream fails later', async ({ page }) => {
    stack.guardian.setMode('fail');
    await page.waitForTimeout(1_100); // let the one-second cache expire
    await page.goto(`${stack.server.url}/blogs`);
    await expect(page.getByRole('link', { name: /Read More/ })).toHaveCount(4);
    await expect(page.getByText(/these are the articles we fetched earlier/)).toBeVisible();
  });
});

const REAL = GUARDIAN_REAL_RESPONSE as unknown as string[];

test.describe('news page with the saved real Guardian answer', () => {
  test.skip(!hasSharedData(...REAL), 'needs ../shared/data (SHARED_DATA_DIR)');
  let stack: NewsStack;

  test.beforeAll(async () => {
    stack = await startNewsStack({ responseFile: sharedDataPath(...REAL) });
  });
  test.afterAll(async () => {
    await stack?.close();
  });

  test('renders one card per result with its thumbnail and link', async ({ page }) => {
    const saved = JSON.parse(readFileSync(sharedDataPath(...REAL), 'utf8')) as {
      response: { results: { webUrl: string; fields?: { thumbnail?: string } }[] };
    };
    await page.goto(`${stack.server.url}/blogs`);
    const links = page.getByRole('link', { name: /Read More/ });
    await expect(links).toHaveCount(saved.response.results.length);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      saved.response.results.map((r) => r.webUrl),
    );
    const images = await page
      .locator('main li img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')));
    expect(images).toEqual(
      saved.response.results.map((r) => r.fields?.thumbnail ?? '/news-placeholder.svg'),
    );
  });
});
