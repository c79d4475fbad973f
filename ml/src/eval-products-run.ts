// Synthetic products at known fake shares, analysed end to end; reports how often the verdict lands in
// the band of the true share. Products are drawn without replacement inside a product, with a fixed seed.
import type { Review } from '@reviewsentry/contracts';
import {
  createAnalyzer,
  productStatus,
  type ShareQuantifier,
  type TextModel,
} from '@reviewsentry/detector';
import type { ProductRow } from './eval-products-data';
import { createRng, shuffle } from './rng';

export interface EvalProductsConfig {
  shares: number[];
  sizes: number[];
  productsPerShare: number;
  seed: number;
  threshold: number;
  /** Product-level prior adaptation: pseudo-reviews of the Beta prior, or null for none. */
  pseudoReviews: number | null;
  /** The share quantifier stored with the model (ADR 091), or null to count by the per-review rule alone. */
  quantifier: ShareQuantifier | null;
  /** Which kind of product the rows make (eval-products-groups.ts); 'salminen' unless told. */
  group?: string;
}

/** The grid `npm run eval:products` uses unless told otherwise (the product-level evaluation of the model card). */
export const DEFAULT_PRODUCT_GRID = {
  shares: [0, 10, 20, 30, 40, 50, 60, 70, 80, 90],
  sizes: [50, 100, 200, 400],
  productsPerShare: 24,
  seed: 20240611,
} as const;

export interface ProductOutcome {
  group: string;
  share: number;
  size: number;
  truePercentage: number;
  reportedPercentage: number;
  expected: string;
  got: string;
  lowConfidence: boolean;
  trustScore: number | null;
  /** Reviews judged, and of them scored by the text model. */
  judged: number;
  textScored: number;
}

export interface EvalProductsSummary {
  threshold: number;
  group: string;
  products: number;
  band_match_rate: number;
  /**
   * Products whose answer is honest: the true band, or no verdict ('Not enough reviews'), or a weaker band
   * given with low confidence. Never a band stronger than the truth.
   */
  honest_rate: number;
  /** Products given a band stronger than their true share's (an accusation the evidence does not carry). */
  overstated: number;
  /** Mean share of judged reviews the text model scored. */
  mean_text_scored_share: number;
  /** The same over products whose true share is not exactly on a status boundary (25 % or 50 %). */
  band_match_rate_off_boundary: number;
  mean_abs_error_pct_points: number;
  by_share: {
    share: number;
    products: number;
    band_match_rate: number;
    mean_reported_pct: number;
    /** Products whose verdict was given with low confidence. */
    low_confidence_rate: number;
  }[];
  by_size: { size: number; products: number; band_match_rate: number }[];
  mismatches_flagged_low_confidence: number;
  mismatches: number;
}

export function runEvalProducts(
  model: TextModel,
  rows: readonly ProductRow[],
  cfg: EvalProductsConfig,
): ProductOutcome[] {
  const fakes = rows.filter((r) => r.fake);
  const genuine = rows.filter((r) => !r.fake);
  const analyzer = createAnalyzer({
    textModel: model,
    fakeThreshold: cfg.threshold,
    priorAdaptation: cfg.pseudoReviews === null ? false : { pseudoReviews: cfg.pseudoReviews },
    ...(cfg.quantifier ? { quantifier: cfg.quantifier } : {}),
  });
  const rng = createRng(cfg.seed);
  const out: ProductOutcome[] = [];
  for (const share of cfg.shares) {
    for (let p = 0; p < cfg.productsPerShare; p++) {
      const size = cfg.sizes[p % cfg.sizes.length] as number;
      const nFake = Math.round((share / 100) * size);
      const picked = [...sample(fakes, nFake, rng), ...sample(genuine, size - nFake, rng)];
      const reviews: Review[] = shuffle(picked, rng).map((r, i) => ({
        id: String(i),
        text: r.text,
        ...(r.rating === undefined ? {} : { rating: r.rating }),
      }));
      const result = analyzer.analyze(reviews);
      const truePercentage = Math.round((10_000 * nFake) / size) / 100;
      out.push({
        group: cfg.group ?? 'salminen',
        share,
        size,
        truePercentage,
        reportedPercentage: result.fake_percentage,
        expected: productStatus(truePercentage),
        got: result.product_status,
        lowConfidence: result.low_confidence,
        trustScore: result.trust_score,
        judged: result.total_reviews,
        textScored: result.review_coverage.by_check.text_model,
      });
    }
  }
  return out;
}

/** k distinct items by a partial Fisher–Yates over a copy of the index range. */
function sample<T>(items: readonly T[], k: number, rng: () => number): T[] {
  if (k > items.length) throw new Error(`Need ${k} rows but only ${items.length} are available.`);
  const idx = Array.from({ length: items.length }, (_, i) => i);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(rng() * (idx.length - i));
    [idx[i], idx[j]] = [idx[j] as number, idx[i] as number];
  }
  return idx.slice(0, k).map((i) => items[i] as T);
}

export function summarise(
  outcomes: readonly ProductOutcome[],
  threshold: number,
): EvalProductsSummary {
  const rate = (xs: readonly ProductOutcome[]) =>
    round4(xs.filter((o) => o.expected === o.got).length / Math.max(1, xs.length));
  const shares = [...new Set(outcomes.map((o) => o.share))];
  const sizes = [...new Set(outcomes.map((o) => o.size))].sort((a, b) => a - b);
  const mismatches = outcomes.filter((o) => o.expected !== o.got);
  const overstated = outcomes.filter((o) => rank(o.got) > rank(o.expected));
  const honest = outcomes.filter(
    (o) =>
      o.expected === o.got ||
      o.got === 'Not enough reviews' ||
      (o.lowConfidence && rank(o.got) < rank(o.expected)),
  );
  return {
    threshold,
    group: outcomes[0]?.group ?? 'salminen',
    products: outcomes.length,
    band_match_rate: rate(outcomes),
    honest_rate: round4(honest.length / Math.max(1, outcomes.length)),
    overstated: overstated.length,
    mean_text_scored_share: round4(
      outcomes.reduce((s, o) => s + (o.judged === 0 ? 0 : o.textScored / o.judged), 0) /
        Math.max(1, outcomes.length),
    ),
    band_match_rate_off_boundary: rate(
      outcomes.filter((o) => o.truePercentage !== 25 && o.truePercentage !== 50),
    ),
    mean_abs_error_pct_points: round4(
      outcomes.reduce((s, o) => s + Math.abs(o.reportedPercentage - o.truePercentage), 0) /
        Math.max(1, outcomes.length),
    ),
    by_share: shares.map((share) => {
      const xs = outcomes.filter((o) => o.share === share);
      return {
        share,
        products: xs.length,
        band_match_rate: rate(xs),
        mean_reported_pct: round4(xs.reduce((s, o) => s + o.reportedPercentage, 0) / xs.length),
        low_confidence_rate: round4(xs.filter((o) => o.lowConfidence).length / xs.length),
      };
    }),
    by_size: sizes.map((size) => {
      const xs = outcomes.filter((o) => o.size === size);
      return { size, products: xs.length, band_match_rate: rate(xs) };
    }),
    mismatches: mismatches.length,
    mismatches_flagged_low_confidence: mismatches.filter((o) => o.lowConfidence).length,
  };
}

const RANKS: Readonly<Record<string, number>> = { Genuine: 0, 'Likely Fake': 1, Fake: 2 };

/** How strong a status's claim is; 'Not enough reviews' claims nothing. */
function rank(status: string): number {
  return RANKS[status] ?? -1;
}

function round4(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}
