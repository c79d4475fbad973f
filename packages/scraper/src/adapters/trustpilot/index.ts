// Trustpilot business pages (/review/<domain>): the business unit and its reviews are in __NEXT_DATA__
// (props.pageProps.businessUnit, props.pageProps.reviews, filters.pagination). Pages are ?page=N.
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
import type { Json } from '../../extract/json-tree';

const businessFromUrl = (url: URL): string | null =>
  /^\/review\/([^/?#]+)/.exec(url.pathname)?.[1]?.toLowerCase() ?? null;

function readReview(node: Json): ReviewDraft {
  return {
    id: typeof node.id === 'string' ? node.id : undefined,
    text: cleanReviewText(typeof node.text === 'string' ? node.text : ''),
    title: cleanInline(node.title as string) ?? undefined,
    ...reviewRating(toNumber(node.rating)),
    date:
      // When the review was written, not the date of the experience it tells of.
      parseDateValue(
        get(node, 'dates', 'publishedDate') ?? get(node, 'dates', 'experiencedDate'),
      ) ?? undefined,
    reviewer: cleanInline(get(node, 'consumer', 'displayName') as string) ?? undefined,
    verified: get(node, 'labels', 'verification', 'isVerified') === true ? true : undefined,
    helpful_votes: typeof node.likes === 'number' ? node.likes : undefined,
  };
}

function extract(page: PageInput): LayerResult {
  const next = readAppStates(page).find((s) => s.name === '__NEXT_DATA__');
  const props = get(next?.state, 'props', 'pageProps');
  const unit = get(props, 'businessUnit');
  const reviews = get(props, 'reviews');
  const pagination = get(props, 'filters', 'pagination');
  const current =
    toNumber(get(pagination, 'currentPage')) ??
    (Number(page.url.searchParams.get('page') ?? '1') || 1);
  const totalPages = toNumber(get(pagination, 'totalPages'));
  const id =
    (isObject(unit) ? (unit.identifyingName as string | undefined) : undefined) ??
    businessFromUrl(page.url);
  return {
    product: {
      id: id ?? null,
      name: isObject(unit) ? cleanInline(unit.displayName as string) : null,
      // A business without reviews has a TrustScore of 0: no rating, not a rating of zero.
      aggregate_rating:
        isObject(unit) && parseCount(unit.numberOfReviews ?? null) !== 0
          ? normaliseRating(toNumber(unit.trustScore ?? unit.stars))
          : null,
      review_count: isObject(unit) ? parseCount(unit.numberOfReviews ?? null) : null,
      canonical_url: id ? `https://www.trustpilot.com/review/${id}` : null,
    },
    reviews: Array.isArray(reviews) ? reviews.filter(isObject).map(readReview) : [],
    pagination:
      id && totalPages !== null && current < totalPages
        ? {
            kind: 'numbered',
            current,
            totalPages,
            pageUrl: (n) => `https://${page.url.hostname}/review/${id}?page=${n}`,
          }
        : null,
  };
}

export const trustpilotAdapter: SiteAdapter = {
  site: 'trustpilot',
  matchesHost: (host) => /(?:^|\.)trustpilot\.com$/i.test(host),
  matchesPage: ({ html }) => html.includes('"businessUnit"') && html.includes('__NEXT_DATA__'),
  extract,
  productIdFromUrl: businessFromUrl,
  canonicalUrl: (url) => {
    const id = businessFromUrl(url);
    return id ? `https://www.trustpilot.com/review/${id}` : null;
  },
};
