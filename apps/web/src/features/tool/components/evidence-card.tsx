import type { Alert } from '@reviewsentry/contracts';
import { evidenceLabel } from '../reading/strongest-evidence';
import type { ReviewSelection } from './review-list';
import { SEVERITY } from './severity';

interface EvidenceCardProps {
  severity: Alert['severity'];
  text: string;
  /** The reviews this evidence rests on (possibly the first of `total`). */
  ids: readonly string[];
  total: number;
  source: ReviewSelection['source'];
  testId: string;
  onShowReviews: (selection: ReviewSelection) => void;
}

/** One warning in its severity's words and colours, with a button that opens the reviews behind it. */
export function EvidenceCard({
  severity,
  text,
  ids,
  total,
  source,
  testId,
  onShowReviews,
}: EvidenceCardProps) {
  const look = SEVERITY[severity];
  return (
    <li data-testid={testId} className={`rounded-lg border-l-4 px-4 py-3 ${look.className}`}>
      <p>
        <span className="font-bold">{look.label}:</span> {text}
      </p>
      {ids.length > 0 && (
        <button
          type="button"
          onClick={() => onShowReviews({ label: text, ids: new Set(ids), source })}
          className="mt-2 font-semibold text-indigo-800 underline hover:text-indigo-950"
        >
          {evidenceLabel({ ids, total })}
        </button>
      )}
    </li>
  );
}
