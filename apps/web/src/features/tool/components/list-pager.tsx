import { secondaryButton } from '../../../components/button-styles';

interface ListPagerProps {
  /** What is paged, for the navigation's name: 'Review pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Next through a long list shown a page at a time (list-page.ts). */
export function ListPager({ label, page, pageCount, onPage }: ListPagerProps) {
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="button"
        className={secondaryButton}
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </button>
      <span className="text-slate-800">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className={secondaryButton}
        disabled={page === pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
