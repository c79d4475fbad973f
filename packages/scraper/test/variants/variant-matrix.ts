// The metamorphic matrix: each saved real page with reviews, read as it was saved and dressed as every variant,
// each variant's reading compared with the original's (one cell per page and variant).
import type { Golden } from '@reviewsentry/test-support/shop';
import { readRealPage } from '@reviewsentry/test-support/shop';
import { extractPage } from '../../src/extract/extract-page';
import { compareReadings, describeDifference } from './compare-readings';
import { PAGE_VARIANTS, type PageVariant } from './page-variants';

/** A host no adapter claims: the page is read as another shop's would be. */
export const UNKNOWN_SHOP_URL = 'https://shop.example.org/products/saved-page';

export interface MatrixRow {
  page: string;
  /** The layer the original's reviews came from. */
  source: string;
  /** Per variant: "same", what was lost, or "n/a" when the variant changes nothing on the page. */
  cells: Record<string, string>;
}

export function variantRow(
  golden: Golden,
  url: string = UNKNOWN_SHOP_URL,
  variants: readonly PageVariant[] = PAGE_VARIANTS,
): MatrixRow {
  const html = readRealPage(golden.file);
  const original = extractPage(url, html);
  const cells: Record<string, string> = {};
  for (const variant of variants) {
    const dressed = variant.dress(html, original.reviews);
    cells[variant.name] =
      dressed === null
        ? 'n/a'
        : describeDifference(
            compareReadings(
              original.reviews,
              extractPage(url, dressed).reviews,
              variant.shownOrder?.(html, original.reviews),
            ),
          );
  }
  return { page: golden.file, source: original.source, cells };
}
