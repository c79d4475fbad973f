// schema.org items in HTML attributes, microdata (itemscope / itemtype / itemprop) or RDFa Lite (typeof / property;
// item-attributes.ts): a Product scope with its aggregateRating and review scopes. A property belongs to the
// nearest enclosing scope, so nested scopes are not read as the parent's. The syntax with more reviews wins.
// Owners are found in one pass over the page index (each element's scope is its parent's, or its parent), so the
// layer is linear however many reviews or nesting levels a page has. Values are the text a person reads: an
// author written as a link gives its name (not its address), a hidden "Details about" prefix is left out, and a
// review whose stars are only drawn (aria-label "4.0 out of 5 stars") gets its rating from there.
import type { DateOrder } from '@reviewsentry/review-values';
import type { Element } from 'domhandler';
import { MICRODATA, RDFA_LITE, type ItemSyntax } from './item-attributes';
import { indexPage, type IndexedElement } from './page-index';
import { pageDateOrder } from './page-locale';
import { readableText, untruncated } from './readable-text';
import { dateOf } from './block-date';
import { verifiedSaid } from './block-parts';
import { ownElementId } from './review-id';
import { nameFromParts } from './name-parts';
import type { LayerResult, PageInput, ReviewDraft } from './types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateText,
  reviewRating,
  toNumber,
} from './values';

type Props = Map<string, IndexedElement[]>;

const hasType = (syntax: ItemSyntax, info: IndexedElement, types: ReadonlySet<string>) =>
  syntax.itemTypes(info.element).some((type) => types.has(type));
const PRODUCT_TYPES = new Set(['product', 'productgroup', 'individualproduct']);
const REVIEW_TYPES = new Set(['review']);

/** Every scope's own properties, by name, in document order; `within` gets each scope's enclosing scope. */
function scopesAndProps(
  syntax: ItemSyntax,
  all: readonly IndexedElement[],
  within: Map<IndexedElement, IndexedElement | null>,
): Map<IndexedElement, Props> {
  const isScope = (info: IndexedElement) => syntax.startsItem(info.element);
  const owner = new Map<IndexedElement, IndexedElement | null>();
  const props = new Map<IndexedElement, Props>();
  for (const info of all) {
    const parent = info.parent;
    const scope = parent ? (isScope(parent) ? parent : (owner.get(parent) ?? null)) : null;
    owner.set(info, scope);
    if (isScope(info) && !props.has(info)) props.set(info, new Map());
    if (isScope(info)) within.set(info, scope);
    const names = scope ? syntax.propertyNames(info.element) : [];
    if (names.length === 0 || !scope) continue;
    let own = props.get(scope);
    if (!own) props.set(scope, (own = new Map()));
    for (const name of names) {
      const list = own.get(name);
      if (list) list.push(info);
      else own.set(name, [info]);
    }
  }
  addReferencedProps(syntax, all, props);
  return props;
}

/**
 * The properties an item takes by `itemref` from elements elsewhere on the page (a review's text printed in another
 * column): the referenced element's and its descendants', down to the items nested in them, added in document order
 * as the microdata standard crawls them. The elements walked for all references together are at most the page's.
 */
function addReferencedProps(
  syntax: ItemSyntax,
  all: readonly IndexedElement[],
  props: Map<IndexedElement, Props>,
): void {
  const referring = [...props.keys()].filter((scope) => syntax.references(scope.element).length);
  if (referring.length === 0) return;
  const byId = new Map<string, IndexedElement>();
  for (const info of all) {
    const id = info.element.attribs.id;
    if (id && !byId.has(id)) byId.set(id, info);
  }
  let budget = all.length;
  for (const scope of referring) {
    const own = props.get(scope)!;
    for (const id of syntax.references(scope.element)) {
      const stack = [byId.get(id)].filter((info) => info !== undefined && info !== scope);
      while (stack.length > 0 && budget-- > 0) {
        const info = stack.pop()!;
        for (const name of syntax.propertyNames(info.element))
          own.set(
            name,
            [...(own.get(name) ?? []), info].sort((a, b) => a.order - b.order),
          );
        if (!syntax.startsItem(info.element)) stack.push(...info.children);
      }
    }
  }
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

/** A verified badge or a "Verified purchase: Yes" row (eBay) inside the review's scope; schema.org has none. */
function verifiedIn(scope: IndexedElement): boolean {
  let yes = false;
  const stack = [scope];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const answer = at !== scope ? verifiedSaid(at) : null;
    if (answer === false) return false;
    yes ||= answer === true;
    stack.push(...at.children);
  }
  return yes;
}

/**
 * A reviewBody written on the review's container (Bazaarvoice) also holds the shop's label/value rows
 * ("Recommends this product: Yes", `<dl>`) and badges ("Verified Purchaser"): those are left out of the text.
 */
function bodyValue(info: IndexedElement): string | null {
  if (info.element.attribs.content !== undefined) return valueOf(info);
  const chrome = new Set<Element>();
  const stack = [info];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (at.isChrome && at !== info) chrome.add(at.element);
    else stack.push(...at.children);
  }
  return readableText(info.element, {
    skip: (element) => element.name === 'dl' || chrome.has(element),
  });
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

/**
 * The day a review scope shows without stating it as a property: its innermost date line (BigCommerce's "Posted by
 * Anna on 11th April 2019", the writer's Person scope, no datePublished).
 */
function shownDate(scope: IndexedElement, order: DateOrder | null): string | null {
  const stack = [scope];
  while (stack.length > 0) {
    const info = stack.pop()!;
    if (!info.hasDate) continue;
    if (info.isDate && !info.children.some((c) => c.hasDate)) return dateOf(info, order);
    for (let i = info.children.length - 1; i >= 0; i--) stack.push(info.children[i]!);
  }
  return null;
}

