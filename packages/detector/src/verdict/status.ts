import { STATUS_THRESHOLDS, type ProductStatus } from '@reviewsentry/contracts';
import { wilsonInterval } from '../stats/wilson';

/** Fewer assessed reviews than this never give a firm verdict. */
export const MIN_FIRM_REVIEWS = 20;

export function roundPercent(x: number): number {
  return Math.round(x * 100) / 100;
}

/**
 * Status from the fake percentage *as reported* (rounded to 2 decimals), so that the number a shopper sees
 * and the verdict beside it always agree: 24.996 % is shown as 25.00 % and is therefore 'Likely Fake'.
 */
export function productStatus(fakePercentage: number): ProductStatus {
  if (fakePercentage >= STATUS_THRESHOLDS.fake) return 'Fake';
  if (fakePercentage >= STATUS_THRESHOLDS.likelyFake) return 'Likely Fake';
  return 'Genuine';
}

export interface ShareVerdict {
  fake_percentage: number;
  product_status: ProductStatus;
  fake_share_interval: { low: number; high: number };
  low_confidence: boolean;
}

/**
 * Verdict over the assessed reviews. The verdict is low-confidence when few reviews were assessed or when
 * the 95 % Wilson interval on the fake share reaches into another status band.
 */
export function shareVerdict(fakeCount: number, assessed: number): ShareVerdict {
  const fake_percentage = roundPercent((100 * fakeCount) / assessed);
  const product_status = productStatus(fake_percentage);
  const ci = wilsonInterval(fakeCount, assessed);
  const low = roundPercent(ci.low * 100);
  const high = roundPercent(ci.high * 100);
  const crossesBand =
    productStatus(low) !== product_status || productStatus(high) !== product_status;
  return {
    fake_percentage,
    product_status,
    fake_share_interval: { low, high },
    low_confidence: assessed < MIN_FIRM_REVIEWS || crossesBand,
  };
}
