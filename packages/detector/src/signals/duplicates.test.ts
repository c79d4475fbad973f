import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews, rng } from '../test-fixtures/review-texts';
import { detectDuplicates } from './duplicates';

const ORIGINAL =
  'I bought this kettle for my office and it boils a full litre in under three minutes without any rattle or smell.';

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
});
