// `npx tsx ml/src/eval-copies-cli.ts`: false alarms of the copy and template evidence on human reviews,
// and how often it catches templated campaigns planted among them. Results:
// docs/decisions/106-short-copies-and-templates.md.
//
// Human sets: the real-world scraper exports (grouped by product, with their own dates and names), the
// Salminen OR reviews of train.csv (one pseudo-product per category; test.csv is not read), the pre-2021
// human corpora of llm-reviews-train (one pseudo-product per file) and the Booking hotel fields of
// MAiDE-up (one per language). Corpora without dates or names are run twice: as they are (the content
// test alone) and with names and dates spread uniformly over a year (the timing test under honest
// posting). A review counts as a false alarm when it gets a strong copy or template flag.
import type { Review } from '@reviewsentry/contracts';
import { hasSharedData, sharedDataPath } from './paths';
import { importRealWorldCsvs } from './real-world';
import { createRng } from './rng';
import { prepareReviews } from '../../packages/detector/src/prepare';
import { detectDuplicates } from '../../packages/detector/src/signals/duplicates';
import { EXACT_MIN_WORDS } from '../../packages/detector/src/signals/copy-lengths';
import {
  detectShortCopies,
  SHORT_MAX_WORDS,
} from '../../packages/detector/src/signals/short-copies';
import { readCsv } from './data';

interface Product {
  reviews: Review[];
}

interface HumanSet {
  name: string;
  products: Product[];
  /** Dates and names were added by us (uniform over a year). */
  spread?: boolean;
}

const PRE_2021 = [
  'genuine_amazon-blitzer-2007_product.csv',
  'genuine_amazon-mcauley-2014_product.csv',
  'genuine_imdb-2011_movie.csv',
  'genuine_uci-sentences-2015_short.csv',
  'genuine_chnsenticorp_hotel_zh.csv',
  'genuine_magaza-yorumlari_product_tr.csv',
];

async function realWorldSets(): Promise<HumanSet[]> {
  const sets: HumanSet[] = [];
  for await (const { file, reviews } of importRealWorldCsvs()) {
    const byProduct = new Map<string, Review[]>();
    for (const r of reviews) {
      const key = r.product_id ?? r.product_name ?? '';
      byProduct.set(key, [...(byProduct.get(key) ?? []), r]);
    }
    sets.push({
      name: file.replace(/\.csv$/, ''),
      products: [...byProduct.values()].map((rs) => ({ reviews: rs })),
    });
  }
  return sets;
}

function corpusProducts(rows: { text: string; rating?: number }[], prefix: string): Product {
  return {
    reviews: rows
      .filter((r) => r.text.trim() !== '')
      .map((r, i) => ({
        id: `${prefix}${i}`,
        text: r.text,
        ...(r.rating === undefined ? {} : { rating: r.rating }),
      })),
  };
}

function corpusSets(): HumanSet[] {
  const sets: HumanSet[] = [];
  if (hasSharedData('fake-reviews-salminen', 'train.csv')) {
    const byCategory = new Map<string, { text: string; rating?: number }[]>();
    for (const row of readCsv(sharedDataPath('fake-reviews-salminen', 'train.csv'))) {
      if (row.label !== 'OR') continue;
      const rating = Number(row.rating);
      const list = byCategory.get(row.category ?? '') ?? [];
      list.push({ text: row.text_ ?? '', ...(rating >= 1 ? { rating } : {}) });
      byCategory.set(row.category ?? '', list);
    }
    sets.push({
      name: 'salminen train OR (by category)',
      products: [...byCategory.values()].map((rows, k) => corpusProducts(rows, `s${k}_`)),
    });
  }
  const pre = PRE_2021.filter((f) => hasSharedData('llm-reviews-train', f));
  if (pre.length > 0)
    sets.push({
      name: 'pre-2021 human corpora (by file)',
      products: pre.map((f, k) =>
        corpusProducts(
          readCsv(sharedDataPath('llm-reviews-train', f)).map((r) => ({ text: r.text ?? '' })),
          `p${k}_`,
        ),
      ),
    });
  if (hasSharedData('llm-reviews-train', 'genuine_maideup_booking_hotel.csv')) {
    const byLanguage = new Map<string, { text: string }[]>();
    for (const row of readCsv(
      sharedDataPath('llm-reviews-train', 'genuine_maideup_booking_hotel.csv'),
    )) {
      const list = byLanguage.get(row.language ?? '') ?? [];
      list.push({ text: row.text ?? '' });
      byLanguage.set(row.language ?? '', list);
    }
    sets.push({
      name: 'booking human hotel fields (by language)',
      products: [...byLanguage.values()].map((rows, k) => corpusProducts(rows, `k${k}_`)),
    });
  }
  return sets;
}

