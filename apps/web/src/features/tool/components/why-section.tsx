import type { Alert } from '@reviewsentry/contracts';
import type { ReviewView } from '../api/result-schemas';
import { evidenceLabel, strongestEvidence } from '../reading/strongest-evidence';
import type { ReviewSelection } from './review-list';
import { SEVERITY } from './severity';

interface WhySectionProps {
  alerts: readonly Alert[];
  reviews: readonly ReviewView[];
  onShowReviews: (selection: ReviewSelection) => void;
}

/** The three strongest pieces of evidence behind the verdict, each opening the reviews it rests on. */
export function WhySection({ alerts, reviews, onShowReviews }: WhySectionProps) {
  const evidence = strongestEvidence(alerts, reviews);
  return (
    <section aria-labelledby="why-heading" data-testid="why-section">
      <h3 id="why-heading" className="text-xl font-semibold text-slate-900">
        Why
      </h3>
      {evidence.length === 0 ? (
        <p className="mt-2 text-slate-800">
          No warning signs: no copied reviews, no machine-written texts, and no other alerts were
          found.
        </p>
      ) : (
        <ol className="mt-3 space-y-3">
          {evidence.map((item) => {
            const severity = SEVERITY[item.severity];
            return (
              <li
                key={item.key}
                data-testid="why-item"
                className={`rounded-lg border-l-4 px-4 py-3 ${severity.className}`}
              >
                <p>
                  <span className="font-bold">{severity.label}:</span> {item.text}
                </p>
                {item.ids.length > 0 && (
                  <button
                    type="button"
                    onClick={() =>
                      onShowReviews({ label: item.text, ids: new Set(item.ids), source: 'why' })
                    }
                    className="mt-2 font-semibold text-indigo-800 underline hover:text-indigo-950"
                  >
                    {evidenceLabel(item)}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
