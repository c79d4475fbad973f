// schema.org JSON-LD: every <script type="application/ld+json"> block, each an object, an array or an @graph,
// nested to any depth, read leniently (lenient-json.ts) and with property names in any case. The product is the
// first Product / ProductGroup (or, failing that, any thing carrying an aggregateRating or reviews, e.g. a
// LocalBusiness); values may be strings or numbers, single or in arrays. Reviews are every Review node that is
// about the product, wherever it sits: inside Product.review, or stand-alone beside it with an itemReviewed. A
// page may describe its product in several top-level nodes (the theme's Product with the offer, a review app's
// Product with the reviews, one Product per variant): nodes with the product's @id, identifier, URL or exact
// name are the same product, and their reviews and rating count as its own (each review once). A block a template
// escaped as HTML is read with its character references decoded (json-script-state.ts).
import type { PageInput, LayerResult, ReviewDraft } from './types';
import { parseLenientJson } from './lenient-json';
import { unescapedJsonText } from './json-script-state';
import type { DateOrder } from '@reviewsentry/review-values';
import { indexPage, scriptText } from './page-index';
import { pageDateOrder } from './page-locale';
import { inlineTextOf, reviewTextOf } from './markup-string';
import {
  asArray,
  normaliseForKey,
  normaliseRating,
  parseCount,
  parseDateValue,
  reviewRating,
  toNumber,
} from './values';
import { isObject } from './json-tree';
import type { Json } from './json-tree';
import { nodeRefs, type NodeRefs } from './json-ld-refs';
import { nameFromParts } from './name-parts';
import { ownLinkedDataId } from './review-id';

export function readJsonLdBlocks(page: PageInput): unknown[] {
  const blocks: unknown[] = [];
  for (const script of indexPage(page.$).scripts) {
    // The media type alone: some CMSs add parameters (`application/ld+json; charset=utf-8`).
    const mediaType = (script.attribs.type ?? '').split(';')[0]!.trim().toLowerCase();
    if (mediaType !== 'application/ld+json') continue;
    const parsed = parseLenientJson(unescapedJsonText(scriptText(script)));
    if (parsed !== undefined) blocks.push(parsed);
  }
  return blocks;
}

/** A property by its schema.org name, also when a shop wrote it in another case (`AggregateRating`, `Name`). */
export function field(node: Json, name: string): unknown {
  if (node[name] !== undefined) return node[name];
  const lower = name.toLowerCase();
  for (const key of Object.keys(node)) if (key.toLowerCase() === lower) return node[key];
  return undefined;
}

function typesOf(node: Json): string[] {
  return asArray(field(node, '@type') as string | string[] | undefined)
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//i, '').toLowerCase());
}

interface Visited {
  node: Json;
  /** The nearest enclosing product node (reviews of a related product are not this product's). */
  owner: Json | null;
}

const PRODUCT_TYPES = new Set([
  'product',
  'productgroup',
  'individualproduct',
  'productmodel',
  'vehicle',
  'book',
  'softwareapplication',
  'game',
  'videogame',
]);
const REVIEW_TYPES = new Set(['review', 'userreview', 'criticreview', 'employerreview']);

const isProduct = (node: Json) => typesOf(node).some((t) => PRODUCT_TYPES.has(t));
const isReviewNode = (node: Json) => typesOf(node).some((t) => REVIEW_TYPES.has(t));

/** Every object in the blocks, depth-first, including @graph members and nested values. */
function walk(blocks: unknown[]): Visited[] {
  const out: Visited[] = [];
  const stack: Array<{ value: unknown; owner: Json | null; depth: number }> = [];
  for (let i = blocks.length - 1; i >= 0; i--)
    stack.push({ value: blocks[i], owner: null, depth: 0 });
  while (stack.length > 0) {
    const { value, owner, depth } = stack.pop()!;
    if (depth > 16) continue;
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--)
        stack.push({ value: value[i], owner, depth: depth + 1 });
      continue;
    }
    if (!isObject(value)) continue;
    out.push({ node: value, owner });
    // A review's itemReviewed describes the product, it is not a product of its own with reviews.
    const childOwner = isProduct(value) && !isReviewNode(value) ? value : owner;
    const children = Object.entries(value);
    for (let i = children.length - 1; i >= 0; i--) {
      const [key, child] = children[i]!;
      if (typeof child === 'object' && child !== null)
        stack.push({
          value: child,
          owner: key === 'itemReviewed' ? null : childOwner,
          depth: depth + 1,
        });
    }
  }
  return out;
}

