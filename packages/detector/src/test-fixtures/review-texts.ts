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

const FRENCH_WORDS = (
  'le la les un une des et est avec pour dans sur mais très pas bien trop plus ' +
  'bouilloire lampe mixeur chargeur câble poignée couvercle bouton écran batterie couleur taille ' +
  'boîte notice sangle tissu lame moteur filtre marche chauffe tient casse arrive sent brille ' +
  'vite lentement souvent encore vraiment assez plutôt presque cuisine garage bureau voyage ' +
  'hiver été matin soir père fille femme mari solide léger lourd petit grand bruyant calme chaud'
).split(' ');

/** A French-looking text of `n` random words; starts with function words so it reads as French. */
export function randomFrenchText(next: () => number, n = 16): string {
  const out = ['je', 'pense', 'que', 'le'];
  while (out.length < n) out.push(FRENCH_WORDS[Math.floor(next() * FRENCH_WORDS.length)] as string);
  return `${out.join(' ')}.`;
}

export function distinctFrenchReviews(count: number, seed = 1, idPrefix = 'f'): Review[] {
  const next = rng(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `${idPrefix}${i}`,
    text: randomFrenchText(next),
  }));
}
