import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OverviewProduct } from '../product-overview-query';
import { ProductOverview } from './product-overview';

// Rendering and user-event typing are slow on the shared 2-core machine; the default 5 s is too tight.
const SLOW = { timeout: 30_000 };

const product = (index: number): OverviewProduct => ({
  index,
  prod_id: `SKU-${index + 1}`,
  prod_name: null,
  product_status: 'Not enough reviews',
  fake_percentage: 0,
  fake_reviews_count: 0,
  total_reviews: 1,
});

// A file within the upload caps can hold 200,000 products of one review each: listed whole, the overview was
// hundreds of thousands of elements, rebuilt on every key typed into its search.
describe('ProductOverview of a file of many products', SLOW, () => {
  const many = Array.from({ length: 2_000 }, (_, i) => product(i));

  it('lists one page of products at a time and says which', async () => {
    render(<ProductOverview products={many} onOpen={vi.fn()} />);
    expect(screen.getAllByTestId('overview-product')).toHaveLength(50);
    expect(
      screen.getByText('Products 1–50 of 2,000, each analysed on its own reviews.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByTestId('overview-product')).toHaveLength(50);
    expect(
      screen.getByText('Products 51–100 of 2,000, each analysed on its own reviews.'),
    ).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Product pages' })).toHaveTextContent(
      'Page 2 of 40',
    );
  });

  it('goes back to the first page when the search changes what matches', async () => {
    render(<ProductOverview products={many} onOpen={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(screen.getByLabelText('Find a product'), 'SKU-19');
    const rows = screen.getAllByTestId('overview-product');
    expect(rows).toHaveLength(50);
    expect(rows[0]).toHaveTextContent('SKU-19');
    expect(screen.getByText('Products 1–50 of the 111 of 2,000 that match.')).toBeVisible();
  });

  it('shows no pager for a file whose products fit on one page', () => {
    render(<ProductOverview products={many.slice(0, 3)} onOpen={vi.fn()} />);
    expect(screen.getAllByTestId('overview-product')).toHaveLength(3);
    expect(screen.getByText('3 products analysed on their own reviews.')).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Product pages' })).toBeNull();
  });
});
