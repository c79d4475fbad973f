// Amazon's helpful-vote line in its storefront languages. Many votes are written as a number ("12 Personen fanden
// diese Informationen hilfreich"); a single vote is written out as a word, and in some languages after a
// preposition ("A una persona le ha parecido útil", "Eén persoon vond dit nuttig", "شخص واحد وجد هذا مفيدًا").
import { parseCount } from '../../extract/values';

const ONE_VOTE =
  /^\s*(?:(?:a|à)\s+)?(?:one|une|eine?|una?|uma|u[nm]|eén|één|een|jedna|jeden|jedną|en|ett|bir)\s+\p{L}/iu;
const ONE_VOTE_ARABIC = /^\s*شخص واحد/u;

export function helpfulVotes(line: string): number | null {
  if (ONE_VOTE.test(line) || ONE_VOTE_ARABIC.test(line)) return 1;
  return parseCount(line);
}
