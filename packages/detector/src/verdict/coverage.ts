// The coverage statement of a product (docs/decisions/101): how many reviews were judged, how many each check
// covered, which reviews the text model did not score and why, and what was not judged at all — as counts and
// in words.
import {
  CHECKS,
  type Check,
  type NotAssessedReason,
  type NotScoredReason,
  type ReviewAssessment,
  type ReviewCoverage,
} from '@reviewsentry/contracts';
import type { ModelCoverage } from '../assess/assessability';
import { agree, countOf } from '../wording';

const LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  en: 'English',
  es: 'Spanish',
  pt: 'Portuguese',
  fr: 'French',
  de: 'German',
  it: 'Italian',
  nl: 'Dutch',
  pl: 'Polish',
  ro: 'Romanian',
  sv: 'Swedish',
  da: 'Danish',
  no: 'Norwegian',
  fi: 'Finnish',
  ca: 'Catalan',
  cs: 'Czech',
  tl: 'Tagalog',
  vi: 'Vietnamese',
  tr: 'Turkish',
  id: 'Indonesian',
  hi: 'Hindi',
  'hi-Latn': 'Hindi (in Latin letters)',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  ru: 'Russian',
  uk: 'Ukrainian',
  ar: 'Arabic',
  th: 'Thai',
  el: 'Greek',
  he: 'Hebrew',
};

export function languageName(code: string): string {
  return LANGUAGE_NAMES[code] ?? code;
}

const CHECK_NAMES: Readonly<Record<Check, string>> = {
  text_model: 'text model',
  copies: 'copies and templates',
  rating_text: 'rating against text',
  incentives: 'incentive disclosures',
  reviewer: 'reviewer behaviour',
  timing: 'timing',
};

export function reviewCoverage(
  assessments: readonly ReviewAssessment[],
  model: ModelCoverage,
): ReviewCoverage {
  const by_check = Object.fromEntries(CHECKS.map((c) => [c, 0])) as Record<Check, number>;
  const not_judged: Partial<Record<NotAssessedReason, number>> = {};
  const not_scored: Partial<Record<NotScoredReason, number>> = {};
  const languages: Record<string, number> = {};
  const notCovered: Record<string, number> = {};
  let judged = 0;
  for (const a of assessments) {
    if (!a.assessed) {
      const reason = a.not_assessed_reason ?? 'empty';
      not_judged[reason] = (not_judged[reason] ?? 0) + 1;
      continue;
    }
    judged++;
    for (const c of a.checks) by_check[c]++;
    const language = a.language ?? 'unknown';
    languages[language] = (languages[language] ?? 0) + 1;
    const reason = a.not_scored_reason;
    if (reason !== null) {
      not_scored[reason] = (not_scored[reason] ?? 0) + 1;
      if (reason === 'language_not_covered') notCovered[language] = (notCovered[language] ?? 0) + 1;
    }
  }
  const counts = { reviews_received: assessments.length, judged, not_judged, by_check, not_scored };
  return {
    ...counts,
    languages,
    text_model: { languages: [...model.languages], min_words: model.minWords },
    summary: coverageSummary(counts, notCovered, model),
  };
}

function coverageSummary(
  c: Pick<ReviewCoverage, 'reviews_received' | 'judged' | 'not_judged' | 'by_check' | 'not_scored'>,
  notCoveredByLanguage: Readonly<Record<string, number>>,
  model: ModelCoverage,
): string {
  const sentences: string[] = [];
  const all = c.reviews_received;
  sentences.push(
    c.judged === all
      ? all === 1
        ? 'The 1 review was judged.'
        : `All ${countOf(all, 'review')} were judged.`
      : `${c.judged.toLocaleString('en-US')} of ${countOf(all, 'review')} ${agree(c.judged, 'was', 'were')} judged.`,
  );
  const empty = (c.not_judged.empty ?? 0) + (c.not_judged.placeholder ?? 0);
  if (empty > 0)
    sentences.push(
      `${countOf(empty, 'review')} ${agree(empty, 'has', 'have')} a rating but no text (or a placeholder such as ` +
        `'No review'): ${agree(empty, 'it counts', 'they count')} in the rating figures only.`,
    );
  const relisted = c.not_judged.repeated_listing ?? 0;
  if (relisted > 0)
    sentences.push(
      `${countOf(relisted, 'review')} ${agree(relisted, 'is', 'are')} listed a second time by the source (the same ` +
        `reviewer, date, rating and text): ${agree(relisted, 'it counts', 'they count')} once, as the first listing.`,
    );
  const unchecked = c.not_judged.no_deciding_check ?? 0;
  if (unchecked > 0)
    sentences.push(
      `${countOf(unchecked, 'review')} ${agree(unchecked, 'was', 'were')} not judged: no check that can call a ` +
        `review fake could read ${agree(unchecked, 'it', 'them')}.`,
    );
  if (c.judged === 0) return sentences.join(' ');
  const languages = model.languages.map(languageName).join(', ');
  const scored = c.by_check.text_model;
  const parts: string[] = [];
  const short = c.not_scored.too_short ?? 0;
  if (short > 0)
    parts.push(`${short.toLocaleString('en-US')} ${agree(short, 'is', 'are')} too short for it`);
  const covered = Object.entries(notCoveredByLanguage).sort((a, b) => b[1] - a[1]);
  if (covered.length > 0)
    parts.push(
      `${covered.map(([lang, n]) => `${n.toLocaleString('en-US')} in ${languageName(lang)}`).join(', ')}, which it was not trained on`,
    );
  const unknown = c.not_scored.language_unknown ?? 0;
  if (unknown > 0) parts.push(`${unknown.toLocaleString('en-US')} in a language we could not tell`);
  sentences.push(
    `The text model (${languages}, ${model.minWords} words or more) scored ${scored.toLocaleString('en-US')} of them` +
      (parts.length > 0 ? `; of the rest, ${parts.join('; ')}.` : '.'),
  );
  sentences.push(
    `The other checks covered: ${CHECKS.filter((k) => k !== 'text_model')
      .map((k) => `${CHECK_NAMES[k]} ${c.by_check[k].toLocaleString('en-US')}`)
      .join(', ')}.`,
  );
  return sentences.join(' ');
}
