// Issue 12's acceptance for copies and templates among short reviews, on the whole analyzer: a templated
// campaign raises an alert, every one of its reviews carries the evidence (linking the others) and the
// verdict goes down; varied honest short reviews spread over a year raise nothing and stay 'Genuine'.
import type { AnalysisResult } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { markerModel } from './test-fixtures/marker-model';
import { honestShortReviews, templatedCampaign } from './test-fixtures/short-reviews';

const analyzer = createAnalyzer({ textModel: markerModel });
const COPY_ALERTS = ['templated_reviews', 'duplicate_reviews', 'near_duplicate_reviews'];
const COPY_REASONS = [
  'templated_text',
  'duplicate_text',
  'near_duplicate_text',
  'duplicate_source',
];

const copyReasons = (r: AnalysisResult['reviews'][number]) =>
  r.reasons.filter((x) => COPY_REASONS.includes(x.code));

describe('analyze: short templated campaigns', () => {
  const campaign = templatedCampaign(40, { days: 2 });
  const ids = campaign.map((r) => r.id).sort();

  it.each([
    ['alone', 0],
    ['among 40 honest short reviews spread over a year', 40],
  ])(
    'a campaign of 40 short identical-in-shape 5-star reviews over two days, %s: alert, flags, lower verdict',
    (_, honestCount) => {
      const honest = honestShortReviews(honestCount);
      const result = analyzer.analyze([...honest, ...campaign]);
      const alert = result.alerts.find((a) => a.code === 'templated_reviews');
      expect(alert?.severity).toBe('critical');
      expect([...(alert?.evidence ?? [])].sort()).toEqual(ids);

      const flagged = result.reviews.filter((r) => copyReasons(r).length > 0);
      expect(flagged.map((r) => r.id).sort()).toEqual(ids);
      const codes = flagged.map((r) => copyReasons(r)[0]?.code);
      expect(codes.filter((c) => c === 'duplicate_source')).toHaveLength(1);
      expect(codes.filter((c) => c === 'templated_text' || c === 'duplicate_text')).toHaveLength(
        39,
      );
      // Each copy's reason links the review it repeats; the source's links every copy.
      for (const r of flagged) {
        const linked = copyReasons(r)[0]?.review_ids ?? [];
        expect(linked.length).toBeGreaterThan(0);
        for (const id of linked) expect(ids).toContain(id);
      }
      // The copies are fake (strong evidence); the earliest, which may be the honest original, is not.
      expect(result.reviews.filter((r) => r.is_fake).map((r) => r.id)).toHaveLength(39);
      expect(result.reviews.filter((r) => r.is_fake && !ids.includes(r.id))).toEqual([]);
      expect(result.product_status).not.toBe('Genuine');
      expect(result.fake_reviews_count).toBe(39);
    },
  );

  it('40 varied honest short reviews spread over a year raise no copy or template alert, flag nothing and stay Genuine', () => {
    const result = analyzer.analyze(honestShortReviews(40));
    expect(result.alerts.filter((a) => COPY_ALERTS.includes(a.code))).toEqual([]);
    expect(result.reviews.filter((r) => copyReasons(r).length > 0)).toEqual([]);
    expect(result.reviews.filter((r) => r.is_fake)).toEqual([]);
    expect(result.product_status).toBe('Genuine');
  });
});
