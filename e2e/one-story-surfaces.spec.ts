// One review set, every surface: the API's answer, the result page (verdict card, spec fields, grade, the
// screen-reader announcement, the per-product rows), the annotated CSV, the saved report, the history list and the
// CLI tell the same counts, shares, verdicts and grades, in the answer's own rounding, for sets that are easy to get
// wrong: reviews the text model cannot read (Japanese with two English ones, one-line reviews) and a file of
// several products with a product of one review.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { JAPANESE_ASIN, SHOP_HOST } from './support/tool-shop';
import {
  csvPayload,
  JAPANESE_REVIEW_TEXTS as JAPANESE,
  KETTLE_REVIEW_TEXTS,
  toolControls,
} from './support/tool-fixtures';

const run = promisify(execFile);
const CLI = path.resolve('apps/cli/dist/main.js');

const ONE_LINERS = [
  'Good kettle',
  'Works fine',
  'Too loud',
  'Love the colour',
  'Broke after a month',
  'Fast boil',
  'Handle gets hot',
  'Nice and light',
  'Lid sticks a bit',
  'Great value',
  'Cord too short',
  'Would buy again',
  'Not worth it',
  'Quiet enough',
  'Looks cheap',
];

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
const csv = (rows: string[][]) =>
  Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\n') + '\n');
const day = (i: number) => `2024-0${(i % 9) + 1}-1${i % 10}`;

/** Chat-framed answers (ADR 152's floor flags them whatever the model's score), each with its own two features. */
const FEATURES = [
  'boils water quickly',
  'keeps the handle cool',
  'has a sleek stainless finish',
  'shuts off automatically',
  'is easy to fill',
  'pours without dripping',
  'looks elegant on the counter',
  'heats evenly',
  'is quiet while boiling',
  'has a clear water window',
  'feels sturdy',
  'cleans easily',
];
const CHAT_FRAMED = FEATURES.map(
  (feature, i) =>
    `Here's a review of the Steel Kettle: **Pros:** It ${feature}, and it ${FEATURES[(i + 5) % 12]}. ` +
    '**Cons:** The cord could be longer. Overall, I would highly recommend this kettle to anyone looking ' +
    `for a reliable appliance. Let me know if you'd like me to adjust the tone! (${i + 1})`,
);

const SETS: Record<string, Buffer> = {
  // 60 Japanese reviews the model cannot read and 12 English ones it reads, all machine-written: 12 of 72 is under
  // 25 %, but 'Genuine' would speak for the 60 nobody checked for machine writing (ADR 176): no verdict.
  'japanese-and-chat-framed.csv': csv([
    ['prod_id', 'prod_name', 'customer_review', 'customer_rating'],
    ...Array.from({ length: 60 }, (_, i) => [
      'KET-MIX',
      'Kettle MIX',
      JAPANESE[i % JAPANESE.length]! + 'とても'.repeat(Math.floor(i / JAPANESE.length)),
      String((i % 5) + 1),
    ]),
    ...CHAT_FRAMED.map((text) => ['KET-MIX', 'Kettle MIX', text, '5']),
  ]),
  'japanese-and-two-english.csv': csv([
    ['prod_id', 'prod_name', 'customer_review', 'customer_rating', 'review_date'],
    ...[...JAPANESE, ...KETTLE_REVIEW_TEXTS.slice(0, 2)].map((text, i) => [
      'KET-JP',
      'Kettle JP',
      text,
      String((i % 5) + 1),
      day(i),
    ]),
  ]),
  'one-liners.csv': csv([
    ['prod_id', 'prod_name', 'customer_review', 'customer_rating', 'review_date'],
    ...ONE_LINERS.map((text, i) => ['KET-S', 'Kettle S', text, String((i % 5) + 1), day(i)]),
  ]),
  'three-products.csv': csv([
    ['prod_id', 'prod_name', 'customer_review', 'customer_rating', 'review_date'],
    ...KETTLE_REVIEW_TEXTS.map((text, i) => ['KET-1', 'Steel Kettle', text, '4', day(i)]),
    ...JAPANESE.map((text, i) => ['KET-2', 'Kettle JP', text, String((i % 5) + 1), day(i)]),
    ['KET-3', 'Lonely Kettle', KETTLE_REVIEW_TEXTS[0]!.replace('quickly', 'fast'), '2', day(3)],
  ]),
};

