// How a column that may name the product is recognised by its content: values that repeat per product, shops'
// product handles, or a product written once above its group of rows (merged cells).
import type { ColumnMeaning } from '@reviewsentry/contracts';
import { type Column } from './column';
import { dependsOn, writtenOncePerGroup } from './profile';

/** A shop's product handle: lower-case words joined by hyphens ("blue-mug", "iphone-15-case"). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)+$/u;

/** The share of a column's filled cells that are product handles. */
export function slugRate(sample: readonly string[][], col: number): number {
  let filled = 0;
  let slugs = 0;
  for (const r of sample) {
    const v = (r[col] ?? '').trim();
    if (v === '') continue;
    filled++;
    if (SLUG.test(v)) slugs++;
  }
  return filled === 0 ? 0 : slugs / filled;
}

/** Repeats per product: fixed by the product id, or few distinct, longish values. */
export function looksLikeProduct(
  c: Column,
  sample: readonly string[][],
  productIdCol: number | undefined,
): boolean {
  const p = c.profile;
  if (p.nonEmpty < 2) return false;
  if (
    productIdCol !== undefined &&
    dependsOn(sample, c.index, productIdCol) &&
    p.distinct < p.nonEmpty
  )
    return true;
  return p.distinct / p.nonEmpty <= 0.5 && p.avgLen >= 15;
}

const PRODUCT_MEANINGS: readonly ColumnMeaning[] = ['product_id', 'product_name', 'product_url'];

/** The product columns written once above each group of rows (merged cells), whose blanks repeat the one above. */
export function mergedProductColumns(
  cols: readonly Column[],
  byMeaning: Partial<Record<ColumnMeaning, number>>,
  sample: readonly string[][],
): number[] {
  const fillDown: number[] = [];
  const productCols = cols
    .filter((c) => c.hints.some((h) => PRODUCT_MEANINGS.includes(h.meaning)))
    .map((c) => c.index);
  for (const meaning of PRODUCT_MEANINGS) {
    const idx = byMeaning[meaning];
    if (idx === undefined) continue;
    const others = productCols.filter((c) => c !== idx);
    if (writtenOncePerGroup(sample, idx, others)) fillDown.push(idx);
  }
  return fillDown;
}
