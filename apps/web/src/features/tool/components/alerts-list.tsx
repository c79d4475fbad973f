import type { Alert } from '@reviewsentry/contracts';
import { alertTotal, evidenceLabel } from '../reading/strongest-evidence';
import type { ReviewSelection } from './review-list';
import { SEVERITY } from './severity';

interface AlertsListProps {
  alerts: readonly Alert[];
  onShowReviews: (selection: ReviewSelection) => void;
}

/** Every fraud warning, with its severity in words and a button that opens the reviews behind it. */
export function AlertsList({ alerts, onShowReviews }: AlertsListProps) {
  return (
    <section aria-labelledby="alerts-heading">
      <h3 id="alerts-heading" className="text-xl font-semibold text-slate-900">
        All alerts
      </h3>
      {alerts.length === 0 ? (
        <p className="mt-2 text-slate-700">No warning signs were found in these reviews.</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {alerts.map((alert) => {
            const severity = SEVERITY[alert.severity];
            return (
              <li
                key={alert.code}
                data-testid="alert"
                className={`rounded-lg border-l-4 px-4 py-3 ${severity.className}`}
              >
                <p>
                  <span className="font-bold">{severity.label}:</span> {alert.message}
                </p>
                {alert.evidence.length > 0 && (
                  <button
                    type="button"
                    onClick={() =>
                      onShowReviews({
                        label: alert.message,
                        ids: new Set(alert.evidence),
                        source: 'alert',
                      })
                    }
                    className="mt-2 font-semibold text-indigo-800 underline hover:text-indigo-950"
                  >
                    {evidenceLabel({ ids: alert.evidence, total: alertTotal(alert) })}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
