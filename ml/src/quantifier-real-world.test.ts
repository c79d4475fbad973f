// The share quantifier (ADR 091) must not add flags to honest real products: its fpr comes from one review
// source, and other sources' human reviews score above 0.5 more often (Datafiniti 4.7 %), which is why it
// only tops up from an estimated 25 % on.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  createAnalyzer,
  DEFAULT_TEXT_MODEL_PATH,
  loadQuantifierFor,
  loadTextModel,
} from '@reviewsentry/detector';
import { importCsv } from '@reviewsentry/ingest';
import { hasSharedData, sharedDataPath } from '@reviewsentry/test-support';

const FILES = [
  'datafiniti_amazon_devices_dotted_cols_bom.csv',
  'flipkart_iphone15_certified_buyer.csv',
  'amazon_us_mx_instantpot_outof5stars.csv',
  'walmart_seller_reviews_mmddyyyy.csv',
];

describe.skipIf(!hasSharedData('real-world', 'csv', FILES[0]!))(
  'share quantifier on real scraped human reviews',
  () => {
    it.each(FILES)(
      '%s: the same reviews are flagged with and without it',
      async (file) => {
        const model = loadTextModel();
        const quantifier = loadQuantifierFor(DEFAULT_TEXT_MODEL_PATH);
        expect(quantifier).not.toBeNull();
        const { reviews } = await importCsv(
          readFileSync(sharedDataPath('real-world', 'csv', file)),
        );
        const plain = createAnalyzer({ textModel: model }).analyze(reviews);
        const quantified = createAnalyzer({ textModel: model, quantifier: quantifier! }).analyze(
          reviews,
        );
        expect(quantified.fake_reviews_count).toBe(plain.fake_reviews_count);
        expect(quantified.product_status).toBe('Genuine');
        expect(
          quantified.reviews.some((r) =>
            r.reasons.some((x) => x.code === 'machine_generated_share'),
          ),
        ).toBe(false);
      },
      60_000,
    );
  },
);