const hasRatingOrReviews = (n: Json) =>
  field(n, 'aggregateRating') !== undefined ||
  field(n, 'review') !== undefined ||
  field(n, 'reviews') !== undefined;

export function extractJsonLd(page: PageInput): LayerResult {
  const visited = walk(readJsonLdBlocks(page));
  const nodes = visited.map((v) => v.node);
  const resolve = nodeRefs(nodes);
  const itemReviewedNodes = new Set(
    nodes.flatMap((n) => asArray(field(n, 'itemReviewed') as unknown).filter(isObject)),
  );
  // A product nested in another (isSimilarTo, isRelatedTo) is a different product: top-level ones come first.
  const nested = new Set(visited.filter((v) => v.owner !== null).map((v) => v.node));
  const choose = (list: Json[]) =>
    list.find((n) => isProduct(n) && hasRatingOrReviews(n)) ??
    list.find(isProduct) ??
    list.find((n) => isObject(field(n, 'aggregateRating')) && !isReviewNode(n));
  const candidates = nodes.filter((n) => !itemReviewedNodes.has(n));
  const product =
    choose(candidates.filter((n) => !nested.has(n))) ??
    choose(candidates.filter((n) => nested.has(n))) ??
    null;
  const sameProducts = new Set(
    product
      ? [
          product,
          ...candidates
            .filter(
              (n) => n !== product && !nested.has(n) && isProduct(n) && sameProduct(n, product),
            )
            .slice(0, MAX_SAME_PRODUCTS),
        ]
      : [],
  );
  const reviewNodes = [...sameProducts].flatMap((p) => productReviewNodes(p, resolve));
  const taken = new Set(reviewNodes);
  for (const { node, owner } of visited) {
    if (taken.has(node) || !isReviewNode(node)) continue;
    if (product && owner !== null && !sameProducts.has(owner)) continue;
    if (product && ![...sameProducts].some((p) => reviewsThisProduct(node, p))) continue;
    taken.add(node);
    reviewNodes.push(node);
  }
  const order = pageDateOrder(page);
  const reviews = onceEach(
    reviewNodes.map((node) => readReview(node, order, resolve)).filter(isReview),
  );
  if (!product) return { product: {}, reviews };
  const aggregate =
    [...sameProducts]
      .flatMap((p) => asArray(field(p, 'aggregateRating') as unknown).map(resolve))
      .find(isObject) ??
    nodes.find(
      (n) =>
        typesOf(n).includes('aggregaterating') &&
        !itemReviewedNodes.has(n) &&
        reviewsThisProduct(n, product),
    );
  const best = aggregate ? toNumber(field(aggregate, 'bestRating')) : null;
  return {
    product: {
      id: firstString(
        field(product, 'sku'),
        field(product, 'productID'),
        field(product, 'productGroupID'),
        field(product, 'mpn'),
        field(product, 'gtin13'),
        field(product, 'gtin'),
      ),
      name: inlineTextOf(firstString(field(product, 'name'))),
      aggregate_rating: aggregate
        ? normaliseRating(toNumber(field(aggregate, 'ratingValue')), best)
        : null,
      review_count: aggregate ? parseCount(field(aggregate, 'reviewCount') ?? null) : null,
      rating_count: aggregate ? parseCount(field(aggregate, 'ratingCount') ?? null) : null,
      canonical_url: firstString(field(product, 'url')),
    },
    reviews,
  };
}

// A shop writes one Product per variant at most, far fewer than this; the cap bounds a page of thousands of
// same-named Products, whose every stand-alone review would be compared with each of them.
const MAX_SAME_PRODUCTS = 100;
const IDENTIFIERS = ['@id', 'sku', 'productID', 'productGroupID', 'mpn', 'gtin', 'gtin13', 'url'];

/**
 * Two top-level product nodes describe the same product when they share an identifier or their names are equal.
 * Names must be equal, not merely contain one another: "Flask" and "Flask Lid" are different products.
 */
function sameProduct(a: Json, b: Json): boolean {
  for (const key of IDENTIFIERS) {
    const x = firstString(field(a, key));
    if (x && x === firstString(field(b, key))) return true;
  }
  const [x, y] = [firstString(field(a, 'name')), firstString(field(b, 'name'))];
  return Boolean(
    x && y && normaliseForKey(inlineTextOf(x) ?? '') === normaliseForKey(inlineTextOf(y) ?? ''),
  );
}

/**
 * The same review written twice (in the theme's and a review app's Product, or in each variant's) is kept once:
 * the key is the whole review (text, writer, rating, date), so two people's identical texts both stay.
 */
