// Why a verdict is not firm, in the words the page shows beside it.
import { MIN_JUDGED_REVIEWS, tooFewReadClause } from '@reviewsentry/contracts';
import type { AnalysisView } from './api/result-schemas';
import { NOT_ENOUGH_REVIEWS } from './reading/verdict-sentence';
import { counted, formatCount } from './reading/words';

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
  const few = checked === 0 ? 'none of the reviews' : `only ${counted(checked, 'review')}`;
  const read = result.review_coverage?.by_check.text_model;
  if (result.product_status === NOT_ENOUGH_REVIEWS && checked < MIN_JUDGED_REVIEWS)
    return `No verdict: ${few} could be checked, too few to say whether they are fake.`;
  // From MIN_JUDGED_REVIEWS on, no verdict means the text model read too few of them (docs/decisions/176).
  if (result.product_status === NOT_ENOUGH_REVIEWS)
    return `No verdict: ${tooFewReadClause(read, checked)}.`;
  if (checked < FIRM_REVIEWS)
    return `Low confidence: ${few} could be checked, too few for a firm verdict.`;
  if (read !== undefined && 2 * read < checked)
    return read === 0
      ? `Low confidence: the check for machine-written text could read none of the ${count} reviews checked ` +
          '(they are too short for it or in a language it was not trained on).'
      : `Low confidence: the check for machine-written text could read only ${formatCount(read)} ` +
          `of the ${count} reviews checked (the others are too short for it or in a language it was not ` +
          'trained on).';
  return "Low confidence: the share of fake reviews may lie in another verdict's range (see the interval below).";
}
