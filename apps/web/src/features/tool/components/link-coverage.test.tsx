import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScrapeCoverage } from '@reviewsentry/contracts';
import { LinkCoverage } from './link-coverage';

const SLOW = { timeout: 20_000 };

const coverage = (change: Partial<ScrapeCoverage> = {}): ScrapeCoverage => ({
  pages_fetched: 1,
  reviews_found: 12,
  reviews_claimed: 12,
  stop_reason: 'complete',
  adapter: 'json-ld',
  ...change,
});

const renderCoverage = (c: ScrapeCoverage) =>
  render(<LinkCoverage product={undefined} coverage={c} analyzedAt={undefined} cached={false} />);

describe('LinkCoverage: reviews the scraper cut', SLOW, () => {
  it('says how many reviews were cut, at what length, and that only the kept part was judged', () => {
    renderCoverage(coverage({ reviews_shortened: 2 }));
    expect(screen.getByTestId('link-coverage')).toHaveTextContent(
      '2 reviews were too long to keep whole and were cut (texts at 50,000 characters, titles at 1,000, ' +
        'reviewer names at 200); only the part kept was judged.',
    );
  });

  it('says nothing of cutting when nothing was cut, or when the result predates the count', () => {
    renderCoverage(coverage({ reviews_shortened: 0 }));
    expect(screen.getByTestId('link-coverage')).not.toHaveTextContent(/cut/);
    renderCoverage(coverage());
    expect(screen.getAllByTestId('link-coverage')[1]).not.toHaveTextContent(/cut/);
  });
});
