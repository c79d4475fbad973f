import { secondaryButton } from '../../../components/button-styles';

interface ReviewPagerProps {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

export function ReviewPager({ page, pageCount, onPage }: ReviewPagerProps) {
  return (
    <nav aria-label="Review pages" className="mt-3 flex flex-wrap items-center gap-3">
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
