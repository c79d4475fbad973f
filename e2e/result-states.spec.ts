/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// The answer told honestly in each state the analysis can return, on a phone and a laptop: no verdict (and no
// verdict's colour) when too few reviews could be judged, a partly judged set that says what was not read, and a
// saved result that opens with its answer in view. Callbacks passed to page.evaluate run in the browser.
import type { Page } from '@playwright/test';
import { reportCreatedSchema } from '@reviewsentry/contracts';
import { seriousAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import {
  csvPayload,
  fewReviewsCsv,
  kettleCsv,
  partlyJudgedCsv,
  toolControls,
} from './support/tool-fixtures';

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

const CARD_PARTS = ['verdict-status', 'verdict-share', 'verdict-sentence'];

/** Uploads the file and waits for the answer to take focus; returns the server's answer as sent. */
async function upload(page: Page, name: string, csv: Buffer) {
  await page.goto('/modeltryitout');
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(csvPayload(name, csv));
  const answer = page.waitForResponse((r) => new URL(r.url()).pathname === '/upload');
  await tool.upload.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Steel Kettle' })).toBeFocused();
  return (await (await answer).json()) as { verdict_explanation: string };
}

/** The verdict's parts are wholly in view and not under the sticky header. */
async function expectAnswerInView(page: Page) {
  for (const part of CARD_PARTS) {
    const element = page.getByTestId(part);
    await expect(element).toBeInViewport({ ratio: 1 });
    const uncovered = await element.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && el.contains(hit);
    });
    expect(uncovered, `${part} is not hidden under the header`).toBe(true);
  }
}

/** Widths that overflow: the page's and each review row's. */
function sideways(page: Page) {
  return page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    rows: Array.from(document.querySelectorAll('[data-testid="review-row"]')).filter(
      (row) => row.scrollWidth > row.clientWidth,
    ).length,
  }));
}

for (const viewport of VIEWPORTS) {
  test.describe(`on a ${viewport.name} (${viewport.width} × ${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('too few judged reviews: no verdict, no grade, no verdict colour, and why', async ({
      page,
    }) => {
      const answer = await upload(page, 'few.csv', fewReviewsCsv());
      await expectAnswerInView(page);
      const card = page.getByTestId('verdict-card');
      await expect(card.getByTestId('verdict-status')).toHaveText('Not enough reviews');
      await expect(card.getByTestId('verdict-status')).toHaveAttribute('data-tone', 'neutral');
      await expect(card.getByTestId('fake-gauge')).toHaveAttribute('data-tone', 'neutral');
      await expect(card.getByTestId('fake-gauge')).toContainText('no verdict');
      await expect(card.getByTestId('verdict-grade')).toHaveCount(0);
      await expect(page.getByTestId('trust-score')).toHaveText(/^None: too few reviews/);
      await expect(card.getByTestId('verdict-sentence')).toHaveText(
        'Only 4 reviews could be checked: too few to say whether they are fake.',
      );
      // The server's own explanation, and what was not judged.
      expect(answer.verdict_explanation).toMatch(/\b10\b/);
      await expect(card.getByTestId('consistency-note')).toHaveText(answer.verdict_explanation);
      await expect(card.getByTestId('coverage-statement')).toContainText(
        '4 of 6 reviews were checked.',
      );
      await expect(card.getByTestId('coverage-statement')).toContainText(
        'Not checked: 2 with a rating but no text.',
      );
      // The six fields still agree with the card.
      await expect(card.getByTestId('total-reviews')).toHaveText('4');
      expect(await sideways(page)).toEqual({ page: 0, rows: 0 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('a partly judged set says, next to the verdict, what was not read and why', async ({
      page,
    }) => {
      await upload(page, 'partly.csv', partlyJudgedCsv());
      await expectAnswerInView(page);
      const card = page.getByTestId('verdict-card');
      await expect(card.getByTestId('verdict-status')).not.toHaveText('Not enough reviews');
      await expect(card.getByTestId('total-reviews')).toHaveText('16');
      const coverage = card.getByTestId('coverage-statement');
      await expect(coverage).toContainText('16 of 18 reviews were checked.');
      await expect(coverage).toContainText('Not checked: 2 with a rating but no text.');
      await expect(coverage).toContainText(
        'The machine-writing check read 12 of the 16 reviews checked. The other 4 were checked for ' +
          'copies and other signs only: 4 too short for it.',
      );
      // The server's full account is with the details.
      await expect(page.getByTestId('review-coverage')).not.toBeEmpty();
      expect(await sideways(page)).toEqual({ page: 0, rows: 0 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('a saved result opens with its answer in view, fits the screen and passes axe', async ({
      page,
    }) => {
      const created = await page.request.post('/api/reports', {
        multipart: { file: csvPayload('kettle.csv', kettleCsv()) },
      });
      expect(created.status()).toBe(201);
      const { url } = reportCreatedSchema.parse(await created.json());
      await page.goto(url);
      await expect(page.getByTestId('verdict-card')).toBeVisible();
      await expect(page.getByTestId('verdict-card').getByRole('heading', { level: 2 })).toHaveText(
        'Steel Kettle',
      );
      await expectAnswerInView(page);
      await expect(page.getByTestId('review-row')).toHaveCount(19);
      expect(await sideways(page)).toEqual({ page: 0, rows: 0 });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test('a saved result without a verdict stays neutral', async ({ page }) => {
      const created = await page.request.post('/api/reports', {
        multipart: { file: csvPayload('few.csv', fewReviewsCsv()) },
      });
      expect(created.status()).toBe(201);
      await page.goto(reportCreatedSchema.parse(await created.json()).url);
      const card = page.getByTestId('verdict-card');
      await expect(card.getByTestId('verdict-status')).toHaveText('Not enough reviews');
      await expect(card.getByTestId('fake-gauge')).toHaveAttribute('data-tone', 'neutral');
      await expect(card.getByTestId('verdict-grade')).toHaveCount(0);
      await expectAnswerInView(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  });
}
