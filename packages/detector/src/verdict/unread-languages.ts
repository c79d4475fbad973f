// Reviews the text model does not read because of their language (one it was not trained on, or one we could not
// tell) are judged by copies, templates and the other checks, never for machine writing. Like a language whose
// rates were never measured (ADR 151, π_hi = 1), each of them may be machine-written unless already judged fake,
// and the interval on the share reaches that far (docs/decisions/171). Reviews too short for the model, in a
// language it reads, stay the mostly-unscored rule's concern (summarise.ts), as ADR 151 decided.
import type { ReviewAssessment } from '@reviewsentry/contracts';
import type { HiddenFakes } from './language-shares';

/** The language of a review whose language we could not tell, as HiddenFakes names it. */
export const UNTOLD_LANGUAGE = 'unknown';

export function unreadLanguages(assessments: readonly ReviewAssessment[]): HiddenFakes {
  const unread = new Map<string, { reviews: number; notFake: number }>();
  for (const a of assessments) {
    const reason = a.not_scored_reason;
    if (!a.assessed || (reason !== 'language_not_covered' && reason !== 'language_unknown'))
      continue;
    const language =
      reason === 'language_unknown' ? UNTOLD_LANGUAGE : (a.language ?? UNTOLD_LANGUAGE);
    const entry = unread.get(language) ?? { reviews: 0, notFake: 0 };
    entry.reviews++;
    if (!a.is_fake) entry.notFake++;
    unread.set(language, entry);
  }
  let reviews = 0;
  for (const entry of unread.values()) reviews += entry.notFake;
  return {
    reviews,
    languages: [...unread.entries()]
      .sort((a, b) => b[1].reviews - a[1].reviews || a[0].localeCompare(b[0]))
      .map(([language, entry]) => ({ language, recall: null, texts: 0, unread: entry.reviews })),
  };
}