/** The same products with distinct names and dates drawn uniformly from one year (seeded). */
function spread(set: HumanSet, seed: number): HumanSet {
  const next = createRng(seed);
  const start = Date.UTC(2023, 0, 1);
  return {
    name: `${set.name}, dated over a year`,
    spread: true,
    products: set.products.map((p) => ({
      reviews: p.reviews.map((r) => ({
        ...r,
        reviewer: `person ${r.id}`,
        date: new Date(start + Math.floor(next() * 365) * 86_400_000).toISOString().slice(0, 10),
      })),
    })),
  };
}

/** Campaigns planted in every product to measure recall: size, days, template and its swapped words. */
interface Planted {
  name: string;
  count: number;
  days: number;
  template: string;
  words: readonly string[];
}

const PLANTED: readonly Planted[] = [
  {
    name: '20 × "… product!! Highly recommend 👍", 2 days',
    count: 20,
    days: 2,
    template: '{} product!! Highly recommend 👍',
    words: ['Amazing', 'Great', 'Awesome', 'Excellent', 'Superb'],
  },
  {
    name: '10 × "… product, highly recommended", 3 days',
    count: 10,
    days: 3,
    template: '{} product, highly recommended',
    words: ['Great', 'Good', 'Nice', 'Excellent', 'Amazing'],
  },
  {
    name: '8 × "Very … product", 2 days',
    count: 8,
    days: 2,
    template: 'Very {} product',
    words: ['good', 'nice', 'good', 'useful'],
  },
  {
    name: '10 × "¡… producto! Lo recomiendo 👍", 2 days',
    count: 10,
    days: 2,
    template: '¡{} producto! Lo recomiendo 👍',
    words: ['Excelente', 'Buen', 'Gran', 'Lindo'],
  },
  {
    name: '6 × "Barang … banget, seller ramah 🙏", 1 day',
    count: 6,
    days: 1,
    template: 'Barang {} banget, seller ramah 🙏',
    words: ['bagus', 'mantap', 'oke', 'keren'],
  },
];

/** The product with a campaign added, dated from one of its own review days (or mid-2023). */
function plant(product: Product, campaign: Planted, seed: number): Review[] {
  const next = createRng(seed);
  const dated = product.reviews.map((r) => r.date).filter((d): d is string => !!d);
  const day = dated.length > 0 ? (dated[Math.floor(next() * dated.length)] as string) : '';
  const parsed = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  const base = Number.isFinite(parsed) ? parsed : Date.UTC(2023, 5, 1);
  const planted: Review[] = Array.from({ length: campaign.count }, (_, i) => ({
    id: `planted${i}`,
    text: campaign.template.replace('{}', campaign.words[i % campaign.words.length] as string),
    rating: 5,
    date: new Date(base + (i % campaign.days) * 86_400_000).toISOString().slice(0, 10),
    reviewer: `campaign account ${i}`,
  }));
  return [...product.reviews, ...planted];
}

interface Tally {
  products: number;
  reviews: number;
  short: number;
  shortFlagged: number;
  longFlagged: number;
  templatedAlerts: number;
  /** Closest honest group to a flag, in orders of magnitude of p over the bound. */
  closest: number;
  /** Per planted campaign: reviews caught, products where most of the campaign was caught. */
  caught: number[];
  found: number[];
  /** Honest reviews flagged only once a campaign was planted beside them. */
  collateral: number;
}

