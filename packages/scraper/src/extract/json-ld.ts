// schema.org JSON-LD: every <script type="application/ld+json"> block, each an object, an array or an @graph,
// nested to any depth. The product is the first Product / ProductGroup (or, failing that, any thing carrying an
// aggregateRating or reviews, e.g. a LocalBusiness); values may be strings or numbers, single or in arrays.
import type { PageInput, LayerResult, ReviewDraft } from './types';
import {
  asArray,
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateValue,
  toNumber,
} from './values';
import { isObject } from './json-tree';
import type { Json } from './json-tree';

export function readJsonLdBlocks(page: PageInput): unknown[] {
  const blocks: unknown[] = [];
  page.$('script[type="application/ld+json" i]').each((_, element) => {
    const parsed = parseLenientJson(page.$(element).text());
    if (parsed !== undefined) blocks.push(parsed);
  });
  return blocks;
}

/** JSON.parse, then once more after removing what hand-written JSON-LD often has: comments, CDATA, trailing commas. */
export function parseLenientJson(text: string): unknown {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  try {
    return JSON.parse(trimmed);
  } catch {
    const repaired = trimmed
      .replace(/^<!--|-->$/g, '')
      .replace(/^\s*\/\/<!\[CDATA\[|\/\/\]\]>\s*$/g, '')
      .replace(/,\s*([}\]])/g, '$1')
      // Raw control characters (e.g. unescaped newlines inside strings) are invalid JSON.
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f]+/g, ' ');
    try {
      return JSON.parse(repaired);
    } catch {
      return undefined;
    }
  }
}

function typesOf(node: Json): string[] {
  return asArray(node['@type'] as string | string[] | undefined)
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^https?:\/\/schema\.org\//, ''));
}

/** Every object in the blocks, depth-first, including @graph members and nested values. */
function* walk(value: unknown, depth = 0): Generator<Json> {
  if (depth > 12) return;
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  yield value;
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) yield* walk(child, depth + 1);
  }
}

const PRODUCT_TYPES = new Set([
  'Product',
  'ProductGroup',
  'IndividualProduct',
  'ProductModel',
  'Vehicle',
  'Book',
  'SoftwareApplication',
]);

export function extractJsonLd(page: PageInput): LayerResult {
  const nodes = [...walk(readJsonLdBlocks(page))];
  const product =
    nodes.find(
      (n) =>
        typesOf(n).some((t) => PRODUCT_TYPES.has(t)) &&
        (n.aggregateRating || n.review || n.reviews),
    ) ??
    nodes.find((n) => typesOf(n).some((t) => PRODUCT_TYPES.has(t))) ??
    nodes.find((n) => isObject(n.aggregateRating) && !typesOf(n).includes('Review'));
  if (!product) {
    // Standalone Review objects (itemReviewed points at the product).
    const reviews = nodes
      .filter((n) => typesOf(n).includes('Review'))
      .map(readReview)
      .filter(isReview);
    return { product: {}, reviews };
  }
  const aggregate = asArray(product.aggregateRating as unknown).find(isObject);
  const best = aggregate ? toNumber(aggregate.bestRating) : null;
  const reviewNodes = [
    ...asArray(product.review as unknown),
    ...asArray(product.reviews as unknown),
  ].filter(isObject);
  // A ProductGroup may keep its reviews on the variants.
  for (const variant of asArray(product.hasVariant as unknown).filter(isObject)) {
    reviewNodes.push(...asArray(variant.review as unknown).filter(isObject));
  }
  return {
    product: {
      id: firstString(
        product.sku,
        product.productID,
        product.productGroupID,
        product.mpn,
        product.gtin13,
        product.gtin,
      ),
      name: cleanInline(firstString(product.name)),
      aggregate_rating: aggregate ? normaliseRating(toNumber(aggregate.ratingValue), best) : null,
      review_count: aggregate ? parseCount(aggregate.reviewCount ?? null) : null,
      rating_count: aggregate ? parseCount(aggregate.ratingCount ?? null) : null,
      canonical_url: firstString(product.url),
    },
    reviews: reviewNodes.map(readReview).filter(isReview),
  };
}

function isReview(review: ReviewDraft | null): review is ReviewDraft {
  return review !== null;
}

function readReview(node: Json): ReviewDraft | null {
  const text = cleanReviewText(firstString(node.reviewBody, node.description, node.text));
  const rating = asArray(node.reviewRating as unknown).find(isObject);
  const ratingValue = rating
    ? normaliseRating(toNumber(rating.ratingValue), toNumber(rating.bestRating))
    : null;
  const title = cleanInline(firstString(node.name, node.headline));
  if (!text && ratingValue === null && !title) return null;
  return {
    id: firstString(node['@id'], node.identifier) ?? undefined,
    text,
    title: title ?? undefined,
    rating: ratingValue ?? undefined,
    date: parseDateValue(node.datePublished ?? node.dateCreated) ?? undefined,
    reviewer: authorName(node.author) ?? undefined,
  };
}

function authorName(author: unknown): string | null {
  for (const item of asArray(author)) {
    if (typeof item === 'string') return cleanInline(item);
    if (isObject(item)) {
      const name = firstString(item.name, item.alternateName);
      if (name) return cleanInline(name);
    }
  }
  return null;
}

/** First value that is a non-empty string (numbers become strings: sku 6216393). */
export function firstString(...values: unknown[]): string | null {
  for (const value of values) {
    for (const item of asArray(value)) {
      if (typeof item === 'string' && item.trim()) return item.trim();
      if (typeof item === 'number' && Number.isFinite(item)) return String(item);
    }
  }
  return null;
}
