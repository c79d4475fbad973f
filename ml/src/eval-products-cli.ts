// `npm run eval:products [-- --split test|val --data <csv> --per-share 24 --sizes 50,100,200,400
//   --seed 20240611 --threshold 0.5 --sweep 0.3,0.4,0.5,0.6 --adapt 20|none
//   --quantifier model|none]`
// Builds synthetic products from labelled rows at known fake shares (0–90 %) and reports how often the
// product verdict lands in the true share's band. --split val draws from the text model's validation
// split of train.csv (for choosing thresholds); the default, --split test, is the final evaluation.
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import {
  DEFAULT_FAKE_THRESHOLD,
  DEFAULT_PSEUDO_REVIEWS,
  DEFAULT_TEXT_MODEL_PATH,
  loadQuantifierFor,
  loadTextModel,
} from '@reviewsentry/detector';
import { parseFlags } from './cli-args';
import { SALMINEN_TEST, SALMINEN_TRAIN } from './data';
import { readProductRows, readValidationRows } from './eval-products-data';
import { DEFAULT_PRODUCT_GRID, runEvalProducts, summarise } from './eval-products-run';

const numberList = z
  .string()
  .transform((s) => s.split(',').map(Number))
  .pipe(z.array(z.number().finite()).min(1));

const flagsSchema = z.object({
  split: z.enum(['test', 'val']).default('test'),
  data: z.string().optional(),
  train: z.string().default(SALMINEN_TRAIN),
  model: z.string().optional(),
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
});

const flags = flagsSchema.parse(parseFlags(process.argv.slice(2)));
const rows =
  flags.split === 'val'
    ? readValidationRows(flags.train)
    : readProductRows(flags.data ?? SALMINEN_TEST);
const model = loadTextModel(flags.model);
const quantifier =
  flags.quantifier === 'none' ? null : loadQuantifierFor(flags.model ?? DEFAULT_TEXT_MODEL_PATH);
const thresholds = flags.sweep ?? [flags.threshold];
const started = performance.now();
const summaries = thresholds.map((threshold) =>
  summarise(
    runEvalProducts(model, rows, {
      shares: flags.shares,
      sizes: flags.sizes,
      productsPerShare: flags['per-share'],
      seed: flags.seed,
      threshold,
      pseudoReviews: flags.adapt,
      quantifier,
    }),
    threshold,
  ),
);

for (const s of summaries) {
  console.log(
    `\nthreshold ${s.threshold}: band match ${(100 * s.band_match_rate).toFixed(2)} % of ${s.products} products ` +
      `(${(100 * s.band_match_rate_off_boundary).toFixed(2)} % of those whose true share is not exactly 25 % or 50 %)`,
  );
  console.log('share  products  match    mean reported %');
  for (const b of s.by_share) {
    console.log(
      `${String(b.share).padStart(4)} % ${String(b.products).padStart(9)}  ${(100 * b.band_match_rate).toFixed(1).padStart(5)} %  ${b.mean_reported_pct.toFixed(2).padStart(8)}`,
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
      rows: rows.length,
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
