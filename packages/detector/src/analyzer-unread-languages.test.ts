// Reviews in a language the text model does not read were never checked for machine writing: the interval on
// the share must reach as high as their being machine-written would put it, as for a language whose rates are
// not measured (ADR 151, docs/decisions/171). 27 Japanese reviews and 3 English ones, all 3 machine-written,
// are not "10 %, at most 30 %": every review the model could read was machine-written.
import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { FAKE_MARKER, markerModel } from './test-fixtures/marker-model';
import { distinctReviews, rng } from './test-fixtures/review-texts';
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
  distinctReviews(count, seed).map((r, i) => ({
    ...r,
    id: `e${i}`,
    text: i < fake ? `${r.text} ${FAKE_MARKER}` : r.text,
  }));

describe('reviews in a language the text model does not read', () => {
  it('widen the interval to their all being machine-written, and the words say why', () => {
    const result = analyzer.analyze([...japanese(27, 3), ...english(3, 3, 4)]);
    expect(result).toMatchObject({
      total_reviews: 30,
      fake_reviews_count: 3,
      fake_percentage: 10,
      product_status: 'Genuine',
      low_confidence: true,
    });
    expect(result.fake_share_interval.high).toBe(shareVerdict(3, 30, 27).fake_share_interval.high);
    expect(result.fake_share_interval.high).toBe(100);
    expect(result.verdict_explanation).toContain(
      'The text model does not read Japanese (27 reviews): it may have missed up to 27 more fake reviews, ' +
        'so the interval reaches 100.00 %.',
    );
  });

  it('leave a file the model reads whole as it was', () => {
    const result = analyzer.analyze(english(40, 4, 5));
    expect(result.fake_share_interval).toEqual(shareVerdict(4, 40).fake_share_interval);
    expect(result.verdict_explanation).not.toContain('does not read');
  });
});
