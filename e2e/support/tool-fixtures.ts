// Our own small CSV for the tool's browser tests (no third-party data needed), and the page's helpers.
import type { Locator, Page } from '@playwright/test';

/** Plain, specific kettle reviews written by us: the genuine side of our fixture CSV and fixture shop. */
export const KETTLE_REVIEW_TEXTS = [
  'It heats up quickly and the handle stays cool, which I did not expect at this price point.',
  'After two weeks the switch started to stick and now it only works every other time I press it.',
  'The lid is hard to open with one hand, but the water tastes clean and there is no plastic smell.',
  'We use it every morning for tea. It is quieter than our old one and switches off reliably.',
  'Arrived with a dent in the side. The seller replaced it quickly and the new one works fine.',
  'The cord is a little short for our kitchen, so it has to sit right next to the outlet.',
  'Boils a full kettle in about four minutes. The blue light is bright, maybe too bright at night.',
  'Limescale builds up fast with our hard water, so I descale it with vinegar every two weeks.',
  'Good value for the money. The filter in the spout catches most of the scale flakes.',
  'The base wobbles slightly on our counter, but otherwise it does exactly what a kettle should.',
  'I returned it because the outside gets too hot to touch, which worries me with small children.',
  'Nice brushed finish that does not show fingerprints much. The water window is easy to read.',
];

/** Japanese reviews written by us: plain, specific, none a copy of another. */
export const JAPANESE_REVIEW_TEXTS = [
  'お湯が沸くのがとても早くて、朝の忙しい時間に助かっています。',
  '取っ手が熱くならないので、子どもがいても安心して使えます。',
  'ふたが少し固くて、片手で開けるのは難しいと感じました。',
  '音が静かで、夜遅くに使っても家族を起こさずに済みます。',
  '届いたときに側面が少しへこんでいましたが、すぐに交換してもらえました。',
  'コードが短めなので、コンセントの近くに置く必要があります。',
  '水垢がたまりやすいので、二週間に一度はクエン酸で掃除しています。',
  'デザインがシンプルで、キッチンの雰囲気によく合っています。',
  '一度に沸かせる量が多く、来客時にも十分な量を用意できます。',
  '電源が自動で切れるので、消し忘れの心配がありません。',
  '外側がかなり熱くなるので、触らないように注意が必要です。',
  '値段の割には作りがしっかりしていて、満足しています。',
];

const PROMO =
  'Best kettle ever!!! Amazing product, five stars, highly recommend it to everyone, buy it now!!!';

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);

/** The spec's own column names plus a date; six copies of one promotional text make a duplicate cluster. */
export function kettleCsv(): Buffer {
  const rows = [['prod_id', 'prod_name', 'customer_review', 'customer_rating', 'review_date']];
  KETTLE_REVIEW_TEXTS.forEach((text, i) =>
    rows.push([
      'KET-1',
      'Steel Kettle',
      text,
      String((i % 4) + 2),
      `2024-0${(i % 6) + 1}-1${i % 9}`,
    ]),
  );
  for (let i = 0; i < 6; i++) rows.push(['KET-1', 'Steel Kettle', PROMO, '5', '2024-07-01']);
  // A formula in a cell: the annotated CSV must not hand it to a spreadsheet as a formula.
  rows.push([
    'KET-1',
    'Steel Kettle',
    '=HYPERLINK("http://example.invalid","click me") works fine',
    '4',
    '2024-07-02',
  ]);
  return Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\n') + '\n');
}

export const KETTLE_ROWS = 19;

/** Two products in one file: six kettle reviews plus the promotional copies, and six teapot reviews. */
export function twoProductCsv(): Buffer {
  const rows = [['prod_id', 'prod_name', 'customer_review', 'customer_rating']];
  KETTLE_REVIEW_TEXTS.slice(0, 6).forEach((text, i) =>
    rows.push(['KET-1', 'Steel Kettle', text, String((i % 4) + 2)]),
  );
  for (let i = 0; i < 4; i++) rows.push(['KET-1', 'Steel Kettle', PROMO, '5']);
  KETTLE_REVIEW_TEXTS.slice(6).forEach((text, i) =>
    rows.push(['TEA-2', 'Glass Teapot', text, String((i % 3) + 3)]),
  );
  return Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\n') + '\n');
}

