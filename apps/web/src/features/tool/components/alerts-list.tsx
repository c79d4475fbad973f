import type { Alert } from '@reviewsentry/contracts';

const SEVERITY: Record<Alert['severity'], { label: string; className: string }> = {
  critical: { label: 'Critical', className: 'border-red-700 bg-red-50 text-red-900' },
  warning: { label: 'Warning', className: 'border-amber-600 bg-amber-50 text-amber-950' },
  info: { label: 'Info', className: 'border-sky-700 bg-sky-50 text-sky-950' },
};

interface AlertsListProps {
  alerts: readonly Alert[];
  /** Code of the alert whose evidence the table shows, if any. */
  activeCode: string | null;
  onShowEvidence: (alert: Alert) => void;
}

/** Fraud warnings, each with its severity in words and a button that narrows the table to its evidence. */
export function AlertsList({ alerts, activeCode, onShowEvidence }: AlertsListProps) {
  return (
    <section aria-labelledby="alerts-heading">
      <h3 id="alerts-heading" className="text-xl font-semibold text-slate-900">
        Alerts
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
                    aria-pressed={activeCode === alert.code}
                    onClick={() => onShowEvidence(alert)}
                    className="mt-2 font-semibold text-indigo-800 underline hover:text-indigo-950"
                  >
                    {`Show the ${alert.evidence.length.toLocaleString('en-US')} review${
                      alert.evidence.length === 1 ? '' : 's'
                    } behind this alert`}
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
