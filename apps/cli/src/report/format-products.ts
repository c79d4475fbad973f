// The per-product table of a multi-product CSV: one line per product, largest first, with the verdict or the
// reason a product could not be judged.
import type { ProductAnalysis } from '../analysis-output';
import { colourStatus, productLabel } from './format-analysis';
import type { Style } from './style';
import { count, padEnd, padStart, percent, truncate } from './text';

export function formatProducts(
  products: readonly ProductAnalysis[],
  limit: number,
  style: Style,
): string {
  const sorted = [...products].sort((a, b) => b.review_count - a.review_count);
  const shown = limit > 0 ? sorted.slice(0, limit) : sorted;
  const lines = [
    style.bold(`Products (${count(products.length)}, most reviewed first)`),
    style.dim(
      `  ${padEnd('Verdict', 12)} ${padStart('Fake', 8)} ${padStart('Trust', 8)} ${padStart('Reviews', 8)}  Product`,
    ),
  ];
  for (const p of shown) {
    const label = truncate(productLabel(p.product_id, p.product_name), 70);
    if (p.result) {
      const r = p.result;
      lines.push(
        `  ${colourStatus(r.product_status, style)}${' '.repeat(Math.max(1, 13 - r.product_status.length))}` +
          `${padStart(percent(r.fake_percentage), 8)} ${padStart(`${Math.round(r.trust_score)} ${r.trust_grade}`, 8)} ` +
          `${padStart(count(p.review_count), 8)}  ${label}${r.low_confidence ? style.dim(' (low confidence)') : ''}`,
      );
    } else {
      lines.push(
        `  ${padEnd('no verdict', 12)} ${padStart('—', 8)} ${padStart('—', 8)} ${padStart(count(p.review_count), 8)}  ` +
          `${label} ${style.dim(`(${p.error?.code ?? 'not analysed'})`)}`,
      );
    }
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

/** "44 products: 40 Genuine, 3 Likely Fake, 1 Fake, 2 without a verdict". */
export function productTally(products: readonly ProductAnalysis[]): string {
  const counts = { Genuine: 0, 'Likely Fake': 0, Fake: 0 };
  let none = 0;
  for (const p of products) {
    if (p.result) counts[p.result.product_status]++;
    else none++;
  }
  return (
    `${count(products.length)}: ${counts.Genuine} Genuine, ${counts['Likely Fake']} Likely Fake, ${counts.Fake} Fake` +
    (none > 0 ? `, ${none} without a verdict` : '')
  );
}
