// The product-level target (the verdict band of ≥ 95 % of synthetic products), rerun on every test run so that a
// model or rule change that breaks it fails CI. This evaluates (never tunes): the rule was chosen on the validation split (ADR 091).
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAKE_THRESHOLD,
  DEFAULT_PSEUDO_REVIEWS,
  DEFAULT_TEXT_MODEL_PATH,
  loadQuantifierFor,
  loadTextModel,
} from '@reviewsentry/detector';
import { hasSharedData } from '@reviewsentry/test-support';
import { SALMINEN_TEST } from './data';
import { readProductRows } from './eval-products-data';
import { DEFAULT_PRODUCT_GRID, runEvalProducts, summarise } from './eval-products-run';

describe.skipIf(!hasSharedData('fake-reviews-salminen', 'test.csv'))(
  'npm run eval:products on test.csv (verdict band matches ≥ 95 %)',
  () => {
    it('matches the band of the true share for at least 95 % of 240 synthetic products', () => {
      const outcomes = runEvalProducts(loadTextModel(), readProductRows(SALMINEN_TEST), {
        shares: [...DEFAULT_PRODUCT_GRID.shares],
        sizes: [...DEFAULT_PRODUCT_GRID.sizes],
        productsPerShare: DEFAULT_PRODUCT_GRID.productsPerShare,
        seed: DEFAULT_PRODUCT_GRID.seed,
        threshold: DEFAULT_FAKE_THRESHOLD,
        pseudoReviews: DEFAULT_PSEUDO_REVIEWS,
        quantifier: loadQuantifierFor(DEFAULT_TEXT_MODEL_PATH),
      });
      const summary = summarise(outcomes, DEFAULT_FAKE_THRESHOLD);
      expect(summary.products).toBe(240);
      expect(summary.band_match_rate).toBeGreaterThanOrEqual(0.95);
      expect(summary.band_match_rate_off_boundary).toBe(1);
    }, 120_000);
  },
);
