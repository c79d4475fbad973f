// `npx tsx ml/src/eval-products-language-cli.ts`: measures the English detector (assessability) on real
// files — English corpora should be assessed, Spanish and Indonesian ones not — and prints precision and
// recall of "English" over texts long enough to judge. Results: docs/decisions/041-language-detection.md.
import { existsSync } from 'node:fs';
import { DEFAULT_MODEL_COVERAGE, notScoredReason, textFacts, words } from '@reviewsentry/detector';
import { sharedDataPath } from '@reviewsentry/test-support';
import { readCsv } from './data';

const MIN_WORDS = DEFAULT_MODEL_COVERAGE.minWords;

interface Corpus {
  name: string;
  file: string[];
  column: string;
  english: boolean;
  /** Rows to keep (by index), when a file mixes languages. */
  rows?: (i: number) => boolean;
  clean?: (t: string) => string;
}

// Rows 1, 19, 24, 43 of the Instant Pot file are the Spanish reviews (our own reading of the 47 rows).
const SPANISH_ROWS = new Set([1, 19, 24, 43]);

const CORPORA: Corpus[] = [
  {
    name: 'salminen test (EN)',
    file: ['fake-reviews-salminen', 'test.csv'],
    column: 'text_',
    english: true,
  },
  {
    name: 'amazon musical instruments (EN)',
    file: ['real-world', 'csv', 'amazon_musical_instruments_reviewText_overall_asin.csv'],
    column: 'reviewText',
    english: true,
  },
  {
    name: 'datafiniti amazon devices (EN)',
    file: ['real-world', 'csv', 'datafiniti_amazon_devices_dotted_cols_bom.csv'],
    column: 'reviews.text',
    english: true,
  },
  {
    name: 'trustpilot (EN)',
    file: ['real-world', 'csv', 'trustpilot_company_reviews_iso_dates.csv'],
    column: 'Review Text',
    english: true,
  },
  {
    name: 'walmart (EN)',
    file: ['real-world', 'csv', 'walmart_seller_reviews_mmddyyyy.csv'],
    column: 'review',
    english: true,
  },
  {
    name: 'flipkart (EN)',
    file: ['real-world', 'csv', 'flipkart_iphone15_certified_buyer.csv'],
    column: 'Review',
    english: true,
    clean: (t) => t.replace(/\.{0,3}READ MORE$/, ''),
  },
  {
    name: 'instant pot US (EN)',
    file: ['real-world', 'csv', 'amazon_us_mx_instantpot_outof5stars.csv'],
    column: 'body',
    english: true,
    rows: (i) => !SPANISH_ROWS.has(i),
  },
  {
    name: 'instant pot MX (ES)',
    file: ['real-world', 'csv', 'amazon_us_mx_instantpot_outof5stars.csv'],
    column: 'body',
    english: false,
    rows: (i) => SPANISH_ROWS.has(i),
  },
  {
    name: 'shopee (ID)',
    file: ['real-world', 'csv', 'shopee_id_multi_product_indonesian.csv'],
    column: 'comment',
    english: false,
  },
];

let tp = 0;
let fn = 0;
let fp = 0;
let tn = 0;
const table: Record<string, unknown>[] = [];
for (const c of CORPORA) {
  if (!existsSync(sharedDataPath(...c.file))) {
    console.warn(`*** skipping ${c.name}: ${sharedDataPath(...c.file)} is missing ***`);
    continue;
  }
  const counts: Record<string, number> = {
    texts: 0,
    english: 0,
    non_english: 0,
    too_short: 0,
    empty_or_placeholder: 0,
  };
  readCsv(sharedDataPath(...c.file)).forEach((row, i) => {
    if (c.rows && !c.rows(i)) return;
    const text = (c.clean ?? ((t: string) => t))(row[c.column] ?? '');
    const tokens = words(text);
    const facts = textFacts(text, tokens);
    // "English" here: the committed model (English, MIN_WORDS words) may score the text.
    const scored = facts.noText === null && notScoredReason(facts, DEFAULT_MODEL_COVERAGE) === null;
    counts.texts = (counts.texts ?? 0) + 1;
    const key = scored
      ? 'english'
      : facts.noText !== null
        ? 'empty_or_placeholder'
        : (notScoredReason(facts, DEFAULT_MODEL_COVERAGE) as string);
    counts[key] = (counts[key] ?? 0) + 1;
    if (tokens.length < MIN_WORDS || key === 'empty_or_placeholder') return;
    if (c.english && scored) tp++;
    else if (c.english) fn++;
    else if (scored) fp++;
    else tn++;
  });
  table.push({ corpus: c.name, ...counts });
}
console.table(table);
const precision = tp / Math.max(1, tp + fp);
const recall = tp / Math.max(1, tp + fn);
console.log(
  JSON.stringify(
    {
      min_words: MIN_WORDS,
      english_texts_judged: tp + fn,
      non_english_texts_judged: fp + tn,
      english_precision: Math.round(precision * 10_000) / 10_000,
      english_recall: Math.round(recall * 10_000) / 10_000,
      non_english_rejected: Math.round((tn / Math.max(1, fp + tn)) * 10_000) / 10_000,
      confusion: { tp, fn, fp, tn },
    },
    null,
    2,
  ),
);
