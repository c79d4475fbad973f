import { describe, expect, it } from 'vitest';
import {
  cleanReviewText,
  parseCount,
  parseDateText,
  parseRatingText,
  toNumber,
  normaliseRating,
  reviewRating,
  reviewRatingText,
} from './values';

describe('parseRatingText', () => {
  it.each([
    ['4.0 out of 5 stars', 4],
    ['4,5 von 5 Sternen', 4.5],
    ['3,0 sur 5 étoiles', 3],
    ['2,0 de 5 estrellas', 2],
    ['4,0 su 5 stelle', 4],
    ['5つ星のうち3.5', 3.5],
    ['5 yıldız üzerinden 4,0', 4],
    ['Average customer rating is 4.8 out of 5 stars with 44 reviews', 4.8],
    ['8/10', 4],
    ['5', 5],
    ['', null],
    ['no digits', null],
  ])('%j -> %j', (text, expected) => expect(parseRatingText(text)).toBe(expected));
});

describe('numbers and counts', () => {
  it('reads string or number values and rescales ratings', () => {
    expect(toNumber('4.7')).toBe(4.7);
    expect(toNumber('4,7')).toBe(4.7);
    expect(toNumber(4)).toBe(4);
    expect(toNumber(null)).toBeNull();
    // JSON-LD's other spellings of one value.
    expect(toNumber([4])).toBe(4);
    expect(toNumber(['4.5'])).toBe(4.5);
    expect(toNumber({ '@value': '3' })).toBe(3);
    expect(toNumber([{ '@value': 2 }])).toBe(2);
    expect(toNumber([4, 5])).toBeNull();
    expect(normaliseRating(8, 10)).toBe(4);
    expect(normaliseRating(90, 100)).toBe(4.5);
    expect(normaliseRating(6)).toBeNull();
  });

  // A star scale starts at 1 (schema.org's worstRating defaults to 1, hReview rates 1–5): a 0 there is "not rated",
  // and counted it would pull the average down while the chart drew it as 1 star. A scale stated to start at 0,
  // or a 0–10 / 0–100 score, keeps its 0.
  it('reads 0 on a 1–5 star scale as no rating, and 0 on a scale that starts at 0 as a rating', () => {
    expect(normaliseRating(0)).toBeNull();
    expect(normaliseRating(0, 5)).toBeNull();
    expect(normaliseRating(0, 5, 1)).toBeNull();
    expect(normaliseRating(1, 10, 2)).toBeNull();
    expect(normaliseRating(0.5)).toBe(0.5);
    expect(normaliseRating(0, 5, 0)).toBe(0);
    expect(normaliseRating(0, 10)).toBe(0);
    expect(normaliseRating(0, 100)).toBe(0);
    expect(parseRatingText('0 out of 5 stars')).toBeNull();
  });

  // What normaliseRating refuses, a review's builder keeps as a refusal to count (review-collector.ts).
  it('says why a review rating it refuses is none, and states nothing when no value was given', () => {
    expect(reviewRating(0)).toEqual({ rating_refused: 'zero_stars' });
    expect(reviewRating(0, 5, 1)).toEqual({ rating_refused: 'zero_stars' });
    expect(reviewRating(6)).toEqual({ rating_refused: 'off_scale' });
    expect(reviewRating(11, 10)).toEqual({ rating_refused: 'off_scale' });
    expect(reviewRating(1, 10, 2)).toEqual({ rating_refused: 'off_scale' });
    expect(reviewRating(-1)).toEqual({ rating_refused: 'off_scale' });
    expect(reviewRating(0, 10)).toEqual({ rating: 0 });
    expect(reviewRating(null)).toEqual({});
    expect(reviewRatingText('0.0 out of 5 stars')).toEqual({ rating_refused: 'zero_stars' });
    expect(reviewRatingText('no stars yet')).toEqual({});
  });

  // The importer's rule (toFiveScale), so a review reads the same from a CSV export and from its page: the value's
  // share of the best, the stated worst only refusing what lies below it (ADR 180 says why not a map from the worst).
  it('puts a rating on a stated scale on 0–5 as the importer does', () => {
    expect(normaliseRating(8, 10, 1)).toBe(4);
    expect(normaliseRating(0, 10, 0)).toBe(0);
    expect(normaliseRating(3)).toBe(3);
    expect(normaliseRating(3, 5)).toBe(3);
    // Magento 2: worstRating 1, bestRating 100, and 1 star written as 20%.
    expect(normaliseRating(20, 100, 1)).toBe(1);
    expect(normaliseRating(11, 10, 1)).toBeNull();
  });

  it.each([
    ['25,181 global ratings', 25181],
    ['1.234 Bewertungen', 1234],
    ['1 234 évaluations', 1234],
    ['1,02,345 ratings', 102345],
    ['12,34,56,789 ratings', 123456789],
    ['4,321 Ratings & 1,02,345 Reviews', 4321],
    ['350.5K', 350500],
    ['2.4M ratings', 2400000],
    ['523', 523],
    [3909, 3909],
  ])('%j -> %j', (text, expected) => expect(parseCount(text)).toBe(expected));
});

describe('parseDateText', () => {
  it.each([
    ['Reviewed in the United States on January 5, 2024', '2024-01-05'],
    ['Reviewed in India on 9 August 2024', '2024-08-09'],
    ['Rezension aus Deutschland vom 5. Januar 2024', '2024-01-05'],
    ['Revisado en España el 7 de marzo de 2024', '2024-03-07'],
    ['Recensito in Italia il 3 dicembre 2023', '2023-12-03'],
    ['2024年1月5日に日本でレビュー済み', '2024-01-05'],
    ['11/18/2025', '2025-11-18'],
    ['2017-09-03T00:00:00.000Z', '2017-09-03'],
    ['Oct 21, 2024', '2024-10-21'],
    ['2025-06-21T19:13:29.000Z', '2025-06-21T19:13:29.000Z'],
    ['Oct, 2023', '2023-10'],
    ['3 months ago', '3 months ago'],
    ['February 30, 2024', null],
  ])('%j -> %j', (text, expected) => expect(parseDateText(text)).toBe(expected));
});

describe('cleanReviewText', () => {
  it.each([
    ['Very niceREAD MORE', 'Very nice'],
    [
      'Screen Quality best, sound Quality best, service n...READ MORE',
      'Screen Quality best, sound Quality best, service n',
    ],
    ['Great blender.  Read more', 'Great blender.'],
    ['  line one\r\n\r\n\r\n\r\nline two  ', 'line one\n\nline two'],
    ['Nothing to strip', 'Nothing to strip'],
  ])('%j -> %j', (text, expected) => expect(cleanReviewText(text)).toBe(expected));
});
