// Copies across reviewers against repeats by (possibly) one author, and how loud each may be
// (docs/decisions/103): the copy search reports both, but only the first is evidence that a review is fake.
import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { prepare } from '../test-fixtures/prepare';
import { distinctReviews } from '../test-fixtures/review-texts';
import { detectDuplicates } from './duplicates';

// A buyer's habitual note, as the Shopee export shows it under each order (Indonesian, 17 words).
const THANKS =
  'Mantap pesanan sudah sampai dengan baik dan benar . Terimakasih seller dan shopee semoga selalu amanah';
const LONG =
  'I bought this kettle for my office and it boils a full litre in under three minutes without any rattle.';

const ratingOnly = (n: number): Review[] =>
  Array.from({ length: n }, (_, i) => ({ id: `stars${i}`, text: '', rating: 5 }));

function run(reviews: Review[]) {
  const result = detectDuplicates(prepare(reviews));
  const flagOf = (id: string) =>
    result.flags.find((f) => reviews[f.index]?.id === id && f.code !== 'duplicate_source');
  return { ...result, flagOf, codes: result.alerts.map((a) => a.code) };
}

describe('copies by the same author are repeats, not copies', () => {
  it("one masked name's note twice in a small product: a repeat, for information, not fake", () => {
    const reviews: Review[] = [
      { id: 'later', text: THANKS, reviewer: 'm*****l', rating: 5, date: '2025-05-29T20:53:33Z' },
      { id: 'other', text: 'Barangnya bagus sekali, sesuai pesanan dan cepat sampai.', rating: 5 },
      // Listed after the other one, but posted 19 minutes before it: the time of day decides.
      { id: 'first', text: THANKS, reviewer: 'm*****l', rating: 5, date: '2025-05-29T20:34:33Z' },
      ...ratingOnly(6),
    ];
    const result = run(reviews);
    expect(result.codes).toEqual(['repeated_own_text']);
    expect(result.alerts[0]).toMatchObject({
      severity: 'info',
      evidence: ['later', 'first'],
      metrics: { repeats: 1, same_masked_name: 1, same_reviewer: 0 },
    });
    expect(result.alerts[0]?.message).toBe(
      '1 review repeats the text of an earlier review of this product under the same masked name ' +
        '(2 reviews involved). A masked name, which the shop hides most of, cannot tell one person repeating ' +
        'their own words from two accounts posting one text, so none is counted as fake.',
    );
    expect(result.flags.filter((f) => f.strong)).toEqual([]);
    expect(result.flagOf('later')).toMatchObject({
      code: 'repeated_own_text',
      reviewIds: ['first'],
    });
    expect(result.flagOf('later')?.message).toContain(
      'under a name the shop masks alike ("m*****l")',
    );
    expect(result.flagOf('first')).toBeUndefined();
  });

  it('a masked name is compatible with the plain name it may hide, and with its own kind', () => {
    const reviews: Review[] = [
      ...distinctReviews(20),
      { id: 'plain', text: THANKS, reviewer: 'mphaatul', date: '2025-05-29T20:34:33Z' },
      { id: 'masked', text: THANKS, reviewer: 'm*****l', date: '2025-05-29T20:53:33Z' },
      { id: 'masked2', text: THANKS, reviewer: 'M*****L', date: '2025-05-30T08:00:00Z' },
    ];
    const result = run(reviews);
    expect(result.codes).toEqual(['repeated_own_text']);
    expect(result.flagOf('masked')?.reviewIds).toEqual(['plain']);
    expect(result.flagOf('masked2')?.reviewIds).toEqual(['masked']);
  });

  it('the same plain name repeating itself is said as such', () => {
    const reviews: Review[] = [
      ...distinctReviews(20),
      { id: 'a', text: LONG, reviewer: 'Jane Doe', date: '2024-01-01', rating: 5 },
      { id: 'b', text: LONG, reviewer: ' jane  doe', date: '2024-03-01', rating: 5 },
    ];
    const result = run(reviews);
    expect(result.codes).toEqual(['repeated_own_text']);
    expect(result.alerts[0]?.message).toContain('by the same reviewer (2 reviews involved)');
    expect(result.flagOf('b')?.message).toBe(
      'Same text as review a, which the same reviewer posted earlier: they repeat their own words, ' +
        'which is not counted as fake.',
    );
  });

  it('the same first name on another day may be one person or two: a repeat, said as such', () => {
    const reviews: Review[] = [
      ...distinctReviews(20),
      { id: 'a', text: LONG, reviewer: 'Mike', date: '2024-01-01', rating: 5 },
      { id: 'b', text: LONG, reviewer: 'mike', date: '2024-03-01', rating: 5 },
    ];
    const result = run(reviews);
    expect(result.alerts[0]).toMatchObject({
      code: 'repeated_own_text',
      metrics: { same_first_name: 1 },
    });
    expect(result.alerts[0]?.message).toContain('under the same first name (2 reviews involved)');
    expect(result.flagOf('b')?.message).toContain(
      'posted earlier under the same first name ("mike")',
    );
  });

  it('one review listed twice without a name (the same text, rating and second) is one review', () => {
    const at = '2025-05-29T20:53:33.000Z';
    const reviews: Review[] = [
      ...distinctReviews(20),
      { id: 'a', text: LONG, date: at, date_precision: 'time', rating: 5 },
      { id: 'b', text: LONG, date: at, date_precision: 'time', rating: 5 },
    ];
    const result = run(reviews);
    expect(result.alerts).toEqual([]);
    expect(result.flags).toEqual([]);
  });

  it('different masks, different names, generic and missing names are other people: copies', () => {
    for (const [first, second] of [
      ['m*****l', 'a*****1'],
      ['*****', '*****'],
      ['mphaatul', 'a*****1'],
      ['Jane Doe', 'John Roe'],
      ['Amazon Customer', 'Amazon Customer'],
      [undefined, undefined],
    ] as const) {
      const reviews: Review[] = [
        ...distinctReviews(20),
        { id: 'a', text: LONG, reviewer: first, date: '2024-01-01' },
        { id: 'b', text: LONG, reviewer: second, date: '2024-01-02' },
      ];
      const result = run(reviews);
      expect(result.codes, `${first} / ${second}`).toEqual(['duplicate_reviews']);
      expect(result.flagOf('b')).toMatchObject({ code: 'duplicate_text', strong: true });
    }
  });

  it('a repeat of a copied text is still a repeat; the copy itself stays a copy', () => {
    const reviews: Review[] = [
      ...distinctReviews(20),
      { id: 'orig', text: LONG, reviewer: 'Mary', date: '2024-01-01' },
      { id: 'copy', text: LONG, reviewer: 'm*****l', date: '2024-01-02' },
      { id: 'again', text: LONG, reviewer: 'm*****l', date: '2024-01-03' },
    ];
    const result = run(reviews);
    expect(result.codes).toEqual(['duplicate_reviews', 'repeated_own_text']);
    expect(result.flagOf('copy')).toMatchObject({ code: 'duplicate_text', strong: true });
    expect(result.flagOf('again')).toMatchObject({
      code: 'repeated_own_text',
      strong: false,
      reviewIds: ['copy'],
    });
  });
});