interface Figures {
  prod_id: string | null;
  prod_name: string | null;
  total_reviews: number;
  fake_reviews_count: number;
  fake_percentage: number;
  product_status: string;
  trust_score: number | null;
  trust_grade: string | null;
  low_confidence: boolean;
  average_rating: number | null;
}
interface Answer extends Figures {
  reviews: Array<{ id: string; is_fake: boolean; assessed: boolean }>;
  review_coverage: { by_check: { text_model: number } };
  products: Array<Figures & { review_ids: string[] }>;
}

const counted = (n: number, one: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : `${one}s`}`;
const figures = (a: Figures) => ({
  total_reviews: a.total_reviews,
  fake_reviews_count: a.fake_reviews_count,
  fake_percentage: a.fake_percentage,
  product_status: a.product_status,
  trust_score: a.trust_score,
  trust_grade: a.trust_grade,
  low_confidence: a.low_confidence,
});

async function uploadThroughPage(page: Page, name: string): Promise<Answer> {
  await page.goto('/modeltryitout');
  const tool = toolControls(page);
  await tool.fileInput.setInputFiles(csvPayload(name, SETS[name]!));
  const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/upload');
  await tool.upload.click();
  await expect(tool.result).toBeVisible();
  return (await (await response).json()) as Answer;
}

/** The verdict card of one product as the page shows it, and what the page says about it elsewhere. */
async function expectCardTells(page: Page, answer: Figures) {
  const card = page.getByTestId('verdict-card');
  await expect(card.getByTestId('verdict-status')).toHaveText(answer.product_status);
  await expect(card.getByTestId('verdict-share')).toHaveText(
    `${answer.fake_percentage}% fake · ${answer.fake_reviews_count.toLocaleString('en-US')} of ` +
      counted(answer.total_reviews, 'review'),
  );
  await expect(card.getByTestId('fake-percentage')).toHaveText(`${answer.fake_percentage}%`);
  if (answer.trust_grade === null) await expect(card.getByTestId('verdict-grade')).toHaveCount(0);
  else
    await expect(card.getByTestId('verdict-grade')).toHaveText(
      `Grade ${answer.trust_grade} · trust score ${answer.trust_score} / 100`,
    );
}

async function annotatedCsv(page: Page, name: string) {
  const response = await page.request.post('/upload', {
    headers: { Accept: 'text/csv' },
    multipart: { file: { name, mimeType: 'text/csv', buffer: SETS[name]! } },
  });
  expect(response.status()).toBe(200);
  const lines = (await response.text())
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split(/\r?\n/);
  // Our sets have no quoted line breaks; the last two cells are reviewsentry_reasons and reviewsentry_status.
  const cells = lines.slice(1).map((line) => line.split(','));
  const header = lines[0]!.split(',');
  const isFake = header.indexOf('reviewsentry_is_fake');
  return {
    fake: cells.filter((c) => c[isFake] === 'true').length,
    judged: cells.filter((c) => !c.some((cell) => cell.startsWith('not_assessed:'))).length,
  };
}

async function cli(name: string, json: boolean) {
  const dir = await mkdtemp(path.join(tmpdir(), 'reviewsentry-one-story-'));
  try {
    const file = path.join(dir, name);
    await writeFile(file, SETS[name]!);
    const { stdout } = await run(
      process.execPath,
      [CLI, 'analyze', file, '-q', ...(json ? ['--json'] : [])],
      { env: { ...process.env, NO_COLOR: '1' }, timeout: 60_000 },
    );
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

test.describe('one review set tells one story on every surface', () => {
  test.setTimeout(120_000);

  for (const name of ['japanese-and-two-english.csv', 'one-liners.csv']) {
    test(name, async ({ page }) => {
      const answer = await uploadThroughPage(page, name);
      expect(answer.products).toEqual([]);

      // The result page.
      await expectCardTells(page, answer);
      const announced = page.getByTestId('result-announcement');
      await expect(announced).toContainText(`: ${answer.product_status}.`);
      await expect(announced).toContainText(
        `${answer.fake_percentage}% fake: ${answer.fake_reviews_count} of ${counted(answer.total_reviews, 'review')}.`,
      );
      if (answer.low_confidence) await expect(announced).toContainText('low confidence');
      if (answer.trust_grade !== null)
        await expect(announced).toContainText(
          `Trust score ${answer.trust_score} / 100, grade ${answer.trust_grade}.`,
        );
      // Only the text model finds machine writing: the sentence says what it could not read.
      const read = answer.review_coverage.by_check.text_model;
      if (read < answer.total_reviews)
        await expect(page.getByTestId('verdict-sentence')).toContainText(
          read === 0
            ? 'could be checked for machine writing'
            : `${read} that could be checked for machine writing`,
        );
      // The reviews the page marks flagged are the answer's fakes.
      const flagged = await page
        .getByTestId('review-verdict')
        .evaluateAll((els) => els.filter((el) => el.textContent?.startsWith('Flagged')).length);
      expect(flagged).toBe(answer.reviews.filter((r) => r.is_fake).length);
      expect(answer.fake_reviews_count).toBe(flagged);

      // The annotated CSV counts the same fakes and judged reviews.
      expect(await annotatedCsv(page, name)).toEqual({
        fake: answer.fake_reviews_count,
        judged: answer.total_reviews,
      });

      // The saved report, opened from its address.
      const address = await page
        .getByTestId('saved-report')
        .getByLabel('Link to this result')
        .inputValue();
      await page.goto(address);
      await expectCardTells(page, answer);
      // Its link preview, as a chat app fetching the address would see it.
      const html = await (await page.request.get(address)).text();
      const preview = /<meta property="og:description" content="([^"]*)"/.exec(html)?.[1] ?? '';
      expect(preview).toContain(`Verdict: ${answer.product_status}`);
      expect(preview.includes('low confidence')).toBe(answer.low_confidence);

      // The history list of this browser.
      await page.goto('/modeltryitout');
      const entry = page.getByTestId('history-entry').first();
      await expect(entry.getByTestId('history-status')).toHaveText(answer.product_status);
      await expect(entry).toContainText(
        `${answer.fake_reviews_count} of ${answer.total_reviews} reviews ${answer.fake_reviews_count === 1 ? 'looks' : 'look'} fake (${answer.fake_percentage}%)`,
      );
      expect((await entry.textContent())?.includes('low confidence')).toBe(answer.low_confidence);

      // The CLI, as JSON and as text.
      const fromCli = JSON.parse(await cli(name, true)) as Answer;
      expect(figures(fromCli)).toEqual(figures(answer));
      const text = await cli(name, false);
      expect(text).toContain(`  Verdict        ${answer.product_status}`);
      expect(text).toContain(
        `${answer.fake_reviews_count} of ${answer.total_reviews} judged = ${answer.fake_percentage} %`,
      );
      expect(text).toMatch(
        answer.fake_reviews_count === 0
          ? /Most suspicious reviews\n {2}none judged fake/
          : new RegExp(
              `Most suspicious reviews \\(\\d+ of ${answer.fake_reviews_count} judged fake\\)`,
            ),
      );
      expect(text).toContain(
        answer.trust_grade === null
          ? '  Trust score    none'
          : `  Trust score    ${answer.trust_score}/100, grade ${answer.trust_grade}`,
      );
    });
  }

  // From ten judged reviews on, no verdict means too few were read: no surface says "too few reviews" of 72.
  test('japanese-and-chat-framed.csv: no verdict, and every surface says why in the same words', async ({
    page,
  }) => {
    const name = 'japanese-and-chat-framed.csv';
    const answer = await uploadThroughPage(page, name);
    expect(figures(answer)).toEqual({
      total_reviews: 72,
      fake_reviews_count: 12,
      fake_percentage: 16.67,
      product_status: 'Not enough reviews',
      trust_score: null,
      trust_grade: null,
      low_confidence: true,
    });
    const why =
      'Only 12 of the 72 reviews checked could be checked for machine writing, and too many of those look fake ' +
      'to call the product genuine: no verdict.';
    const withoutCount =
      'Too few of the 72 reviews checked could be checked for machine writing: no verdict.';
    await expectCardTells(page, answer);
    await expect(page.getByTestId('verdict-sentence')).toHaveText(why);
    await expect(page.getByTestId('result-announcement')).toContainText(why);
    await expect(page.getByTestId('fake-gauge')).toContainText('no verdict');
    await expect(page.getByTestId('trust-score')).toHaveText(
      'None: without a verdict there is no score or grade.',
    );
    await expect(page.getByTestId('consistency-note')).toContainText(
      "so 'Genuine' would speak for reviews nobody checked for machine writing",
    );
    await expect(page.getByTestId('result-panel')).not.toContainText(/too few reviews/i);

    const address = await page
      .getByTestId('saved-report')
      .getByLabel('Link to this result')
      .inputValue();
    const html = await (await page.request.get(address)).text();
    expect(/<meta property="og:description" content="([^"]*)"/.exec(html)?.[1]).toContain(
      withoutCount,
    );
    await page.goto('/modeltryitout');
    const entry = page.getByTestId('history-entry').first();
    await expect(entry.getByTestId('history-status')).toHaveText('Not enough reviews');
    await expect(entry).toContainText(withoutCount);

    expect(figures(JSON.parse(await cli(name, true)) as Answer)).toEqual(figures(answer));
    const text = await cli(name, false);
    expect(text).toContain(
      '  Trust score    none (only 12 of the 72 reviews checked could be checked for machine writing',
    );
  });

  test('a shop link of Japanese reviews with two English ones: the page, the history and the API agree', async ({
    page,
  }) => {
    const url = `https://${SHOP_HOST}/product-reviews/${JAPANESE_ASIN}`;
    await page.goto('/modeltryitout');
    const tool = toolControls(page);
    await tool.linkTab.click();
    await tool.linkInput.fill(url);
    await tool.analyze.click();
    await expect(tool.result).toBeVisible({ timeout: 30_000 });
    // The same link again, as plain JSON: the server's cached answer to the page's request.
    const response = await page.request.post('/analyze', { data: { url } });
    expect(response.status()).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer.total_reviews).toBe(JAPANESE.length + 2);
    await expectCardTells(page, answer);
    const read = answer.review_coverage.by_check.text_model;
    expect(read).toBeLessThan(answer.total_reviews);
    await expect(page.getByTestId('verdict-sentence')).toContainText(
      'could be checked for machine writing',
    );
    await expect(page.getByTestId('result-announcement')).toContainText(
      answer.low_confidence ? 'low confidence' : answer.product_status,
    );
    await page.goto('/modeltryitout');
    const entry = page.getByTestId('history-entry').first();
    await expect(entry.getByTestId('history-status')).toHaveText(answer.product_status);
    expect((await entry.textContent())?.includes('low confidence')).toBe(answer.low_confidence);
  });

  test('three-products.csv: each product the same in its row, its own card, the annotated CSV and the CLI', async ({
    page,
  }) => {
    const name = 'three-products.csv';
    const answer = await uploadThroughPage(page, name);
    expect(answer.products).toHaveLength(3);
    const rows = page.getByTestId('overview-product');
    await expect(rows).toHaveCount(3);
    const shown = await rows.evaluateAll((els) =>
      els.map((el) => ({
        text: el.textContent ?? '',
        status: el.querySelector('[data-testid="overview-status"]')?.textContent ?? '',
      })),
    );
    for (const product of answer.products) {
      const row = shown.find((r) => r.text.startsWith(product.prod_name ?? ''));
      expect(row, product.prod_name ?? '').toBeDefined();
      expect(row!.status).toBe(product.product_status);
      expect(row!.text).toContain(
        `${product.fake_percentage}% (${product.fake_reviews_count} of ${product.total_reviews})`,
      );
      expect(row!.text).toContain(product.trust_grade ?? '—');
      expect(row!.text.includes('low confidence')).toBe(
        product.low_confidence && product.product_status !== 'Not enough reviews',
      );
    }
    // Each product opened from its row shows its own verdict card with the same figures.
    for (const product of answer.products) {
      await page.getByRole('button', { name: product.prod_name ?? '' }).click();
      await expect(page.getByTestId('verdict-card').getByRole('heading', { level: 2 })).toHaveText(
        product.prod_name ?? '',
      );
      await expectCardTells(page, product);
      await page.getByRole('button', { name: /All 3 products/ }).click();
      await expect(rows).toHaveCount(3);
    }
    expect(await annotatedCsv(page, name)).toEqual({
      fake: answer.fake_reviews_count,
      judged: answer.total_reviews,
    });

    const fromCli = JSON.parse(await cli(name, true)) as Answer;
    expect(fromCli.products.map(figures)).toEqual(answer.products.map(figures));
    const text = await cli(name, false);
    for (const product of answer.products) {
      const line = text.split('\n').find((l) => l.includes(`(${product.prod_id})`));
      expect(line, product.prod_id ?? '').toBeDefined();
      expect(line).toContain(product.product_status);
      expect(line).toContain(`${product.fake_percentage} %`);
      expect(line).toContain(
        product.trust_grade === null ? '—' : `${product.trust_score} ${product.trust_grade}`,
      );
    }
  });
});
