// Embedded application state: `<script type="application/json">` blocks (Next.js __NEXT_DATA__ among them, each
// decoded by its framework's rules in json-script-state.ts), state assigned or frozen under any global name,
// Next.js flight rows (flight-rows.ts), React Router / Remix turbo-streams (turbo-stream.ts), Remix's deferred
// data (remix-deferred.ts), props in
// attributes, and state a function returns (Nuxt 2, function-state.ts), with
// GraphQL cache pointers resolved (cache-refs.ts). Shops render reviews from this state, so it often holds them
// when the HTML does not. The reader looks for the largest array of review-shaped objects (with the review arrays
// beside it, e.g. "top reviews" and "photo reviews"), and reads the product's name, average and counts from the
// objects around that array.
import type { LayerResult, PageInput, ReviewDraft } from './types';
import { flightChunksOf, stateLiteralsOf, type StateLiteral } from './state-scripts';
import { flightStates } from './flight-rows';
import { inlineTextOf } from './markup-string';
import { indexPage, scriptText } from './page-index';
import { normaliseRating, parseCount, toNumber } from './values';
import { pick, reviewsOf } from './state-review';
import { pageDateOrder } from './page-locale';
import type { DateOrder } from '@reviewsentry/review-values';
import { withCacheRefsResolved } from './cache-refs';
import { jsonScriptState } from './json-script-state';
import { astroIslandProps } from './astro-props';
import { returnedStates } from './function-state';
import { isObject, safeJson } from './json-tree';
import { streamChunksOf, turboStreamStates } from './turbo-stream';
import { remixSettledValuesOf, withRemixSettled } from './remix-deferred';
import type { Json } from './json-tree';

const cache = new WeakMap<object, StateLiteral[]>();

/** Every embedded state object on the page, named after its script id or global. */
export function readAppStates(page: PageInput): StateLiteral[] {
  const cached = cache.get(page.$);
  if (cached) return cached;
  const states: StateLiteral[] = [];
  const flight: string[] = [];
  const stream: string[] = [];
  const settled: ReturnType<typeof remixSettledValuesOf> = [];
  for (const script of indexPage(page.$).scripts) {
    const a = script.attribs;
    if (a.src !== undefined) continue;
    const type = (a.type ?? '').trim().toLowerCase();
    const code = scriptText(script);
    if (!code.trim()) continue;
    if (type === 'application/json' || a.id === '__NEXT_DATA__') {
      const state = jsonScriptState(script, code);
      if (state !== undefined) states.push({ name: a.id ?? a['data-target'] ?? 'json', state });
    } else if (type === '' || type.includes('javascript') || type === 'module') {
      states.push(...stateLiteralsOf(code), ...returnedStates(code));
      flight.push(...flightChunksOf(code));
      stream.push(...streamChunksOf(code));
      settled.push(...remixSettledValuesOf(code));
    }
  }
  if (flight.length > 0) states.push(...flightStates(flight.join('')));
  if (stream.length > 0) states.push(...turboStreamStates(stream.join('')));
  states.push(...attributeStates(page));
  const resolved = withRemixSettled(states, settled).map(({ name, state }) => ({
    name,
    state: withCacheRefsResolved(state),
  }));
  cache.set(page.$, resolved);
  return resolved;
}

// Props handed to components in attributes: React on Rails (data-react-props), Inertia (data-page), widgets'
// data-props / data-state / data-reviews, Astro islands' typed `props` (astro-props.ts). Short values are
// settings, not state.
const STATE_ATTRIBUTE =
  /^data-(?:[\w-]*-)?(?:props|page|state|reviews?|json|data|model|config|initial)$/i;
const MIN_STATE_ATTRIBUTE = 40;

/** JSON objects and arrays in data attributes, named after the attribute. */
function attributeStates(page: PageInput): StateLiteral[] {
  const states: StateLiteral[] = [];
  for (const info of indexPage(page.$).all) {
    const island = info.element.name === 'astro-island' ? info.element.attribs.props : undefined;
    if (island !== undefined) {
      const props = astroIslandProps(safeJson(island));
      if (props !== undefined) states.push({ name: 'astro-island', state: props });
    }
    for (const [name, value] of Object.entries(info.element.attribs)) {
      if (value.length < MIN_STATE_ATTRIBUTE || !STATE_ATTRIBUTE.test(name)) continue;
      const first = value.trimStart()[0];
      if (first !== '{' && first !== '[') continue;
      const state = safeJson(value);
      if (state !== undefined) states.push({ name, state });
    }
  }
  return states;
}

