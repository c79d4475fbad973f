// Microdata review scopes that stand apart from the Product scope inside a page-wide item (WordPress themes put
// itemscope itemtype="…/WebPage" on <body>): they are the product's reviews; reviews inside another product's
// scope (a related-products carousel) are not.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const review = (author: string, rating: number, text: string) =>
  `<div itemscope itemtype="https://schema.org/Review"><span itemprop="author">${author}</span>
<div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="${rating}"></div>
<p itemprop="reviewBody">${text}</p></div>`;

describe('microdata reviews beside the product', () => {
  it('reads reviews inside a page-wide WebPage scope, not those of a related product', () => {
    const html = `<!doctype html><html lang="en-US"><body itemscope itemtype="https://schema.org/WebPage">
<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Steel Flask</h1></div>
<section id="reviews">${review('Ann', 5, 'Keeps tea hot.')}${review('Bo', 2, 'The lid leaks.')}</section>
<aside><div itemscope itemtype="https://schema.org/Product"><span itemprop="name">Travel Mug</span>
${review('Cy', 1, 'Mug review.')}</div></aside></body></html>`;
    const result = extractPage('https://shop.example.com/p/flask', html);
    expect(result.source).toBe('microdata');
    expect(result.reviews.map((r) => [r.reviewer, r.rating, r.text])).toEqual([
      ['Ann', 5, 'Keeps tea hot.'],
      ['Bo', 2, 'The lid leaks.'],
    ]);
  });
});

describe('a microdata review author scope', () => {
  it('names a Person given only by givenName and familyName', () => {
    const withPerson = (given: string, family: string, rating: number, text: string) =>
      `<div itemscope itemtype="https://schema.org/Review"><span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="givenName">${given}</span> <span itemprop="familyName">${family}</span></span>
<div itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="${rating}"></div>
<p itemprop="reviewBody">${text}</p></div>`;
    const html = `<!doctype html><html lang="en-US"><body>
<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Steel Flask</h1>
${withPerson('Ann', 'K.', 5, 'Keeps tea hot.')}${withPerson('Bo', 'L.', 2, 'The lid leaks.')}</div></body></html>`;
    expect(
      extractPage('https://shop.example.com/p/flask', html).reviews.map((r) => r.reviewer),
    ).toEqual(['Ann K.', 'Bo L.']);
  });
});
