// One page of a long list (reviews, a file's products): only one page is ever rendered, so a file of 100,000
// reviews or 200,000 products costs the page one page of elements.

export const PAGE_SIZE = 50;

export interface ListPage<T> {
  rows: T[];
  /** 1-based, clamped to the pages that exist. */
  page: number;
  pageCount: number;
  total: number;
  firstRow: number;
  lastRow: number;
}

export function pageOf<T>(selected: readonly T[], page: number, size = PAGE_SIZE): ListPage<T> {
  const pageCount = Math.max(1, Math.ceil(selected.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const start = (current - 1) * size;
  const rows = selected.slice(start, start + size);
  return {
    rows,
    page: current,
    pageCount,
    total: selected.length,
    firstRow: rows.length === 0 ? 0 : start + 1,
    lastRow: start + rows.length,
  };
}
