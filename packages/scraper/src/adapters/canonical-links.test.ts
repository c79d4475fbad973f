// A shop adapter reads the product id from the page's canonical link when the address it was fetched from does
// not carry one (a saved copy, a mirror, a search redirect). That link is the page author's text: relative,
// protocol-relative, malformed, or of another scheme. Every adapter reads it the same way and never fails on it,
// so its reviews are kept.
import { describe, expect, it } from 'vitest';
import { makeReviews, targetPage, walmartNextDataPage } from '@reviewsentry/test-support/shop';
import { extractPage } from '../extract/extract-page';

const reviews = makeReviews(1, 2);
const withCanonical = (html: string, href: string) =>
  html.replace(/<link rel="canonical" href="[^"]*">/, `<link rel="canonical" href="${href}">`);
// Served from a host that no adapter claims: the adapter is chosen by the page's content.
const SAVED_COPY = 'https://archive.example.org/saved/towels.html';

describe("adapters read the page's canonical link without failing on it", () => {
  const target = targetPage({ tcin: '87654321', name: 'Towels', reviews });

  it.each([
    ['relative', '/p/towels/-/A-87654321', '87654321'],
    ['protocol-relative', '//www.target.com/p/towels/-/A-87654321', '87654321'],
    ['in capitals', 'HTTPS://WWW.TARGET.COM/p/towels/-/A-87654321', '87654321'],
    ['malformed', 'http://[bad', null],
    ['of another scheme', 'javascript:alert(1)//A-87654321', null],
    ['empty', '', null],
  ])('Target, a %s canonical link', (_, href, id) => {
    const page = extractPage(SAVED_COPY, withCanonical(target, href));
    expect(page.failedLayers).toEqual([]);
    expect(page.source).toBe('target');
    expect(page.reviews.map((r) => r.text)).toEqual(reviews.map((r) => r.text));
    expect(page.product.id ?? null).toBe(id);
  });

  it('Target, a relative canonical link resolves against the <base> the page names', () => {
    const html = withCanonical(target, 'A-87654321').replace(
      '<head>',
      '<head><base href="https://www.target.com/p/towels/-/">',
    );
    const page = extractPage(SAVED_COPY, html);
    expect(page.product.id).toBe('87654321');
    expect(page.product.canonical_url).toBe('https://www.target.com/p/towels/-/A-87654321');
  });

  it("Walmart, a malformed canonical address in the page's state", () => {
    const html = walmartNextDataPage({ usItemId: '55501234', name: 'Milk', reviews }).replace(
      '"canonicalUrl":"/ip/Slug/55501234"',
      '"canonicalUrl":"http://[bad"',
    );
    const page = extractPage('https://www.walmart.com/ip/Slug/55501234', html);
    expect(page.failedLayers).toEqual([]);
    expect(page.source).toBe('walmart');
    expect(page.reviews.map((r) => r.text)).toEqual(reviews.map((r) => r.text));
    expect(page.product.id).toBe('55501234');
    expect(page.product.canonical_url ?? null).toBeNull();
  });

  it('page metadata takes og:url when the canonical link is malformed', () => {
    const html = withCanonical(target, 'http://[bad').replace(
      '<head>',
      '<head><meta property="og:url" content="https://www.target.com/p/towels/-/A-87654321">',
    );
    const page = extractPage(SAVED_COPY, html);
    expect(page.product).toMatchObject({
      id: '87654321',
      canonical_url: 'https://www.target.com/p/towels/-/A-87654321',
    });
  });
});
