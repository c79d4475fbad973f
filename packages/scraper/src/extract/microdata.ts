// schema.org microdata (itemscope / itemtype / itemprop): a Product scope with its aggregateRating and review
// scopes. A property belongs to the nearest enclosing itemscope, so nested scopes are not read as the parent's.
// Owners are found in one pass over the page index (each element's scope is its parent's, or its parent), so the
// layer is linear however many reviews or nesting levels a page has. Values are the text a person reads: an
// author written as a link gives its name (not its address), a hidden "Details about" prefix is left out, and a
// review whose stars are only drawn (aria-label "4.0 out of 5 stars") gets its rating from there.
import type { DateOrder } from '@reviewsentry/review-values';
import { indexPage, type IndexedElement } from './page-index';
import { pageDateOrder } from './page-locale';
import { readableText, untruncated } from './readable-text';
import type { LayerResult, PageInput, ReviewDraft } from './types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateText,
  toNumber,
} from './values';

type Props = Map<string, IndexedElement[]>;

const isScope = (info: IndexedElement) => info.element.attribs.itemscope !== undefined;
const typeOf = (info: IndexedElement) => (info.element.attribs.itemtype ?? '').toLowerCase();

/** Every scope's own properties, by name, in document order; `topLevel` gets the scopes inside no other. */
function scopesAndProps(
  all: readonly IndexedElement[],
  topLevel: Set<IndexedElement>,
): Map<IndexedElement, Props> {
  const owner = new Map<IndexedElement, IndexedElement | null>();
  const props = new Map<IndexedElement, Props>();
  for (const info of all) {
    const parent = info.parent;
    const scope = parent ? (isScope(parent) ? parent : (owner.get(parent) ?? null)) : null;
    owner.set(info, scope);
    if (isScope(info) && !props.has(info)) props.set(info, new Map());
    if (isScope(info) && scope === null) topLevel.add(info);
    const names = info.element.attribs.itemprop;
    if (!names || !scope) continue;
    let own = props.get(scope);
    if (!own) props.set(scope, (own = new Map()));
    for (const name of names.split(/\s+/)) {
      if (!name) continue;
      const list = own.get(name);
      if (list) list.push(info);
      else own.set(name, [info]);
    }
  }
  return props;
}

/** A property's value: content/datetime/value attributes first, else the text a person reads. */
function valueOf(info: IndexedElement | undefined): string | null {
  if (!info) return null;
  const a = info.element.attribs;
  const attribute = a.content ?? a.datetime ?? a.value;
  if (attribute !== undefined) return attribute.trim();
  const text = readableText(info.element);
  if (text) return text;
  return a.title ?? a.href ?? a.src ?? null;
}

const first = (props: Props | undefined, name: string) => props?.get(name)?.[0];

/** The first rating drawn inside a review scope (outside its nested scopes' own ratings it is the review's). */
function drawnRating(scope: IndexedElement): number | null {
  const stack = [scope];
  while (stack.length > 0) {
    const info = stack.pop()!;
    if (info !== scope && info.signal !== null) return info.signal;
    for (let i = info.children.length - 1; i >= 0; i--) stack.push(info.children[i]!);
  }
  return null;
}

function readReview(
  scope: IndexedElement,
  all: Map<IndexedElement, Props>,
  order: DateOrder | null,
): ReviewDraft | null {
  const own = all.get(scope);
  const ratingScope = first(own, 'reviewRating');
  const ratingProps = ratingScope && isScope(ratingScope) ? all.get(ratingScope) : own;
  const stated = normaliseRating(
    toNumber(valueOf(first(ratingProps, 'ratingValue'))),
    toNumber(valueOf(first(ratingProps, 'bestRating'))),
  );
  const rating = stated ?? drawnRating(ratingScope ?? scope);
  const authorInfo = first(own, 'author');
  const author =
    authorInfo && isScope(authorInfo)
      ? valueOf(first(all.get(authorInfo), 'name'))
      : authorInfo
        ? untruncated(authorInfo.element, readableText(authorInfo.element)) ||
          (authorInfo.element.attribs.content ?? null)
        : null;
  const bodyInfo = first(own, 'reviewBody') ?? first(own, 'description');
  const text = cleanReviewText(bodyInfo ? valueOf(bodyInfo) : null);
  const title = cleanInline(valueOf(first(own, 'name')));
  if (!text && rating === null) return null;
  return {
    id: scope.element.attribs.id ?? undefined,
    text,
    title: title ?? undefined,
    rating: rating ?? undefined,
    date: parseDateText(valueOf(first(own, 'datePublished')), order) ?? undefined,
    reviewer: cleanInline(author) ?? undefined,
  };
}

export function extractMicrodata(page: PageInput): LayerResult {
  const index = indexPage(page.$);
  const topLevel = new Set<IndexedElement>();
  const all = scopesAndProps(index.all, topLevel);
  let product: IndexedElement | null = null;
  for (const scope of all.keys()) {
    if (/schema\.org\/(?:product|productgroup|individualproduct)$/.test(typeOf(scope))) {
      product = scope;
      break;
    }
  }
  const productProps = product ? all.get(product) : undefined;
  const isReviewScope = (scope: IndexedElement) => /schema\.org\/review$/.test(typeOf(scope));
  const ofProduct = [
    ...(productProps?.get('review') ?? []),
    ...(productProps?.get('reviews') ?? []),
  ];
  // A review widget (Bazaarvoice) marks its reviews outside the shop's own Product scope: those stand alone.
  const reviewScopes =
    product && ofProduct.some(isScope)
      ? ofProduct.filter(isScope)
      : [...all.keys()].filter(
          (scope) => isReviewScope(scope) && (!product || topLevel.has(scope)),
        );
  const reviews = reviewScopes
    .map((scope) => readReview(scope, all, pageDateOrder(page)))
    .filter((r): r is ReviewDraft => r !== null);
  if (!product) return { product: {}, reviews };
  const aggregateInfo = first(productProps, 'aggregateRating');
  const aggregate = aggregateInfo && isScope(aggregateInfo) ? all.get(aggregateInfo) : undefined;
  const idValue = (name: string) => cleanInline(valueOf(first(productProps, name)));
  return {
    product: {
      id: idValue('sku') ?? idValue('productID') ?? idValue('mpn'),
      name: cleanInline(valueOf(first(productProps, 'name'))),
      aggregate_rating: aggregate
        ? normaliseRating(
            toNumber(valueOf(first(aggregate, 'ratingValue'))),
            toNumber(valueOf(first(aggregate, 'bestRating'))),
          )
        : null,
      review_count: aggregate ? parseCount(valueOf(first(aggregate, 'reviewCount'))) : null,
      rating_count: aggregate ? parseCount(valueOf(first(aggregate, 'ratingCount'))) : null,
    },
    reviews,
  };
}
