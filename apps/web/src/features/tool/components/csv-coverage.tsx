import { skippedRowsList, type ImportCoverage } from '@reviewsentry/contracts';
import { counted, formatCount } from '../reading/words';

const MEANING: Record<string, string> = {
  text: 'review text',
  title: 'title',
  rating: 'rating',
  date: 'date',
  reviewer: 'reviewer',
  verified: 'verified purchase',
  helpful_votes: 'helpful votes',
  product_id: 'product ID',
  product_name: 'product name',
  product_url: 'product link',
};

const DELIMITER: Record<string, string> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
  '|': 'pipe',
};

/** What the importer understood of the file: rows used and skipped, and which column became what. */
export function CsvCoverage({ coverage }: { coverage: ImportCoverage }) {
  const skipped = skippedRowsList(coverage.skipped_by_reason);
  const used = coverage.columns.filter((c) => c.meaning !== null);
  return (
    <section aria-labelledby="coverage-heading" data-testid="csv-coverage">
      <h3 id="coverage-heading" className="text-xl font-semibold text-slate-900">
        What we read from your file
      </h3>
      <ul className="mt-2 space-y-1 text-slate-800">
        <li>
          {counted(coverage.rows_read, 'row')} read, {counted(coverage.reviews_used, 'review')} used
          {coverage.rating_only_rows > 0 &&
            ` (${formatCount(coverage.rating_only_rows)} with a rating but no text, counted in the ratings only)`}
          .
        </li>
        <li>
          {counted(coverage.rows_skipped, 'row')} skipped
          {skipped.length > 0 && `: ${skipped.join(', ')}`}.
        </li>
        <li>
          Read as {coverage.encoding.toUpperCase()}
          {coverage.bom ? ' with a byte order mark' : ''},{' '}
          {DELIMITER[coverage.delimiter] ?? coverage.delimiter}
          -separated.
        </li>
        {coverage.products_found > 1 && (
          <li>{counted(coverage.products_found, 'product')} in the file.</li>
        )}
      </ul>
      {used.length > 0 && (
        <table className="mt-3 text-left text-sm">
          <caption className="text-left font-medium text-slate-800">Columns used</caption>
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-6 font-semibold text-slate-900">
                Column in the file
              </th>
              <th scope="col" className="py-1 font-semibold text-slate-900">
                Read as
              </th>
            </tr>
          </thead>
          <tbody>
            {used.map((column) => (
              <tr key={column.index} className="border-t border-slate-200">
                <td className="py-1 pr-6 break-all text-slate-800">
                  {column.header || `(unnamed column ${column.index + 1})`}
                </td>
                <td className="py-1 text-slate-800">
                  {MEANING[column.meaning ?? ''] ?? column.meaning}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {coverage.notes.length > 0 && (
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-slate-800">
          {coverage.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
