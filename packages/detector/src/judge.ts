// One product's reviews -> a decision on each review: which checks covered it, whether it was judged, the text
// model's probability where the model may score it, is_fake and the reasons; plus the product's alerts.
// Pure: no file system, no network; the text model is injected (docs/decisions/040, 101).
import type {
  Alert,
  Check,
  NotAssessedReason,
  Review,
  ReviewAssessment,
} from '@reviewsentry/contracts';
import { notScoredReason } from './assess/assessability';
import { prepareReviews } from './prepare';
import { detectBursts } from './signals/bursts';
import { detectDuplicates } from './signals/duplicates';
import { detectIncentives } from './signals/incentives';
import { repeatedListings } from './signals/listings';
import { detectRatingMismatch } from './signals/rating-mismatch';
import { detectRatingShape } from './signals/rating-shape';
import { detectReviewerVolume } from './signals/reviewer-volume';
import type { PreparedProduct, PreparedReview, ReviewFlag, SignalResult } from './signals/types';
import { detectVerifiedGap } from './signals/verified-gap';
import type { TextModel } from './text-model';
import { decide } from './verdict/decision';
import { layoutWords } from './verdict/layout-words';
import { adaptPrior, adjust } from './verdict/prior-adaptation';
import {
  hiddenFakes,
  languageTopUp,
  mergeHiddenFakes,
  NO_HIDDEN_FAKES,
  scoredByLanguage,
  type HiddenFakes,
} from './verdict/language-shares';
import type { ShareQuantifier } from './verdict/share-quantifier';
import { tooShortReviews } from './verdict/too-short-reviews';
import { unreadLanguages } from './verdict/unread-languages';
import { checksOf, DECIDING_CHECKS } from './verdict/checks';

export interface JudgeSettings {
  textModel: TextModel;
  threshold: number;
  adaptation: { trainingPrior: number; pseudoReviews: number } | null;
  quantifier: ShareQuantifier | undefined;
}

export interface JudgeOptions {
  timings?: Record<string, number> | undefined;
  collectGarbage?: (() => void) | undefined;
}

/** Products from this size up call `collectGarbage` (a full collection costs tens of ms; small ones skip it). */
export const LARGE_PRODUCT_REVIEWS = 20_000;

/** Everything a product's summary is computed from (verdict/summarise.ts). */
export interface ProductJudgement {
  assessments: ReviewAssessment[];
  /** The prepared reviews, by review index: their day numbers feed the timeline. */
  prepared: readonly PreparedReview[];
  alerts: Alert[];
  /** Fakes the count may have missed in languages whose measured rates are uncertain (ADR 151). */
  hidden: HiddenFakes;
}

/** Each signal with the check it stands for in the coverage report (null: it judges the product as a whole). */
const SIGNALS: readonly (readonly [string, (p: PreparedProduct) => SignalResult, Check | null])[] =
  [
    ['duplicates', detectDuplicates, 'copies'],
    ['incentives', detectIncentives, 'incentives'],
    ['rating_mismatch', detectRatingMismatch, 'rating_text'],
    ['bursts', detectBursts, 'timing'],
    ['rating_shape', detectRatingShape, null],
    ['verified_gap', detectVerifiedGap, null],
    ['reviewer_volume', detectReviewerVolume, 'reviewer'],
  ];

const CHECK_BIT: Readonly<Record<Check, number>> = {
  text_model: 1,
  copies: 2,
  rating_text: 4,
  incentives: 8,
  reviewer: 16,
  timing: 32,
};

