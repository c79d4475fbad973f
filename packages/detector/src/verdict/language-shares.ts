// The share correction per language (docs/decisions/151). A text model that judges several languages
// does not catch machine-written text equally well in each: the committed English model catches ≈ 94 % of
// it, the format-3 candidate's multilingual head 62 % (French) to 97 % (Turkish) of held-out GPT-4
// reviews (docs/model-card.md, "Other languages"). Correcting every review with the English rates leaves a
// product in a low-recall language with a confident, understated share. So:
// - each language's flagged reviews are corrected with that language's own rates (share-quantifier.ts),
//   and a language without rates of its own keeps its per-review count;
// - where a language's rates are not firm (recall under FIRM_RECALL, or measured on fewer than
//   FIRM_RATE_TEXTS texts of either kind, or not measured at all) the fakes the model may have missed there,
//   among its scored reviews and those too short for it, are bounded with the rates' 95 % worst case: the
//   lower Wilson bounds of its recall and false-positive rate. That bound widens the share's interval
//   (status.ts), so a product whose truth may lie in a higher band is given with low confidence.
import { wilsonInterval } from '../stats/wilson';
import {
  adjustedShare,
  MIN_TOP_UP_SHARE,
  topUpTo,
  type OperatingPoint,
  type ShareQuantifier,
} from './share-quantifier';

/** Recall below this makes a language's count uncertain: each missed fake moves the share. */
export const FIRM_RECALL = 0.9;
/**
 * Rates measured on fewer texts of either kind than this are uncertain (at 1,000 texts and a recall of 0.9
 * or more, the 95 % interval on the recall is at most ± 1.9 points).
 */
export const FIRM_RATE_TEXTS = 1000;

/** The rates for reviews of `language`: the top-level rates are English's (models/*.quantifier.json). */
export function ratesFor(q: ShareQuantifier, language: string): OperatingPoint | null {
  return language === 'en' ? q : (q.languages?.[language] ?? null);
}

export function isFirm(rates: OperatingPoint | null): boolean {
  return (
    rates !== null &&
    rates.tpr >= FIRM_RECALL &&
    (rates.positives ?? FIRM_RATE_TEXTS) >= FIRM_RATE_TEXTS &&
    (rates.negatives ?? FIRM_RATE_TEXTS) >= FIRM_RATE_TEXTS
  );
}

/** The indices of the scored reviews (a probability that is not NaN), by language, in index order. */
export function scoredByLanguage(
  probabilities: Float64Array,
  languageOf: (index: number) => string | null,
): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (let i = 0; i < probabilities.length; i++) {
    if (Number.isNaN(probabilities[i])) continue;
    const language = languageOf(i) ?? 'unknown';
    const list = groups.get(language);
    if (list) list.push(i);
    else groups.set(language, [i]);
  }
  return groups;
}

/**
 * share-quantifier.ts's top-up, language by language: each language is topped up to its own estimate
 * round(π̂_L · n_L) from its own reviews. The 25 % gate reads the product's estimated count, the sum of the
 * languages' estimates (a language without rates counts its flags). With one language this is shareTopUp.
 */
export function languageTopUp(
  adapted: Float64Array,
  raw: Float64Array,
  groups: ReadonlyMap<string, readonly number[]>,
  threshold: number,
  q: ShareQuantifier,
): number[] {
  let n = 0;
  let estimated = 0;
  const parts: { adapted: Float64Array; wanted: number }[] = [];
  for (const [language, indices] of groups) {
    const own = groups.size === 1 ? adapted : only(adapted, indices);
    const rates = ratesFor(q, language);
    const flagged = indices.filter((i) => (adapted[i] as number) >= threshold).length;
    const wanted = rates
      ? Math.round(
          adjustedShare(groups.size === 1 ? raw : only(raw, indices), {
            threshold: q.threshold,
            tpr: rates.tpr,
            fpr: rates.fpr,
          }) * indices.length,
        )
      : flagged;
    n += indices.length;
    estimated += Math.max(wanted, flagged);
    parts.push({ adapted: own, wanted });
  }
  if (estimated < MIN_TOP_UP_SHARE * n) return [];
  return parts.flatMap((p) => topUpTo(p.adapted, threshold, p.wanted)).sort((a, b) => a - b);
}

