// `npm run eval:products [-- --split test|val --data <csv> --per-share 24 --sizes 50,100,200,400
//   --seed 20240611 --threshold 0.5 --sweep 0.3,0.4,0.5,0.6 --adapt 20|none
//   --quantifier model|none --groups salminen,short,non_english --languages es,de,fr,it,tr]`
// Builds synthetic products from labelled rows at known fake shares (0–90 %) and reports how often the
// product verdict lands in the true share's band, for each kind of product (eval-products-groups.ts): whole
// reviews, mostly short reviews, and non-English reviews; and how often the answer is honest (never a band
// stronger than the truth; a weaker one only with low confidence). --split val draws the Salminen rows from the
// text model's validation split of train.csv (for choosing thresholds); the default, --split test, is the final
// evaluation. --languages picks the MAiDE-up languages the non-English products are drawn from (one
// language: products written in it alone).
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import {
  DEFAULT_FAKE_THRESHOLD,
  DEFAULT_PSEUDO_REVIEWS,
  DEFAULT_TEXT_MODEL_PATH,
  loadQuantifierFor,
  loadTextModel,
} from '@reviewsentry/detector';
import { artifactSeedsOf } from './artifact-seeds';
import { parseFlags, resolveUserPath } from './cli-args';
import { SALMINEN_TEST, SALMINEN_TRAIN } from './data';
import { readProductRows, readValidationRows, type ProductRow } from './eval-products-data';
import {
  NON_ENGLISH_LANGUAGES,
  nonEnglishRows,
  PRODUCT_GROUPS,
  shortRows,
  type ProductGroup,
} from './eval-products-groups';
import { DEFAULT_PRODUCT_GRID, runEvalProducts, summarise } from './eval-products-run';

const numberList = z
  .string()
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(z.number().finite()).min(1));

const flagsSchema = z.object({
  split: z.enum(['test', 'val']).default('test'),
  data: z.string().optional(),
  train: z.string().default(SALMINEN_TRAIN),
  model: z
    .string()
    .transform((p) => resolveUserPath(p))
    .optional(),
  'per-share': z.coerce.number().int().min(1).default(DEFAULT_PRODUCT_GRID.productsPerShare),
  sizes: numberList.default([...DEFAULT_PRODUCT_GRID.sizes]),
  shares: numberList.default([...DEFAULT_PRODUCT_GRID.shares]),
  seed: z.coerce.number().int().default(DEFAULT_PRODUCT_GRID.seed),
  threshold: z.coerce.number().min(0).max(1).default(DEFAULT_FAKE_THRESHOLD),
  sweep: numberList.optional(),
  /** Pseudo-reviews of the product-level prior adaptation (ADR 046), or 'none' to switch it off. */
  adapt: z
    .string()
    .default(String(DEFAULT_PSEUDO_REVIEWS))
    .transform((s) => (s === 'none' ? null : Number(s)))
    .pipe(z.number().min(0).nullable()),
  /** 'none' counts by the per-review rule alone; by default the model's stored quantifier (ADR 091). */
  quantifier: z.enum(['model', 'none']).default('model'),
  groups: z
    .string()
    .default(PRODUCT_GROUPS.join(','))
    .transform((s) => s.split(','))
    .pipe(z.array(z.enum(PRODUCT_GROUPS)).min(1)),
  languages: z
    .string()
    .default(NON_ENGLISH_LANGUAGES.join(','))
    .transform((s) => s.split(','))
    .pipe(z.array(z.string().regex(/^[a-z]{2}$/)).min(1)),
});

const flags = flagsSchema.parse(parseFlags(process.argv.slice(2)));
const salminen =
  flags.split === 'val'
    ? readValidationRows(flags.train)
    : readProductRows(flags.data ?? SALMINEN_TEST);
const rowsOf = (group: ProductGroup): ProductRow[] | null =>
  group === 'salminen'
    ? salminen
    : group === 'short'
      ? shortRows(salminen)
      : nonEnglishRows(
          artifactSeedsOf(flags.model ?? DEFAULT_TEXT_MODEL_PATH).multilingual,
          flags.languages,
        );
const model = loadTextModel(flags.model);
const quantifier =
  flags.quantifier === 'none' ? null : loadQuantifierFor(flags.model ?? DEFAULT_TEXT_MODEL_PATH);
const thresholds = flags.sweep ?? [flags.threshold];
const started = performance.now();
const summaries = flags.groups.flatMap((group) => {
  const rows = rowsOf(group);
  if (rows === null) {
    console.warn(
      `*** SKIPPING product group ${group}: its data is missing (see SHARED_DATA_DIR). ***`,
    );
    return [];
  }
  return thresholds.map((threshold) =>
    summarise(
      runEvalProducts(model, rows, {
        shares: flags.shares,
        sizes: flags.sizes,
        productsPerShare: flags['per-share'],
        seed: flags.seed,
        threshold,
        pseudoReviews: flags.adapt,
        quantifier,
        group,
      }),
      threshold,
    ),
  );
});

for (const s of summaries) {
  console.log(
    `\n${s.group}, threshold ${s.threshold}: band match ${(100 * s.band_match_rate).toFixed(2)} % of ${s.products} products ` +
      `(${(100 * s.band_match_rate_off_boundary).toFixed(2)} % of those whose true share is not exactly 25 % or 50 %); ` +
      `honest ${(100 * s.honest_rate).toFixed(2)} %, ${s.overstated} overstated; ` +
      `text model read ${(100 * s.mean_text_scored_share).toFixed(1)} % of the judged reviews`,
  );
  console.log('share  products  match    mean reported %  low confidence');
  for (const b of s.by_share) {
    console.log(
      `${String(b.share).padStart(4)} % ${String(b.products).padStart(9)}  ${(100 * b.band_match_rate).toFixed(1).padStart(5)} %  ${b.mean_reported_pct.toFixed(2).padStart(8)}  ${(100 * b.low_confidence_rate).toFixed(1).padStart(13)} %`,
    );
  }
  console.log(
    `by size: ${s.by_size.map((b) => `${b.size}: ${(100 * b.band_match_rate).toFixed(1)} %`).join(', ')}`,
  );
}
console.log(
  JSON.stringify(
    {
      split: flags.split,
      groups: flags.groups,
      non_english_languages: flags.languages,
      model: { id: model.id, version: model.version },
      seed: flags.seed,
      prior_adaptation_pseudo_reviews: flags.adapt,
      share_quantifier: quantifier,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      results: summaries,
    },
    null,
    2,
  ),
);
