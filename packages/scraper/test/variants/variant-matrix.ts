// The metamorphic matrix: each saved real page with reviews (or our own fixture page of each kind), read as it
// was saved and dressed as every variant, each variant's reading compared with the original's (one cell per page
// and variant).
import type { Golden } from '@reviewsentry/test-support/shop';
import { readRealPage } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../src/extract/extract-page';
import type { ReviewDraft } from '../../src/extract/types';
import { compareReadings, describeDifference } from './compare-readings';
import { PAGE_VARIANTS, type PageVariant } from './page-variants';

/** A host no adapter claims: the page is read as another shop's would be. */
export const UNKNOWN_SHOP_URL = 'https://shop.example.org/products/saved-page';

export interface MatrixRow {
  page: string;
  /** The layer the original's reviews came from. */
  source: string;
  /** How many reviews the original reads. */
  reviews: number;
  /**
   * Per variant: "same", what was lost, "n/a" when the variant changes nothing on the page, or "gone" when it
   * leaves none of the reviews' words anywhere in the page (markup, scripts or attributes) and none is read: the
   * variant took the reviews themselves away.
   */
  cells: Record<string, string>;
}

export function variantRow(
  golden: Golden,
  url: string = UNKNOWN_SHOP_URL,
  variants: readonly PageVariant[] = PAGE_VARIANTS,
): MatrixRow {
  return pageRow(golden.file, readRealPage(golden.file), url, variants);
}

/** One page's row: the page read once as it is, then once per variant. */
export function pageRow(
  page: string,
  html: string,
  url: string = UNKNOWN_SHOP_URL,
  variants: readonly PageVariant[] = PAGE_VARIANTS,
): MatrixRow {
  const original = extractPage(url, html);
  const cells: Record<string, string> = {};
  for (const variant of variants) {
    const dressed = variant.dress(html, original.reviews);
    if (dressed === null) {
      cells[variant.name] = 'n/a';
      continue;
    }
    const read = extractPage(url, dressed).reviews;
    cells[variant.name] =
      read.length === 0 && wordsGone(dressed, original.reviews)
        ? 'gone'
        : describeDifference(
            compareReadings(original.reviews, read, variant.shownOrder?.(html, original.reviews)),
          );
  }
  return { page, source: original.source, reviews: original.reviews.length, cells };
}

/** The first three words of a review as the page would hold them, when they need no escaping in HTML or JSON. */
const openingWords = (text: string) => {
  const words = text.trim().split(/\s+/).slice(0, 3).join(' ');
  return /[&<>"'\\]/.test(words) ? null : words;
};

/** No review's opening words are anywhere in the page (a review whose words would be escaped counts as kept). */
function wordsGone(html: string, reviews: readonly ReviewDraft[]): boolean {
  return reviews.every((review) => {
    const words = openingWords(review.text);
    return words !== null && words !== '' && !html.includes(words);
  });
}
