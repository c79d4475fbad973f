// Amazon's helpful-vote line in its storefront languages: many votes are written as a number ("12 Personen fanden
// diese Informationen hilfreich"), a single vote as a word (review-values' isOneHelpfulVote).
import { isOneHelpfulVote } from '@reviewsentry/review-values';
import { parseCount } from '../../extract/values';

export function helpfulVotes(line: string): number | null {
  return isOneHelpfulVote(line) ? 1 : parseCount(line);
}
