// `npx tsx ml/src/eval-sentiment-cli.ts`: the rating–text check's reading of sentiment on real reviews.
// Rated sets: per detected language, how many texts it judges (covered language, rated, 4+ words), how
// many read clearly positive or negative, and the mismatches it would count on these honest reviews
// (5 stars on a clearly negative text, 1 star on a clearly positive one). Unrated sets (hotel fields,
// Turkish and Indonesian shop reviews): how many texts read clearly one way in each language, and how
// often the reading contradicts the other. Salminen test.csv is not read.
// Results: docs/decisions/108-sentiment-in-shop-languages.md.
import type { Review } from '@reviewsentry/contracts';
import { hasSharedData, sharedDataPath } from './paths';
import { importRealWorldCsvs } from './real-world';
import { prepareReviews } from '../../packages/detector/src/prepare';
import {
  isClearlyNegative,
  isClearlyPositive,
  SENTIMENT_LANGUAGES,
} from '../../packages/detector/src/signals/sentiment';
import { readCsv } from './data';

const covered = new Set(SENTIMENT_LANGUAGES);

interface Count {
  judged: number;
  positive: number;
  negative: number;
  fiveStarNegative: number;
  fiveStar: number;
  oneStarPositive: number;
  oneStar: number;
}

const empty = (): Count => ({
  judged: 0,
  positive: 0,
  negative: 0,
  fiveStarNegative: 0,
  fiveStar: 0,
  oneStarPositive: 0,
  oneStar: 0,
});

function count(name: string, reviews: Review[], into: Map<string, Count>): void {
  const { product } = prepareReviews(reviews);
  for (const r of product.reviews) {
    if (r.wordCount < 4 || !covered.has(r.language ?? '')) continue;
    const key = `${name} (${r.language})`;
    const c = into.get(key) ?? empty();
    into.set(key, c);
    c.judged++;
    const pos = isClearlyPositive(r);
    const neg = isClearlyNegative(r);
    if (pos) c.positive++;
    if (neg) c.negative++;
    const rating = r.review.rating;
    if (rating === undefined) continue;
    if (rating >= 4.5) {
      c.fiveStar++;
      if (neg) c.fiveStarNegative++;
    } else if (rating <= 1.5) {
      c.oneStar++;
      if (pos) c.oneStarPositive++;
    }
  }
}

const counts = new Map<string, Count>();
for await (const { file, reviews } of importRealWorldCsvs()) {
  count(
    file
      .replace(/\.csv$/, '')
      .split('_')
      .slice(0, 2)
      .join(' '),
    reviews,
    counts,
  );
}
if (hasSharedData('fake-reviews-salminen', 'train.csv')) {
  const rows = readCsv(sharedDataPath('fake-reviews-salminen', 'train.csv')).filter(
    (r) => r.label === 'OR',
  );
  count(
    'salminen train OR',
    rows.map((r, i) => ({ id: `s${i}`, text: r.text_ ?? '', rating: Number(r.rating) || 3 })),
    counts,
  );
}
for (const [file, name] of [
  ['genuine_maideup_booking_hotel.csv', 'booking hotel fields'],
  ['genuine_magaza-yorumlari_product_tr.csv', 'magaza yorumlari'],
] as const) {
  if (!hasSharedData('llm-reviews-train', file)) continue;
  const rows = readCsv(sharedDataPath('llm-reviews-train', file));
  count(
    name,
    rows.map((r, i) => ({ id: `${i}`, text: r.text ?? '' })),
    counts,
  );
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)} %`);
console.table(
  [...counts].map(([set, c]) => ({
    set,
    judged: c.judged,
    'reads positive': pct(c.positive, c.judged),
    'reads negative': pct(c.negative, c.judged),
    '5★ reading negative': c.fiveStar === 0 ? '–' : `${c.fiveStarNegative}/${c.fiveStar}`,
    '1★ reading positive': c.oneStar === 0 ? '–' : `${c.oneStarPositive}/${c.oneStar}`,
  })),
);
