// The product status sized to its evidence (docs/decisions/100-verdict-evidence-rule.md):
// - fewer than MIN_JUDGED_REVIEWS judged reviews: 'Not enough reviews' (no band claimed at all);
// - otherwise the band of the reported fake share, but never more than one band above the band of the 95 %
//   Wilson interval's lower end: 'Fake' needs the share to be at least 25 % with 97.5 % confidence, or the
//   verdict is 'Likely Fake'. An accusation needs its evidence; 'Genuine' is what remains.
import { MIN_JUDGED_REVIEWS, STATUS_THRESHOLDS, type ProductStatus } from '@reviewsentry/contracts';
import { wilsonInterval } from '../stats/wilson';

// Fewer judged reviews than MIN_JUDGED_REVIEWS give no verdict: one review would move the share by more than 10
// points.
export { MIN_JUDGED_REVIEWS };
/** Fewer judged reviews than this, or an interval reaching into another band, make a verdict low-confidence. */
export const MIN_FIRM_REVIEWS = 20;

export function roundPercent(x: number): number {
  return Math.round(x * 100) / 100;
}

type Band = Exclude<ProductStatus, 'Not enough reviews'>;
const BANDS: readonly Band[] = ['Genuine', 'Likely Fake', 'Fake'];

/**
 * The band of a fake percentage *as reported* (rounded to 2 decimals), so that the number a shopper sees and
 * the band beside it agree: 24.996 % is shown as 25.00 % and is therefore 'Likely Fake'.
 */
export function productStatus(fakePercentage: number): Band {
  if (fakePercentage >= STATUS_THRESHOLDS.fake) return 'Fake';
  if (fakePercentage >= STATUS_THRESHOLDS.likelyFake) return 'Likely Fake';
  return 'Genuine';
}

export interface ShareVerdict {
  fake_percentage: number;
  product_status: ProductStatus;
  fake_share_interval: { low: number; high: number };
  low_confidence: boolean;
  /** The band the share alone gives when the evidence rule chose a weaker status; otherwise null. */
  band_of_share: Band | null;
}

/**
 * The verdict over `judged` reviews of which `fakeCount` were judged fake (rule 2 of docs/api.md).
 * `hiddenFakes`: how many more fakes the count may have missed where the text model's rates are uncertain
 * (language-shares.ts); the interval's upper end is then the Wilson bound of the count with them.
 */
export function shareVerdict(fakeCount: number, judged: number, hiddenFakes = 0): ShareVerdict {
  const fake_percentage = judged === 0 ? 0 : roundPercent((100 * fakeCount) / judged);
  const ci = wilsonInterval(fakeCount, judged);
  const low = roundPercent(ci.low * 100);
  const upper =
    hiddenFakes > 0 ? wilsonInterval(Math.min(judged, fakeCount + hiddenFakes), judged) : ci;
  const high = roundPercent(upper.high * 100);
  const band = productStatus(fake_percentage);
  const crossesBand = productStatus(low) !== band || productStatus(high) !== band;
  const base = { fake_percentage, fake_share_interval: { low, high } };
  if (judged < MIN_JUDGED_REVIEWS)
    return {
      ...base,
      product_status: 'Not enough reviews',
      low_confidence: true,
      band_of_share: null,
    };
  const supported = BANDS[Math.min(BANDS.indexOf(band), BANDS.indexOf(productStatus(low)) + 1)]!;
  return {
    ...base,
    product_status: supported,
    low_confidence: judged < MIN_FIRM_REVIEWS || crossesBand,
    band_of_share: supported === band ? null : band,
  };
}
