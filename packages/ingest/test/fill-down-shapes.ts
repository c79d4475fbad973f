// How often a product column is taken for merged cells (filled down, ADR 208) on generated files of the two shapes
// it must tell apart: merged-cell files whose products have 1–6 reviews, a share of them only one, and files of one
// product per row with a share of the product cells blank. 200 files of 500 rows per setting, fixed seed.
//   npx tsx packages/ingest/test/fill-down-shapes.ts
import { createRng } from '@reviewsentry/test-support';
import { writtenOncePerGroup } from '../src/columns/profile';

const FILES = 200;
const ROWS = 500;

/** A merged-cell file: each product named on its first row only, `single` of the products with one review. */
function mergedFile(single: number, next: () => number): string[][] {
  const rows: string[][] = [];
  for (let p = 0; rows.length < ROWS; p++) {
    const reviews = next() < single ? 1 : 2 + Math.floor(next() * 5);
    for (let r = 0; r < reviews && rows.length < ROWS; r++)
      rows.push([r === 0 ? `product ${p}` : '']);
  }
  return rows;
}

/** One product per row, `blank` of the cells after the first left empty. */
function perRowFile(blank: number, next: () => number): string[][] {
  return Array.from({ length: ROWS }, (_, i) => [i > 0 && next() < blank ? '' : `product ${i}`]);
}

function filledShare(make: (next: () => number) => string[][], seed: number): string {
  const next = createRng(seed);
  let filled = 0;
  for (let f = 0; f < FILES; f++) if (writtenOncePerGroup(make(next), 0, [])) filled++;
  return `${filled}/${FILES}`;
}

for (const share of [0.1, 0.35, 0.5, 0.65])
  console.log(
    `merged, ${share * 100} % single-review products: filled down ${filledShare((n) => mergedFile(share, n), 1)}`,
  );
for (const share of [0.1, 0.35, 0.5])
  console.log(
    `one product per row, ${share * 100} % blank: filled down ${filledShare((n) => perRowFile(share, n), 2)}`,
  );
