// Reviews in microformats, the class-name markups older review plugins and IndieWeb themes still write: hReview
// 0.3 (`hreview`: summary, item > fn, reviewer vcard > fn, dtreviewed, rating with optional value/best,
// description) with `hreview-aggregate` (rating > average/best, count, votes), and microformats2 (`h-review`:
// p-name, p-item, p-author, dt-published, p-rating, p-best, e-content) with `h-review-aggregate`. A property
// belongs to the nearest microformat around it: the product's name inside `item` / `p-item h-product` and the
// writer's inside `vcard` / `h-card` are theirs, not the review's. Values follow the parsing rules: the
// value-class pattern first, then `<abbr title>`, `<data value>`, `<time datetime>` (dates), `<img alt>`, then the
// text. A rating is on a 1–5 scale unless `best` says otherwise (both specifications' default).
import type { Element } from 'domhandler';
import { indexPage, type IndexedElement } from './page-index';
import { pageDateOrder } from './page-locale';
import { readableText } from './readable-text';
import { ownElementId } from './review-id';
import type { LayerResult, PageInput, ReviewDraft } from './types';
import {
  cleanInline,
  cleanReviewText,
  reviewRating,
  parseCount,
  parseDateText,
  toNumber,
} from './values';

/** The microformats 1 roots hReview nests; `item` holds the reviewed thing's own fn and url. */
const MF1_ROOTS = new Set(['hreview', 'hreview-aggregate', 'vcard', 'item', 'hproduct']);
const MF2_PROPERTY = /^(?:p|u|dt|e)-([a-z0-9-]+)$/;

type Props = Map<string, IndexedElement[]>;

const classesOf = (element: Element) => (element.attribs.class ?? '').split(/\s+/).filter(Boolean);
const isMf2Root = (element: Element) => classesOf(element).some((c) => /^h-[a-z0-9-]+$/.test(c));
const isMf1Root = (element: Element) => classesOf(element).some((c) => MF1_ROOTS.has(c));

/** The properties of one microformat: its descendants' property classes, not descending into nested roots. */
function propertiesOf(root: IndexedElement, mf2: boolean): Props {
  const props: Props = new Map();
  const stack = [...root.children].reverse();
  while (stack.length > 0) {
    const info = stack.pop()!;
    for (const cls of classesOf(info.element)) {
      const name = mf2 ? MF2_PROPERTY.exec(cls)?.[1] : cls;
      if (!name) continue;
      const list = props.get(name);
      if (list) list.push(info);
      else props.set(name, [info]);
    }
    const nested = mf2 ? isMf2Root(info.element) : isMf1Root(info.element);
    if (!nested) for (let i = info.children.length - 1; i >= 0; i--) stack.push(info.children[i]!);
  }
  return props;
}

/** The parts marked `value` inside an element (the value-class pattern), outside nested microformats. */
function valueClassParts(info: IndexedElement): IndexedElement[] {
  const parts: IndexedElement[] = [];
  const stack = [...info.children];
  while (stack.length > 0) {
    const at = stack.pop()!;
    if (classesOf(at.element).includes('value')) parts.push(at);
    else if (!isMf2Root(at.element) && !isMf1Root(at.element)) stack.push(...at.children);
  }
  return parts.sort((a, b) => a.order - b.order);
}

/** A property's text value by the parsing rules (dates also read `datetime`). */
function valueOf(info: IndexedElement | undefined, date = false): string | null {
  if (!info) return null;
  const parts = valueClassParts(info);
  if (parts.length > 0) return parts.map((part) => valueOf(part, date) ?? '').join(date ? ' ' : '');
  const { name, attribs } = info.element;
  const attribute =
    (date && ['time', 'ins', 'del'].includes(name) ? attribs.datetime : undefined) ??
    (name === 'abbr' ? attribs.title : undefined) ??
    (name === 'data' || name === 'input' ? attribs.value : undefined) ??
    (name === 'img' || name === 'area' ? attribs.alt : undefined);
  return attribute?.trim() || readableText(info.element) || null;
}

const first = (props: Props, ...names: string[]) =>
  names.map((name) => props.get(name)?.[0]).find((info) => info !== undefined);

/** The name of a nested person or thing: its own fn / p-name, or its text when it is no microformat. */
function nameOf(info: IndexedElement | undefined, mf2: boolean): string | null {
  if (!info) return null;
  const nested = mf2 ? isMf2Root(info.element) : isMf1Root(info.element);
  if (!nested) return cleanInline(valueOf(info));
  const own = propertiesOf(info, mf2);
  return cleanInline(valueOf(first(own, mf2 ? 'name' : 'fn') ?? info));
}

/** A rating and its scale: the rating property (hReview: its value, or an aggregate's average) and best. */
function ratingOf(props: Props, mf2: boolean): Pick<ReviewDraft, 'rating' | 'rating_refused'> {
  const info = first(props, 'rating');
  if (!info) return {};
  const inner = propertiesOf(info, mf2);
  const best = first(props, 'best') ?? first(inner, 'best');
  const value = mf2 ? info : (first(inner, 'average') ?? info);
  return reviewRating(toNumber(valueOf(value)), toNumber(valueOf(best)));
}

function readReview(
  root: IndexedElement,
  mf2: boolean,
  order: ReturnType<typeof pageDateOrder>,
): ReviewDraft | null {
  const props = propertiesOf(root, mf2);
  const body = first(props, ...(mf2 ? ['content', 'description', 'summary'] : ['description']));
  const text = cleanReviewText(body ? readableText(body.element) : null);
  const stars = ratingOf(props, mf2);
  if (!text && stars.rating === undefined) return null;
  const title = cleanInline(valueOf(first(props, mf2 ? 'name' : 'summary')));
  const reviewer = nameOf(first(props, mf2 ? 'author' : 'reviewer'), mf2);
  const date = parseDateText(valueOf(first(props, mf2 ? 'published' : 'dtreviewed'), true), order);
  return {
    // Never the review's place on the page: a later page's reviews numbered alike would read as repeats.
    id: ownElementId(root.element),
    text,
    title: title ?? undefined,
    ...stars,
    date: date ?? undefined,
    reviewer: reviewer ?? undefined,
  };
}

export function extractMicroformats(page: PageInput): LayerResult {
  const order = pageDateOrder(page);
  const reviews: ReviewDraft[] = [];
  let aggregate: { props: Props; mf2: boolean } | null = null;
  let itemName: string | null = null;
  for (const info of indexPage(page.$).all) {
    const classes = classesOf(info.element);
    const mf2 = classes.includes('h-review') || classes.includes('h-review-aggregate');
    if (classes.includes('hreview') || classes.includes('h-review')) {
      const review = readReview(info, mf2, order);
      if (review) reviews.push(review);
      itemName ??= nameOf(first(propertiesOf(info, mf2), 'item'), mf2);
    } else if (
      !aggregate &&
      (classes.includes('hreview-aggregate') || classes.includes('h-review-aggregate'))
    )
      aggregate = { props: propertiesOf(info, mf2), mf2 };
  }
  if (!aggregate) return { product: { name: itemName }, reviews };
  const { props, mf2 } = aggregate;
  return {
    product: {
      name: nameOf(first(props, 'item'), mf2) ?? itemName,
      aggregate_rating: ratingOf(props, mf2).rating ?? null,
      review_count: parseCount(valueOf(first(props, 'count'))),
      rating_count: parseCount(valueOf(first(props, 'votes'))),
    },
    reviews,
  };
}
