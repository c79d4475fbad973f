import type { Alert } from '@reviewsentry/contracts';
import { alertTotal } from '../reading/strongest-evidence';
import { EvidenceCard } from './evidence-card';
import type { ReviewSelection } from './review-list';

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
          {alerts.map((alert) => (
            <EvidenceCard
              key={alert.code}
              severity={alert.severity}
              text={alert.message}
              ids={alert.evidence}
              total={alertTotal(alert)}
              source="alert"
              testId="alert"
              onShowReviews={onShowReviews}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
