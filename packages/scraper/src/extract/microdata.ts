// schema.org microdata (itemscope / itemtype / itemprop): a Product scope with its aggregateRating and review
// scopes. A property belongs to the nearest enclosing itemscope, so nested scopes are not read as the parent's.
import type { Cheerio, CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import type { LayerResult, PageInput, ReviewDraft } from './types';
import {
  cleanInline,
  cleanReviewText,
  normaliseRating,
  parseCount,
  parseDateText,
  toNumber,
} from './values';

function ownProps($: CheerioAPI, scope: Cheerio<Element>, name: string): Cheerio<Element> {
  return scope.find(`[itemprop~="${name}"]`).filter((_, element) => {
    const owner = $(element).parent().closest('[itemscope]');
    return owner.length > 0 && owner[0] === scope[0];
  });
}

function propValue($: CheerioAPI, element: Cheerio<AnyNode> | undefined): string | null {
  if (!element || element.length === 0) return null;
  const el = element.first();
  const content = el.attr('content') ?? el.attr('datetime') ?? el.attr('value');
  if (content !== undefined) return content.trim();
  const tag = (el.prop('tagName') as string | undefined)?.toLowerCase();
  if (tag === 'a' || tag === 'link') return el.attr('href') ?? null;
  if (tag === 'img' || tag === 'meta') return el.attr('src') ?? null;
  return el.text();
}

function prop($: CheerioAPI, scope: Cheerio<Element>, name: string): string | null {
  return propValue($, ownProps($, scope, name));
}

export function extractMicrodata(page: PageInput): LayerResult {
  const { $ } = page;
  const product = $('[itemscope][itemtype*="schema.org/Product" i]').first();
  if (product.length === 0) return { product: {}, reviews: [] };
  const aggregate = ownProps($, product, 'aggregateRating').first();
  const best = aggregate.length ? toNumber(prop($, aggregate, 'bestRating')) : null;
  const reviews: ReviewDraft[] = [];
  ownProps($, product, 'review').each((_, element) => {
    const scope = $(element);
    const ratingScope = ownProps($, scope, 'reviewRating').first();
    const rating = ratingScope.length
      ? normaliseRating(
          toNumber(prop($, ratingScope, 'ratingValue')),
          toNumber(prop($, ratingScope, 'bestRating')),
        )
      : null;
    const authorScope = ownProps($, scope, 'author').first();
    const author = authorScope.is('[itemscope]')
      ? prop($, authorScope, 'name')
      : propValue($, authorScope);
    const text = cleanReviewText(prop($, scope, 'reviewBody') ?? prop($, scope, 'description'));
    const title = cleanInline(prop($, scope, 'name'));
    if (!text && rating === null) return;
    reviews.push({
      id: scope.attr('id') ?? undefined,
      text,
      title: title ?? undefined,
      rating: rating ?? undefined,
      date: parseDateText(prop($, scope, 'datePublished')) ?? undefined,
      reviewer: cleanInline(author) ?? undefined,
    });
  });
  return {
    product: {
      id: cleanInline(
        prop($, product, 'sku') ?? prop($, product, 'productID') ?? prop($, product, 'mpn'),
      ),
      name: cleanInline(prop($, product, 'name')),
      aggregate_rating: aggregate.length
        ? normaliseRating(toNumber(prop($, aggregate, 'ratingValue')), best)
        : null,
      review_count: aggregate.length ? parseCount(prop($, aggregate, 'reviewCount')) : null,
      rating_count: aggregate.length ? parseCount(prop($, aggregate, 'ratingCount')) : null,
    },
    reviews,
  };
}
