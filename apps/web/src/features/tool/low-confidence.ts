// Why a verdict is not firm, in the words the page shows beside it.
import type { AnalysisView } from './api/result-schemas';
import { formatCount } from './reading/words';

/** Reviews below which a verdict is never firm (the detector's MIN_FIRM_REVIEWS, docs/decisions/100). */
const FIRM_REVIEWS = 20;

/**
 * Why the verdict is not firm, among the reasons the server can have: too few reviews, a text model that could
 * read fewer than half of them, or an interval reaching into another verdict's range. 148 reviews are not "too
 * few"; saying so would contradict the figures beside it.
 */
export function lowConfidenceReason(result: AnalysisView): string {
  const checked = result.reviews_assessed ?? result.total_reviews;
  const count = formatCount(checked);
  if (result.product_status === 'Not enough reviews')
    return `No verdict: only ${count} reviews could be checked, too few to say whether they are fake.`;
  if (checked < FIRM_REVIEWS)
    return `Low confidence: only ${count} reviews could be checked, too few for a firm verdict.`;
  const read = result.review_coverage?.by_check.text_model;
  if (read !== undefined && 2 * read < checked)
    return read === 0
      ? `Low confidence: the check for machine-written text could read none of the ${count} reviews checked ` +
          '(they are too short for it or in a language it was not trained on).'
      : `Low confidence: the check for machine-written text could read only ${formatCount(read)} ` +
          `of the ${count} reviews checked (the others are too short for it or in a language it was not ` +
          'trained on).';
  return "Low confidence: the share of fake reviews may lie in another verdict's range (see the interval below).";
}
