// Embedded application state: Next.js __NEXT_DATA__, Redux-style window.__INITIAL_STATE__ /
// __PRELOADED_STATE__ (and a few look-alikes). Shops render reviews from this state, so it often holds them when
// the HTML does not. The generic reader looks for the largest array of review-shaped objects and for an object
// carrying the product's name and average rating.
import type { LayerResult, PageInput, ReviewDraft } from './types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateValue,
  toNumber,
} from './values';
import { isObject } from './json-tree';
import type { Json } from './json-tree';

const STATE_GLOBALS = [
  '__INITIAL_STATE__',
  '__PRELOADED_STATE__',
  '__APOLLO_STATE__',
  '__NUXT__',
  '__REDUX_STATE__',
];

/** Every embedded state object on the page, keyed by where it came from. */
export function readAppStates(page: PageInput): Array<{ name: string; state: unknown }> {
  const { $ } = page;
  const states: Array<{ name: string; state: unknown }> = [];
  const nextData = $('script#__NEXT_DATA__').first().text();
  if (nextData.trim()) {
    const parsed = safeParse(nextData);
    if (parsed !== undefined) states.push({ name: '__NEXT_DATA__', state: parsed });
  }
  $('script:not([src])').each((_, element) => {
    const code = $(element).text();
    for (const name of STATE_GLOBALS) {
      const at = code.indexOf(name);
      if (at === -1) continue;
      const json = jsonAfterAssignment(code, at + name.length);
      if (json === null) continue;
      const parsed = safeParse(json);
      if (parsed !== undefined) states.push({ name, state: parsed });
    }
  });
  return states;
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * From `… = {…};` returns the balanced JSON object text (strings and escapes respected), or the decoded argument
 * of `= JSON.parse("…")`. Null when the assignment is not literal JSON.
 */
export function jsonAfterAssignment(code: string, from: number): string | null {
  const eq = code.indexOf('=', from);
  if (eq === -1 || eq - from > 40) return null;
  let start = eq + 1;
  while (start < code.length && /\s/.test(code[start]!)) start++;
  const parseCall = /^JSON\.parse\(\s*(["'])/.exec(code.slice(start, start + 20));
  if (parseCall) {
    const quote = parseCall[1]!;
    const open = start + parseCall[0].length;
    let end = open;
    while (end < code.length && code[end] !== quote) end += code[end] === '\\' ? 2 : 1;
    const literal = code.slice(open, end);
    try {
      return JSON.parse(
        `"${literal.replace(/\\'/g, "'").replace(/(^|[^\\])"/g, '$1\\"')}"`,
      ) as string;
    } catch {
      return null;
    }
  }
  const open = code[start];
  if (open !== '{' && open !== '[') return null;
  const close = open === '{' ? '}' : ']';
  let depth = 0;
  let inString = false;
  for (let i = start; i < code.length; i++) {
    const ch = code[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
      continue;
    }
    if (ch === '"') inString = true;
    else if (ch === open || ch === (open === '{' ? '[' : '{')) depth++;
    else if (ch === close || ch === (close === '}' ? ']' : '}')) {
      depth--;
      if (depth === 0) return code.slice(start, i + 1);
    }
  }
  return null;
}

const TEXT_KEYS = [
  'reviewText',
  'reviewBody',
  'text',
  'body',
  'content',
  'comment',
  'review',
  'description',
];
const RATING_KEYS = [
  'rating',
  'ratingValue',
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
  'datePublished',
  'publishedDate',
  'createdAt',
  'created',
  'date',
  'submittedAt',
  'time',
];
const AUTHOR_KEYS = [
  'userNickname',
  'author',
  'authorName',
  'reviewer',
  'reviewerName',
  'nickname',
  'displayName',
  'userName',
  'consumer',
  'user',
];
const ID_KEYS = ['reviewId', 'id', 'reviewID', 'uuid'];

function pick(node: Json, keys: string[]): unknown {
  for (const key of keys) {
    if (node[key] !== undefined && node[key] !== null && node[key] !== '') return node[key];
  }
  return undefined;
}

function ratingOf(node: Json): number | null {
  const raw = pick(node, RATING_KEYS);
  if (isObject(raw))
    return normaliseRating(toNumber(raw.ratingValue ?? raw.value), toNumber(raw.bestRating));
  return normaliseRating(toNumber(raw));
}

/** Review-shaped: a long-enough text and a 0–5 rating. */
function asReview(node: Json): ReviewDraft | null {
  const rawText = pick(node, TEXT_KEYS);
  const rating = ratingOf(node);
  if (typeof rawText !== 'string' || rating === null) return null;
  const author = pick(node, AUTHOR_KEYS);
  const authorName = isObject(author)
    ? (author.displayName ?? author.name ?? author.nickname)
    : author;
  const dateSource =
    pick(node, DATE_KEYS) ?? (isObject(node.dates) ? node.dates.publishedDate : undefined);
  const id = pick(node, ID_KEYS);
  const title = pick(node, TITLE_KEYS);
  return {
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    text: cleanReviewText(rawText),
    title: typeof title === 'string' ? (cleanInline(title) ?? undefined) : undefined,
    rating,
    date: parseDateValue(dateSource) ?? undefined,
    reviewer: typeof authorName === 'string' ? (cleanInline(authorName) ?? undefined) : undefined,
  };
}

interface Found {
  reviews: ReviewDraft[];
  productNode: Json | null;
}

function search(value: unknown, found: Found, depth: number, budget: { nodes: number }): void {
  if (depth > 25 || budget.nodes-- <= 0) return;
  if (Array.isArray(value)) {
    const reviews = value
      .filter(isObject)
      .map(asReview)
      .filter((r): r is ReviewDraft => r !== null);
    if (reviews.length > found.reviews.length && reviews.length >= value.length / 2)
      found.reviews = reviews;
    for (const item of value) search(item, found, depth + 1, budget);
    return;
  }
  if (!isObject(value)) return;
  if (
    !found.productNode &&
    typeof value.name === 'string' &&
    (value.averageRating !== undefined || value.aggregateRating !== undefined)
  ) {
    found.productNode = value;
  }
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) search(child, found, depth + 1, budget);
  }
}

export function extractAppState(page: PageInput): LayerResult & { stateName: string | null } {
  let best: Found & { name: string | null } = { reviews: [], productNode: null, name: null };
  for (const { name, state } of readAppStates(page)) {
    const found: Found = { reviews: [], productNode: null };
    search(state, found, 0, { nodes: 200_000 });
    if (found.reviews.length > best.reviews.length || (!best.productNode && found.productNode))
      best = { ...found, name };
  }
  const node = best.productNode;
  const aggregate = node && isObject(node.aggregateRating) ? node.aggregateRating : null;
  return {
    stateName: best.name,
    product: node
      ? {
          name: cleanInline(node.name as string),
          aggregate_rating: normaliseRating(
            toNumber(aggregate ? aggregate.ratingValue : node.averageRating),
          ),
          review_count: parseCount(
            aggregate ? aggregate.reviewCount : (node.numberOfReviews ?? node.reviewCount ?? null),
          ),
        }
      : {},
    reviews: best.reviews,
  };
}
