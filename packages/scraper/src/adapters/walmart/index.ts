// Walmart: Next.js state, props.pageProps.initialData.data.{product, reviews.customerReviews}. Review pages are
// /reviews/product/<usItemId>?page=N and carry the same state shape.
import { readAppStates } from '../../extract/app-state';
import type { LayerResult, PageInput, ReviewDraft, SiteAdapter } from '../../extract/types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateValue,
  reviewRating,
  toNumber,
} from '../../extract/values';
import { get, isObject } from '../../extract/json-tree';
import { absolute } from '../../extract/page-address';
import type { Json } from '../../extract/json-tree';

// The state's canonical address is a path on the shop's own site.
const WALMART = new URL('https://www.walmart.com');

function idFromUrl(url: URL): string | null {
  return (
    /\/(?:ip|reviews\/product)\/(?:[^/]+\/)?(\d{4,})(?:[/?]|$)/.exec(url.pathname)?.[1] ?? null
  );
}

function readReview(node: Json): ReviewDraft {
  const badges = Array.isArray(node.badges) ? node.badges : [];
  return {
    id: node.reviewId !== undefined ? String(node.reviewId) : undefined,
    text: cleanReviewText(typeof node.reviewText === 'string' ? node.reviewText : ''),
    title: cleanInline(node.reviewTitle as string) ?? undefined,
    ...reviewRating(toNumber(node.rating)),
    date: parseDateValue(node.reviewSubmissionTime) ?? undefined,
    reviewer: cleanInline(node.userNickname as string) ?? undefined,
    verified: badges.some((b) => isObject(b) && b.id === 'VerifiedPurchaser') ? true : undefined,
    helpful_votes: typeof node.positiveFeedback === 'number' ? node.positiveFeedback : undefined,
  };
}

function extract(page: PageInput): LayerResult {
  const next = readAppStates(page).find((s) => s.name === '__NEXT_DATA__');
  const data = get(next?.state, 'props', 'pageProps', 'initialData', 'data');
  const product = get(data, 'product');
  const reviews = get(data, 'reviews');
  const list = get(reviews, 'customerReviews');
  const id =
    (isObject(product) && product.usItemId !== undefined ? String(product.usItemId) : null) ??
    idFromUrl(page.url);
  const canonical =
    isObject(product) && typeof product.canonicalUrl === 'string'
      ? absolute(product.canonicalUrl, WALMART)
      : null;
  const pagination = get(reviews, 'pagination');
  const current = Number(page.url.searchParams.get('page') ?? '1') || 1;
  const textCount = parseCount(get(reviews, 'reviewsWithTextCount') ?? null);
  const totalPages =
    isObject(pagination) && typeof pagination.total === 'number'
      ? pagination.total
      : textCount !== null
        ? Math.ceil(textCount / 10)
        : null;
  const onReviewPage = /^\/reviews\/product\//.test(page.url.pathname);
  return {
    product: {
      id,
      name: isObject(product) ? cleanInline(product.name as string) : null,
      aggregate_rating: normaliseRating(
        toNumber(
          get(reviews, 'averageOverallRating') ??
            (isObject(product) ? product.averageRating : null),
        ),
      ),
      review_count: textCount,
      rating_count: parseCount(
        get(reviews, 'totalReviewCount') ??
          (isObject(product) ? (product.numberOfReviews ?? null) : null),
      ),
      canonical_url: canonical,
    },
    reviews: Array.isArray(list) ? list.filter(isObject).map(readReview) : [],
    pagination:
      id && (totalPages === null || current < totalPages)
        ? {
            kind: 'numbered',
            current: onReviewPage ? current : 0,
            totalPages,
            pageUrl: (n) => `https://${page.url.hostname}/reviews/product/${id}?page=${n}`,
          }
        : null,
  };
}

export const walmartAdapter: SiteAdapter = {
  site: 'walmart',
  matchesHost: (host) => /(?:^|\.)walmart\.(?:com|ca)$/i.test(host),
  matchesPage: ({ html }) =>
    html.includes('"customerReviews"') && html.includes('__NEXT_DATA__') && /walmart/i.test(html),
  extract,
  productIdFromUrl: idFromUrl,
  canonicalUrl: (url) => {
    const id = idFromUrl(url);
    return id ? `https://${url.hostname.toLowerCase()}/ip/${id}` : null;
  },
};
