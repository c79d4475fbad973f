// The real-world review exports in shared/data/real-world/csv, read as POST /upload reads them.
import { readFileSync } from 'node:fs';
import type { Review } from '@reviewsentry/contracts';
import { importCsv } from '@reviewsentry/ingest';
import { hasSharedData, sharedDataPath } from './paths';

export const REAL_WORLD_CSVS = [
  'flipkart_iphone15_certified_buyer.csv',
  'datafiniti_amazon_devices_dotted_cols_bom.csv',
  'amazon_musical_instruments_reviewText_overall_asin.csv',
  'amazon_us_mx_instantpot_outof5stars.csv',
  'shopee_id_multi_product_indonesian.csv',
  'trustpilot_company_reviews_iso_dates.csv',
  'walmart_seller_reviews_mmddyyyy.csv',
] as const;

/** Each export that is present (absent ones are skipped), imported by the product's importer. */
export async function* importRealWorldCsvs(): AsyncGenerator<{ file: string; reviews: Review[] }> {
  for (const file of REAL_WORLD_CSVS) {
    if (!hasSharedData('real-world', 'csv', file)) continue;
    const { reviews } = await importCsv(readFileSync(sharedDataPath('real-world', 'csv', file)));
    yield { file, reviews };
  }
}
