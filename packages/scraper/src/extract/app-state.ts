// Embedded application state: `<script type="application/json">` blocks (Next.js __NEXT_DATA__ among them), state
// assigned or frozen under any global name, and Next.js flight chunks (state-scripts.ts). Shops render reviews
// from this state, so it often holds them when the HTML does not. The reader looks for the largest array of
// review-shaped objects (with the review arrays beside it, e.g. "top reviews" and "photo reviews"), and reads the
// product's name, average and counts from the objects around that array.
import type { LayerResult, PageInput, ReviewDraft } from './types';
import { flightChunksOf, flightStates, stateLiteralsOf, type StateLiteral } from './state-scripts';
import { inlineTextOf, reviewTextOf } from './markup-string';
import { indexPage, scriptText } from './page-index';
import { normaliseRating, parseCount, parseDateValue, toNumber } from './values';
import { isObject } from './json-tree';
import type { Json } from './json-tree';

const cache = new WeakMap<object, StateLiteral[]>();

/** Every embedded state object on the page, named after its script id or global. */
export function readAppStates(page: PageInput): StateLiteral[] {
  const cached = cache.get(page.$);
  if (cached) return cached;
  const states: StateLiteral[] = [];
  const flight: string[] = [];
  for (const script of indexPage(page.$).scripts) {
    const a = script.attribs;
    if (a.src !== undefined) continue;
    const type = (a.type ?? '').trim().toLowerCase();
    const code = scriptText(script);
    if (!code.trim()) continue;
    if (type === 'application/json' || a.id === '__NEXT_DATA__') {
      const state = safeParse(code.trim());
      if (state !== undefined) states.push({ name: a.id ?? a['data-target'] ?? 'json', state });
    } else if (type === '' || type.includes('javascript') || type === 'module') {
      states.push(...stateLiteralsOf(code));
      flight.push(...flightChunksOf(code));
    }
  }
  if (flight.length > 0) states.push(...flightStates(flight.join('')));
  cache.set(page.$, states);
  return states;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const TEXT_KEYS = [
  'reviewText',
  'reviewBody',
  'review_text',
  'reviewContent',
  'text',
  'body',
  'comment',
  'content',
  'review',
  'message',
  'opinion',
];
const RATING_KEYS = [
  'rating',
  'ratingValue',
  'userRating',
  'rating_value',
  'stars',
  'starRating',
  'overallRating',
  'score',
  'reviewRating',
];
const TITLE_KEYS = ['reviewTitle', 'title', 'headline', 'summary'];
const DATE_KEYS = [
  'reviewSubmissionTime',
  'submissionTime',
  'submitted_at',
  'submittedAt',
  'datePublished',
  'publishedDate',
  'createdAt',
  'created_at',
  'creationDate',
  'created',
  'date',
  'timestamp',
  'time',
];
const AUTHOR_KEYS = [
  'userNickname',
  'author',
  'authorName',
  'reviewer',
  'reviewerName',
  'nickname',
  'userName',
  'user_name',
  'displayName',
  'consumer',
  'user',
  'customerName',
];
const ID_KEYS = ['reviewId', 'review_id', 'reviewID', 'id', 'uuid'];
const VERIFIED_KEYS = [
  'verifiedPurchase',
  'verified',
  'isVerified',
  'isVerifiedPurchase',
  'certifiedBuyer',
];
const HELPFUL_KEYS = ['helpfulVotes', 'helpfulCount', 'positiveFeedback', 'upvotes', 'likes'];
// A product card (recommendations, "customers also bought") carries these; a review does not.
const PRODUCT_CARD_KEYS = [
  'price',
  'offers',
  'priceInfo',
  'reviewCount',
  'ratingCount',
  'numberOfReviews',
];

function pick(node: Json, keys: readonly string[]): unknown {
  for (const key of keys) {
    const value = node[key];
    if (value !== undefined && value !== null && value !== '') return value;
  }
  return undefined;
}

function dateOf(value: unknown): string | null {
  if (typeof value === 'string' && /^\d{10}(?:\d{3})?$/.test(value))
    return parseDateValue(Number(value));
  return parseDateValue(value);
}

/** Review-shaped: a text field (possibly empty for rating-only reviews), a 0–5 rating, and who or when. */
function asReview(node: Json): ReviewDraft | null {
  if (PRODUCT_CARD_KEYS.some((key) => node[key] !== undefined)) return null;
  const textKey = TEXT_KEYS.find((key) => typeof node[key] === 'string');
  if (textKey === undefined) return null;
  const rawRating = pick(node, RATING_KEYS);
  const ratingNode = isObject(rawRating) ? rawRating : null;
  const rating = ratingNode
    ? normaliseRating(
        toNumber(ratingNode.value ?? ratingNode.ratingValue ?? ratingNode.score),
        toNumber(ratingNode.bestRating ?? ratingNode.range ?? ratingNode.max),
      )
    : normaliseRating(toNumber(rawRating));
  if (rating === null) return null;
  const author = pick(node, AUTHOR_KEYS);
  const authorName = isObject(author)
    ? (author.displayName ?? author.nickname ?? author.name ?? author.userName)
    : author;
  const dateSource =
    pick(node, DATE_KEYS) ??
    (ratingNode ? pick(ratingNode, DATE_KEYS) : undefined) ??
    (isObject(node.dates) ? node.dates.publishedDate : undefined);
  const id = pick(node, ID_KEYS);
  const title = pick(node, TITLE_KEYS);
  const text = reviewTextOf(node[textKey]);
  const reviewer = inlineTextOf(authorName);
  const date = dateOf(dateSource);
  if (!reviewer && !date && id === undefined && !title) return null;
  if (!text && !reviewer && !date) return null;
  const verified = pick(node, VERIFIED_KEYS);
  const helpful = toNumber(pick(node, HELPFUL_KEYS));
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    text,
    title: typeof title === 'string' ? (inlineTextOf(title) ?? undefined) : undefined,
    rating,
    date: date ?? undefined,
    reviewer: reviewer ?? undefined,
    verified: typeof verified === 'boolean' ? verified : undefined,
    helpful_votes:
      helpful !== null && Number.isInteger(helpful) && helpful >= 0 ? helpful : undefined,
  };
}

