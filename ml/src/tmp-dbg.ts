import { readFileSync } from 'node:fs';
import { importCsv } from '@reviewsentry/ingest';
import { readCsv } from './data';
import { prepareReviews } from '../../packages/detector/src/prepare';
import { detectDuplicates } from '../../packages/detector/src/signals/duplicates';
const { reviews } = await importCsv(readFileSync('/work/shared/data/real-world/csv/flipkart_iphone15_certified_buyer.csv'));
let r = detectDuplicates(prepareReviews(reviews).product);
console.log(r.alerts.map((a) => a.message));
for (const f of r.flags) console.log(f.code, f.strong, JSON.stringify(reviews[f.index]));
for (const f of ['genuine_amazon-blitzer-2007_product.csv','genuine_amazon-mcauley-2014_product.csv','genuine_imdb-2011_movie.csv','genuine_uci-sentences-2015_short.csv','genuine_chnsenticorp_hotel_zh.csv','genuine_magaza-yorumlari_product_tr.csv']) {
  const rows = readCsv('/work/shared/data/llm-reviews-train/' + f).map((x, i) => ({ id: `x${i}`, text: x.text ?? '' }));
  r = detectDuplicates(prepareReviews(rows).product);
  for (const a of r.alerts) console.log(f, a.code, a.message);
  for (const fl of r.flags) if (fl.strong) console.log('  ', fl.code, rows[fl.index]!.text.slice(0, 100));
}
