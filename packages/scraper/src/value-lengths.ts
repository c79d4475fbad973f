// Values read from a shop page, bounded by the lengths the contract allows (SCRAPED_VALUE_MAX_CHARS,
// docs/decisions/168) and without control characters (docs/decisions/174).
import { SCRAPED_VALUE_MAX_CHARS } from '@reviewsentry/contracts';
import { withoutControls } from '@reviewsentry/review-values';

/** What a cut value ends with, so that whoever reads it sees that it goes on. */
const CUT_MARK = '…';

/**
 * `value` without control characters, when it then has at most `max` UTF-16 units, else its start and `…` (at
 * most `max` units, no half pair).
 */
export function shopValue(raw: string, max: number): string {
  const value = withoutControls(raw);
  if (value.length <= max) return value;
  let end = max - CUT_MARK.length;
  const last = value.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end--; // never keep the first half of a surrogate pair
  return `${value.slice(0, end).trimEnd()}${CUT_MARK}`;
}

/** An id the page gave, or undefined when it is too long to be one. */
export function usableId(id: string | null | undefined): string | undefined {
  const clean = id ? withoutControls(id) : '';
  return clean && clean.length <= SCRAPED_VALUE_MAX_CHARS.id ? clean : undefined;
}