/** The reviews of an array when at least half of its objects are review-shaped. */
function reviewsOf(array: readonly unknown[]): ReviewDraft[] {
  const reviews = array
    .filter(isObject)
    .map(asReview)
    .filter((r): r is ReviewDraft => r !== null);
  return reviews.length > 0 && reviews.length >= array.length / 2 ? reviews : [];
}

interface Found {
  reviews: ReviewDraft[];
  array: unknown[] | null;
  /** Objects enclosing the array, nearest last. */
  ancestors: Json[];
  productNode: Json | null;
}

function search(value: unknown, found: Found, ancestors: Json[], budget: { nodes: number }): void {
  if (ancestors.length > 40 || budget.nodes-- <= 0) return;
  if (Array.isArray(value)) {
    const reviews = reviewsOf(value);
    if (reviews.length > found.reviews.length) {
      found.reviews = reviews;
      found.array = value;
      found.ancestors = ancestors.slice(-5);
    }
    for (const item of value)
      if (typeof item === 'object' && item !== null) search(item, found, ancestors, budget);
    return;
  }
  if (!isObject(value)) return;
  if (
    !found.productNode &&
    typeof value.name === 'string' &&
    (value.averageRating !== undefined || isObject(value.aggregateRating))
  ) {
    found.productNode = value;
  }
  ancestors.push(value);
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) search(child, found, ancestors, budget);
  }
  ancestors.pop();
}

/** Review arrays beside the chosen one in the same object ("topReviews" and "topImageReviews"), in their order. */
function withSiblingArrays(found: Found): ReviewDraft[] {
  const parent = found.ancestors[found.ancestors.length - 1];
  if (!parent || !Object.values(parent).includes(found.array)) return found.reviews;
  const reviews: ReviewDraft[] = [];
  const seen = new Set<string>();
  for (const value of Object.values(parent)) {
    if (!Array.isArray(value)) continue;
    for (const review of value === found.array ? found.reviews : reviewsOf(value)) {
      const key = reviewKey(review);
      if (seen.has(key)) continue;
      seen.add(key);
      reviews.push(review);
    }
  }
  return reviews;
}

