// Sorting and searching of the many-products overview, pure so it is tested without rendering.

export interface OverviewProduct {
  /** Position in the answer's products[]. */
  index: number;
  prod_id: string | null;
  prod_name: string | null;
  product_status: string;
  fake_percentage: number;
  fake_reviews_count: number;
  total_reviews: number;
  trust_grade?: string | null | undefined;
  low_confidence?: boolean | undefined;
}

export type OverviewSort = 'suspicious' | 'reviews' | 'name' | 'grade';

export const OVERVIEW_SORTS: ReadonlyArray<[OverviewSort, string]> = [
  ['suspicious', 'Highest fake share first'],
  ['reviews', 'Most reviews first'],
  ['grade', 'Worst grade first'],
  ['name', 'Name A–Z'],
];

export const productTitle = (p: Pick<OverviewProduct, 'prod_id' | 'prod_name' | 'index'>) =>
  p.prod_name ?? p.prod_id ?? `Product ${p.index + 1}`;

const byName = (a: OverviewProduct, b: OverviewProduct) =>
  productTitle(a).localeCompare(productTitle(b), 'en', { sensitivity: 'base', numeric: true });

/** F is worst; a product without a grade (too few reviews) sorts after every graded one. */
const gradeRank = (grade: string | null | undefined) =>
  grade ? 'FEDCBA'.indexOf(grade) : Number.POSITIVE_INFINITY;

export function selectProducts(
  products: readonly OverviewProduct[],
  sort: OverviewSort,
  search: string,
): OverviewProduct[] {
  const needle = search.trim().toLowerCase();
  const kept = products.filter(
    (p) =>
      needle === '' || `${p.prod_name ?? ''}\n${p.prod_id ?? ''}`.toLowerCase().includes(needle),
  );
  const compare: Record<OverviewSort, (a: OverviewProduct, b: OverviewProduct) => number> = {
    suspicious: (a, b) =>
      b.fake_percentage - a.fake_percentage || b.total_reviews - a.total_reviews,
    reviews: (a, b) => b.total_reviews - a.total_reviews || byName(a, b),
    grade: (a, b) => gradeRank(a.trust_grade) - gradeRank(b.trust_grade) || byName(a, b),
    name: byName,
  };
  return kept.sort((a, b) => compare[sort](a, b) || a.index - b.index);
}
