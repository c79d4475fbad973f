import { render, screen } from '@testing-library/react';
import type { ScrapeCoverage } from '@reviewsentry/contracts';
import { describe, expect, it } from 'vitest';
import { LinkCoverage } from './link-coverage';

const SLOW = { timeout: 20_000 };

const coverage = (extra: Partial<ScrapeCoverage> = {}): ScrapeCoverage => ({
  pages_fetched: 1,
  reviews_found: 12,
  reviews_claimed: 12,
  stop_reason: 'complete',
  adapter: 'json-ld',
  ...extra,
});

const renderCoverage = (value: ScrapeCoverage) =>
  render(
    <LinkCoverage product={undefined} coverage={value} analyzedAt={undefined} cached={false} />,
  );

describe('LinkCoverage: what we could not read is said', SLOW, () => {
  it('says that part of the page could not be read when a reader failed on it', () => {
    renderCoverage(coverage({ layers_failed: ['target'] }));
    expect(screen.getByTestId('layers-failed')).toHaveTextContent(
      'Part of the shop’s page could not be read: reviews only that part held may be missing.',
    );
  });

  it('says nothing of the kind when every reader read the page', () => {
    renderCoverage(coverage());
    expect(screen.queryByTestId('layers-failed')).toBeNull();
  });
});

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

describe('LinkCoverage: ratings the page stated that are none on their scale', SLOW, () => {
  // The same sentence the importer writes for a CSV column, with the place the ratings were.
  it('says how many could not be read, the 0s among them, and that those reviews count as unrated', () => {
    renderCoverage(coverage({ unreadable_ratings: { count: 3, zero_stars: 2 } }));
    expect(screen.getByTestId('unreadable-ratings')).toHaveTextContent(
      "3 values on the shop's pages could not be read as a rating (2 of them 0, below the 1 star a 5-star " +
        'scale starts at): those reviews count as unrated.',
    );
  });

  it('says nothing of it when every rating was read', () => {
    renderCoverage(coverage());
    expect(screen.queryByTestId('unreadable-ratings')).toBeNull();
  });
});

describe("LinkCoverage: what the shop's average rests on", SLOW, () => {
  const product = (rating_count: number | null, review_count: number | null) => ({
    id: 'B06WVM9CSH',
    name: 'Pasta Sauce',
    url: 'https://shop.example/p',
    canonical_url: 'https://shop.example/p',
    aggregate_rating: 4.3,
    review_count,
    rating_count,
    site: 'amazon',
  });
  const renderProduct = (p: ReturnType<typeof product>) =>
    render(
      <LinkCoverage
        product={p}
        coverage={coverage({ reviews_found: 13, reviews_claimed: null })}
        analyzedAt={undefined}
        cached={false}
      />,
    );

  // 13 reviews read beside an average of 7,015 ratings: the shopper sees how small a part was judged.
  it("names the shop's count of ratings, else of reviews, beside its average", () => {
    const { unmount } = renderProduct(product(7015, null));
    expect(screen.getByTestId('link-coverage')).toHaveTextContent(
      'rated 4.3 of 5 by the shop from 7,015 ratings',
    );
    unmount();
    const reviews = renderProduct(product(null, 1));
    expect(screen.getByTestId('link-coverage')).toHaveTextContent(
      'rated 4.3 of 5 by the shop from 1 review',
    );
    reviews.unmount();
    renderProduct(product(null, null));
    expect(screen.getByTestId('link-coverage')).toHaveTextContent('rated 4.3 of 5 by the shop');
    expect(screen.getByTestId('link-coverage')).not.toHaveTextContent('by the shop from');
  });
});

describe('LinkCoverage: counts in words', SLOW, () => {
  it('says one review found as one', () => {
    renderCoverage(coverage({ reviews_found: 1, reviews_claimed: 9406 }));
    expect(screen.getByTestId('link-coverage')).toHaveTextContent(
      '1 review found of the 9,406 the shop claims on 1 page.',
    );
  });
});
