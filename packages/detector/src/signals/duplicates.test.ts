import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews, rng } from '../test-fixtures/review-texts';
import { detectDuplicates } from './duplicates';

const ORIGINAL =
  'I bought this kettle for my office and it boils a full litre in under three minutes without any rattle or smell.';

/** Jaccard similarity of the word 3-shingle sets of two texts, computed plainly from strings. */
function shingleJaccard(a: string, b: string): number {
  const set = (t: string) => {
    const w = t
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return new Set(w.slice(2).map((_, i) => `${w[i]} ${w[i + 1]} ${w[i + 2]}`));
  };
  const x = set(a);
  const y = set(b);
  let inter = 0;
  for (const s of x) if (y.has(s)) inter++;
  return inter / (x.size + y.size - inter);
}

/** Formulaic review sentences: most word 3-grams recur across thousands of texts, as in stock reviews. */
function formulaicText(next: () => number, sentences: number): string {
  const pick = (xs: string[]) => xs[Math.floor(next() * xs.length)] as string;
  const parts: string[] = [];
  for (let s = 0; s < sentences; s++)
    parts.push(
      `${pick(['i', 'we', 'my wife', 'my son'])} ${pick(['bought', 'used', 'tried', 'returned'])} the ` +
        `${pick(['small', 'large', 'cheap', 'sturdy'])} ${pick(['kettle', 'lamp', 'cable', 'case'])} ` +
        `for the ${pick(['kitchen', 'office', 'car', 'trip'])} and it ${pick(['works well', 'broke soon', 'heats fast'])}` +
        ` ${pick(['every day', 'at night', 'right away'])} model ${Math.floor(next() * 50)}.`,
    );
  return parts.join(' ');
}

describe('detectDuplicates', () => {
  it('finds word-for-word copies regardless of case and punctuation, and names the earliest as source', () => {
    const reviews: Review[] = [
      ...distinctReviews(20),
      { id: 'copy', text: ORIGINAL.toUpperCase().replace(/\./g, '!!'), date: '2024-03-02' },
      { id: 'orig', text: ORIGINAL, date: '2024-03-01' },
    ];
    const result = detectDuplicates(prepare(reviews));
    const alert = result.alerts.find((a) => a.code === 'duplicate_reviews');
    expect(alert?.evidence.sort()).toEqual(['copy', 'orig']);
    expect(alert?.metrics?.copies).toBe(1);
    const copyFlag = result.flags.find((f) => f.index === 20);
    expect(copyFlag).toMatchObject({ code: 'duplicate_text', strong: true });
    expect(copyFlag?.message).toContain('orig');
    expect(result.flags.find((f) => f.index === 21)).toMatchObject({
      code: 'duplicate_source',
      strong: false,
    });
  });

  it('finds lightly edited copies (near-duplicates)', () => {
    const edited = ORIGINAL.replace('kettle', 'boiler').replace(' or smell', '');
    const reviews: Review[] = [
      ...distinctReviews(30),
      { id: 'a', text: ORIGINAL },
      { id: 'b', text: edited },
    ];
    const result = detectDuplicates(prepare(reviews));
    expect(result.alerts.map((a) => a.code)).toEqual(['near_duplicate_reviews']);
    expect(result.flags.find((f) => f.index === 31)).toMatchObject({
      code: 'near_duplicate_text',
      strong: true,
    });
  });

  it('raises nothing for distinct reviews, short stock phrases or one review listed twice', () => {
    const reviews: Review[] = [
      ...distinctReviews(200, 7),
      { id: 's1', text: 'Great product, works as described.' },
      { id: 's2', text: 'Great product, works as described.' },
      { id: 'l1', text: ORIGINAL, reviewer: 'Ann', date: '2024-01-01', rating: 5 },
      { id: 'l2', text: ORIGINAL, reviewer: 'Ann', date: '2024-01-01', rating: 5 },
    ];
    const result = detectDuplicates(prepare(reviews));
    expect(result.alerts).toEqual([]);
    expect(result.flags.filter((f) => f.strong)).toEqual([]);
  });

  it('reports a copied text of 8–12 words once: the short search adds no alert for copies already found', () => {
    const note = 'I received this product free in exchange for my honest review.';
    const reviews: Review[] = [
      ...distinctReviews(20, 3).map((r, i) => ({ ...r, rating: 1 + (i % 5) })),
      ...[0, 1, 2, 3, 4].map((i) => ({
        id: `n${i}`,
        text: note,
        rating: 1,
        reviewer: `buyer ${i}`,
      })),
    ];
    const { alerts } = detectDuplicates(prepare(reviews));
    expect(alerts.map((a) => [a.code, a.severity, a.metrics?.copies])).toEqual([
      ['duplicate_reviews', 'critical', 4],
    ]);
  });

  it('recovers injected near-duplicates among thousands of reviews', () => {
    const next = rng(99);
    const reviews: Review[] = distinctReviews(5000, 3);
    const sources = [0, 1000, 2000, 3000, 4000];
    for (const s of sources) {
      for (let k = 0; k < 3; k++) {
        const tokens = (reviews[s] as Review).text.split(' ');
        tokens[2 + Math.floor(next() * (tokens.length - 3))] = 'swapped';
        reviews.push({ id: `nd-${s}-${k}`, text: tokens.join(' ') });
      }
    }
    const result = detectDuplicates(prepare(reviews));
    const copies = result.flags.filter((f) => f.strong).map((f) => (reviews[f.index] as Review).id);
    expect(copies.sort()).toEqual(
      reviews
        .slice(5000)
        .map((r) => r.id)
        .sort(),
    );
  });

  // Measured: 188 of 200 (94 %), the same before and after the radix-sorted index (ADR 047). The misses share
  // an anchor but only in groups of 20–60 formulaic texts, which are compared in bounded time, not pairwise.
  it('finds at least 93 % of pairs at Jaccard 0.5–0.6 hidden among formulaic texts', () => {
    const next = rng(7);
    const reviews: Review[] = Array.from({ length: 3000 }, (_, i) => ({
      id: `f${i}`,
      text: formulaicText(next, 2 + Math.floor(next() * 4)),
    }));
    const pairs = 200;
    let fresh = 0;
    const similarities: number[] = [];
    for (let p = 0; p < pairs; p++) {
      const source = reviews[p * 15] as Review;
      // Replace random words by words of their own until the similarity falls just below 0.6.
      for (;;) {
        const tokens = source.text.split(' ');
        let copy = source.text;
        while (shingleJaccard(source.text, copy) >= 0.6) {
          tokens[Math.floor(next() * tokens.length)] = `edit${fresh++}`;
          copy = tokens.join(' ');
        }
        const j = shingleJaccard(source.text, copy);
        if (j < 0.5) continue;
        similarities.push(j);
        reviews.push({ id: `copy${p}`, text: copy });
        break;
      }
    }
    const result = detectDuplicates(prepare(reviews));
    const found = new Set(result.flags.filter((f) => f.strong).map((f) => f.index));
    let recalled = 0;
    for (let p = 0; p < pairs; p++) if (found.has(3000 + p)) recalled++;
    expect(Math.min(...similarities)).toBeGreaterThanOrEqual(0.5);
    expect(recalled / pairs).toBeGreaterThanOrEqual(0.93);
  });
});
