// What a site's verification badge says, once stripUiNoise has cut it from the start of a review ("✅ Trip
// Verified | ", "Not Verified | ", "Verified Purchase"): the badge is the site's statement about the review, so
// where no column says whether the review was verified, the badge does.
import { matchingText } from '@reviewsentry/review-values';

const NOT_VERIFIED = /\b(?:not\s+|un)verified\b/iu;
const VERIFIED = /\bverified\b/iu;

/**
 * true or false when `lead`, the page text stripUiNoise removed from a review's start, is a badge saying whether
 * the review was verified; undefined when it says neither.
 */
export function verifiedBadge(lead: string): boolean | undefined {
  if (lead === '') return undefined;
  // In its matching form: a badge spelled with invisible or look-alike characters was removed as the badge.
  const head = matchingText(lead);
  if (NOT_VERIFIED.test(head)) return false;
  return VERIFIED.test(head) ? true : undefined;
}
