// A shared link's preview tells the verdict as the result page does: a verdict given with low confidence says so,
// and 'Not enough reviews' states no share as a finding (the page says too few could be checked).
import { describe, expect, it } from 'vitest';
import { summaryOf } from '../../services/reports/report-document';
import { reportPreview } from './report-page';

const answer = {
  prod_id: 'KET-JP',
  prod_name: 'Kettle JP',
  total_reviews: 30,
  fake_reviews_count: 0,
  fake_percentage: 0,
  product_status: 'Genuine',
  low_confidence: true,
};

describe('reportPreview words', () => {
  it('says when the verdict is given with low confidence', () => {
    expect(reportPreview(summaryOf(answer)).description).toBe(
      '0 of 30 reviews look fake (0%). Verdict: Genuine, given with low confidence. ' +
        'A saved ReviewSentry analysis of the reviews.',
    );
    expect(
      reportPreview(summaryOf({ ...answer, fake_reviews_count: 1, fake_percentage: 3.33 }))
        .description,
    ).toMatch(/^1 of 30 reviews looks fake \(3\.33%\)/);
    expect(reportPreview(summaryOf({ ...answer, low_confidence: false })).description).toBe(
      '0 of 30 reviews look fake (0%). Verdict: Genuine. A saved ReviewSentry analysis of the reviews.',
    );
  });

  it("states no share as a finding with 'Not enough reviews'", () => {
    const few = {
      ...answer,
      total_reviews: 1,
      fake_reviews_count: 1,
      fake_percentage: 100,
      product_status: 'Not enough reviews',
    };
    expect(reportPreview(summaryOf(few)).description).toBe(
      'Only 1 review could be checked: too few for a verdict. A saved ReviewSentry analysis of the reviews.',
    );
  });

  // Enough reviews checked, but the text model read too few of them (docs/decisions/176): not "too few" of 300.
  it("says why there is no verdict when 'Not enough reviews' has ten reviews or more", () => {
    const unread = {
      ...answer,
      total_reviews: 300,
      fake_reviews_count: 30,
      fake_percentage: 10,
      product_status: 'Not enough reviews',
    };
    expect(reportPreview(summaryOf(unread)).description).toBe(
      'Too few of the 300 reviews checked could be checked for machine writing: no verdict. ' +
        'A saved ReviewSentry analysis of the reviews.',
    );
  });
});
