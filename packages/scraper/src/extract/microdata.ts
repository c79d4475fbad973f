// schema.org microdata (itemscope / itemtype / itemprop): a Product scope with its aggregateRating and review
// scopes. A property belongs to the nearest enclosing itemscope, so nested scopes are not read as the parent's.
import type { Cheerio, CheerioAPI } from 'cheerio';
import { isTag, type AnyNode, type Element } from 'domhandler';
import type { LayerResult, PageInput, ReviewDraft } from './types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateText,
  toNumber,
} from './values';

/** Each itemscope element's own properties by name, in document order. */
type PropIndex = Map<Element, Map<string, Element[]>>;

/**
 * Indexes every `itemprop` under its owner, the nearest enclosing `itemscope`, in one walk over the page, so a
 * page of thousands of reviews is read in time proportional to its size (a selector query per review and
 * property costs the square of the scope's width in cheerio). The walk uses a stack, not recursion.
 */
function indexProps(root: AnyNode): PropIndex {
  const index: PropIndex = new Map();
  const nodes: AnyNode[] = [root];
  const owners: Array<Element | null> = [null];
  while (nodes.length > 0) {
    const node = nodes.pop()!;
    const owner = owners.pop()!;
    if (!isTag(node)) {
      if ('children' in node)
        for (let i = node.children.length - 1; i >= 0; i--) {
          nodes.push(node.children[i]!);
          owners.push(owner);
        }
      continue;
    }
    const names = node.attribs.itemprop;
    if (owner !== null && names !== undefined) {
      let props = index.get(owner);
      if (props === undefined) index.set(owner, (props = new Map()));
      for (const name of names.split(/[ \t\n\f\r]/)) {
        if (name === '') continue;
        const list = props.get(name);
        if (list === undefined) props.set(name, [node]);
        else list.push(node);
      }
    }
    const ownerBelow = node.attribs.itemscope !== undefined ? node : owner;
    for (let i = node.children.length - 1; i >= 0; i--) {
      nodes.push(node.children[i]!);
      owners.push(ownerBelow);
    }
  }
  return index;
}

interface Scopes {
  $: CheerioAPI;
  index: PropIndex;
}

function ownProps({ $, index }: Scopes, scope: Cheerio<Element>, name: string): Cheerio<Element> {
  const element = scope[0];
  return $(element === undefined ? [] : (index.get(element)?.get(name) ?? []));
}

function propValue(element: Cheerio<AnyNode> | undefined): string | null {
  if (!element || element.length === 0) return null;
  const el = element.first();
  const content = el.attr('content') ?? el.attr('datetime') ?? el.attr('value');
  if (content !== undefined) return content.trim();
  const tag = (el.prop('tagName') as string | undefined)?.toLowerCase();
  if (tag === 'a' || tag === 'link') return el.attr('href') ?? null;
  if (tag === 'img' || tag === 'meta') return el.attr('src') ?? null;
  return el.text();
}

function prop(scopes: Scopes, scope: Cheerio<Element>, name: string): string | null {
  return propValue(ownProps(scopes, scope, name));
}

export function extractMicrodata(page: PageInput): LayerResult {
  const { $ } = page;
  const product = $('[itemscope][itemtype*="schema.org/Product" i]').first();
  if (product.length === 0) return { product: {}, reviews: [] };
  const scopes: Scopes = { $, index: indexProps($.root()[0]!) };
  const aggregate = ownProps(scopes, product, 'aggregateRating').first();
  const best = aggregate.length ? toNumber(prop(scopes, aggregate, 'bestRating')) : null;
  const reviews: ReviewDraft[] = [];
  ownProps(scopes, product, 'review').each((_, element) => {
    const scope = $(element);
    const ratingScope = ownProps(scopes, scope, 'reviewRating').first();
    const rating = ratingScope.length
      ? normaliseRating(
          toNumber(prop(scopes, ratingScope, 'ratingValue')),
          toNumber(prop(scopes, ratingScope, 'bestRating')),
        )
      : null;
    const authorScope = ownProps(scopes, scope, 'author').first();
    const author =
      authorScope.attr('itemscope') !== undefined
        ? prop(scopes, authorScope, 'name')
        : propValue(authorScope);
    const text = cleanReviewText(
      prop(scopes, scope, 'reviewBody') ?? prop(scopes, scope, 'description'),
    );
    const title = cleanInline(prop(scopes, scope, 'name'));
    if (!text && rating === null) return;
    reviews.push({
      id: scope.attr('id') ?? undefined,
      text,
      title: title ?? undefined,
      rating: rating ?? undefined,
      date: parseDateText(prop(scopes, scope, 'datePublished')) ?? undefined,
      reviewer: cleanInline(author) ?? undefined,
    });
  });
  return {
    product: {
      id: cleanInline(
        prop(scopes, product, 'sku') ??
          prop(scopes, product, 'productID') ??
          prop(scopes, product, 'mpn'),
      ),
      name: cleanInline(prop(scopes, product, 'name')),
      aggregate_rating: aggregate.length
        ? normaliseRating(toNumber(prop(scopes, aggregate, 'ratingValue')), best)
        : null,
      review_count: aggregate.length ? parseCount(prop(scopes, aggregate, 'reviewCount')) : null,
      rating_count: aggregate.length ? parseCount(prop(scopes, aggregate, 'ratingCount')) : null,
    },
    reviews,
  };
}