interface Found {
  reviews: ReviewDraft[];
  array: unknown[] | null;
  /** Objects enclosing the array, nearest last. */
  ancestors: Json[];
  productNode: Json | null;
}

interface SearchContext {
  /** Objects left to visit. */
  nodes: number;
  /** How the page writes numeric dates. */
  order: DateOrder | null;
}

/**
 * Levels of objects and arrays searched for reviews. Real state nests reviews about ten levels deep; a page can nest
 * its state as deep as JSON.parse reads (100,000 levels of arrays in 200 kB), and each level is a call here.
 */
const MAX_SEARCH_DEPTH = 80;

function search(
  value: unknown,
  found: Found,
  ancestors: Json[],
  budget: SearchContext,
  depth = 0,
): void {
  if (depth > MAX_SEARCH_DEPTH || budget.nodes-- <= 0) return;
  if (Array.isArray(value)) {
    const reviews = reviewsOf(value, budget.order);
    if (reviews.length > found.reviews.length) {
      found.reviews = reviews;
      found.array = value;
      found.ancestors = ancestors.slice(-5);
    }
    for (const item of value)
      if (typeof item === 'object' && item !== null)
        search(item, found, ancestors, budget, depth + 1);
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
    if (typeof child === 'object' && child !== null)
      search(child, found, ancestors, budget, depth + 1);
  }
  ancestors.pop();
}

/** Review arrays beside the chosen one in the same object ("topReviews" and "topImageReviews"), in their order. */
function withSiblingArrays(found: Found, order: DateOrder | null): ReviewDraft[] {
  const parent = found.ancestors[found.ancestors.length - 1];
  if (!parent || !Object.values(parent).includes(found.array)) return found.reviews;
  const reviews: ReviewDraft[] = [];
  const seen = new Set<string>();
  for (const value of Object.values(parent)) {
    if (!Array.isArray(value)) continue;
    for (const review of value === found.array ? found.reviews : reviewsOf(value, order)) {
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
  // Ozon's review list states the product's average beside its paging; Yotpo's bottomline its average score.
  'productScore',
  'averageScore',
  'average_score',
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

const PAGING_KEYS = ['paging', 'pagination', 'pageInfo', 'pager'];
const PER_PAGE_KEYS = ['perPage', 'per_page', 'pageSize', 'page_size', 'limit'];

/**
 * The number of reviews the list's own paging object beside the array counts (`paging: {total: 57, perPage: 10}`):
 * only beside a page size, where a total counts items, not pages.
 */
function pagingTotal(holder: Json | undefined): number | null {
  const paging = holder ? pick(holder, PAGING_KEYS) : undefined;
  if (!isObject(paging) || pick(paging, PER_PAGE_KEYS) === undefined) return null;
  return parseCount(pick(paging, ['total', 'totalCount', 'totalItems', 'totalResults']) ?? null);
}

/** The product facts nearest to the review array: in the enclosing objects and up to two levels below them. */
function contextFacts(found: Found): ContextFacts {
  const facts: ContextFacts = { name: null, average: null, reviewCount: null, ratingCount: null };
  facts.reviewCount = pagingTotal(found.ancestors[found.ancestors.length - 1]);
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
  return reviewsInStates(readAppStates(page), pageDateOrder(page));
}

/** The reviews of the largest review array among the states, and the product facts around it. */
export function reviewsInStates(
  states: readonly StateLiteral[],
  order: DateOrder | null,
): LayerResult & { stateName: string | null } {
  let best: Found & { name: string | null } = {
    reviews: [],
    array: null,
    ancestors: [],
    productNode: null,
    name: null,
  };
  let node: Json | null = null;
  for (const { name, state } of states) {
    const found: Found = { reviews: [], array: null, ancestors: [], productNode: null };
    search(state, found, [], { nodes: 200_000, order });
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
    reviews: best.array ? withSiblingArrays(best, order) : [],
  };
}
