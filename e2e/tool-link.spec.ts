// The link tab end to end: the real server scrapes our loopback fixture shop (reached through the scraper's test
// hooks, see support/tool-shop.ts), streams its stages to the page, and the page shows them and then the result.
import { hasSharedData } from '@reviewsentry/test-support';
import { expect, test } from './support/test';
import { toolControls } from './support/tool-fixtures';
import {
  BLOCKED_ASIN,
  REAL_ASIN,
  REAL_PAGE,
  stagedAsin,
  STAGED_PRODUCT_NAME,
  ZERO_STARS_ASIN,
} from './support/tool-shop';

test.beforeEach(async ({ page }) => {
  await page.goto('/modeltryitout');
  await toolControls(page).linkTab.click();
});

test('analyses a shop link, showing each stage while it runs and then the result', async ({
  page,
}) => {
  const tool = toolControls(page);
  const asin = stagedAsin();
  // Every text the stage line shows, recorded from the mutation records themselves (old and new values), so a
  // stage replaced within the same task is still seen.
  await page.getByTestId('analyze-stage').evaluate((element) => {
    const seen: string[] = [];
    (window as unknown as { stagesSeen: string[] }).stagesSeen = seen;
    const note = (text: string | null | undefined) => {
      if (text && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') note(record.oldValue);
        else record.addedNodes.forEach((node) => note(node.textContent));
      }
      note(element.textContent);
    }).observe(element, {
      childList: true,
      characterData: true,
      characterDataOldValue: true,
      subtree: true,
    });
  });
  await tool.linkInput.fill(`https://www.amazon.com/product-reviews/${asin}?ref=cm_cr_arp`);
  await tool.analyze.click();
  await expect(tool.analyze).toHaveText('Analyzing...');
  await expect(tool.analyze).toBeDisabled();
  // Stages are transient (two can land within one frame), so they are asserted from the recording below,
  // not by polling the live text, which could miss one.

  await expect(tool.result).toBeVisible({ timeout: 15_000 });
  await expect(tool.analyze).toHaveText('Analyze');
  const stages = await page.evaluate(
    () => (window as unknown as { stagesSeen: string[] }).stagesSeen,
  );
  const order = [
    'Fetching page…',
    'Reading reviews page 1…',
    'Reading reviews page 2…',
    'Analysing…',
  ];
  // Every stage was on screen, first seen in the server's order.
  const firstSeen = [...order].sort((a, b) => stages.indexOf(a) - stages.indexOf(b));
  expect(
    order.filter((stage) => !stages.includes(stage)),
    `seen: ${stages.join(' | ')}`,
  ).toEqual([]);
  expect(firstSeen).toEqual(order);

  await expect(page.getByTestId('prod-id')).toHaveText(asin);
  await expect(page.getByTestId('prod-name')).toHaveText(STAGED_PRODUCT_NAME);
  await expect(page.getByTestId('total-reviews')).toHaveText('12');
  const coverage = page.getByTestId('link-coverage');
  await expect(coverage).toContainText('12 reviews found of the 12 the shop claims on 2 pages.');
  await expect(coverage).toContainText('Analysed at');
  await expect(page.getByTestId('review-row')).toHaveCount(12);
  await expect(page.getByRole('button', { name: 'Download annotated CSV' })).toHaveCount(0);

  // Re-analyse asks the server to skip its cache.
  const request = page.waitForRequest('**/analyze');
  await page.getByRole('button', { name: 'Re-analyse' }).click();
  expect((await request).postDataJSON()).toEqual({
    url: `https://www.amazon.com/product-reviews/${asin}?ref=cm_cr_arp`,
    refresh: true,
  });
  await expect(page.getByTestId('analyze-stage')).toHaveText('Fetching page…');
  await expect(page.getByTestId('analyze-stage')).toBeEmpty({ timeout: 15_000 });
  await expect(coverage).toContainText('Analysed at');
});

test('a shop that shows a captcha fails with the spec message and the server reason', async ({
  page,
}) => {
  const tool = toolControls(page);
  await tool.linkInput.fill(`https://www.amazon.com/product-reviews/${BLOCKED_ASIN}`);
  await tool.analyze.click();
  await expect(page.getByText('Failed to analyze product link. Please try again.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByTestId('server-reason')).not.toBeEmpty();
  await expect(tool.result).toBeHidden();
});

test('a link the server cannot use fails with its reason (the page does not check the format)', async ({
  page,
}) => {
  const tool = toolControls(page);
  await tool.linkInput.fill('not a link at all');
  await tool.analyze.click();
  await expect(page.getByText('Failed to analyze product link. Please try again.')).toBeVisible();
  await expect(page.getByTestId('server-reason')).not.toBeEmpty();
});

test('says how many ratings of the shop page could not be read, as an upload says it of a column', async ({
  page,
}) => {
  const tool = toolControls(page);
  await tool.linkInput.fill(`https://www.amazon.com/product-reviews/${ZERO_STARS_ASIN}`);
  await tool.analyze.click();
  await expect(tool.result).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('unreadable-ratings')).toHaveText(
    "2 values on the shop's pages could not be read as a rating (2 of them 0, below the 1 star a 5-star scale " +
      'starts at): those reviews count as unrated.',
  );
});

test.describe('with the saved real Amazon page', () => {
  test.skip(!hasSharedData(...REAL_PAGE), `shared data ${REAL_PAGE.join('/')} is absent`);

  test('analyses it through the link tab', async ({ page }) => {
    const tool = toolControls(page);
    await tool.linkInput.fill(`https://www.amazon.com/product-reviews/${REAL_ASIN}`);
    await tool.analyze.click();
    await expect(tool.result).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('prod-id')).toHaveText(REAL_ASIN);
    await expect(page.getByTestId('review-row').first()).toBeVisible();
  });
});
