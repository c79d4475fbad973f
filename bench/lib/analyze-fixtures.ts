// Synthetic product reviews for the analyze benchmark: English-like texts of realistic length built from a
// seeded generator, with every column the detector uses and every signal present (exact and near copies,
// a burst, a prolific reviewer, unverified praise, incentive disclosures, J-shaped ratings).
import type { Review } from '@reviewsentry/contracts';
import { createRng } from '@reviewsentry/test-support';

const SUBJECTS = [
  'I',
  'we',
  'my wife',
  'my son',
  'our team',
  'my dad',
  'the kids',
  'my partner',
  'a friend',
  'my sister',
  'the neighbours',
  'my mother',
];
const VERBS = [
  'bought',
  'used',
  'tested',
  'returned',
  'cleaned',
  'assembled',
  'charged',
  'packed',
  'tried',
  'replaced',
  'carried',
  'mounted',
  'washed',
  'opened',
  'stored',
];
const ADJS = [
  'sturdy',
  'flimsy',
  'quiet',
  'loud',
  'compact',
  'heavy',
  'bright',
  'cheap',
  'solid',
  'shiny',
  'soft',
  'rough',
  'warm',
  'slim',
  'bulky',
  'smooth',
  'tiny',
  'large',
];
const NOUNS = [
  'kettle',
  'lid',
  'handle',
  'cable',
  'battery',
  'screen',
  'blade',
  'strap',
  'filter',
  'motor',
  'button',
  'case',
  'charger',
  'lamp',
  'base',
  'hinge',
  'plug',
  'box',
  'manual',
  'timer',
];
const PLACES = [
  'kitchen',
  'office',
  'garage',
  'car',
  'tent',
  'bathroom',
  'cabin',
  'workshop',
  'hallway',
  'balcony',
  'attic',
  'dorm',
  'van',
  'studio',
];
const ADVERBS = [
  'quickly',
  'slowly',
  'every day',
  'twice a week',
  'last month',
  'after dinner',
  'at night',
  'on weekends',
  'since March',
  'without trouble',
  'with some effort',
  'right away',
];
const VERDICTS = [
  'and it works well',
  'but it broke soon',
  'and it is worth the price',
  'but the smell stays',
  'and the fit is fine',
  'but it feels cheap',
  'and I would buy it again',
  'but support was slow',
  'and it heats fast',
  'and it holds up',
];

// Real review vocabularies have a long Zipf tail (brands, models, names, numbers): most word 3-grams of a
// review occur in no other review. Pseudo-words drawn with Zipf weights from a 30,000-word list model it.
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ne',
  'ru',
  'sa',
  'to',
  'vi',
  'ze',
  'po',
  'da',
  'fe',
  'gu',
  'hi',
  'ja',
  'bo',
  'ce',
  'wu',
  'xi',
  'yo',
];
const RARE = Array.from({ length: 30_000 }, (_, i) => {
  let w = '';
  for (let n = i + 1; n > 0; n = Math.floor(n / SYLLABLES.length))
    w += SYLLABLES[n % SYLLABLES.length];
  return w;
});

function zipf(next: () => number): string {
  // Inverse-CDF sampling of a Zipf(1) law over RARE by a log-uniform rank.
  return RARE[
    Math.min(RARE.length - 1, Math.floor(Math.exp(next() * Math.log(RARE.length))))
  ] as string;
}

function sentence(next: () => number): string {
  return `${pick(next, SUBJECTS)} ${pick(next, VERBS)} the ${pick(next, ADJS)} ${zipf(next)} ${pick(next, NOUNS)} in the ${pick(next, PLACES)} ${pick(next, ADVERBS)} ${zipf(next)} ${pick(next, VERDICTS)}.`;
}

const rng = createRng;

const pick = <T>(next: () => number, xs: readonly T[]): T =>
  xs[Math.floor(next() * xs.length)] as T;

/** 3–6 sentences, about 40–80 words: the length of a typical product review. */
function text(next: () => number): string {
  const parts: string[] = [];
  const sentences = 3 + Math.floor(next() * 4);
  for (let s = 0; s < sentences; s++) parts.push(sentence(next));
  return parts.join(' ');
}

const STARS = [
  1, 1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4,
  4, 4, 4, 4, 4, 4, 4,
];

export function syntheticProduct(count: number, seed = 42): Review[] {
  const next = rng(seed);
  const start = Date.UTC(2022, 0, 1) / 86_400_000;
  const reviews: Review[] = [];
  for (let i = 0; i < count; i++) {
    const day = start + Math.floor(next() * 730);
    const rating = next() < 0.6 ? 5 : pick(next, STARS);
    reviews.push({
      id: `r${i}`,
      text: text(next),
      title: next() < 0.5 ? 'Does the job' : undefined,
      rating,
      date: new Date(day * 86_400_000).toISOString().slice(0, 10),
      reviewer: `user${Math.floor(next() * count * 3)}`,
      verified: next() < 0.85,
      helpful_votes: Math.floor(next() * 5),
      product_id: 'B0BENCH',
      product_name: 'Benchmark kettle',
    });
  }
  // Signals: 2 % exact copies, 2 % near copies, a 1,500-review burst, one reviewer with 40 reviews,
  // unverified 5-star praise, 1 % incentive disclosures.
  const n = reviews.length;
  for (let k = 0; k < n * 0.02; k++) {
    const src = reviews[Math.floor(next() * n)] as Review;
    (reviews[Math.floor(next() * n)] as Review).text = src.text;
  }
  for (let k = 0; k < n * 0.02; k++) {
    const src = reviews[Math.floor(next() * n)] as Review;
    (reviews[Math.floor(next() * n)] as Review).text = src.text.replace(/\.$/, ', edited later.');
  }
  for (let k = 0; k < Math.min(1500, n * 0.015); k++)
    (reviews[Math.floor(next() * n)] as Review).date = '2023-03-14';
  for (let k = 0; k < 40; k++) (reviews[k * 7] as Review).reviewer = 'PowerReviewer';
  for (let k = 0; k < n * 0.05; k++) {
    const r = reviews[Math.floor(next() * n)] as Review;
    r.verified = false;
    r.rating = 5;
  }
  for (let k = 0; k < n * 0.01; k++) {
    const r = reviews[Math.floor(next() * n)] as Review;
    r.text += ' I received this product at a discount in exchange for my honest review.';
  }
  return reviews;
}
