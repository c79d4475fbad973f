// Reviews too short for the text model were never checked for machine writing: like reviews in a language it
// does not read, the interval on the share reaches as high as their being machine-written would put it, and the
// words say why (docs/decisions/206).
import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { markedReviews, markerModel } from './test-fixtures/marker-model';
import { randomText, rng } from './test-fixtures/review-texts';
import { storyProblems } from './verdict/one-story';
import { shareVerdict } from './verdict/status';

const analyzer = createAnalyzer({ textModel: markerModel });

/** `count` distinct English reviews of 7 words, under the model's 10. */
function short(count: number, seed: number): Review[] {
  const next = rng(seed);
  return Array.from({ length: count }, (_, i) => ({ id: `s${i}`, text: randomText(next, 7) }));
}

const long = (count: number, fake: number, seed: number): Review[] =>
  markedReviews(count, fake, seed, 'l');

describe('reviews too short for the text model', () => {
  it('widen the interval to their all being machine-written when none could be read', () => {
    const result = analyzer.analyze(short(60, 1));
    expect(result.review_coverage.not_scored.too_short).toBe(60);
    expect(result).toMatchObject({
      total_reviews: 60,
      fake_reviews_count: 0,
      product_status: 'Genuine',
      low_confidence: true,
    });
    expect(result.fake_share_interval).toEqual(shareVerdict(0, 60, 60).fake_share_interval);
    expect(result.fake_share_interval.high).toBe(100);
    expect(result.verdict_explanation).toContain(
      'The text model cannot read reviews of fewer than 10 words (60 reviews): it may have missed up to 60 ' +
        'more fake reviews, so the interval reaches 100.00 %.',
    );
    expect(storyProblems(result)).toEqual([]);
  });

  it('count beside the read ones, and a few of them leave a firm verdict firm', () => {
    const result = analyzer.analyze([...long(95, 2, 2), ...short(5, 3)]);
    expect(result).toMatchObject({
      total_reviews: 100,
      fake_reviews_count: 2,
      product_status: 'Genuine',
      low_confidence: false,
    });
    expect(result.fake_share_interval.high).toBe(shareVerdict(2, 100, 5).fake_share_interval.high);
    expect(result.verdict_explanation).toContain(
      'The text model cannot read reviews of fewer than 10 words (5 reviews): it may have missed up to 5 more ' +
        'fake reviews',
    );
    expect(storyProblems(result)).toEqual([]);
  });

  it('give the verdict with low confidence when they could move it into another band', () => {
    const result = analyzer.analyze([...long(60, 6, 4), ...short(20, 5)]);
    expect(result).toMatchObject({ fake_reviews_count: 6, product_status: 'Genuine' });
    // 6 of 80 counted; with the 20 unread, up to 26 of 80, whose Wilson bound reaches 'Likely Fake'.
    expect(result.fake_share_interval.high).toBe(shareVerdict(6, 80, 20).fake_share_interval.high);
    expect(result.fake_share_interval.high).toBeGreaterThanOrEqual(25);
    expect(result.low_confidence).toBe(true);
    expect(storyProblems(result)).toEqual([]);
  });

  it('leave the interval alone when every review is long enough', () => {
    const result = analyzer.analyze(long(100, 2, 6));
    expect(result.fake_share_interval).toEqual(shareVerdict(2, 100).fake_share_interval);
    expect(result.verdict_explanation).not.toContain('fewer than 10 words');
  });
});
