// Pages built to make a scraper slow or crash, as an attacker would serve them (not shipped code). Each targets
// one way extraction cost can grow faster than the page: nesting depth, a wide flood of review blocks, a digit
// run where a count is expected, and a review block with thousands of children.

const PRODUCT_JSON_LD =
  '<script type="application/ld+json">{"@type":"Product","name":"Deep Kettle","sku":"DK-1",' +
  '"aggregateRating":{"ratingValue":4,"reviewCount":3}}</script>';

/** `levels` nested <div>s around one word; with product data in the head, or none at all. */
export function deeplyNestedPage(levels: number, withProduct: boolean): string {
  return (
    `<!doctype html><html><head><title>Deep</title>${withProduct ? PRODUCT_JSON_LD : ''}</head><body>` +
    `${'<div>'.repeat(levels)}deep${'</div>'.repeat(levels)}</body></html>`
  );
}

/** A schema.org Product with `reviews` microdata review blocks side by side (about 225 bytes each: 22,000 make 4.97 MB). */
export function microdataFloodPage(reviews: number): string {
  const parts = [
    '<!doctype html><html><head><title>Flood</title></head><body>',
    '<div itemscope itemtype="https://schema.org/Product"><h1 itemprop="name">Flood Kettle</h1>',
  ];
  for (let i = 0; i < reviews; i++)
    parts.push(
      `<div itemprop="review" itemscope><span itemprop="author">Buyer ${i}</span>` +
        `<time itemprop="datePublished">2024-05-${String((i % 28) + 1).padStart(2, '0')}</time>` +
        `<p itemprop="reviewBody">Kettle ${i} boils water quickly and the lid stays shut every morning.</p></div>`,
    );
  parts.push('</div></body></html>');
  return parts.join('');
}

/** JSON-LD whose reviewCount is a run of `digits` digits (as a string) that never ends in a count. */
export function digitRunCountPage(digits: number): string {
  return (
    '<!doctype html><html><head><title>Digits</title><script type="application/ld+json">' +
    `{"@type":"Product","name":"Digit Kettle","sku":"DG-1","aggregateRating":{"ratingValue":4.5,` +
    `"reviewCount":"${'9'.repeat(digits)}x"}}</script></head><body><h1>Digit Kettle</h1></body></html>`
  );
}

/** JSON-LD whose reviewCount is a JSON number of 17 digits: beyond the safe integers. */
export function hugeCountPage(): string {
  return (
    '<!doctype html><html><head><title>Huge</title><script type="application/ld+json">' +
    '{"@type":"Product","name":"Huge Kettle","sku":"HG-1","aggregateRating":{"ratingValue":4.5,' +
    '"reviewCount":12345678901234567}}</script></head><body><h1>Huge Kettle</h1></body></html>'
  );
}

/** Amazon review-list markup whose one review block holds `children` elements side by side. */
export function wideReviewPage(asin: string, children: number): string {
  return (
    `<!doctype html><html><head><title>Amazon.com: Customer reviews: Wide</title></head><body>` +
    `<div id="cm_cr-review_list"><div id="R1WIDE" data-hook="review" class="a-section review">` +
    '<span class="filler">x</span>'.repeat(children) +
    `<span data-hook="review-body"><span>Wide review text</span></span></div></div>` +
    `<a href="/dp/${asin}">product</a></body></html>`
  );
}
