// Product-level prior adaptation (Saerens, Latinne & Decaestecker 2002, "Adjusting the outputs of a
// classifier to new a priori probabilities: a simple procedure", Neural Computation 14(1)). The text
// model's probabilities are calibrated for the training population, where a share `trainingPrior` of
// assessable reviews is machine-written (ADR 032). Inside one product every review shares the product's own
// fake share, so the share is estimated by EM over the product's assessed reviews, and each review's
// probability is re-weighted to it by Bayes' rule: odds × (π / (1 − π)) / (π_t / (1 − π_t)).
// A Beta prior worth `pseudoReviews` reviews at the training prior (a MAP estimate) keeps products with
// few assessed reviews close to the unadapted probabilities, so a noisy estimate cannot push them around.

import type { TextModel } from '../text-model';

/**
 * The fake share the shipped text model is calibrated for (ADR 032: Platt scaling shifted by log(0.4/0.6)).
 * Used unless the model says otherwise (modelTrainingPrior).
 */
export const DEFAULT_TRAINING_PRIOR = 0.4;
/** Weight of the training prior in the product's estimate, in reviews (chosen on validation data). */
export const DEFAULT_PSEUDO_REVIEWS = 20;

/** A model may state its calibration prior as `trainingPrior`; the TextModel port does not require it. */
export function modelTrainingPrior(model: TextModel): number | undefined {
  const p = (model as TextModel & { trainingPrior?: unknown }).trainingPrior;
  return typeof p === 'number' && p > 0 && p < 1 ? p : undefined;
}

export interface PriorAdaptation {
  /** Estimated fake share of the product, in [0, 1]. */
  prior: number;
  /** Multiplier applied to each review's odds (1 = no change). */
  oddsFactor: number;
}

export interface PriorAdaptationOptions {
  trainingPrior: number;
  pseudoReviews: number;
  /**
   * EM steps. A fixed count (not a tolerance) keeps the result monotone: each step is non-decreasing in
   * every probability, so raising one review's probability can never lower the estimate or any decision.
   */
  iterations?: number;
}

/** EM estimate of the product's fake share from calibrated probabilities (NaN entries are skipped). */
export function adaptPrior(
  probabilities: ArrayLike<number>,
  options: PriorAdaptationOptions,
): PriorAdaptation {
  const { trainingPrior, pseudoReviews } = options;
  const iterations = options.iterations ?? 64;
  const trainingOdds = trainingPrior / (1 - trainingPrior);
  // The scored probabilities, in order, gathered once into a dense array: 64 steps over 100,000 reviews
  // then read one typed array without skipping (same terms in the same order, so the same sums).
  let n = 0;
  for (let i = 0; i < probabilities.length; i++) if (!Number.isNaN(probabilities[i])) n++;
  const scored = new Float64Array(n);
  for (let i = 0, k = 0; i < probabilities.length; i++) {
    const p = probabilities[i] as number;
    if (!Number.isNaN(p)) scored[k++] = p;
  }
  let prior = trainingPrior;
  for (let iteration = 0; iteration < iterations && n > 0; iteration++) {
    const factor = prior / (1 - prior) / trainingOdds;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += adjust(scored[i] as number, factor);
    // MAP update under a Beta prior centred on the training prior, worth `pseudoReviews` reviews.
    prior = clampPrior((sum + pseudoReviews * trainingPrior) / (n + pseudoReviews));
  }
  return { prior, oddsFactor: prior / (1 - prior) / trainingOdds };
}

/** The probability re-weighted by an odds factor (Bayes' rule with a changed class prior). */
export function adjust(p: number, oddsFactor: number): number {
  if (p <= 0 || p >= 1) return p;
  const a = p * oddsFactor;
  return a / (a + (1 - p));
}

/** Shares of exactly 0 or 1 would make the odds factor 0 or infinite; products are never that certain. */
function clampPrior(x: number): number {
  return Math.min(1 - 1e-6, Math.max(1e-6, x));
}
