import { Link } from 'react-router';
import { reportPagePath } from '@reviewsentry/contracts';
import { StatusBadge } from '../../tool/components/status-badge';
import { productsSentence } from '../../tool/reading/products-sentence';
import { NOT_ENOUGH_REVIEWS, verdictSentence } from '../../tool/reading/verdict-sentence';
import { forgetReport, useHistory, type HistoryEntry } from '../history';
import { formatDay } from '../report-summary';
import { DeleteReportButton } from './delete-report-button';
import { formatCount } from '../../tool/reading/words';

/** The analyses made in this browser, newest first, each with its saved page and a way to delete it. */
export function HistoryList() {
  const entries = useHistory();
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="history-heading" className="mt-12" data-testid="history">
      <h2 id="history-heading" className="text-xl font-semibold text-slate-900">
        Your recent analyses
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Kept in this browser only. Each opens its saved result until it expires.
      </p>
      <ul className="mt-3 space-y-3">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="rounded-lg border border-slate-300 p-3"
            data-testid="history-entry"
          >
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Link
                to={reportPagePath(entry.id)}
                dir="auto"
                className="font-semibold text-indigo-800 underline"
              >
                {entry.title}
              </Link>
              {!entry.product_statuses && (
                <StatusBadge status={entry.product_status} testId="history-status" />
              )}
            </div>
            <p className="mt-1 text-sm text-slate-800">
              {/* Several products: each one's verdict, like the result leads with, never a blended one. */}
              {entry.product_statuses
                ? productsSentence(entry.product_statuses)
                : verdictLine(entry)}{' '}
              Analysed {formatDay(entry.created_at)} · kept until {formatDay(entry.expires_at)}
            </p>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <DeleteReportButton
                id={entry.id}
                token={entry.delete_token}
                onDeleted={() => undefined}
              />
              <button
                type="button"
                onClick={() => forgetReport(entry.id)}
                className="font-semibold text-slate-800 underline"
              >
                Remove from this list
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One product's answer as the result page gives it: no share stated as a finding without a verdict, and a verdict
 * the evidence does not settle said to be given with low confidence.
 */
function verdictLine(entry: HistoryEntry): string {
  if (entry.product_status === NOT_ENOUGH_REVIEWS) return verdictSentence(entry, []);
  const counts = `${formatCount(entry.fake_reviews_count)} of ${formatCount(entry.total_reviews)} reviews ${entry.fake_reviews_count === 1 ? 'looks' : 'look'} fake (${entry.fake_percentage}%)`;
  return entry.low_confidence === true
    ? `${counts}, a verdict given with low confidence.`
    : `${counts}.`;
}