function run(set: HumanSet): Tally {
  const t: Tally = {
    products: 0,
    reviews: 0,
    short: 0,
    shortFlagged: 0,
    longFlagged: 0,
    templatedAlerts: 0,
    closest: Number.POSITIVE_INFINITY,
    caught: PLANTED.map(() => 0),
    found: PLANTED.map(() => 0),
    collateral: 0,
  };
  set.products.forEach((p, k) => {
    if (p.reviews.length === 0) return;
    t.products++;
    t.reviews += p.reviews.length;
    const { product } = prepareReviews(p.reviews);
    for (const r of product.reviews)
      if (r.wordCount >= 1 && r.wordCount <= SHORT_MAX_WORDS) t.short++;
    const result = detectDuplicates(product);
    const honestStrong = new Set(result.flags.filter((f) => f.strong).map((f) => f.index));
    for (const f of result.flags) {
      if (!f.strong) continue;
      if (f.code === 'templated_text' || product.reviews[f.index]!.wordCount < EXACT_MIN_WORDS)
        t.shortFlagged++;
      else t.longFlagged++;
    }
    for (const a of result.alerts) if (a.code === 'templated_reviews') t.templatedAlerts++;
    const margin = detectShortCopies(product).closestMargin;
    if (margin !== null) t.closest = Math.min(t.closest, margin);
    PLANTED.forEach((campaign, c) => {
      const reviews = plant(p, campaign, 1000 * c + k);
      const flags = detectDuplicates(prepareReviews(reviews).product).flags;
      let caught = 0;
      for (const f of flags) {
        const planted = (reviews[f.index] as Review).id.startsWith('planted');
        if (planted && (f.strong || f.code === 'duplicate_source')) caught++;
        else if (!planted && f.strong && !honestStrong.has(f.index)) t.collateral++;
      }
      t.caught[c] = (t.caught[c] as number) + caught;
      if (caught >= campaign.count / 2) t.found[c] = (t.found[c] as number) + 1;
    });
  });
  return t;
}

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(2)} %`);
const rows: Record<string, unknown>[] = [];
const recall: Record<string, unknown>[] = [];
const human = [...(await realWorldSets()), ...corpusSets()];
const all = human.flatMap((s, k) =>
  s.products.some((p) => p.reviews.some((r) => r.date)) ? [s] : [s, spread(s, 77 + k)],
);
const totals = { reviews: 0, short: 0, shortFlagged: 0, longFlagged: 0, collateral: 0 };
const caught = PLANTED.map(() => ({ reviews: 0, of: 0, products: 0, productsOf: 0 }));
for (const set of all) {
  const t = run(set);
  totals.reviews += t.reviews;
  totals.short += t.short;
  totals.shortFlagged += t.shortFlagged;
  totals.longFlagged += t.longFlagged;
  totals.collateral += t.collateral;
  PLANTED.forEach((campaign, c) => {
    const k = caught[c] as (typeof caught)[number];
    k.reviews += t.caught[c] as number;
    k.of += campaign.count * t.products;
    k.products += t.found[c] as number;
    k.productsOf += t.products;
  });
  rows.push({
    set: set.name,
    products: t.products,
    reviews: t.reviews,
    short: t.short,
    'short/template flagged': `${t.shortFlagged} (${pct(t.shortFlagged, t.reviews)})`,
    'template alerts': t.templatedAlerts,
    'closest group (log10 p / bound)': Number.isFinite(t.closest) ? t.closest.toFixed(1) : '–',
    'long copies flagged': t.longFlagged,
  });
}
PLANTED.forEach((campaign, c) => {
  const k = caught[c] as (typeof caught)[number];
  recall.push({
    'planted campaign': campaign.name,
    'reviews caught': `${k.reviews}/${k.of} (${pct(k.reviews, k.of)})`,
    'products where found': `${k.products}/${k.productsOf}`,
  });
});
console.table(rows);
console.table(recall);
console.log(
  JSON.stringify(
    {
      human_reviews: totals.reviews,
      short_reviews: totals.short,
      short_or_template_false_alarms: totals.shortFlagged,
      false_alarm_rate: pct(totals.shortFlagged, totals.reviews),
      false_alarm_rate_of_short: pct(totals.shortFlagged, totals.short),
      honest_flagged_beside_planted_campaigns: totals.collateral,
      long_copy_flags_adr_042: totals.longFlagged,
    },
    null,
    2,
  ),
);
