// Review dates from the importer to the detector's answer: approximate dates keep their precision and never
// make a burst; real files with relative, partial or holiday-peaked dates raise no burst alert; a campaign
// on a steady product still does. The real files skip loudly when the shared data is absent.
import { readFileSync } from 'node:fs';
import type { Review } from '@reviewsentry/contracts';
import { importCsv } from '@reviewsentry/ingest';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { isoDay } from './dates';
import { detectBursts } from './signals/bursts';
import { markerModel } from './test-fixtures/marker-model';
import { prepare } from './test-fixtures/prepare';
import { distinctReviews } from './test-fixtures/review-texts';

const analyzer = createAnalyzer({ textModel: markerModel });
const csvCell = (s: string) => `"${s.replace(/"/gu, '""')}"`;

describe('dates through import and analysis (our own files)', () => {
  it('answers relative and partial dates at their precision, never as days', async () => {
    const texts = distinctReviews(4, 31).map((r) => r.text);
    const csv =
      'review,rating,date\n' +
      [
        [texts[0], 5, '10 months ago'],
        [texts[1], 4, 'Oct, 2023'],
        [texts[2], 3, '2023'],
        [texts[3], 5, '2024-03-05'],
      ]
        .map(([t, r, d]) => `${csvCell(String(t))},${r},${csvCell(String(d))}`)
        .join('\n');
    const imported = await importCsv(Buffer.from(csv));
    const result = analyzer.analyze(imported.reviews);
    expect(result.reviews.map((r) => [r.date, r.date_precision, r.date_text])).toEqual([
      [null, 'relative', '10 months ago'],
      ['2023-10', 'month', null],
      ['2023', 'year', null],
      ['2024-03-05', 'day', null],
    ]);
    // One date known only to the year makes the chart yearly; the relative one is not charted.
    expect(result.reviews_over_time).toEqual([
      { period: '2023', count: 2, fake_count: 0 },
      { period: '2024', count: 1, fake_count: 0 },
    ]);
  });

  it('still finds a campaign of 40 five-star reviews in two days on a product of one a day', async () => {
    const START = 19_700; // 2023-12-09
    const rows = distinctReviews(240, 32).map((r, i) => {
      const campaign = i >= 200;
      const day = campaign ? 120 + (i % 2) : i;
      const rating = campaign ? 5 : [5, 4, 3, 5, 1][i % 5];
      return `${csvCell(r.text)},${rating},${isoDay(START + day)},Kettle K1`;
    });
    const imported = await importCsv(
      Buffer.from(`review,rating,date,product\n${rows.join('\n')}\n`),
    );
    const burst = analyzer.analyze(imported.reviews).alerts.find((a) => a.code === 'review_burst');
    expect(burst).toMatchObject({
      severity: 'critical',
      metrics: expect.objectContaining({ burst_days: 2, reviews_in_bursts: 42 }),
    });
  });
});

/** The burst alerts of the whole file and of each of its products on its own. */
function burstAlerts(reviews: readonly Review[]) {
  const whole = analyzer.analyze(reviews).alerts.filter((a) => a.code === 'review_burst');
  const groups = new Map<string, Review[]>();
  for (const r of reviews) {
    const key = r.product_id ?? r.product_name ?? '';
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const perProduct = [...groups.values()].flatMap((g) => detectBursts(prepare(g)).alerts);
  return { whole, perProduct, products: groups.size };
}

const realFile = (name: string, body: (bytes: () => Buffer) => void) =>
  describe.skipIf(!hasSharedData('real-world', 'csv', name))(name, () =>
    body(() => readFileSync(sharedDataPath('real-world', 'csv', name))),
  );

realFile('flipkart_iphone15_certified_buyer.csv', (bytes) => {
  it('raises no burst from relative ("10 months ago") and partial ("Nov, 2023") dates', async () => {
    const imported = await importCsv(bytes());
    const { whole, perProduct } = burstAlerts(imported.reviews);
    expect(whole).toEqual([]);
    expect(perProduct).toEqual([]);
    const result = analyzer.analyze(imported.reviews);
    expect(result.reviews.some((r) => r.reasons.some((x) => x.code === 'review_burst'))).toBe(
      false,
    );
    // Its 69 month-dated reviews are charted by month, the 2 the export lists a second time once; no period
    // is a day.
    expect(result.reviews_over_time.every((b) => /^\d{4}-\d{2}$/u.test(b.period))).toBe(true);
    expect(result.reviews_over_time.reduce((n, b) => n + b.count, 0)).toBe(67);
  });
});

realFile('datafiniti_amazon_devices_dotted_cols_bom.csv', (bytes) => {
  it('raises no burst from its holiday peaks, for the file or any of its 24 products', async () => {
    const imported = await importCsv(bytes());
    const { whole, perProduct, products } = burstAlerts(imported.reviews);
    expect(products).toBe(24);
    expect(whole).toEqual([]);
    expect(perProduct).toEqual([]);
  });
});
