// The kinds of product `npm run eval:products` builds (docs/model-card.md, "Product-level evaluation"):
// - salminen: whole Salminen test.csv reviews (GPT-2 fakes vs human Amazon reviews), the band-match target;
// - short: the same rows cut to their leading whole sentences of at most 9 words, so that a product's reviews
//   are mostly shorter than any text model here was measured on (Flipkart-style "Nice product" files);
// - non_english: human Booking.com and GPT-4 hotel reviews in Spanish, German, French, Italian and Turkish
//   (MAiDE-up, from llm-reviews-train; each row is one upside or downside field, often short), only the rows
//   the multilingual head's training held out.
// For short and non-English products the text model may not read most reviews; the fair demand there is that
// the verdict is never stronger than the truth and, when it may be weaker, says so (low_confidence).
import { existsSync } from 'node:fs';
import { sharedDataPath } from './paths';
import { readCorpus } from './corpus';
import { SALMINEN_TEST } from './data';
import { multilingualSplit } from './multilingual-eval';
import { readProductRows, type ProductRow } from './eval-products-data';

export const PRODUCT_GROUPS = ['salminen', 'short', 'non_english'] as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[number];

export const NON_ENGLISH_LANGUAGES = ['es', 'de', 'fr', 'it', 'tr'] as const;
const MAIDEUP = {
  fake: sharedDataPath('llm-reviews-train', 'fake_maideup_gpt-4_hotel.csv'),
  genuine: sharedDataPath('llm-reviews-train', 'genuine_maideup_booking_hotel.csv'),
};
/** The corpus's source names of those two files (corpus.ts sourceName). */
const MAIDEUP_SOURCES = new Set(['maideup_gpt-4_hotel', 'maideup_booking_hotel']);
/** Longest short review, in words: below every text model's minimum (10 for the committed one). */
export const SHORT_MAX_WORDS = 9;

/**
 * The rows a group's products are drawn from, or null when its data is absent. `multilingualSeed`: the seed of
 * the judged artifact's multilingual split (artifact-seeds.ts), whose held-out rows the non-English group uses.
 */
export function groupRows(
  group: ProductGroup,
  multilingualSeed: number,
  salminenPath = SALMINEN_TEST,
): ProductRow[] | null {
  if (group === 'non_english') return nonEnglishRows(multilingualSeed);
  if (!existsSync(salminenPath)) return null;
  const rows = readProductRows(salminenPath);
  return group === 'short' ? shortRows(rows) : rows;
}

/**
 * Each row cut to its leading whole sentences of at most 3–9 words (the limit cycles with the row), never
 * mid-sentence: a cut sentence reads like GPT-2's abrupt endings. Rows whose first sentence is longer are dropped.
 */
export function shortRows(rows: readonly ProductRow[]): ProductRow[] {
  const out: ProductRow[] = [];
  rows.forEach((row, i) => {
    const limit = 3 + (i % (SHORT_MAX_WORDS - 2));
    const sentences = row.text.match(/[^.!?]+[.!?]+/gu) ?? [row.text];
    let text = '';
    let words = 0;
    for (const sentence of sentences) {
      const n = sentence.trim().split(/\s+/u).filter(Boolean).length;
      if (words + n > limit) break;
      text += sentence;
      words += n;
    }
    if (words > 0) out.push({ ...row, text: text.trim() });
  });
  return out;
}

/**
 * MAiDE-up rows of `only` (GPT-4 fakes and human Booking.com reviews) that the multilingual split seeded with
 * `seed` holds out for validation: rows an artifact trained with that seed never fit or stacked on (a model
 * without a multilingual head never read any of them).
 */
export function nonEnglishRows(
  seed: number,
  only: readonly string[] = NON_ENGLISH_LANGUAGES,
): ProductRow[] | null {
  if (!existsSync(MAIDEUP.fake) || !existsSync(MAIDEUP.genuine)) return null;
  const languages = new Set<string>(only);
  const { rows, split } = multilingualSplit(readCorpus(), seed);
  const out: ProductRow[] = [];
  rows.forEach((r, i) => {
    if (split[i] !== 'val' || !languages.has(r.language) || !MAIDEUP_SOURCES.has(r.source)) return;
    if (r.text.trim() !== '') out.push({ text: r.text, rating: undefined, fake: r.label === 1 });
  });
  return out;
}
