// A review's id is the shop's own, never its place on the page: ids numbered by position start again on every page,
// and the collector would take a later page's reviews for repeats of the first page's.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const microdata = (id: string, text: string) =>
  `<div id="${id}" itemprop="review" itemscope itemtype="http://schema.org/Review"><span itemprop="author">Anna</span>
<meta itemprop="datePublished" content="2024-03-03"><div itemprop="reviewRating" itemscope itemtype="http://schema.org/Rating"><meta itemprop="ratingValue" content="4"></div>
<p itemprop="description">${text}</p></div>`;

const hReview = (id: string, text: string) =>
  `<div class="hreview" id="${id}"><span class="reviewer vcard"><span class="fn">Anna</span></span>
<abbr class="dtreviewed" title="2024-03-03">March 3, 2024</abbr><span class="rating">4</span><div class="description"><p>${text}</p></div></div>`;

const page = (reviews: string) =>
  `<!doctype html><html><head><title>Flask</title></head><body><div itemscope itemtype="http://schema.org/Product"><h1 itemprop="name">Flask</h1>${reviews}</div></body></html>`;

describe('review ids', () => {
  it.each([
    ['microdata', microdata],
    ['hReview', hReview],
  ])("a %s review's element id that numbers its place on the page is no id", (_, review) => {
    const html = page(
      [
        review('reviewName_1', 'Keeps water cold all day.'),
        review('review-2', 'The lid is stiff.'),
      ].join(''),
    );
    expect(extractPage('https://shop.example.com/flask', html).reviews.map((r) => r.id)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it.each([
    ['microdata', microdata],
    ['hReview', hReview],
  ])("a %s review's own id is kept as the shop writes it", (_, review) => {
    const html = page(review('review_10000000214947889', 'Keeps water cold all day.'));
    expect(extractPage('https://shop.example.com/flask', html).reviews.map((r) => r.id)).toEqual([
      'review_10000000214947889',
    ]);
  });

  const jsonLd = (ids: string[]) =>
    `<!doctype html><html><head><title>Flask</title><script type="application/ld+json">${JSON.stringify(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Flask',
        review: ids.map((id, i) => ({
          '@type': 'Review',
          '@id': id,
          author: { '@type': 'Person', name: 'Anna' },
          datePublished: '2024-03-03',
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
          reviewBody: `Review ${i + 1}: keeps water cold all day.`,
        })),
      },
    )}</script></head><body><h1>Flask</h1></body></html>`;
  const jsonLdIds = (ids: string[]) =>
    extractPage('https://shop.example.com/flask', jsonLd(ids)).reviews.map((r) => r.id);

  it("a JSON-LD review's @id that only numbers its place on the page is no id", () => {
    expect(
      jsonLdIds(['#review-1', '#review_2', 'https://shop.example.com/flask#review-3', 'review-4']),
    ).toEqual([undefined, undefined, undefined, undefined]);
  });

  it("a JSON-LD review's own @id is kept as the shop writes it: its own fragment, its own address", () => {
    const ids = [
      'https://shop.example.com/flask#review_10000000214947889',
      'https://shop.example.com/reviews/R2XKQ8W1ABCDEF',
      'rev-88412003',
    ];
    expect(jsonLdIds(ids)).toEqual(ids);
  });
});
