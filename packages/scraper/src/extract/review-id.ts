// A review's own id, as the shop writes it on the review block or in its permalink.
import type { Element } from 'domhandler';
import type { IndexedElement } from './page-index';

/** A shop's own review id on the block (never a positional id such as "review-3"). */
export function reviewIdOf(element: Element): string | undefined {
  const a = element.attribs;
  for (const value of [a['data-review-id'], a['data-reviewid'], a['data-id'], a.id]) {
    const id = value ? ownIdIn(value) : undefined;
    if (id) return id;
  }
  return undefined;
}

/**
 * The id a value names once its "review-" prefix is off, when it is the shop's own and not the element's place on
 * the page ("review-3", OXID's "reviewName_1", which start again on every page).
 */
function ownIdIn(value: string): string | undefined {
  const id = value.replace(/^(?:review|customer_review|comment)[-_]/i, '');
  return /^[\w-]{6,64}$/.test(id) && (id.match(/\d/g) ?? []).length >= 4 ? id : undefined;
}

const PERMALINK =
  /[?&](?:reviewId|review_id|reviewID|commentId)=([\w-]{6,64})|\/(?:gp\/)?customer-reviews\/(R[A-Z0-9]{6,20})/;

/** The review id in the block's permalink (`…?reviewId=<id>`, `/gp/customer-reviews/<id>`). */
export function permalinkIdOf(elements: IndexedElement[]): string | undefined {
  for (const info of elements) {
    if (info.element.name !== 'a') continue;
    const m = PERMALINK.exec(info.element.attribs.href ?? '');
    if (m) return m[1] ?? m[2];
  }
  return undefined;
}

/** The element's id as the shop writes it, when it is the shop's own review id and not a place on the page. */
export function ownElementId(element: Element): string | undefined {
  const id = element.attribs.id;
  return id && ownIdIn(id) ? id : undefined;
}

/**
 * A JSON-LD review's `@id` when it is the shop's own: a node's address, or its fragment or bare name when that is
 * not the review's place on the page ("#review-1", "#review_2" start again on every page). A path without a
 * fragment addresses the review itself.
 */
export function ownLinkedDataId(value: string | null): string | undefined {
  if (!value) return undefined;
  const hash = value.indexOf('#');
  if (hash >= 0) return ownIdIn(value.slice(hash + 1)) ? value : undefined;
  return value.includes('/') || ownIdIn(value) ? value : undefined;
}
