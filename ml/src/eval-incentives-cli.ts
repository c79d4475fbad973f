// `npx tsx ml/src/eval-incentives-cli.ts`: how many texts the incentive signal reads as disclosures, per
// corpus: the Salminen training reviews (human OR and machine CG; test.csv is not read), the human
// corpora of other languages (few disclosures expected: a count there is mostly false alarms to read),
// and the real-world exports. Prints each corpus's count and, with --show, the disclosing sentences.
// Results: docs/decisions/107-incentive-disclosures-in-shop-languages.md.
import { existsSync } from 'node:fs';
import { sharedDataPath } from './paths';
import type { Review } from '@reviewsentry/contracts';
import { prepareReviews } from '../../packages/detector/src/prepare';
import {
  detectIncentives,
  isIncentiveDisclosure,
} from '../../packages/detector/src/signals/incentives';
import { readCsv } from './data';

const show = process.argv.includes('--show');

interface Corpus {
  name: string;
  file: string[];
  column: string;
  keep?: (row: Record<string, string>) => boolean;
}

const CORPORA: Corpus[] = [
  {
    name: 'salminen train OR (human, en)',
    file: ['fake-reviews-salminen', 'train.csv'],
    column: 'text_',
    keep: (r) => r.label === 'OR',
  },
  {
    name: 'salminen train CG (GPT-2, en)',
    file: ['fake-reviews-salminen', 'train.csv'],
    column: 'text_',
    keep: (r) => r.label === 'CG',
  },
  ...['en', 'es', 'de', 'fr', 'it', 'tr', 'ro', 'ru', 'zh', 'ko'].map((language) => ({
    name: `booking human hotel fields (${language})`,
    file: ['llm-reviews-train', 'genuine_maideup_booking_hotel.csv'],
    column: 'text',
    keep: (r: Record<string, string>) => r.language === language,
  })),
  ...[
    'genuine_amazon-blitzer-2007_product.csv',
    'genuine_amazon-mcauley-2014_product.csv',
    'genuine_magaza-yorumlari_product_tr.csv',
    'genuine_sirius_ru_product.csv',
  ].map((f) => ({ name: f.replace(/\.csv$/, ''), file: ['llm-reviews-train', f], column: 'text' })),
  ...(
    [
      ['datafiniti_amazon_devices_dotted_cols_bom.csv', 'reviews.text'],
      ['amazon_musical_instruments_reviewText_overall_asin.csv', 'reviewText'],
      ['amazon_us_mx_instantpot_outof5stars.csv', 'body'],
      ['shopee_id_multi_product_indonesian.csv', 'comment'],
      ['flipkart_iphone15_certified_buyer.csv', 'Review'],
    ] as const
  ).map(([f, column]) => ({
    name: f.replace(/\.csv$/, ''),
    file: ['real-world', 'csv', f],
    column,
  })),
];

const table: Record<string, unknown>[] = [];
for (const c of CORPORA) {
  if (!existsSync(sharedDataPath(...c.file))) {
    console.warn(`*** skipping ${c.name}: ${sharedDataPath(...c.file)} is missing ***`);
    continue;
  }
  let texts = 0;
  let disclosures = 0;
  const reviews: Review[] = [];
  for (const row of readCsv(sharedDataPath(...c.file))) {
    if (c.keep && !c.keep(row)) continue;
    const text = row[c.column] ?? '';
    if (text.trim() === '') continue;
    texts++;
    reviews.push({ id: `${texts}`, text });
    if (!isIncentiveDisclosure(text)) continue;
    disclosures++;
    if (show)
      console.log(
        `${c.name} | ${text
          .split(/(?<=[.!?])\s+|\n+/)
          .filter((s) => isIncentiveDisclosure(s))
          .join(' || ')
          .slice(0, 240)}`,
      );
  }
  // The same texts through the signal, whose word-hash pre-filter must not lose a disclosure.
  const flagged = detectIncentives(prepareReviews(reviews).product).flags.length;
  table.push({
    corpus: c.name,
    texts,
    disclosures,
    'flagged by the signal': flagged,
    share: `${((100 * disclosures) / Math.max(1, texts)).toFixed(2)} %`,
  });
}
console.table(table);