/** A language whose rates are not firm, as the verdict's explanation names it. */
export interface UncertainLanguage {
  language: string;
  /** Measured recall at the threshold, or null when the language has no rates. */
  recall: number | null;
  /** Machine-written texts the recall was measured on (0 when not measured). */
  texts: number;
  /** Set when the model does not read the language at all: its judged reviews (unread-languages.ts). */
  unread?: number;
}

/** How many more fakes the counted share may hide among reviews of languages with uncertain rates. */
export interface HiddenFakes {
  /** Upper bound on the machine-written reviews the count missed, beyond those flagged. */
  reviews: number;
  languages: UncertainLanguage[];
  /** Judged reviews shorter than the model's `minWords` that no language's bound covers (too-short-reviews.ts). */
  tooShort?: { reviews: number; minWords: number };
}

export const NO_HIDDEN_FAKES: HiddenFakes = { reviews: 0, languages: [] };

/**
 * For each language with uncertain rates: ceil(π_hi · m_L) − (its reviews judged fake), where
 * π_hi = (c_L/n_L − fpr_low) / (tpr_low − fpr_low) with c_L of its n_L scored reviews reaching the threshold
 * and the rates' lower 95 % Wilson bounds (π_hi = 1 without rates), and m_L its scored reviews plus its
 * judged reviews too short for the model (`tooShort`): those are read worse than at the worst case, not at
 * all, and are taken to be fake no less often. A language with firm rates keeps the count it has: its
 * short reviews are the concern of the mostly-unscored rule (summarise.ts). The product's sampling
 * uncertainty is the interval's own (status.ts), so c_L is taken as observed.
 */
export function hiddenFakes(
  raw: Float64Array,
  groups: ReadonlyMap<string, readonly number[]>,
  tooShort: ReadonlyMap<string, readonly number[]>,
  isFake: (index: number) => boolean,
  q: ShareQuantifier,
): HiddenFakes {
  let reviews = 0;
  const languages: UncertainLanguage[] = [];
  for (const [language, indices] of groups) {
    const rates = ratesFor(q, language);
    if (isFirm(rates)) continue;
    const above = indices.filter((i) => (raw[i] as number) >= q.threshold).length;
    const share = rates ? worstCaseShare(above / indices.length, rates) : 1;
    const short = tooShort.get(language) ?? [];
    const fakes = indices.filter(isFake).length + short.filter(isFake).length;
    const bound = Math.ceil(share * (indices.length + short.length) - 1e-9);
    reviews += Math.max(0, bound - fakes);
    languages.push({
      language,
      recall: rates ? rates.tpr : null,
      texts: rates ? (rates.positives ?? 0) : 0,
    });
  }
  return { reviews, languages };
}

/** The adjusted share with the rates at their lower 95 % bounds (fewer caught, fewer false alarms). */
function worstCaseShare(observed: number, rates: OperatingPoint): number {
  const low = (rate: number, texts: number | undefined) =>
    texts === undefined ? rate : wilsonInterval(Math.round(rate * texts), texts).low;
  const tpr = low(rates.tpr, rates.positives);
  const fpr = low(rates.fpr, rates.negatives);
  if (tpr <= fpr) return 1;
  const share = (observed - fpr) / (tpr - fpr);
  return share < 0 ? 0 : share > 1 ? 1 : share;
}

/** The bounds of a file's products added up (analyse-import.ts). */
export function mergeHiddenFakes(parts: readonly HiddenFakes[]): HiddenFakes {
  const languages = new Map<string, UncertainLanguage>();
  for (const p of parts)
    for (const l of p.languages) {
      const seen = languages.get(l.language);
      // A language no product's model reads is counted over all of them.
      languages.set(
        l.language,
        seen?.unread !== undefined && l.unread !== undefined
          ? { ...l, unread: seen.unread + l.unread }
          : l,
      );
    }
  const short = parts.flatMap((p) => (p.tooShort ? [p.tooShort] : []));
  return {
    reviews: parts.reduce((sum, p) => sum + p.reviews, 0),
    languages: [...languages.values()].sort((a, b) => a.language.localeCompare(b.language)),
    ...(short.length > 0 && {
      tooShort: {
        reviews: short.reduce((sum, s) => sum + s.reviews, 0),
        minWords: Math.max(...short.map((s) => s.minWords)),
      },
    }),
  };
}

/** A copy of `values` with NaN everywhere but at `indices`. */
function only(values: Float64Array, indices: readonly number[]): Float64Array {
  const out = new Float64Array(values.length).fill(Number.NaN);
  for (const i of indices) out[i] = values[i] as number;
  return out;
}