const reviewKey = (r: ReviewDraft) => r.id ?? `${r.text}|${r.reviewer ?? ''}|${r.rating ?? ''}`;

const AVERAGE_KEYS = [
  'averageRating',
  'average_rating',
  'avgRating',
  'averageOverallRating',
  'ratingAverage',
  'average',
  'overallRating',
];
const REVIEW_COUNT_KEYS = [
  'reviewsCount',
  'reviewCount',
  'review_count',
  'reviews_count',
  'numberOfReviews',
  'totalReviews',
  'totalReviewCount',
  'reviewsWithTextCount',
];
const RATING_COUNT_KEYS = [
  'ratingCount',
  'ratingsCount',
  'rating_count',
  'totalRatings',
  'totalRatingCount',
  'numberOfRatings',
];

interface ContextFacts {
  name: string | null;
  average: number | null;
  reviewCount: number | null;
  ratingCount: number | null;
}

/** The product facts nearest to the review array: in the enclosing objects and up to two levels below them. */
function contextFacts(found: Found): ContextFacts {
  const facts: ContextFacts = { name: null, average: null, reviewCount: null, ratingCount: null };
  const ancestors = [...found.ancestors].reverse();
  ancestors.forEach((ancestor, distance) => {
    const queue: Array<{ node: Json; depth: number }> = [{ node: ancestor, depth: 0 }];
    for (let next = 0; next < queue.length; next++) {
      const { node, depth } = queue[next]!;
      const average = normaliseRating(toNumber(pick(node, AVERAGE_KEYS)));
      if (facts.average === null && average !== null) {
        facts.average = average;
        // Beside an average, a plain count is the number of ratings.
        facts.ratingCount ??= parseCount(pick(node, ['count', 'totalCount']) ?? null);
      }
      facts.reviewCount ??= parseCount(pick(node, REVIEW_COUNT_KEYS) ?? null);
      facts.ratingCount ??= parseCount(pick(node, RATING_COUNT_KEYS) ?? null);
      if (depth < 2) {
        for (const child of Object.values(node))
          if (isObject(child) && child !== ancestors[distance - 1])
            queue.push({ node: child, depth: depth + 1 });
      }
    }
    const name = pick(ancestor, ['productName', 'product_name', 'name', 'title']);
    if (
      facts.name === null &&
      distance > 0 &&
      typeof name === 'string' &&
      pick(ancestor, ['id', 'sku', 'productId', 'itemId', 'tcin', 'usItemId']) !== undefined
    )
      facts.name = inlineTextOf(name);
  });
  return facts;
}

export function extractAppState(page: PageInput): LayerResult & { stateName: string | null } {
  let best: Found & { name: string | null } = {
    reviews: [],
    array: null,
    ancestors: [],
    productNode: null,
    name: null,
  };
  let node: Json | null = null;
  for (const { name, state } of readAppStates(page)) {
    const found: Found = { reviews: [], array: null, ancestors: [], productNode: null };
    search(state, found, [], { nodes: 200_000 });
    if (found.reviews.length > best.reviews.length) best = { ...found, name };
    node ??= found.productNode;
  }
  const aggregate = node && isObject(node.aggregateRating) ? node.aggregateRating : null;
  const context = best.array
    ? contextFacts(best)
    : { name: null, average: null, reviewCount: null, ratingCount: null };
  return {
    stateName: best.name,
    product: {
      name: context.name ?? (node ? inlineTextOf(node.name) : null),
      aggregate_rating:
        context.average ??
        (node
          ? normaliseRating(toNumber(aggregate ? aggregate.ratingValue : node.averageRating))
          : null),
      review_count:
        context.reviewCount ??
        (node
          ? parseCount(
              aggregate
                ? aggregate.reviewCount
                : (node.numberOfReviews ?? node.reviewCount ?? null),
            )
          : null),
      rating_count: context.ratingCount,
    },
    reviews: best.array ? withSiblingArrays(best) : [],
  };
}
