// The verdict in words: what the count says, why the status is what it is, and why the trust score, grade and
// alerts may say something the fake share alone does not (docs/decisions/100). The page and the CLI show it
// beside the status so that the figures never contradict each other without a reason given.
import {
  partPercent,
  type Alert,
  type AlertSeverity,
  type TrustGrade,
} from '@reviewsentry/contracts';
import { agree, countOf, joinWords } from '../wording';
import { languageName } from './coverage';
import { fileTrustSentence, productsSentence, type FilePart } from './file-story';
import type { HiddenFakes } from './language-shares';
import type { ReadPart } from './read-part';
import { UNTOLD_LANGUAGE } from './unread-languages';
import { MIN_JUDGED_REVIEWS, type ShareVerdict } from './status';
import { LOW_CONFIDENCE_TRUST_CAP, baseScore } from './trust-score';

export interface ExplanationInput {
  judged: number;
  fake: number;
  /** Judged reviews the text model scored. */
  textScored: number;
  verdict: ShareVerdict;
  /** Fakes the count may have missed in languages with uncertain rates (language-shares.ts). */
  hidden?: HiddenFakes | undefined;
  /** The reviews the text model read, when they withheld 'Genuine' (read-part.ts). */
  readPart?: ReadPart | null | undefined;
  /** `uncapped`: the score before the low-confidence cap (trust-score.ts), from the share and the alerts. */
  trust: { score: number; grade: TrustGrade; uncapped: number } | null;
  alerts: readonly Pick<Alert, 'severity'>[];
  /** The products of a file of several (docs/decisions/104); absent for one product. */
  parts?: readonly FilePart[] | undefined;
}

const pct = (x: number) => `${x.toFixed(2)} %`;

export function verdictExplanation({
  judged,
  fake,
  textScored,
  verdict,
  hidden,
  readPart,
  trust,
  alerts,
  parts,
}: ExplanationInput): string {
  const { product_status: status, fake_percentage, fake_share_interval: ci } = verdict;
  // Alerts stand on their own where there is no score for them to lower; the words say so.
  const unscored =
    alerts.length > 0
      ? [
          `Alerts (${severityCounts(alerts)}) describe patterns among these reviews and are reported ` +
            'on their own, for what their evidence shows: there is no verdict or trust score for them to lower.',
        ]
      : [];
  if (judged === 0)
    return [
      'No review could be judged (the coverage statement says why), so there is no verdict, trust score or grade.',
      ...unscored,
    ].join(' ');
  const counted =
    judged === 1
      ? `The 1 judged review ${fake === 1 ? 'looks' : 'does not look'} fake (${pct(fake_percentage)})`
      : `${fake.toLocaleString('en-US')} of ${countOf(judged, 'judged review')} ${agree(fake, 'looks', 'look')} fake (${pct(fake_percentage)})`;
  const products = parts ? [productsSentence(parts)] : [];
  if (status === 'Not enough reviews' && readPart)
    return [
      `${counted}. The text model could read only ${readPart.read.toLocaleString('en-US')} of the ` +
        `${judged.toLocaleString('en-US')} judged reviews, and ${readPart.fake.toLocaleString('en-US')} of those ` +
        `${readPart.read.toLocaleString('en-US')} ${agree(readPart.fake, 'looks', 'look')} fake (95 % interval ` +
        `${pct(readPart.interval.low)} to ${pct(readPart.interval.high)}): the share of ${pct(fake_percentage)} ` +
        `rests on the ${(judged - readPart.read).toLocaleString('en-US')} it could not read, so 'Genuine' would ` +
        'speak for reviews nobody checked for machine writing. There is no verdict, trust score or grade.',
      ...products,
      ...unscored,
    ].join(' ');
  if (status === 'Not enough reviews')
    return [
      `${counted}. A verdict needs at least ${MIN_JUDGED_REVIEWS} judged reviews: with ${judged}, one review ` +
        `moves the share by ${(100 / judged).toFixed(2)} points, so there is no verdict, trust score or grade.`,
      ...products,
      ...unscored,
    ].join(' ');
  const sentences = [
    `${counted}; the 95 % interval on the share is ${pct(ci.low)} to ${pct(ci.high)}.`,
  ];
  if (verdict.band_of_share !== null)
    sentences.push(
      `The share alone reads '${verdict.band_of_share}', but with ${countOf(judged, 'review')} it could be as ` +
        `low as ${pct(ci.low)}, so the verdict is '${status}'.`,
    );
  else if (status === 'Fake') sentences.push(`That is 50 % or more: '${status}'.`);
  else if (status === 'Likely Fake') sentences.push(`That is 25 % or more: '${status}'.`);
  else sentences.push(`That is under 25 %: '${status}'.`);
  const saysWhyUnread = hidden !== undefined && hidden.reviews > 0;
  if (saysWhyUnread) sentences.push(hiddenSentence(hidden, ci.high));
  // The sentence before names the unread reviews' languages and lengths when it counted them; else this one says.
  const why = (they: string) =>
    saysWhyUnread && (hidden.tooShort || hidden.languages.some((l) => l.unread !== undefined))
      ? ''
      : ` (${they} too short for it or in a language it was not trained on)`;
  const mostlyUnscored = 2 * textScored < judged;
  if (mostlyUnscored)
    sentences.push(
      (textScored === 0
        ? `The text model could read none of the ${judged.toLocaleString('en-US')} judged reviews` +
          `${why('they are')}; among them, `
        : `The text model could read only ${textScored.toLocaleString('en-US')} of the ` +
          `${judged.toLocaleString('en-US')} judged reviews${why('the others are')}; among the others, `) +
        'only copies, templates and the other checks can find fakes, so machine-written reviews may go ' +
        'unnoticed: the verdict is given with low confidence.',
    );
  else if (verdict.low_confidence && verdict.band_of_share === null)
    sentences.push(
      `The interval reaches into another band, so the verdict is given with low confidence.`,
    );
  sentences.push(...products);
  if (trust !== null && trust.score < trust.uncapped) {
    const base = Math.round(baseScore(fake_percentage));
    sentences.push(
      `The trust score is ${trust.score} (grade ${trust.grade}) rather than ${base}: a verdict given with low ` +
        `confidence gets at most ${LOW_CONFIDENCE_TRUST_CAP}, because grade A says the checks read the reviews ` +
        'and found nothing, which too few or mostly unreadable reviews cannot show' +
        (alerts.length > 0
          ? ` (the share and the alerts, ${severityCounts(alerts)}, alone give ${trust.uncapped}).`
          : '.'),
    );
  } else if (trust !== null && alerts.length > 0) {
    const base = Math.round(baseScore(fake_percentage));
    const bySeverity = severityCounts(alerts);
    if (parts) sentences.push(fileTrustSentence(parts, trust, base, bySeverity));
    else if (trust.score === base)
      sentences.push(
        `The fake share alone puts the trust score at ${trust.score} (grade ${trust.grade}), its lowest; ` +
          `the alerts (${bySeverity}) cannot lower it further.`,
      );
    else
      sentences.push(
        `The trust score is ${trust.score} (grade ${trust.grade}) rather than ${base} because of ${bySeverity}` +
          (status === 'Genuine'
            ? ': alerts describe patterns across the product that no single review proves, so they lower the ' +
              'trust score without marking reviews fake.'
            : '.'),
      );
  }
  return sentences.join(' ');
}

