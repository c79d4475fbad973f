// schema.org in RDFa Lite (vocab / typeof / property), as Drupal Commerce and some Magento and WordPress themes
// write it: read like microdata, with terms bare (vocab="https://schema.org/") or prefixed (schema:), and never
// mixed up with other vocabularies' terms or with microdata items on the same page.
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const URL_ = 'https://shop.example.com/products/flask';
const REVIEWS = [
  { author: 'Ann', rating: 5, date: '2024-03-03', title: 'Hot all day', text: 'Keeps tea hot.' },
  { author: 'Bo', rating: 2, date: '2024-02-11', title: 'Leaks', text: 'The lid leaks.' },
];

/** A product page in RDFa Lite; `p` prefixes every term ('' with vocab, 'schema:' with the prefix). */
function rdfaPage(p: '' | 'schema:'): string {
  const vocab = p ? 'prefix="schema: https://schema.org/"' : 'vocab="https://schema.org/"';
  const reviews = REVIEWS.map(
    (r) => `<div property="${p}review" typeof="${p}Review">
  <h3 property="${p}name">${r.title}</h3>
  <p>By <span property="${p}author" typeof="${p}Person"><span property="${p}name">${r.author}</span></span>
  on <time property="${p}datePublished" datetime="${r.date}">${r.date}</time></p>
  <div property="${p}reviewRating" typeof="${p}Rating"><meta property="${p}worstRating" content="1">
  <span property="${p}ratingValue">${r.rating}</span> / <span property="${p}bestRating">5</span></div>
  <div property="${p}reviewBody"><p>${r.text}</p></div></div>`,
  ).join('\n');
  return `<!doctype html><html lang="en" prefix="og: https://ogp.me/ns#"><head><title>Steel Flask</title>
<meta property="og:title" content="Steel Flask | Shop"></head><body>
<article typeof="sioc:Item foaf:Document" about="/node/12"><span property="dc:title" content="Steel Flask"></span>
<div ${vocab} typeof="${p}Product"><h1 property="${p}name">Steel Flask</h1><span property="${p}sku">SF-1</span>
<div property="${p}offers" typeof="${p}Offer"><span property="${p}price" content="39.99">$39.99</span></div>
<div property="${p}aggregateRating" typeof="${p}AggregateRating"><span property="${p}ratingValue">3.5</span> of 5,
<span property="${p}reviewCount">2</span> reviews</div>
<section class="product-reviews">${reviews}</section></div></article></body></html>`;
}

describe('RDFa Lite', () => {
  it.each([
    ['bare terms under vocab', ''],
    ['schema: prefixed terms', 'schema:'],
  ] as const)('reads the product and its reviews: %s', (_, prefix) => {
    const result = extractPage(URL_, rdfaPage(prefix));
    expect(result.source).toBe('microdata');
    expect(result.product).toMatchObject({
      id: 'SF-1',
      name: 'Steel Flask',
      aggregate_rating: 3.5,
      review_count: 2,
    });
    expect(result.reviews).toEqual(
      REVIEWS.map((r) => ({
        text: r.text,
        title: r.title,
        rating: r.rating,
        date: r.date,
        reviewer: r.author,
      })),
    );
  });

  it('keeps microdata items whole inside an RDFa wrapper of another vocabulary', () => {
    const html = `<!doctype html><html lang="en"><body><article typeof="sioc:Item foaf:Document">
<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Steel Flask</h1>
<div itemprop="review" itemscope itemtype="https://schema.org/Review"><span itemprop="author">Ann</span>
<meta itemprop="datePublished" content="2024-03-03"><div itemprop="reviewRating" itemscope
itemtype="https://schema.org/Rating"><meta itemprop="ratingValue" content="5"></div>
<p itemprop="reviewBody">Keeps tea hot.</p></div></div></article></body></html>`;
    const result = extractPage(URL_, html);
    expect(result.product.name).toBe('Steel Flask');
    expect(result.reviews).toEqual([
      { text: 'Keeps tea hot.', rating: 5, date: '2024-03-03', reviewer: 'Ann' },
    ]);
  });
});
