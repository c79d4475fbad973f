// The product groups of `npm run eval:products` beyond whole English reviews: products whose reviews are mostly
// short, and products in other languages. Whatever the text model can read, no product may get a band stronger
// than its true share's, and a weaker one only with low confidence (docs/decisions/100 and 101). This evaluates
// and never tunes.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FAKE_THRESHOLD,
  DEFAULT_PSEUDO_REVIEWS,
  DEFAULT_TEXT_MODEL_PATH,
  loadQuantifierFor,
  loadTextModel,
} from '@reviewsentry/detector';
import { hasSharedData } from '@reviewsentry/test-support';
import { artifactSeedsOf } from './artifact-seeds';
import { groupRows, nonEnglishRows, shortRows, SHORT_MAX_WORDS } from './eval-products-groups';
import { DEFAULT_PRODUCT_GRID, runEvalProducts, summarise } from './eval-products-run';

function evaluate(group: 'short' | 'non_english') {
  const rows = groupRows(group, artifactSeedsOf(DEFAULT_TEXT_MODEL_PATH).multilingual);
  if (rows === null) throw new Error(`no rows for ${group}`);
  const outcomes = runEvalProducts(loadTextModel(), rows, {
    shares: [...DEFAULT_PRODUCT_GRID.shares],
    sizes: [...DEFAULT_PRODUCT_GRID.sizes],
    productsPerShare: DEFAULT_PRODUCT_GRID.productsPerShare,
    seed: DEFAULT_PRODUCT_GRID.seed,
    threshold: DEFAULT_FAKE_THRESHOLD,
    pseudoReviews: DEFAULT_PSEUDO_REVIEWS,
    quantifier: loadQuantifierFor(DEFAULT_TEXT_MODEL_PATH),
    group,
  });
  return summarise(outcomes, DEFAULT_FAKE_THRESHOLD);
}

describe('shortRows', () => {
  it('keeps whole leading sentences of at most 9 words and drops rows whose first sentence is longer', () => {
    const rows = shortRows([
      {
        text: 'Great kettle. Boils fast and quietly every single morning.',
        rating: 5,
        fake: false,
      },
      { text: 'Works. Nice.', rating: 4, fake: true },
      {
        text: 'This first sentence has far too many words to be kept at all.',
        rating: 3,
        fake: false,
      },
    ]);
    expect(rows).toEqual([
      { text: 'Great kettle.', rating: 5, fake: false },
      { text: 'Works. Nice.', rating: 4, fake: true },
    ]);
    for (const r of rows) expect(r.text.split(' ').length).toBeLessThanOrEqual(SHORT_MAX_WORDS);
  });
});

describe.skipIf(!hasSharedData('fake-reviews-salminen', 'test.csv'))(
  'npm run eval:products, products of mostly short reviews (Salminen test.csv, cut)',
  () => {
    it('never overstates a product, and understates only with low confidence', () => {
      const summary = evaluate('short');
      expect(summary.products).toBe(240);
      expect(summary.overstated).toBe(0);
      expect(summary.honest_rate).toBeGreaterThanOrEqual(0.95);
    }, 120_000);
  },
);

describe.skipIf(
  !hasSharedData('llm-reviews-train', 'fake_maideup_gpt-4_hotel.csv') ||
    !hasSharedData('llm-reviews-train', 'genuine_maideup_booking_hotel.csv'),
)('npm run eval:products, non-English products (MAiDE-up es, de, fr, it, tr)', () => {
  it('never overstates a product, and understates only with low confidence', () => {
    const summary = evaluate('non_english');
    expect(summary.products).toBe(240);
    expect(summary.overstated).toBe(0);
    expect(summary.honest_rate).toBeGreaterThanOrEqual(0.95);
  }, 120_000);
});

describe.skipIf(
  !hasSharedData('llm-reviews-train', 'fake_maideup_gpt-4_hotel.csv') ||
    !hasSharedData('llm-reviews-train', 'genuine_maideup_booking_hotel.csv'),
)('nonEnglishRows', () => {
  it("takes only the validation share of the MAiDE-up rows, as the artifact's seed splits them", () => {
    const a = nonEnglishRows(20240611, ['fr']);
    const b = nonEnglishRows(7, ['fr']);
    if (a === null || b === null) throw new Error('MAiDE-up rows missing');
    // 1,883 GPT-4 and 1,597 Booking.com rows in French; the split holds out 15 % of each source.
    for (const rows of [a, b]) {
      expect(rows.filter((r) => r.fake).length).toBeGreaterThan(0.12 * 1883);
      expect(rows.filter((r) => r.fake).length).toBeLessThan(0.18 * 1883);
      expect(rows.filter((r) => !r.fake).length).toBeGreaterThan(0.12 * 1597);
      expect(rows.filter((r) => !r.fake).length).toBeLessThan(0.18 * 1597);
    }
    const first = new Set(a.map((r) => r.text));
    expect(b.filter((r) => first.has(r.text)).length).toBeLessThan(0.5 * b.length);
  }, 60_000);
});
