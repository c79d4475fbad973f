import { EXAMPLE_CSV_URL } from '../api/examples';

/** A short answer to "where do I get a CSV?", folded away until asked for. */
export function CsvHowTo() {
  return (
    <details className="mt-4 max-w-2xl rounded-lg border border-slate-300 px-4 py-2 text-slate-800">
      <summary className="cursor-pointer font-semibold text-indigo-800">
        How do I get a CSV of reviews?
      </summary>
      <ol className="mt-2 mb-2 list-decimal space-y-2 pl-5">
        <li>
          Export the product’s reviews with a review-export browser extension or scraper tool: most
          have a “Download CSV” button. A spreadsheet of reviews saved as CSV (File, Save as, CSV)
          works too.
        </li>
        <li>
          Or use our own command line tool:{' '}
          <code>npx reviewsentry scrape &lt;product link&gt; --out reviews.csv</code>.
        </li>
        <li>
          The file needs a column of review texts. Ratings, dates, reviewer names and product names
          or ids help when they are there; we find the columns ourselves, whatever they are called.
        </li>
      </ol>
      <p className="mb-2">
        To see the shape of such a file,{' '}
        <a href={EXAMPLE_CSV_URL} download className="font-medium text-indigo-700 underline">
          download our example CSV
        </a>
        .
      </p>
    </details>
  );
}
