// The demo shop's product page: plain, accessible HTML a person can read, with the product and its reviews also
// as schema.org JSON-LD, the way many real shops publish them (and the way the scraper's generic layer reads them).
import type { DemoProduct } from './demo-products';

export const DEMO_SHOP_PATH = '/demo/shop/';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] ?? c);

export function demoShopPage(product: DemoProduct): string {
  const average =
    Math.round(
      (product.reviews.reduce((sum, r) => sum + r.rating, 0) / product.reviews.length) * 10,
    ) / 10;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description: product.description,
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: average,
      bestRating: 5,
      reviewCount: product.reviews.length,
    },
    review: product.reviews.map((r) => ({
      '@type': 'Review',
      identifier: r.id,
      name: r.title,
      reviewBody: r.text,
      datePublished: r.date,
      author: { '@type': 'Person', name: r.author },
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
    })),
  };
  // "</" cannot end the script element early inside JSON.
  const data = JSON.stringify(jsonLd).replace(/</g, '\\u003c');
  const items = product.reviews
    .map(
      (r) => `      <li>
        <h3>${escapeHtml(r.title)}</h3>
        <p>${r.rating} of 5 stars, by ${escapeHtml(r.author)} on ${r.date}</p>
        <p>${escapeHtml(r.text)}</p>
      </li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(product.name)} · ReviewSentry demo shop</title>
    <script type="application/ld+json">${data}</script>
  </head>
  <body>
    <main>
      <p>ReviewSentry demo shop: a page of our own for trying the link analysis. Nothing here is for sale.</p>
      <h1>${escapeHtml(product.name)}</h1>
      <p>${escapeHtml(product.description)}</p>
      <p>Rated ${average} of 5 in ${product.reviews.length} reviews.</p>
      <h2>Reviews</h2>
      <ul>
${items}
      </ul>
    </main>
  </body>
</html>
`;
}