/**
 * The title a review scope shows without stating it as its `name`: its first heading or part marked as a title, outside
 * its nested items, that is not the writer's name (CubeCart's `<h3>` above the stars).
 */
function shownTitle(
  scope: IndexedElement,
  isScope: (info: IndexedElement) => boolean,
  author: string | null,
): string | null {
  const stack = [...scope.children].reverse();
  while (stack.length > 0) {
    const info = stack.pop()!;
    if (isScope(info)) continue;
    if (info.isTitle) {
      const title = cleanInline(readableText(info.element));
      return title && title !== cleanInline(author) ? title : null;
    }
    for (let i = info.children.length - 1; i >= 0; i--) stack.push(info.children[i]!);
  }
  return null;
}

function readReview(
  isScope: (info: IndexedElement) => boolean,
  scope: IndexedElement,
  all: Map<IndexedElement, Props>,
  order: DateOrder | null,
): ReviewDraft | null {
  const own = all.get(scope);
  const ratingScope = first(own, 'reviewRating');
  const ratingProps = ratingScope && isScope(ratingScope) ? all.get(ratingScope) : own;
  const stated = reviewRating(
    toNumber(valueOf(first(ratingProps, 'ratingValue'))),
    toNumber(valueOf(first(ratingProps, 'bestRating'))),
    toNumber(valueOf(first(ratingProps, 'worstRating'))),
  );
  // Stars drawn in the review stand for a stated value that is missing or refused.
  const drawn = stated.rating === undefined ? drawnRating(ratingScope ?? scope) : null;
  const stars = drawn === null ? stated : { rating: drawn };
  const authorInfo = first(own, 'author');
  const author =
    authorInfo && isScope(authorInfo)
      ? (valueOf(first(all.get(authorInfo), 'name')) ??
        nameFromParts(
          valueOf(first(all.get(authorInfo), 'givenName')),
          valueOf(first(all.get(authorInfo), 'familyName')),
        ) ??
        null)
      : authorInfo
        ? untruncated(authorInfo.element, readableText(authorInfo.element)) ||
          (authorInfo.element.attribs.content ?? null)
        : null;
  const bodyInfo = first(own, 'reviewBody') ?? first(own, 'description');
  const text = cleanReviewText(bodyInfo ? bodyValue(bodyInfo) : null);
  const title = cleanInline(valueOf(first(own, 'name'))) ?? shownTitle(scope, isScope, author);
  if (!text && stars.rating === undefined) return null;
  return {
    // The shop's own id as it writes it, never the scope's place on the page (OXID's `reviewName_1` starts again
    // on every page: a later page's reviews were taken for repeats).
    id: ownElementId(scope.element),
    text,
    title: title ?? undefined,
    ...stars,
    // Bazaarvoice's SEO markup dates a review with dateCreated, as JSON-LD may (json-ld.ts reads both too).
    date:
      parseDateText(valueOf(first(own, 'datePublished') ?? first(own, 'dateCreated')), order) ??
      shownDate(scope, order) ??
      undefined,
    reviewer: cleanInline(author) ?? undefined,
    verified: verifiedIn(scope) ? true : undefined,
  };
}

export function extractMicrodata(page: PageInput): LayerResult {
  const microdata = readItems(page, MICRODATA);
  // RDFa Lite is read only when microdata found no reviews (a page rarely marks its items both ways).
  if (microdata.reviews.length > 0) return microdata;
  const rdfa = readItems(page, RDFA_LITE);
  return rdfa.reviews.length > 0 || (!microdata.product.name && rdfa.product.name)
    ? rdfa
    : microdata;
}

function readItems(page: PageInput, syntax: ItemSyntax): LayerResult {
  const index = indexPage(page.$);
  const within = new Map<IndexedElement, IndexedElement | null>();
  const all = scopesAndProps(syntax, index.all, within);
  const isScope = (info: IndexedElement) => syntax.startsItem(info.element);
  let product: IndexedElement | null = null;
  for (const scope of all.keys()) {
    if (hasType(syntax, scope, PRODUCT_TYPES)) {
      product = scope;
      break;
    }
  }
  const productProps = product ? all.get(product) : undefined;
  // A stand-alone review is inside no other product or review; a page-wide wrapper (WebPage, ItemPage on <body>,
  // as WordPress themes write) does not make it part of something else. One pass, enclosing scopes first.
  const partOfOther = new Set<IndexedElement>();
  for (const [scope, outer] of within) {
    if (!outer || outer === product) continue;
    if (
      partOfOther.has(outer) ||
      hasType(syntax, outer, PRODUCT_TYPES) ||
      hasType(syntax, outer, REVIEW_TYPES)
    )
      partOfOther.add(scope);
  }
  const standsAlone = (scope: IndexedElement) => !partOfOther.has(scope);
  const isReviewScope = (scope: IndexedElement) => hasType(syntax, scope, REVIEW_TYPES);
  const ofProduct = [
    ...(productProps?.get('review') ?? []),
    ...(productProps?.get('reviews') ?? []),
  ];
  // A review widget (Bazaarvoice) marks its reviews outside the shop's own Product scope: those stand alone.
  const reviewScopes =
    product && ofProduct.some(isScope)
      ? ofProduct.filter(isScope)
      : [...all.keys()].filter((scope) => isReviewScope(scope) && (!product || standsAlone(scope)));
  const reviews = reviewScopes
    .map((scope) => readReview(isScope, scope, all, pageDateOrder(page)))
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
