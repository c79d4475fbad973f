import { describe, expect, it } from 'vitest';
import { decideRatingScale, parseRating, scaleInHeader, worstInHeader } from './rating';

describe('parseRating', () => {
  it.each([
    ['4', { value: 4, scale: null }],
    ['4.5', { value: 4.5, scale: null }],
    [' 5 ', { value: 5, scale: null }],
    ['4,5', { value: 4.5, scale: null }],
    ['5 stars', { value: 5, scale: null }],
    ['3½', { value: 3.5, scale: null }],
    ['5.0 out of 5 stars', { value: 5, scale: 5 }],
    ['4,0 de 5 estrellas', { value: 4, scale: 5 }],
    ['4,0 von 5 Sternen', { value: 4, scale: 5 }],
    ['4/5', { value: 4, scale: 5 }],
    ['4.0\u00a0out\u00a0of\u00a05\u00a0stars', { value: 4, scale: 5 }],
    ['4,5\u202fsur\u202f5', { value: 4.5, scale: 5 }],
    // Amazon's storefronts in other languages.
    ['4,0 van 5 sterren', { value: 4, scale: 5 }],
    ['4,0 av 5 stjärnor', { value: 4, scale: 5 }],
    ['4,0 na 5 gwiazdek', { value: 4, scale: 5 }],
    ['4,0 de 5 estrelas', { value: 4, scale: 5 }],
    ['4.0 من 5 نجوم', { value: 4, scale: 5 }],
    ['4.0 颗星，最多 5 颗星', { value: 4, scale: 5 }],
    ['5つ星のうち4.0', { value: 4, scale: 5 }],
    ['5 yıldız üzerinden 4,0', { value: 4, scale: 5 }],
    ['5 estrelas', { value: 5, scale: null }],
    ['5星', { value: 5, scale: null }],
    ['4점', { value: 4, scale: null }],
    ['5 звёзд', { value: 5, scale: null }],
    ['4 sao', { value: 4, scale: null }],
    ['4 csillag', { value: 4, scale: null }],
    ['4 hvězdičky', { value: 4, scale: null }],
    ['4 sterren', { value: 4, scale: null }],
    ['8/10', { value: 8, scale: 10 }],
    ['80%', { value: 80, scale: 100 }],
    ['★★★★☆', { value: 4, scale: 5 }],
    ['★★★½☆', { value: 3.5, scale: 5 }],
    ['★★★', { value: 3, scale: null }],
    ['4.5★', { value: 4.5, scale: null }],
    ['4★', { value: 4, scale: null }],
    ['★ 3', { value: 3, scale: null }],
    ['4.0 ⭐', { value: 4, scale: null }],
    ['4 ★ out of 5', { value: 4, scale: 5 }],
    ['Rated 4', { value: 4, scale: null }],
    // Booking.com labels its guest scores "Scored 8.0": a score on a scale the value does not state.
    ['Scored 8.0', { value: 8, scale: null }],
    ['Scored 7,5', { value: 7.5, scale: null }],
    ['scored: 10', { value: 10, scale: null }],
    // A label naming whose rating it is: the review's, as the column's name already says.
    ['Review score: 8.0', { value: 8, scale: null }],
    ['Guest rating 8.4', { value: 8.4, scale: null }],
    ['Overall rating: 4', { value: 4, scale: null }],
    ['Stars: 4', { value: 4, scale: null }],
    ['Rated 4 out of 5', { value: 4, scale: 5 }],
    ['Scored 8 out of 10', { value: 8, scale: 10 }],
    ['4.5/5 stars', { value: 4.5, scale: 5 }],
    // In words, and as Google Business Profile's `starRating` enum writes them.
    ['Five stars', { value: 5, scale: null }],
    ['One star', { value: 1, scale: null }],
    ['FOUR', { value: 4, scale: null }],
    ['four out of five', { value: 4, scale: 5 }],
    ['Three out of five stars', { value: 3, scale: 5 }],
    // The class names scrapers copy when the stars are only drawn: TripAdvisor's bubbles are tens.
    ['ui_bubble_rating bubble_40', { value: 4, scale: 5 }],
    ['bubble_45', { value: 4.5, scale: 5 }],
    ['a-icon a-icon-star a-star-4-5', { value: 4.5, scale: 5 }],
    ['star-rating-5', { value: 5, scale: 5 }],
    ['★★★★★ (5)', { value: 5, scale: null }],
    // A travel site's verdict word beside its score (Agoda's "8.8 Excellent", Booking.com's "Scored 9.2 Superb",
    // Hotels.com's "Exceptional 10"): the words name the score, not its scale.
    ['8.8 Excellent', { value: 8.8, scale: null }],
    ['Exceptional 10', { value: 10, scale: null }],
    ['Scored 9.2 Superb', { value: 9.2, scale: null }],
    ['Very good 8,0', { value: 8, scale: null }],
    ['7,8 Sehr gut', { value: 7.8, scale: null }],
  ])('reads %j', (raw, expected) => {
    expect(parseRating(raw)).toEqual(expected);
  });

  it.each([
    '',
    '   ',
    'great',
    'six of one',
    '7 out of 5',
    '250',
    '-1',
    'N/A',
    'STAR_RATING_UNSPECIFIED',
    'one of the best',
    'someone',
    'the 2 of us loved it',
    '8.8 Excellent 1,234 reviews',
  ])('gives nothing for %j', (raw) => {
    expect(parseRating(raw)).toBeUndefined();
  });
});

describe('rating scales', () => {
  it('decides the scale of a column of bare numbers from its largest value', () => {
    expect(decideRatingScale(5)).toBe(5);
    expect(decideRatingScale(4.5)).toBe(5);
    expect(decideRatingScale(9)).toBe(10);
    expect(decideRatingScale(10)).toBe(10);
    expect(decideRatingScale(87)).toBe(100);
  });
});

describe('scaleInHeader', () => {
  it.each([
    ['Rating (1-10)', 10],
    ['Score out of 10', 10],
    ['Note /20', 20],
    ['Stars (max 5)', 5],
    ['Stars (max 5) ', 5],
    ['Rating (%)', 100],
    ['10-point score', 10],
    ['Score (10-point scale)', 10],
    ['score_out_of_10', 10],
    ['5-star rating', 5],
    ['Rating', null],
  ])('%j -> %j', (header, scale) => expect(scaleInHeader(header)).toBe(scale));

  it.each([
    ['Rating (1-10)', 1],
    ['Score (0–10)', 0],
    ['Stars 1 - 5', 1],
    ['Score out of 10', null],
    ['Rating', null],
  ])('the start of the range %j states: %j', (header, worst) =>
    expect(worstInHeader(header)).toBe(worst),
  );

  it('reads a header of a long run of spaces without trying each split of it', () => {
    // Two runs of spaces able to take the same spaces cost the square of the run (100,000 spaces: 26 s here).
    const started = performance.now();
    expect(scaleInHeader(`Score out of 10${' '.repeat(100_000)}x`)).toBeNull();
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
