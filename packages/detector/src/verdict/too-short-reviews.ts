// Reviews too short for the text model were never checked for machine writing, like reviews in a language it
// does not read (unread-languages.ts): each may be machine-written unless another check judged it fake, and the
// interval on the share reaches that far (docs/decisions/206). A language whose rates are uncertain already
// bounds its short reviews with its own (language-shares.ts), so they are not counted twice.
import type { ReviewAssessment } from '@reviewsentry/contracts';
import type { HiddenFakes } from './language-shares';

/**
 * The judged reviews too short for the model outside the languages `bounded` already covers: all of them are
 * named, and those not judged fake may be fakes the count missed.
 */
export function tooShortReviews(
  assessments: readonly ReviewAssessment[],
  bounded: ReadonlySet<string>,
  minWords: number,
): HiddenFakes {
  let named = 0;
  let notFake = 0;
  for (const a of assessments) {
    if (!a.assessed || a.not_scored_reason !== 'too_short') continue;
    if (a.language !== null && bounded.has(a.language)) continue;
    named++;
    if (!a.is_fake) notFake++;
  }
  return named === 0
    ? { reviews: 0, languages: [] }
    : { reviews: notFake, languages: [], tooShort: { reviews: named, minWords } };
}
