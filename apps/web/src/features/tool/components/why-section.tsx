import type { Alert } from '@reviewsentry/contracts';
import type { ReviewView } from '../api/result-schemas';
import { strongestEvidence } from '../reading/strongest-evidence';
import { EvidenceCard } from './evidence-card';
import type { ReviewSelection } from './review-list';

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
          {evidence.map((item) => (
            <EvidenceCard
              key={item.key}
              severity={item.severity}
              text={item.text}
              ids={item.ids}
              total={item.total}
              source="why"
              testId="why-item"
              onShowReviews={onShowReviews}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
