// Wix: a site's pages carry the data their widgets were rendered from in `<script type="application/json"
// id="wix-warmup-data">`, keyed by app and widget. The Wix Reviews widget's entry holds the page of reviews it
// showed, each as the Reviews API writes one: who in `author`, the words and stars in `content`
// (`{title, body, rating}`), when in `createdDate` (an `updatedDate` beside it is an edit), votes in
// `foundHelpful`. Written from the API's published review object, not copied from a site.
import { escapeHtml, type FixtureReview } from '@reviewsentry/test-support/shop';

export function wixWarmupPage(name: string, reviews: FixtureReview[]): string {
  const widget = {
    reviewsPage: {
      reviews: reviews.map((r, i) => ({
        id: `5f0c2a7e-0000-4000-8000-00000000000${i}`,
        namespace: 'stores',
        entityId: '9f1c3a55-1b2c-4d5e-8f90-a1b2c3d4e5f6',
        author: { contactId: `c0ffee00-0000-4000-8000-00000000000${i}`, authorName: r.reviewer },
        content: { title: r.title, body: r.text, media: [], rating: r.rating },
        createdDate: '2024-03-03T10:00:00.000Z',
        updatedDate: '2024-05-01T08:30:00.000Z',
        foundHelpful: 2,
        foundUnhelpful: 0,
        moderation: { moderationStatus: 'AUTO_APPROVED' },
      })),
      pagingMetadata: { count: reviews.length, cursors: {} },
    },
    ratingsSummary: { overall: 3.6, totalReviews: reviews.length },
  };
  const warmup = {
    appsWarmupData: {
      'a95a5fce-e370-4402-9ce4-96956acc747d': { 'reviews-widget-9f1c3a55': widget },
    },
  };
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(name)} | My Store</title>
<meta property="og:title" content="${escapeHtml(name)}"></head><body>
<div id="SITE_CONTAINER"><main id="PAGES_CONTAINER"><h1 class="font_0">${escapeHtml(name)}</h1>
<span data-hook="formatted-primary-price">$39.99</span>
<div data-hook="reviews-widget-root"><h2>Reviews</h2><button>Write a Review</button></div></main></div>
<script type="application/json" id="wix-warmup-data">${JSON.stringify(warmup)}</script>
</body></html>`;
}
