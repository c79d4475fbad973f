// JSON-LD shapes real shops write that describe one product in several nodes or point at nodes by @id: a theme's
// Product beside a review app's Product, one Product per variant, and @graph pointers for reviews, ratings and
// authors (Yoast / WooCommerce style).
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const URL_ = 'https://shop.example.com/products/flask';
const page = (...blocks: unknown[]) =>
  `<!doctype html><html lang="en-US"><head><title>Steel Flask</title>${blocks
    .map((b) => `<script type="application/ld+json">${JSON.stringify(b)}</script>`)
    .join('')}</head><body><h1>Steel Flask</h1></body></html>`;
const review = (author: string, rating: number, text: string) => ({
  '@type': 'Review',
  author: { '@type': 'Person', name: author },
  reviewBody: text,
  datePublished: '2024-03-03',
  reviewRating: { '@type': 'Rating', ratingValue: rating, bestRating: 5 },
});
const reviews = [review('Ann', 5, 'Keeps tea hot.'), review('Bo', 2, 'The lid leaks.')];
const read = (html: string) => extractPage(URL_, html);
const summary = (html: string) => read(html).reviews.map((r) => [r.reviewer, r.rating, r.text]);

describe('one product in several JSON-LD nodes', () => {
  it("reads a review app's Product beside the theme's Product (the theme's comes first)", () => {
    const html = page(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Steel Flask',
        sku: 'SF-1',
        offers: { '@type': 'Offer', price: '39.99' },
        aggregateRating: { '@type': 'AggregateRating', ratingValue: '3.5', reviewCount: '2' },
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Steel Flask',
        review: reviews,
      },
    );
    const result = read(html);
    expect(result.source).toBe('json-ld');
    expect(result.product).toMatchObject({ id: 'SF-1', aggregate_rating: 3.5, review_count: 2 });
    expect(summary(html)).toEqual([
      ['Ann', 5, 'Keeps tea hot.'],
      ['Bo', 2, 'The lid leaks.'],
    ]);
  });

  it("reads the reviews every variant's Product repeats once, beside the Product with the rating", () => {
    const variant = (sku: string) => ({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Steel Flask',
      sku,
      review: reviews,
    });
    const html = page(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Steel Flask',
        aggregateRating: { '@type': 'AggregateRating', ratingValue: 3.5, ratingCount: 40 },
      },
      variant('SF-S'),
      variant('SF-L'),
    );
    expect(read(html).product).toMatchObject({ aggregate_rating: 3.5, rating_count: 40 });
    expect(summary(html)).toEqual([
      ['Ann', 5, 'Keeps tea hot.'],
      ['Bo', 2, 'The lid leaks.'],
    ]);
  });

  it("does not take another product's reviews because its name contains this one's", () => {
    const html = page(
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Steel Flask',
        review: reviews,
      },
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Steel Flask Lid',
        review: [review('Cy', 1, 'Does not fit.')],
      },
    );
    expect(summary(html).map((r) => r[0])).toEqual(['Ann', 'Bo']);
  });
});

describe('@graph pointers', () => {
  it('follows @id pointers to reviews, the aggregate rating and authors', () => {
    const html = page({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Product',
          '@id': '#product',
          name: 'Steel Flask',
          review: [{ '@id': '#r1' }, { '@id': '#r2' }],
          aggregateRating: { '@id': '#rating' },
        },
        { '@type': 'AggregateRating', '@id': '#rating', ratingValue: 3.5, reviewCount: 2 },
        { ...reviews[0], '@id': '#r1', author: { '@id': '#ann' } },
        { ...reviews[1], '@id': '#r2', author: { '@type': 'Person', '@id': '#bo' } },
        { '@type': 'Person', '@id': '#ann', name: 'Ann' },
        { '@type': 'Person', '@id': '#bo', name: 'Bo' },
      ],
    });
    expect(read(html).product).toMatchObject({ aggregate_rating: 3.5, review_count: 2 });
    expect(summary(html)).toEqual([
      ['Ann', 5, 'Keeps tea hot.'],
      ['Bo', 2, 'The lid leaks.'],
    ]);
  });
});

describe('script element', () => {
  it('reads a block whose type carries parameters (application/ld+json; charset=utf-8)', () => {
    const html = page({ '@type': 'Product', name: 'Steel Flask', review: reviews }).replace(
      'type="application/ld+json"',
      'type="application/ld+json; charset=utf-8"',
    );
    expect(summary(html)).toHaveLength(2);
  });
});

describe("JSON-LD's other spellings of one value", () => {
  it('reads value objects and one-element arrays for the text, author and rating', () => {
    const html = page({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: [{ '@value': 'Steel Flask', '@language': 'en' }],
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: { '@value': 'Ann' } },
          reviewBody: { '@value': 'Keeps tea hot all day.', '@language': 'en' },
          reviewRating: { '@type': 'Rating', ratingValue: ['4'], bestRating: [{ '@value': 5 }] },
        },
      ],
    });
    expect(summary(html)).toEqual([['Ann', 4, 'Keeps tea hot all day.']]);
  });
});

describe('JSON-LD a template escaped as HTML', () => {
  it('reads a block whose quotes are character references (&quot;, &#34;, &amp; in a text)', () => {
    const block = {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Steel Flask',
      review: [
        review('Ann', 5, 'Tea & coffee stay hot.'),
        review('Bo', 2, 'The "leak-proof" lid leaks.'),
      ],
    };
    const escaped = JSON.stringify(block)
      .replace(/&/g, '&amp;')
      .replace(/"/g, (_, at: number) => (at % 2 ? '&quot;' : '&#34;'))
      .replace(/</g, '&lt;');
    const html = `<!doctype html><html><head><title>Steel Flask</title><script type="application/ld+json">${escaped}</script></head><body><h1>Steel Flask</h1></body></html>`;
    expect(summary(html)).toEqual([
      ['Ann', 5, 'Tea & coffee stay hot.'],
      ['Bo', 2, 'The "leak-proof" lid leaks.'],
    ]);
  });
});

describe('a review author as schema.org writes a Person', () => {
  it('names a Person given only by givenName and familyName', () => {
    const html = page({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Steel Flask',
      review: [
        { ...reviews[0], author: { '@type': 'Person', givenName: 'Ann', familyName: 'K.' } },
        { ...reviews[1], author: { '@type': 'Person', givenName: 'Bo' } },
      ],
    });
    expect(summary(html)).toEqual([
      ['Ann K.', 5, 'Keeps tea hot.'],
      ['Bo', 2, 'The lid leaks.'],
    ]);
  });
});
