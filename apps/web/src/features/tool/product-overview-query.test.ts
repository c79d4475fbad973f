import { describe, expect, it } from 'vitest';
import { selectProducts, type OverviewProduct } from './product-overview-query';

const product = (index: number, change: Partial<OverviewProduct>): OverviewProduct => ({
  index,
  prod_id: `P${index}`,
  prod_name: null,
  product_status: 'Genuine',
  fake_percentage: 0,
  fake_reviews_count: 0,
  total_reviews: 10,
  trust_grade: 'A',
  ...change,
});

const products = [
  product(0, { prod_name: 'Kettle 10', fake_percentage: 20, total_reviews: 5, trust_grade: 'C' }),
  product(1, { prod_name: 'kettle 9', fake_percentage: 60, total_reviews: 50, trust_grade: 'F' }),
  product(2, {
    prod_name: null,
    prod_id: 'B0TEAPOT',
    fake_percentage: 20,
    total_reviews: 8,
    trust_grade: null,
  }),
];

const order = (sort: Parameters<typeof selectProducts>[1], search = '') =>
  selectProducts(products, sort, search).map((p) => p.index);

describe('selectProducts', () => {
  it('sorts by fake share, reviews, grade (ungraded last) and name (numbers in order)', () => {
    expect(order('suspicious')).toEqual([1, 2, 0]);
    expect(order('reviews')).toEqual([1, 2, 0]);
    expect(order('grade')).toEqual([1, 0, 2]);
    expect(order('name')).toEqual([2, 1, 0]);
  });

  it('finds products by name or id, ignoring case', () => {
    expect(order('name', 'KETTLE')).toEqual([1, 0]);
    expect(order('name', 'teapot')).toEqual([2]);
    expect(order('name', 'nothing')).toEqual([]);
  });
});