export function csvPayload(name: string, buffer: Buffer) {
  return { name, mimeType: 'text/csv', buffer };
}

export const toolControls = (page: Page) => ({
  csvTab: page.getByRole('tab', { name: 'Analyze via Scraped CSV File' }),
  linkTab: page.getByRole('tab', { name: 'Analyze Product via Link' }),
  fileInput: page.getByLabel('CSV file of reviews'),
  upload: page.getByRole('button', { name: /^(Upload|Uploading\.\.\.)$/ }),
  analyze: page.getByRole('button', { name: /^(Analyze|Analyzing\.\.\.)$/ }),
  linkInput: page.getByPlaceholder('Enter product link'),
  reset: page.getByRole('tabpanel').getByRole('button', { name: 'Reset' }),
  error: page.getByTestId('tool-error'),
  result: page.getByTestId('result-panel'),
});

/** The computed colour of a CSS property as [r, g, b], whatever syntax (oklch, hex, rgb) the browser reports. */
export function rgbOf(locator: Locator, property: string): Promise<number[]> {
  return locator.evaluate((element, prop) => {
    const value = getComputedStyle(element).getPropertyValue(prop);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = value;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  }, property);
}

/** Requests to the analysis API, recorded from the moment this is called. */
export function recordAnalysisRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/upload' || pathname === '/analyze')
      seen.push(`${request.method()} ${pathname}`);
  });
  return seen;
}

/** A CSV of about `megabytes` MB: a hundred real-looking reviews, each carrying a long unused notes column. */
export function paddedCsv(megabytes: number): Buffer {
  const rows = 100;
  const pad = 'n'.repeat(Math.round((megabytes * 1024 * 1024) / rows));
  const lines = ['customer_review,customer_rating,notes'];
  for (let i = 0; i < rows; i++)
    lines.push(
      `${quote(KETTLE_REVIEW_TEXTS[i % KETTLE_REVIEW_TEXTS.length]!)},${(i % 5) + 1},${pad}`,
    );
  return Buffer.from(lines.join('\n') + '\n');
}

/** `count` products of six plain reviews each; the first one also carries four promotional copies. */
export function manyProductsCsv(count: number): Buffer {
  const rows = [['prod_id', 'prod_name', 'customer_review', 'customer_rating']];
  for (let p = 0; p < count; p++) {
    const id = `PRD-${String(p + 1).padStart(2, '0')}`;
    const name = `Product number ${p + 1}`;
    KETTLE_REVIEW_TEXTS.slice(p % 6, (p % 6) + 6).forEach((text, i) =>
      rows.push([id, name, `${text} (${name})`, String(((i + p) % 5) + 1)]),
    );
    if (p === 0) for (let i = 0; i < 4; i++) rows.push([id, name, PROMO, '5']);
  }
  return Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\n') + '\n');
}

/** Short texts of our own, under the text model's minimum length: judged by the copy search, not by the model. */
const SHORT_KETTLE_TEXTS = [
  'Works fine.',
  'Too loud for me.',
  'Love the colour.',
  'Handle gets warm.',
];

/** Two rows with a rating and no text: counted in the ratings, never judged. */
const RATING_ONLY_ROWS = [
  ['KET-1', 'Steel Kettle', '', '4'],
  ['KET-1', 'Steel Kettle', '', '2'],
];

function kettleRows(texts: readonly string[]): Buffer {
  const rows = [['prod_id', 'prod_name', 'customer_review', 'customer_rating']];
  texts.forEach((text, i) => rows.push(['KET-1', 'Steel Kettle', text, String((i % 4) + 2)]));
  rows.push(...RATING_ONLY_ROWS);
  return Buffer.from(rows.map((r) => r.map(quote).join(',')).join('\n') + '\n');
}

/** Four plain reviews and two rating-only rows: too few judged reviews for a verdict. */
export const fewReviewsCsv = () => kettleRows(KETTLE_REVIEW_TEXTS.slice(0, 4));

/** Twelve plain reviews, four too short for the text model, two rating-only rows: a partly judged set. */
export const partlyJudgedCsv = () => kettleRows([...KETTLE_REVIEW_TEXTS, ...SHORT_KETTLE_TEXTS]);

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation): progress stays on screen a while. */
export async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}
