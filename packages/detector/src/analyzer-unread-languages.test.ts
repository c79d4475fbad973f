// Reviews in a language the text model does not read were never checked for machine writing: the interval on
// the share must reach as high as their being machine-written would put it, as for a language whose rates are
// not measured (ADR 151, docs/decisions/171); and 'Genuine' is not given over mostly unread reviews when the ones it
// read say otherwise (docs/decisions/176).
import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { markedReviews, markerModel } from './test-fixtures/marker-model';
import { rng } from './test-fixtures/review-texts';
import { wilsonInterval } from './stats/wilson';
import { storyProblems } from './verdict/one-story';
import { shareVerdict } from './verdict/status';

const analyzer = createAnalyzer({ textModel: markerModel });
const KANA =
  'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん商品配送品質満足';

/** `count` distinct Japanese reviews (the model reads English only). */
function japanese(count: number, seed: number): Review[] {
  const next = rng(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `j${i}`,
    text: Array.from({ length: 24 }, () => KANA[Math.floor(next() * KANA.length)]).join('') + '。',
  }));
}

const english = (count: number, fake: number, seed: number): Review[] =>
  markedReviews(count, fake, seed, 'e');

describe('reviews in a language the text model does not read', () => {
  it('widen the interval to their all being machine-written, and the words say why', () => {
    const result = analyzer.analyze([...japanese(27, 3), ...english(3, 1, 4)]);
    expect(result).toMatchObject({
      total_reviews: 30,
      fake_reviews_count: 1,
      fake_percentage: 3.33,
      product_status: 'Genuine',
      low_confidence: true,
    });
    expect(result.fake_share_interval.high).toBe(shareVerdict(1, 30, 27).fake_share_interval.high);
    expect(result.verdict_explanation).toContain(
      'The text model does not read Japanese (27 reviews): it may have missed up to 27 more fake reviews, ' +
        `so the interval reaches ${result.fake_share_interval.high.toFixed(2)} %.`,
    );
  });

  // 'Genuine' over mostly unread reviews would speak for reviews nobody read for machine writing while the ones
  // read say otherwise (docs/decisions/176): no verdict, and the words say why.
  it('give no verdict when the few reviews the model read are, surely, a quarter or more fake', () => {
    const result = analyzer.analyze([...japanese(270, 6), ...english(30, 30, 7)]);
    expect(result).toMatchObject({
      total_reviews: 300,
      fake_reviews_count: 30,
      fake_percentage: 10,
      product_status: 'Not enough reviews',
      low_confidence: true,
      trust_score: null,
      trust_grade: null,
    });
    expect(result.verdict_explanation).toContain(
      'The text model could read only 30 of the 300 judged reviews, and 30 of those 30 look fake ' +
        '(95 % interval 88.65 % to 100.00 %): the share of 10.00 % rests on the 270 it could not read, ' +
        "so 'Genuine' would speak for reviews nobody checked for machine writing. There is no verdict, trust " +
        'score or grade.',
    );
    expect(storyProblems(result)).toEqual([]);
  });

  // A handful read is evidence too: 6 of 6 fake puts the read part's share at 61 % or more with 97.5 % confidence,
  // which no 'Genuine' over the 200 unread can stand beside.
  it('give no verdict when a handful read are all fake beside many unread', () => {
    const result = analyzer.analyze([...japanese(200, 14), ...english(6, 6, 15)]);
    expect(result).toMatchObject({
      total_reviews: 206,
      fake_reviews_count: 6,
      product_status: 'Not enough reviews',
      trust_score: null,
      trust_grade: null,
    });
    expect(result.verdict_explanation).toContain(
      'The text model could read only 6 of the 206 judged reviews, and 6 of those 6 look fake (95 % interval ' +
        '60.97 % to 100.00 %)',
    );
    expect(storyProblems(result)).toEqual([]);
  });

  it('keep the verdict when the reviews the model read do not contradict it, or are too few to', () => {
    const honest = analyzer.analyze([...japanese(270, 8), ...english(30, 2, 9)]);
    expect(honest).toMatchObject({ product_status: 'Genuine', low_confidence: true });
    // One fake review of one read: the read part's interval starts at 20.65 %, below 'Likely Fake'.
    const oneRead = analyzer.analyze([...japanese(299, 12), ...english(1, 1, 13)]);
    expect(oneRead).toMatchObject({ product_status: 'Genuine', low_confidence: true });
    const unreadOnly = analyzer.analyze(japanese(300, 10));
    expect(unreadOnly).toMatchObject({ product_status: 'Genuine', low_confidence: true });
  });

  // Over random mixes: 'Genuine' over mostly unread reviews never stands beside read reviews, however few, whose
  // fake share is, with 97.5 % confidence, 25 % or more.
  it('never call mostly unread reviews Genuine against the ones read (random mixes)', () => {
    const next = rng(11);
    for (let k = 0; k < 40; k++) {
      const unread = 10 + Math.floor(next() * 120);
      const read = 1 + Math.floor(next() * 40);
      const fake = Math.floor(next() * (read + 1));
      const result = analyzer.analyze([
        ...japanese(unread, 100 + k),
        ...english(read, fake, 200 + k),
      ]);
      const readFake = result.reviews.filter(
        (r) => r.is_fake && r.checks.includes('text_model'),
      ).length;
      const readLow = wilsonInterval(readFake, read).low * 100;
      if (result.product_status === 'Genuine' && 2 * read < unread + read)
        expect(readLow, `${unread} unread, ${fake} of ${read} read fake`).toBeLessThan(25);
      expect(storyProblems(result)).toEqual([]);
    }
  });

  it('leave a file the model reads whole as it was', () => {
    const result = analyzer.analyze(english(40, 4, 5));
    expect(result.fake_share_interval).toEqual(shareVerdict(4, 40).fake_share_interval);
    expect(result.verdict_explanation).not.toContain('does not read');
  });
});
