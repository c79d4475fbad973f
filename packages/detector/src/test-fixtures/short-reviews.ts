// Short-review products for the copy and template tests, written by us: honest one-liners as real
// buyers write them (generic praise repeated by different people, spread over a year, mixed ratings) and
// templated campaigns (one wording with a word swapped, posted within days, all five stars).
import type { Review } from '@reviewsentry/contracts';
import { createRng } from '@reviewsentry/test-support';

/** Honest short reviews: repeats of generic praise included, as real products have them. */
export const HONEST_SHORT: readonly (readonly [string, number])[] = [
  ['Good', 5],
  ['Good', 4],
  ['good', 5],
  ['Nice product', 5],
  ['Nice product.', 4],
  ['nice product', 5],
  ['Very good product', 5],
  ['Very good product!', 5],
  ['Value for money', 4],
  ['Value for money 👍', 5],
  ['Great', 5],
  ['Excellent', 5],
  ['Works as expected', 4],
  ['Battery could be better', 3],
  ['Sturdy and light, my son loves it', 5],
  ['Stopped working after a month', 1],
  ['Love the colour', 5],
  ['Too small for my hands', 2],
  ['Does the job', 4],
  ['Cheap plastic, returned it', 1],
  ['Fast delivery, well packed', 5],
  ['Okay for the price', 3],
  ['My second one, still happy', 5],
  ['Not worth it', 2],
  ['Super', 5],
  ['Awesome!!', 5],
  ['Nice', 4],
  ['Nice 👍', 5],
  ['Perfect gift for my dad', 5],
  ['Lid is a bit loose', 3],
  ['Charges quickly', 4],
  ['Smells of plastic at first', 3],
  ['Best purchase this year', 5],
  ['Brilliant', 5],
  ['Not bad', 4],
  ['Decent quality', 4],
  ['Handle broke on day two', 1],
  ['Good product', 5],
  ['Good product', 4],
  ['Happy with it', 5],
];

const ADJECTIVES = ['Amazing', 'Great', 'Awesome', 'Excellent', 'Fantastic', 'Superb', 'Perfect'];

const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Generic praise as many different buyers write it, with their own case, punctuation and emoji. */
const GENERIC: readonly (readonly [string, number])[] = [
  ['Good', 5],
  ['good', 4],
  ['Good.', 5],
  ['Nice', 5],
  ['nice', 4],
  ['Nice product', 5],
  ['Nice product.', 4],
  ['nice product', 5],
  ['Very good product', 5],
  ['Very good product!', 5],
  ['Good product', 5],
  ['Good product', 4],
  ['good product 👍', 5],
  ['Value for money', 4],
  ['Value for money 👍', 5],
  ['Excellent', 5],
  ['Excellent!!', 5],
  ['Awesome', 5],
  ['Awesome!!', 5],
  ['Super', 5],
  ['Great product', 5],
  ['Great product!', 5],
  ['Love it', 5],
  ['Loved it', 5],
  ['Very nice', 5],
  ['Very nice 👍', 5],
  ['Works well', 4],
  ['Happy with it', 5],
  ['Worth the money', 5],
  ['OK', 3],
  ['Ok', 3],
  ['Not bad', 4],
  ['Good quality', 4],
  ['Good quality.', 5],
  ['Fast delivery', 5],
  ['Nice 👍', 5],
  ['Superb', 5],
  ['Perfect', 5],
  ['Best', 5],
  ['Satisfied', 4],
  ['Bad', 1],
  ['Worst', 1],
  ['Waste of money', 1],
  ['Not good', 2],
  ['Average', 3],
];

/** Specific one-liners: each written by one buyer. */
const SPECIFIC = HONEST_SHORT.filter(([text]) => text.split(' ').length >= 3).map(([t]) => t);
const MORE_SPECIFIC = [
  'The strap broke when I dropped it in the car',
  'Works with my old charger too',
  'Colour is darker than the photo',
  'Arrived a day late but fine',
  'Fits the kitchen drawer exactly',
  'My daughter uses it for school',
  'Screws were missing, seller sent them',
  'Quieter than the one I had before',
  'Heats up in two minutes',
  'Smaller than I thought but cute',
  'Third one I bought for the family',
  'Manual is only in German',
  'Button feels cheap, rest is fine',
  'Keeps coffee warm all morning',
  'Cable could be a metre longer',
  'Got it on sale, happy',
  'Replaced my broken one, same model',
  'Easy to clean under the tap',
  'Box was dented, product fine',
  'Lasted the whole camping trip',
];

/**
 * `count` honest short reviews by different people spread over a year: three quarters generic praise
 * (so "Good" and "Nice product" recur many times, in their writers' own spellings), one quarter specific
 * one-liners written by one person each.
 */
export function honestShortReviews(count: number, seed = 7, idPrefix = 'h'): Review[] {
  const next = createRng(seed);
  const start = Date.UTC(2024, 0, 1);
  const specific = [...SPECIFIC, ...MORE_SPECIFIC];
  let used = 0;
  return Array.from({ length: count }, (_, i) => {
    let text: string;
    let rating: number;
    if (count <= HONEST_SHORT.length) [text, rating] = HONEST_SHORT[i] as readonly [string, number];
    else if (next() < 0.25 && used < specific.length) {
      text = specific[used++] as string;
      rating = 1 + Math.floor(next() * 5);
    } else
      [text, rating] = GENERIC[Math.floor(next() * GENERIC.length)] as readonly [string, number];
    return {
      id: `${idPrefix}${i}`,
      text,
      rating,
      date: isoDay(start + Math.floor(next() * 365) * DAY),
      reviewer: `buyer ${idPrefix}${i}`,
    };
  });
}

/**
 * A templated campaign: `count` five-star reviews "<adjective> product!! Highly recommend 👍" (or the
 * given template, where {} is the swapped word), by different accounts, posted over `days` days.
 */
export function templatedCampaign(
  count: number,
  options: { days?: number; start?: string; template?: string; words?: readonly string[] } = {},
): Review[] {
  const { days = 2, start = '2024-06-10', template = '{} product!! Highly recommend 👍' } = options;
  const words = options.words ?? ADJECTIVES;
  const first = Date.parse(`${start}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    text: template.replace('{}', words[i % words.length] as string),
    rating: 5,
    date: isoDay(first + (i % days) * DAY),
    reviewer: `shopper${1000 + i * 7}`,
  }));
}
