import { useMemo, useState } from 'react';
import { pageOf, type ListPage } from '../list-page';
import {
  OVERVIEW_SORTS,
  productTitle,
  selectProducts,
  type OverviewProduct,
  type OverviewSort,
} from '../product-overview-query';
import { NOT_ENOUGH_REVIEWS } from '../reading/verdict-sentence';
import { counted, formatCount } from '../reading/words';
import { SearchField, SelectField } from './list-controls';
import { ListPager } from './list-pager';
import { StatusBadge } from './status-badge';

interface ProductOverviewProps {
  products: readonly OverviewProduct[];
  onOpen: (index: number) => void;
}

const COLUMNS = 'sm:grid-cols-[minmax(0,1fr)_9rem_9rem_6rem_4rem]';

/**
 * Every product of a file with its own verdict, sortable and searchable, a page at a time (a file may hold
 * 200,000 products); each opens its full result.
 */
export function ProductOverview({ products, onOpen }: ProductOverviewProps) {
  const [sort, setSort] = useState<OverviewSort>('suspicious');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const shown = useMemo(() => selectProducts(products, sort, search), [products, sort, search]);
  const current = pageOf(shown, page);
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <section aria-labelledby="overview-heading" data-testid="product-overview">
      <h3 id="overview-heading" className="text-xl font-semibold text-slate-900">
        Every product in the file
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <SelectField
          id="overview-sort"
          label="Order"
          value={sort}
          options={OVERVIEW_SORTS}
          onChange={choose(setSort)}
        />
        <SearchField
          id="overview-search"
          label="Find a product"
          value={search}
          onChange={choose(setSearch)}
        />
      </div>
      <p role="status" className="mt-3 text-sm text-slate-700">
        {overviewStatus(current, products.length)}
      </p>
      <div className="mt-2 rounded-lg border border-slate-300">
        <div
          aria-hidden="true"
          className={`hidden gap-x-4 bg-slate-100 px-3 py-2 text-sm font-semibold text-slate-900 sm:grid ${COLUMNS}`}
        >
          <span>Product</span>
          <span>Verdict</span>
          <span>Fake share</span>
          <span>Reviews</span>
          <span>Grade</span>
        </div>
        <ol aria-label="Products">
          {current.rows.map((p) => (
            <li
              key={p.index}
              data-testid="overview-product"
              className={`grid gap-x-4 gap-y-1 border-t border-slate-200 px-3 py-3 first:border-t-0 ${COLUMNS}`}
            >
              <div className="min-w-0">
                <button
                  type="button"
                  dir="auto"
                  onClick={() => onOpen(p.index)}
                  className="text-start font-semibold text-indigo-800 underline hover:text-indigo-950"
                >
                  {productTitle(p)}
                </button>
                {p.prod_name && p.prod_id && (
                  <p className="text-xs break-all text-slate-600">{p.prod_id}</p>
                )}
              </div>
              <div>
                <StatusBadge status={p.product_status} testId="overview-status" />
                {p.low_confidence && p.product_status !== NOT_ENOUGH_REVIEWS && (
                  <p className="mt-1 text-xs font-medium text-amber-900">low confidence</p>
                )}
              </div>
              <p className="text-sm text-slate-900">
                <span className="font-semibold">{p.fake_percentage}%</span> (
                {formatCount(p.fake_reviews_count)} of {formatCount(p.total_reviews)})
              </p>
              <p className="text-sm text-slate-900">
                <span className="text-slate-600 sm:hidden">Reviews: </span>
                {formatCount(p.total_reviews)}
              </p>
              <p className="text-sm text-slate-900">
                <span className="text-slate-600 sm:hidden">Grade: </span>
                {p.trust_grade ?? '—'}
              </p>
            </li>
          ))}
        </ol>
      </div>
      {current.pageCount > 1 && (
        <ListPager
          label="Product pages"
          page={current.page}
          pageCount={current.pageCount}
          onPage={setPage}
        />
      )}
    </section>
  );
}

function overviewStatus(current: ListPage<OverviewProduct>, all: number): string {
  const matching = current.total;
  if (current.pageCount === 1)
    return matching === all
      ? `${counted(all, 'product')} analysed on their own reviews.`
      : `${formatCount(matching)} of ${counted(all, 'product')} match.`;
  const rows = `Products ${formatCount(current.firstRow)}–${formatCount(current.lastRow)}`;
  return matching === all
    ? `${rows} of ${formatCount(all)}, each analysed on its own reviews.`
    : `${rows} of the ${formatCount(matching)} of ${formatCount(all)} that match.`;
}
