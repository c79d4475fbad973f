// Target: the TCIN is in the URL (/-/A-<tcin>); the aggregate is printed in an aria-label ("… 4.8 out of 5 stars
// with 44 reviews"). Review cards, when server-rendered, use data-test="review-card…" attributes.
import { canonicalLink } from '../../extract/page-meta';
import type { LayerResult, PageInput, ReviewDraft, SiteAdapter } from '../../extract/types';
import {
  cleanInline,
  cleanReviewText,
  parseCount,
  parseDateText,
  reviewRatingText,
} from '../../extract/values';

const tcinFromUrl = (url: URL): string | null =>
  /\/A-(\d{6,10})(?:[/?#]|$)/.exec(url.pathname)?.[1] ?? url.searchParams.get('preselect');

function extract(page: PageInput): LayerResult {
  const { $ } = page;
  const aria = $('[aria-label*="out of 5 stars"]')
    .toArray()
    .map((el) => $(el).attr('aria-label') ?? '')
    .find((label) => /with\s+[\d,]+\s+reviews?/i.test(label));
  const match = aria
    ? /(?<![\d.])([\d.]+)\s+out of\s+5\s+stars\s+with\s+([\d,]+)\s+reviews?/i.exec(aria)
    : null;
  const reviews: ReviewDraft[] = $('[data-test="review-card"]')
    .toArray()
    .map((el) => {
      const card = $(el);
      return {
        id: card.attr('data-review-id') ?? card.attr('id') ?? undefined,
        text: cleanReviewText(card.find('[data-test="review-card--text"]').text()),
        title: cleanInline(card.find('[data-test="review-card--title"]').text()) ?? undefined,
        ...reviewRatingText(
          card.find('[data-test="ratings"], [aria-label*="out of 5 stars"]').first().text() ||
            card.find('[aria-label*="out of 5 stars"]').first().attr('aria-label'),
        ),
        date:
          parseDateText(
            card.find('[data-test="review-card--reviewTime"], time').first().attr('datetime') ??
              card.find('[data-test="review-card--reviewTime"]').text(),
          ) ?? undefined,
        reviewer: cleanInline(card.find('[data-test="review-card--username"]').text()) ?? undefined,
        verified: card.find('[data-test="review-card--verified"]').length > 0 ? true : undefined,
      };
    })
    .filter((r) => r.text || r.rating !== undefined);
  const canonical = canonicalLink(page);
  return {
    product: {
      id: tcinFromUrl(page.url) ?? (canonical ? tcinFromUrl(canonical) : null),
      name: cleanInline($('h1[data-test="product-title"], h1').first().text()),
      aggregate_rating: match ? Number(match[1]) : null,
      review_count: match ? parseCount(match[2]) : null,
    },
    reviews,
    pagination: null,
  };
}

export const targetAdapter: SiteAdapter = {
  site: 'target',
  matchesHost: (host) => /(?:^|\.)target\.com$/i.test(host),
  matchesPage: ({ html }) => /target\.scene7\.com|data-test="product-title"/.test(html),
  extract,
  productIdFromUrl: tcinFromUrl,
  canonicalUrl: (url) => {
    const tcin = tcinFromUrl(url);
    return tcin ? `https://www.target.com/p/-/A-${tcin}` : null;
  },
};