export function judgeProduct(
  settings: JudgeSettings,
  reviews: readonly Review[],
  options: JudgeOptions = {},
): ProductJudgement {
  const { textModel, threshold, adaptation, quantifier } = settings;
  const lap = stageClock(options.timings);
  const { product: prepared, facts } = prepareReviews(reviews);
  const n = reviews.length;
  // Which checks covered each review, as bits (CHECK_BIT). The text model first: it may score a review
  // that has text in a language and of a length it was measured on.
  const checkBits = new Uint8Array(n);
  // A review listed a second time holds no evidence of its own: it is neither scored nor judged.
  const repeated = repeatedListings(prepared.reviews);
  for (let i = 0; i < n; i++) {
    const f = facts[i]!;
    if (f.noText === null && repeated[i] === 0 && notScoredReason(f, textModel) === null)
      checkBits[i] = CHECK_BIT.text_model;
  }
  lap('prepare');

  // Flags per review index; most reviews have none, so most slots stay undefined.
  const flagsByReview = new Array<ReviewFlag[] | undefined>(n);
  const alerts: Alert[] = [];
  for (const [name, signal, check] of SIGNALS) {
    const result = signal(prepared);
    alerts.push(...result.alerts);
    for (const f of result.flags) {
      const list = flagsByReview[f.index];
      if (list) list.push(f);
      else flagsByReview[f.index] = [f];
    }
    if (check !== null && result.covers) {
      const bit = CHECK_BIT[check];
      const covers = result.covers;
      for (let i = 0; i < n; i++) {
        const r = prepared.reviews[i]!;
        if (r.hasText && covers(r)) checkBits[i] = (checkBits[i] as number) | bit;
      }
    }
    lap(name);
    if (signal === detectDuplicates && n >= LARGE_PRODUCT_REVIEWS && options.collectGarbage) {
      options.collectGarbage();
      lap('collect_garbage');
    }
  }

  // Text probabilities of the reviews the model may score (NaN for the others).
  const probabilities = new Float64Array(n).fill(Number.NaN);
  // What a flagged English review's reason can name besides the probability: a chat assistant's
  // framing, or the chat layout the model read (a title line, bullet points…).
  const framed = new Uint8Array(n);
  const layouts = new Map<number, string[]>();
  for (let i = 0; i < n; i++)
    if ((checkBits[i] as number) & CHECK_BIT.text_model) {
      const text = (reviews[i] as Review).text;
      const language = facts[i]!.language ?? undefined;
      const score = textModel.score(text, language);
      probabilities[i] = clamp01(score.probability);
      if (score.probability < threshold || (language ?? 'en') !== 'en') continue;
      // Components are computed when read: only for the reviews the model flagged.
      if (score.components?.['assistant_framing'] === 1) framed[i] = 1;
      else if (score.components?.['layout_read'] === 1) {
        const layout = layoutWords(text);
        if (layout.length > 0) layouts.set(i, layout);
      }
    }
  lap('text_model');
  // The quantifier's rates were measured on unadapted probabilities, so it reads a copy of them.
  const raw = quantifier ? Float64Array.from(probabilities) : null;
  if (adaptation) {
    const { oddsFactor } = adaptPrior(probabilities, adaptation);
    for (let i = 0; i < n; i++) probabilities[i] = adjust(probabilities[i] as number, oddsFactor);
  }
  const shareCounted = new Uint8Array(n);
  const byLanguage = quantifier && raw ? scoredByLanguage(raw, (i) => facts[i]!.language) : null;
  if (quantifier && raw && byLanguage)
    for (const index of languageTopUp(probabilities, raw, byLanguage, threshold, quantifier))
      shareCounted[index] = 1;

  const decidingBits = DECIDING_CHECKS.reduce((bits, c) => bits | CHECK_BIT[c], 0);
  const assessments = reviews.map((review, index): ReviewAssessment => {
    const f = facts[index]!;
    const bits = checkBits[index] as number;
    const judged = (bits & decidingBits) !== 0 && repeated[index] === 0;
    const scored = (bits & CHECK_BIT.text_model) !== 0;
    // One figure for the decision, the API and the reason's words: a review is flagged at the probability
    // it is reported with, so 0.49996 (reported 0.5) never sits unflagged at the threshold.
    const probability = scored ? reported(probabilities[index] as number) : null;
    const decision = decide(judged, probability, flagsByReview[index] ?? NO_FLAGS, threshold, {
      shareCounted: shareCounted[index] === 1,
      chatFraming: framed[index] === 1,
      layout: layouts.get(index),
    });
    const notAssessed: NotAssessedReason | null =
      f.noText ??
      (repeated[index] === 1 ? 'repeated_listing' : judged ? null : 'no_deciding_check');
    return {
      id: review.id,
      text: review.text,
      title: review.title ?? null,
      rating: review.rating ?? null,
      date: review.date ?? null,
      date_precision: review.date_precision ?? null,
      date_text: review.date_text ?? null,
      reviewer: review.reviewer ?? null,
      verified: review.verified ?? null,
      assessed: judged,
      not_assessed_reason: notAssessed,
      checks: checksOf(judged ? bits : 0, CHECK_BIT),
      not_scored_reason:
        f.noText === null && !scored && repeated[index] === 0
          ? notScoredReason(f, textModel)
          : null,
      language: f.language,
      fake_probability: probability,
      is_fake: decision.isFake,
      reasons: decision.reasons,
    };
  });
  const uncertain =
    quantifier && raw && byLanguage
      ? hiddenFakes(
          raw,
          byLanguage,
          tooShortByLanguage(assessments),
          (i) => assessments[i]!.is_fake,
          quantifier,
        )
      : NO_HIDDEN_FAKES;
  const hidden = mergeHiddenFakes([
    uncertain,
    unreadLanguages(assessments),
    tooShortReviews(
      assessments,
      new Set(uncertain.languages.map((l) => l.language)),
      textModel.minWords,
    ),
  ]);
  lap('decide');
  return { assessments, prepared: prepared.reviews, alerts, hidden };
}

const NO_FLAGS: readonly ReviewFlag[] = [];

/** Judged reviews too short for the text model whose language was told, by language. */
function tooShortByLanguage(assessments: readonly ReviewAssessment[]): Map<string, number[]> {
  const out = new Map<string, number[]>();
  assessments.forEach((a, i) => {
    if (!a.assessed || a.not_scored_reason !== 'too_short' || a.language === null) return;
    const list = out.get(a.language);
    if (list) list.push(i);
    else out.set(a.language, [i]);
  });
  return out;
}

/** Records the time since the previous lap under `stage` when timings are wanted. */
function stageClock(timings: Record<string, number> | undefined): (stage: string) => void {
  if (!timings) return () => undefined;
  let last = performance.now();
  return (stage) => {
    const now = performance.now();
    timings[stage] = (timings[stage] ?? 0) + (now - last);
    last = now;
  };
}

/** The probability as the API reports it: 4 decimals. */
function reported(p: number): number {
  return Math.round(p * 10_000) / 10_000;
}

function clamp01(p: number): number {
  return Number.isFinite(p) ? Math.min(1, Math.max(0, p)) : 0.5;
}
