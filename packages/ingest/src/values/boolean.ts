// Yes/no cells ("TRUE", "yes", "1", "Verified Purchase") and marker cells: columns such as Flipkart's
// `City` = "Certified Buyer, Jaipur" where the words themselves say the purchase was verified (the badge in the
// shops' languages is review-values' VERIFIED_TEXT, the scraper's too).
import { VERIFIED_TEXT } from '@reviewsentry/review-values';

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1', 't', 'verified', 'certified', '✓', '✔', '✔️']);
const FALSE_WORDS = new Set([
  'false',
  'no',
  'n',
  '0',
  'f',
  'unverified',
  'not verified',
  'non-verified',
  '✗',
  '✘',
]);

export function parseBoolean(raw: string): boolean | undefined {
  const s = raw.trim().toLowerCase();
  if (s === '') return undefined;
  if (TRUE_WORDS.has(s)) return true;
  if (FALSE_WORDS.has(s)) return false;
  if (VERIFIED_TEXT.test(s)) return true;
  return undefined;
}

/** True when the cell carries a verified-purchase marker phrase. */
export function hasVerifiedMarker(raw: string): boolean {
  return VERIFIED_TEXT.test(raw);
}
