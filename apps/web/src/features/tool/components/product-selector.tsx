import type { ProductAnalysis } from '@reviewsentry/contracts';

interface ProductSelectorProps {
  products: readonly ProductAnalysis[];
  totalReviews: number;
  /** -1 for the whole file, else an index into products. */
  value: number;
  onChange: (value: number) => void;
}

/** For a file of several products: the whole file, or one product analysed on its own reviews. */
export function ProductSelector({ products, totalReviews, value, onChange }: ProductSelectorProps) {
  return (
    <div>
      <label htmlFor="tool-product" className="block font-medium text-slate-900">
        Product
      </label>
      <select
        id="tool-product"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="mt-1 block w-full max-w-xl rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900"
      >
        <option
          value={-1}
        >{`Whole file (${products.length} products, ${totalReviews.toLocaleString('en-US')} reviews)`}</option>
        {products.map((product, i) => (
          <option key={`${product.prod_id ?? ''}-${product.prod_name ?? ''}-${i}`} value={i}>
            {`${product.prod_name ?? product.prod_id ?? `Product ${i + 1}`}${
              product.prod_id && product.prod_name ? ` (${product.prod_id})` : ''
            } — ${product.total_reviews.toLocaleString('en-US')} reviews`}
          </option>
        ))}
      </select>
    </div>
  );
}
