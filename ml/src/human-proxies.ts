// Human-written reviews from sources other than Salminen, used only to measure false positives
// ("reviews from other sources", as the product will meet them). Never used for training or tuning
// beyond reporting. Each set skips silently when its file is absent (callers report what was found). Texts are
// cleaned as the importer cleans them (scraped page text such as "READ MORE" removed).
import { existsSync } from 'node:fs';
import { cleanText } from '@reviewsentry/ingest';
import { sharedDataPath } from './paths';
import { OTT, readCsv } from './data';

/**
 * When the reviews were written: before chat models (pre-2021: human for certain) or after 2022, when
 * some "human" reviews on a site were in fact machine-written (their flag rate is not a clean FP rate).
 */
export type Written = 'pre-2021' | 'post-2022' | 'unknown';

export interface HumanSet {
  name: string;
  domain: string;
  written: Written;
  texts: string[];
}

const ENGLISH_HINTS = /\b(the|and|is|it|this|was|for|with|not|but|very|my|to)\b/i;

/** Texts with at least three words and a common English word: the ones the product would text-score. */
function assessable(text: string): boolean {
  const t = text.trim();
  return t.split(/\s+/).length >= 3 && ENGLISH_HINTS.test(t);
}

const REAL_WORLD: {
  name: string;
  file: string;
  column: string;
  domain: string;
  written: Written;
}[] = [
  {
    name: 'amazon-musical-instruments',
    file: 'amazon_musical_instruments_reviewText_overall_asin.csv',
    column: 'reviewText',
    domain: 'product',
    written: 'pre-2021',
  },
  {
    name: 'datafiniti-amazon-devices',
    file: 'datafiniti_amazon_devices_dotted_cols_bom.csv',
    column: 'reviews.text',
    domain: 'product',
    written: 'pre-2021',
  },
  {
    name: 'amazon-instant-pot',
    file: 'amazon_us_mx_instantpot_outof5stars.csv',
    column: 'body',
    domain: 'product',
    written: 'post-2022',
  },
  {
    name: 'flipkart-iphone',
    file: 'flipkart_iphone15_certified_buyer.csv',
    column: 'Review',
    domain: 'product',
    written: 'post-2022',
  },
  {
    name: 'trustpilot-law-firm',
    file: 'trustpilot_company_reviews_iso_dates.csv',
    column: 'Review Text',
    domain: 'service',
    written: 'post-2022',
  },
  {
    name: 'walmart-seller',
    file: 'walmart_seller_reviews_mmddyyyy.csv',
    column: 'review',
    domain: 'seller',
    written: 'post-2022',
  },
];

export function loadHumanSets(): HumanSet[] {
  const sets: HumanSet[] = [];
  if (existsSync(OTT)) {
    const ott = readCsv(OTT).filter((r) => r.deceptive === 'truthful');
    sets.push({
      name: 'ott-truthful-hotels',
      domain: 'hotel',
      written: 'pre-2021',
      texts: ott.map((r) => r.text ?? ''),
    });
  }
  for (const spec of REAL_WORLD) {
    const file = sharedDataPath('real-world', 'csv', spec.file);
    if (!existsSync(file)) continue;
    const texts = readCsv(file)
      .map((r) => cleanText(r[spec.column] ?? '').text)
      .filter(assessable);
    sets.push({
      name: spec.name,
      domain: spec.domain,
      written: spec.written,
      texts: [...new Set(texts)],
    });
  }
  return sets;
}
