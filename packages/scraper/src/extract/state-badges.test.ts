// A review in a page's app state may say it is a verified purchase only through the badges shown on it: a list of
// badge objects (`badges: [{ id: "VerifiedPurchaser" }]`) or a map keyed by badge (`Badges: { verifiedPurchaser: … }`),
// as review platforms hand them to the page. The generic state reader reads them wherever the shop's own
// adapter does not (another shop, or a page whose state script has lost the name the adapter looks for).
import { describe, expect, it } from 'vitest';
import { extractPage } from './extract-page';

const page = (state: unknown) =>
  `<html><head><title>Flask</title></head><body><div id="root"></div><script>window.__SHOP_STATE__ = ${JSON.stringify(state)};</script></body></html>`;

const review = (id: number, extra: Record<string, unknown>) => ({
  reviewId: String(id),
  rating: 4,
  reviewText: `Review ${id}: keeps tea hot for hours.`,
  userNickname: `Writer ${id}`,
  ...extra,
});

describe('verified badges in app state', () => {
  it('reads a badge list and a badge map; a writer badge or another badge is no verification', () => {
    const reviews = [
      review(1, {
        badges: [{ badgeType: 'Custom', id: 'VerifiedPurchaser', text: 'Verified Purchase' }],
      }),
      review(2, {
        Badges: { verifiedPurchaser: { ContentType: 'REVIEW', Id: 'verifiedPurchaser' } },
      }),
      review(3, { badges: [{ id: 'Staff', text: 'Walmart Associate' }] }),
      review(4, { userBadges: [{ badgeId: 'VERIFIED_BUYER' }], badges: [] }),
      review(5, { badges: [{ id: 'incentivized', label: 'Verifizierter Kauf' }] }),
    ];
    const read = extractPage('https://shop.example.com/p/flask', page({ product: { reviews } }));
    expect(read.reviews.map((r) => [r.text.slice(0, 9), r.verified])).toEqual([
      ['Review 1:', true],
      ['Review 2:', true],
      ['Review 3:', undefined],
      ['Review 4:', undefined],
      ['Review 5:', true],
    ]);
  });

  it("reads a verification object of the review's own, alone or among its labels", () => {
    const reviews = [
      review(1, {
        labels: { verification: { isVerified: true, verificationSource: 'invitation' } },
      }),
      review(2, { verification: { isVerified: true } }),
      review(3, { labels: { verification: { isVerified: false } } }),
      review(4, { labels: { merged: null } }),
    ];
    const read = extractPage('https://shop.example.com/p/flask', page({ product: { reviews } }));
    expect(read.reviews.map((r) => [r.text.slice(0, 9), r.verified])).toEqual([
      ['Review 1:', true],
      ['Review 2:', true],
      ['Review 3:', false],
      ['Review 4:', undefined],
    ]);
  });
});