/**
 * Why the interval reaches higher than the count alone would: the languages the model reads less surely,
 * those it does not read at all (unread-languages.ts) and the reviews too short for it (too-short-reviews.ts).
 */
function hiddenSentence(hidden: HiddenFakes, high: number): string {
  const uncertain = hidden.languages.filter((l) => l.unread === undefined);
  const unread = hidden.languages.filter((l) => l.unread !== undefined);
  const clauses: string[] = [];
  if (uncertain.length > 0)
    clauses.push(
      `The text model's recall is lower, or measured on few texts, in ${joinWords(
        uncertain.map((l) =>
          l.recall === null
            ? `${languageName(l.language)} (not measured)`
            : `${languageName(l.language)} (${partPercent(l.recall, 1)} % of ${l.texts.toLocaleString('en-US')} machine-written texts caught)`,
        ),
      )}`,
    );
  if (unread.length > 0)
    clauses.push(
      `${clauses.length > 0 ? 'it' : 'The text model'} does not read ${joinWords(
        unread.map(
          (l) =>
            `${l.language === UNTOLD_LANGUAGE ? 'a language we could not tell' : languageName(l.language)} ` +
            `(${countOf(l.unread ?? 0, 'review')})`,
        ),
      )}`,
    );
  if (hidden.tooShort)
    clauses.push(
      `${clauses.length > 0 ? 'it' : 'The text model'} cannot read reviews of fewer than ` +
        `${hidden.tooShort.minWords} words (${countOf(hidden.tooShort.reviews, 'review')})`,
    );
  return (
    `${clauses.join(', and ')}: it may have missed up to ${countOf(hidden.reviews, 'more fake review')}, ` +
    `so the interval reaches ${pct(high)}.`
  );
}

function severityCounts(alerts: readonly Pick<Alert, 'severity'>[]): string {
  const counts: Record<AlertSeverity, number> = { critical: 0, warning: 0, info: 0 };
  for (const a of alerts) counts[a.severity]++;
  return (['critical', 'warning', 'info'] as const)
    .filter((s) => counts[s] > 0)
    .map((s) => `${counts[s]} ${s} ${agree(counts[s], 'alert', 'alerts')}`)
    .join(', ');
}
