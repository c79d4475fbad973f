// The per-product table of a multi-product CSV: one line per product, largest first, with its verdict.
import type { ProductAnalysis, ProductStatus } from '@reviewsentry/contracts';
import { colourStatus, productLabel, trustText } from './format-analysis';
import type { Style } from './style';
import { count, padStart, percent, truncate } from './text';

export function formatProducts(
  products: readonly ProductAnalysis[],
  limit: number,
  style: Style,
): string {
  const size = (p: ProductAnalysis) => p.review_ids.length;
  const sorted = [...products].sort((a, b) => size(b) - size(a));
  const shown = limit > 0 ? sorted.slice(0, limit) : sorted;
  const lines = [
    style.bold(`Products (${count(products.length)}, most reviewed first)`),
    style.dim(
      `  ${'Verdict'.padEnd(19)} ${padStart('Fake', 8)} ${padStart('Trust', 8)} ${padStart('Judged', 8)} ${padStart('Rows', 6)}  Product`,
    ),
  ];
  for (const p of shown) {
    const label = truncate(productLabel(p.prod_id, p.prod_name), 70);
    lines.push(
      `  ${colourStatus(p.product_status, style)}${' '.repeat(Math.max(1, 20 - p.product_status.length))}` +
        `${padStart(percent(p.fake_percentage), 8)} ${padStart(trustText(p), 8)} ` +
        `${padStart(count(p.total_reviews), 8)} ${padStart(count(size(p)), 6)}  ${label}` +
        (p.low_confidence && p.product_status !== 'Not enough reviews'
          ? style.dim(' (low confidence)')
          : ''),
    );
  }
  if (shown.length < sorted.length)
    lines.push(
      style.dim(
        `  … and ${count(sorted.length - shown.length)} more products (--products 0 lists all, --json has every result)`,
      ),
    );
  lines.push('');
  return lines.join('\n');
}

/** "44 products: 40 Genuine, 3 Likely Fake, 1 Fake, 2 Not enough reviews". */
export function productTally(products: readonly ProductAnalysis[]): string {
  const counts: Record<ProductStatus, number> = {
    Genuine: 0,
    'Likely Fake': 0,
    Fake: 0,
    'Not enough reviews': 0,
  };
  for (const p of products) counts[p.product_status]++;
  return (
    `${count(products.length)}: ${counts.Genuine} Genuine, ${counts['Likely Fake']} Likely Fake, ${counts.Fake} Fake` +
    (counts['Not enough reviews'] > 0 ? `, ${counts['Not enough reviews']} Not enough reviews` : '')
  );
}
