import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { uploadViewSchema } from '../api/result-schemas';
import { GAUGE_STROKE } from '../status-colors';
import { uploadAnswer } from '../test/make-result';
import { SpecSummary } from './spec-summary';
import { TrustSummary } from './trust-summary';

const SLOW = { timeout: 20_000 };

const renderSummary = (fields: Record<string, unknown>) =>
  render(<SpecSummary result={uploadViewSchema.parse(uploadAnswer(fields))} />);

describe("SpecSummary: 'Not enough reviews' looks neutral, never like a verdict", SLOW, () => {
  it('shows 1 of 1 at 100 % with a neutral gauge and badge, not a red one', () => {
    renderSummary({
      total_reviews: 1,
      fake_reviews_count: 1,
      fake_percentage: 100,
      product_status: 'Not enough reviews',
      trust_score: null,
      trust_grade: null,
    });
    expect(screen.getByTestId('fake-percentage')).toHaveTextContent('100%');
    expect(screen.getByTestId('fake-gauge')).toHaveAttribute('data-tone', 'neutral');
    expect(screen.getByTestId('fake-gauge-arc')).toHaveAttribute('stroke', GAUGE_STROKE.neutral);
    expect(screen.getByTestId('fake-gauge')).toHaveTextContent('Fake share: no verdict');
    expect(screen.getByTestId('product-status')).toHaveAttribute('data-tone', 'neutral');
  });

  it('keeps the spec colours for a verdict at the same share', () => {
    renderSummary({ fake_percentage: 100, product_status: 'Fake', fake_reviews_count: 3 });
    expect(screen.getByTestId('fake-gauge')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByTestId('fake-gauge-arc')).toHaveAttribute('stroke', GAUGE_STROKE.red);
  });

  it('shows no trust score or grade in any colour, and says why', () => {
    const result = uploadViewSchema.parse(
      uploadAnswer({
        total_reviews: 4,
        fake_reviews_count: 3,
        fake_percentage: 75,
        product_status: 'Not enough reviews',
        trust_score: null,
        trust_grade: null,
      }),
    );
    render(<TrustSummary result={result} />);
    expect(screen.getByTestId('trust-score')).toHaveTextContent(
      'None: too few reviews could be judged for a score or a grade.',
    );
    expect(screen.queryByTestId('trust-grade')).toBeNull();
  });
});
