// Counting a product's fake reviews without the classify-and-count bias (docs/decisions/091).
//
// Flagging each review whose probability is ≥ 0.5 answers "is THIS review more likely fake than not?",
// which is the right per-review question but the wrong way to count: the text model misses more fakes
// (recall ≈ 0.94 on its held-out stacking split) than it wrongly flags honest reviews (≈ 1.4 %), so the
// counted share sits 1–1.5 points below the truth at every share from 30 % up, and a product that is
// exactly half fake is called 'Likely Fake' three times out of four.
//
// Adjusted classify-and-count (Forman 2008, "Quantifying counts and costs via classification", Data
// Mining and Knowledge Discovery 17(2)) removes that bias with the model's measured true- and
// false-positive rates at the threshold: π̂ = (observed share above τ − fpr) / (tpr − fpr). When π̂·n is
// above the number of reviews already flagged, the most machine-like of the remaining reviews are flagged
// too, so the count, the percentage and the flagged reviews always agree. The estimate never removes a
// flag: a review the per-review rule flags stays flagged.
//
// Only from an estimated share of 25 % (the 'Likely Fake' line) up: below it the verdict is 'Genuine' either
// way, the bias is small (≤ 0.5 points at true shares ≤ 20 % on validation), and the estimate is dominated by
// the fpr term, which differs between review sources (4.7 % of Datafiniti's human Amazon reviews score above
// 0.5, against 1.4 % on the stacking split): topping up there flagged 165 of 4,797 honest Datafiniti reviews.
//
// A model that judges several languages is corrected language by language, each with its own rates
// (language-shares.ts, docs/decisions/151); this file holds the correction of one language's reviews.
import { STATUS_THRESHOLDS } from '@reviewsentry/contracts';

/** A product whose estimated count is below this share of its assessed reviews is not topped up. */
export const MIN_TOP_UP_SHARE = STATUS_THRESHOLDS.likelyFake / 100;

/** The text model's true- and false-positive rates at a threshold, and how many texts they rest on. */
export interface OperatingPoint {
  /** Share of machine-written reviews at or above the threshold. */
  readonly tpr: number;
  /** Share of human-written reviews at or above the threshold. */
  readonly fpr: number;
  /** Machine-written and human-written texts the rates were measured on (absent: stated, not measured). */
  readonly positives?: number;
  readonly negatives?: number;
}

/** The text model's measured operating point at a decision threshold (models/*.quantifier.json). */
export interface ShareQuantifier extends OperatingPoint {
  /** Threshold on the raw (unadapted) text probability at which the rates were measured. */
  readonly threshold: number;
  /**
   * The rates of each other language the model judges, measured on that language's texts (ADR 151). The
   * top-level rates are English's; a language with no rates of its own is not corrected (language-shares.ts).
   */
  readonly languages?: Readonly<Record<string, OperatingPoint>>;
}

/** Adjusted classify-and-count estimate of the fake share, in [0, 1]; NaN entries are skipped. */
export function adjustedShare(
  rawProbabilities: ArrayLike<number>,
  q: OperatingPoint & { readonly threshold: number },
): number {
  let n = 0;
  let above = 0;
  for (let i = 0; i < rawProbabilities.length; i++) {
    const p = rawProbabilities[i] as number;
    if (Number.isNaN(p)) continue;
    n++;
    if (p >= q.threshold) above++;
  }
  if (n === 0 || q.tpr <= q.fpr) return 0;
  const share = (above / n - q.fpr) / (q.tpr - q.fpr);
  return share < 0 ? 0 : share > 1 ? 1 : share;
}

/**
 * Indices of the reviews to flag in addition to those whose adapted probability is ≥ `threshold`, so
 * that the text-flagged count reaches round(π̂ · n). Candidates are taken in order of decreasing adapted
 * probability (ties by index, so the result is deterministic). `adapted` and `raw` hold NaN for reviews
 * that were not assessed.
 */
export function shareTopUp(
  adapted: Float64Array,
  raw: Float64Array,
  threshold: number,
  q: ShareQuantifier,
): number[] {
  const n = countScored(adapted);
  const wanted = Math.round(adjustedShare(raw, q) * n);
  if (wanted < MIN_TOP_UP_SHARE * n) return [];
  return topUpTo(adapted, threshold, wanted);
}

/** Reviews with a probability (the others are NaN). */
function countScored(probabilities: Float64Array): number {
  let n = 0;
  for (let i = 0; i < probabilities.length; i++) if (!Number.isNaN(probabilities[i])) n++;
  return n;
}

/**
 * Indices of the reviews below `threshold` to flag so that, with those at or above it, `wanted` reviews
 * are flagged: the most probable first, ties by index. Nothing when `wanted` is no more than the count.
 */
export function topUpTo(adapted: Float64Array, threshold: number, wanted: number): number[] {
  let n = 0;
  let flagged = 0;
  for (let i = 0; i < adapted.length; i++) {
    const p = adapted[i] as number;
    if (Number.isNaN(p)) continue;
    n++;
    if (p >= threshold) flagged++;
  }
  const extra = wanted - flagged;
  if (extra <= 0) return [];
  // The extra-th highest probability below the threshold is the cut: a typed-array sort (no comparator)
  // costs a few milliseconds even at 100,000 reviews, where an index sort with a comparator cost ~10×.
  const below = new Float64Array(n - flagged);
  let k = 0;
  for (let i = 0; i < adapted.length; i++) {
    const p = adapted[i] as number;
    if (p < threshold) below[k++] = p;
  }
  below.sort();
  const cut = below[below.length - extra] as number;
  let aboveCut = 0;
  for (let i = 0; i < below.length; i++) if ((below[i] as number) > cut) aboveCut++;
  // Everything above the cut, then reviews exactly at it in index order until the count is reached.
  let atCut = extra - aboveCut;
  const out: number[] = [];
  for (let i = 0; i < adapted.length; i++) {
    const p = adapted[i] as number;
    if (p > cut && p < threshold) out.push(i);
    else if (p === cut && atCut > 0) {
      out.push(i);
      atCut--;
    }
  }
  return out;
}
