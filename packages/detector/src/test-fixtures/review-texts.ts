// Distinct English review texts for tests, generated from a seeded PRNG so that no two share enough
// word 3-shingles to look like near-duplicates.
import type { Review } from '@reviewsentry/contracts';
import { createRng } from '@reviewsentry/test-support';

const WORDS = (
  'the and it this that is was for with my but very not have they you kettle lamp blender charger ' +
  'cable handle lid button screen battery color size fit box manual strap fabric blade motor filter ' +
  'works broke arrived smells feels looks cleans heats charges holds fits lasts rattles folds ' +
  'quickly slowly nicely barely daily weekly often again really quite fairly rather almost ' +
  'kitchen garage office desk trip camping winter summer morning evening dad daughter wife husband ' +
  'cheap sturdy light heavy small large loud quiet warm bright soft rough shiny plain'
).split(' ');

/** Seeded generator for distinct test texts. */
export const rng = createRng;

/** An English-looking text of `n` random words; starts with function words so it reads as English. */
export function randomText(next: () => number, n = 16): string {
  const out = ['i', 'think', 'the'];
  while (out.length < n) out.push(WORDS[Math.floor(next() * WORDS.length)] as string);
  return `${out.join(' ')}.`;
}

export function distinctReviews(count: number, seed = 1, extra: Partial<Review> = {}): Review[] {
  const next = rng(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i}`,
    text: randomText(next),
    ...extra,
  }));
}
