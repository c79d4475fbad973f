// Issue 12's acceptance for copies and templates among short reviews, on the whole analyzer: a templated
// campaign raises an alert and every one of its reviews carries the evidence (linking the others); varied
// honest short reviews spread over a year raise nothing.
import type { Review } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { createAnalyzer } from './analyzer';
import { markerModel } from './test-fixtures/marker-model';
import { distinctReviews } from './test-fixtures/review-texts';
import { honestShortReviews, templatedCampaign } from './test-fixtures/short-reviews';

const analyzer = createAnalyzer({ textModel: markerModel });
const COPY_ALERTS = ['templated_reviews', 'duplicate_reviews', 'near_duplicate_reviews'];
const COPY_REASONS = ['templated_text', 'duplicate_text', 'near_duplicate_text', 'duplicate_source'];

/** Long English reviews over 2024, which the text model judges (the analyzer needs some today). */
function longReviews(count: number): Review[] {
  return distinctReviews(count, 11).map((r, i) => ({
    ...r,
    id: `long${i}`,
    rating: 4,
    reviewer: `long reviewer ${i}`,
    date: new Date(Date.UTC(2024, 0, 1) + ((i * 11) % 365) * 86_400_000).toISOString().slice(0, 10),
  }));
}

const copyReasons = (r: { reasons: { code: string; message: string }[] }) =>
  r.reasons.filter((x) => COPY_REASONS.includes(x.code));

describe('analyze: short templated campaigns', () => {
  it('a campaign of 40 short identical-in-shape 5-star reviews over two days raises an alert and flags all 40', () => {
    const campaign = templatedCampaign(40, { days: 2 });
    const result = analyzer.analyze([...longReviews(30), ...campaign]);
    const alert = result.alerts.find((a) => a.code === 'templated_reviews');
    expect(alert).toBeDefined();
    expect(alert?.severity).toBe('critical');
    expect(new Set(alert?.evidence)).toEqual(new Set(campaign.map((r) => r.id)));

    const flagged = result.reviews.filter((r) => copyReasons(r).length > 0);
    expect(flagged.map((r) => r.id).sort()).toEqual(campaign.map((r) => r.id).sort());
    const codes = flagged.map((r) => copyReasons(r)[0]?.code);
    expect(codes.filter((c) => c === 'duplicate_source')).toHaveLength(1);
    expect(codes.filter((c) => c === 'templated_text' || c === 'duplicate_text')).toHaveLength(39);
    // Each reason names the review it copies, which is part of the campaign.
    for (const r of flagged) {
      const reason = copyReasons(r)[0];
      if (reason?.code === 'duplicate_source') continue;
      expect(campaign.some((c) => reason?.message.includes(`review ${c.id},`))).toBe(true);
    }
  });

  it('40 varied honest short reviews spread over a year raise no copy or template alert and flag nothing', () => {
    const honest = honestShortReviews(40);
    const result = analyzer.analyze([...longReviews(30), ...honest]);
    expect(result.alerts.filter((a) => COPY_ALERTS.includes(a.code))).toEqual([]);
    expect(result.reviews.filter((r) => copyReasons(r).length > 0)).toEqual([]);
    expect(result.reviews.filter((r) => r.is_fake)).toEqual([]);
  });
});