describe('how loud a copy alert is', () => {
  const copies = (text: string, n: number, from = 0): Review[] =>
    Array.from({ length: n }, (_, i) => ({
      id: `c${from + i}`,
      text,
      reviewer: `buyer ${from + i}`,
      date: `2024-02-${String(1 + i).padStart(2, '0')}`,
    }));

  it('one copied pair is a warning, whatever share of a small product it is', () => {
    const result = run([...distinctReviews(2), ...copies(LONG, 2), ...ratingOnly(6)]);
    expect(result.alerts[0]).toMatchObject({ code: 'duplicate_reviews', severity: 'warning' });
  });

  it('three copies by other reviewers that are 5 % of the texts are critical', () => {
    const result = run([...distinctReviews(36), ...copies(LONG, 4)]);
    expect(result.alerts[0]).toMatchObject({
      code: 'duplicate_reviews',
      severity: 'critical',
      metrics: { copies: 3, copy_share: 0.075 },
    });
  });

  it('three pairs among hundreds of texts stay a warning; a text five reviewers share is critical', () => {
    const pairs = [0, 1, 2].flatMap((k) => copies(`${LONG} Pair ${k} of these.`, 2, 10 * k));
    expect(run([...distinctReviews(300), ...pairs]).alerts[0]?.severity).toBe('warning');
    expect(run([...distinctReviews(1000), ...copies(LONG, 5)]).alerts[0]?.severity).toBe(
      'critical',
    );
  });
});