function onceEach(reviews: ReviewDraft[]): ReviewDraft[] {
  const seen = new Set<string>();
  return reviews.filter((r) => {
    const key = `${normaliseForKey(r.text)}|${normaliseForKey(r.reviewer ?? '')}|${r.rating ?? ''}|${r.date ?? ''}|${r.title ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function productReviewNodes(product: Json, resolve: NodeRefs): Json[] {
  const nodes = [
    ...asArray(field(product, 'review') as unknown),
    ...asArray(field(product, 'reviews') as unknown),
  ]
    .map(resolve)
    .filter(isObject);
  // A ProductGroup may keep its reviews on the variants.
  for (const variant of asArray(field(product, 'hasVariant') as unknown)
    .map(resolve)
    .filter(isObject)) {
    nodes.push(
      ...asArray(field(variant, 'review') as unknown)
        .map(resolve)
        .filter(isObject),
    );
  }
  return nodes;
}

/** A stand-alone review (or rating) belongs to the product unless its itemReviewed names something else. */
function reviewsThisProduct(node: Json, product: Json): boolean {
  const items = asArray(field(node, 'itemReviewed') as unknown);
  if (items.length === 0) return true;
  return items.some((item) => {
    if (typeof item === 'string') return sameText(item, firstString(field(product, 'name')));
    if (!isObject(item)) return false;
    if (item === product) return true;
    const id = firstString(field(item, '@id'));
    if (id && id === firstString(field(product, '@id'))) return true;
    const sku = firstString(field(item, 'sku'));
    if (sku && sku === firstString(field(product, 'sku'))) return true;
    const name = firstString(field(item, 'name'));
    if (name) return sameText(name, firstString(field(product, 'name')));
    return isProduct(item) || typesOf(item).length === 0;
  });
}

function sameText(a: string | null, b: string | null): boolean {
  if (!a || !b) return false;
  const norm = (t: string) => normaliseForKey(inlineTextOf(t) ?? '');
  const [x, y] = [norm(a), norm(b)];
  return x === y || (x.length >= 4 && y.includes(x)) || (y.length >= 4 && x.includes(y));
}

function isReview(review: ReviewDraft | null): review is ReviewDraft {
  return review !== null;
}

function readReview(node: Json, order: DateOrder | null, resolve: NodeRefs): ReviewDraft | null {
  const text = reviewTextOf(
    firstString(field(node, 'reviewBody'), field(node, 'description'), field(node, 'text')),
  );
  const stated = asArray(field(node, 'reviewRating') as unknown).map(resolve);
  const rating = stated.find(isObject);
  // Some shops write the rating as a bare number ("reviewRating": 5) or straight on the review.
  const stars = rating
    ? reviewRating(
        toNumber(field(rating, 'ratingValue')),
        toNumber(field(rating, 'bestRating')),
        toNumber(field(rating, 'worstRating')),
      )
    : reviewRating(toNumber(stated[0] ?? field(node, 'ratingValue') ?? null));
  const title = inlineTextOf(firstString(field(node, 'name'), field(node, 'headline')));
  if (!text && stars.rating === undefined && !title) return null;
  return {
    id:
      ownLinkedDataId(firstString(field(node, '@id'))) ??
      firstString(field(node, 'identifier')) ??
      undefined,
    text,
    title: title ?? undefined,
    ...stars,
    date:
      parseDateValue(
        field(node, 'datePublished') ?? field(node, 'dateCreated') ?? field(node, 'dateModified'),
        order,
      ) ?? undefined,
    reviewer: authorName(asArray(field(node, 'author') as unknown).map(resolve)) ?? undefined,
  };
}

function authorName(author: unknown): string | null {
  for (const item of asArray(author)) {
    if (typeof item === 'string') return inlineTextOf(item);
    if (isObject(item)) {
      const name =
        firstString(field(item, 'name'), field(item, 'alternateName')) ??
        nameFromParts(
          firstString(field(item, 'givenName')),
          firstString(field(item, 'familyName')),
        );
      if (name) return inlineTextOf(name);
    }
  }
  return null;
}

/**
 * First value that is a non-empty string (numbers become strings: sku 6216393); a JSON-LD value object
 * ({"@value": "…", "@language": "en"}) is its value.
 */
export function firstString(...values: unknown[]): string | null {
  for (const value of values) {
    for (const entry of asArray(value)) {
      const item = isObject(entry) && '@value' in entry ? entry['@value'] : entry;
      if (typeof item === 'string' && item.trim()) return item.trim();
      if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    }
  }
  return null;
}
