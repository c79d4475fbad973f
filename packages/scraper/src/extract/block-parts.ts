// The parts of one review block, found in a single walk: its rating elements, date, marked writers, titles and
// text parts, and what its labels say of the purchase. The readers of each field choose among them.
import type { Element } from 'domhandler';
import { BODY_HINT, SUB_RATING_HINT, hintsOf } from './field-hints';
import type { IndexedElement } from './page-index';
import { dateInScripts } from './block-date';
import { verifiedAnswer } from '@reviewsentry/review-values';

/** An element that is one of a review's fields (or a control), never its text. */
export const isField = (info: IndexedElement) =>
  (info.signal !== null && !info.ratedWithWords) ||
  info.isDate ||
  info.isAuthor ||
  info.isTitle ||
  info.isPrice ||
  info.isChrome;

export const contains = (outer: IndexedElement, inner: IndexedElement) =>
  outer.order <= inner.order && inner.end <= outer.end;

/** True when an element between `info` and `block` is marked by `hint`. */
export function inside(info: IndexedElement, block: IndexedElement, hint: RegExp): boolean {
  for (let at = info.parent; at && at !== block; at = at.parent)
    if (hint.test(hintsOf(at.element))) return true;
  return false;
}

export interface BlockParts {
  /** Every element of the block in document order (signal elements not entered). */
  elements: IndexedElement[];
  signals: IndexedElement[];
  date: IndexedElement | null;
  authors: IndexedElement[];
  titles: IndexedElement[];
  bodies: IndexedElement[];
  /** null until a label speaks of the purchase; false once one answers no. */
  verified: boolean | null;
  /** A date the page's code draws from a JSON script inside the block (`{"publishedDate": "…"}`). */
  scriptDate: string | null;
}

export function partsOf(block: IndexedElement): BlockParts {
  const parts: BlockParts = {
    elements: [],
    signals: [],
    date: null,
    authors: [],
    titles: [],
    bodies: [],
    verified: null,
    scriptDate: null,
  };
  const ownBlocks = bemBlocks(block.element);
  // Inside a rating element (a header that states the stars) dates and names are still read; ratings are not.
  const stack: Array<[IndexedElement, boolean]> = [[block, false]];
  while (stack.length > 0) {
    const [info, inRating] = stack.pop()!;
    parts.elements.push(info);
    const isRating = info.signal !== null && info !== block;
    if (isRating && !inRating) parts.signals.push(info);
    if (info.isDate && !parts.date && !info.children.some((c) => c.isDate)) parts.date = info;
    // The block itself is never its writer's name, whatever its classes say (WordPress marks each comment
    // `comment-author-<name>`, and a short review is short enough to read as a label).
    if (info.isAuthor && info !== block && !info.children.some((c) => c.isAuthor))
      parts.authors.push(info);
    if (!inRating && !isRating) {
      if (info.isTitle && info !== block && !inside(info, block, SUB_RATING_HINT))
        parts.titles.push(info);
      if (
        info !== block &&
        (BODY_HINT.test(hintsOf(info.element)) || isOwnTextElement(info.element, ownBlocks)) &&
        !isField(info)
      )
        parts.bodies.push(info);
    }
    const answer = verifiedSaid(info);
    // A row answered no ("Verified purchase: No") outweighs its own label, which holds the phrase alone.
    if (answer !== null) parts.verified = parts.verified === false ? false : answer;
    parts.scriptDate ??= dateInScripts(info.element);
    for (let i = info.children.length - 1; i >= 0; i--)
      stack.push([info.children[i]!, inRating || isRating]);
  }
  if (block.signal !== null && parts.signals.length === 0) parts.signals.push(block);
  return parts;
}

/** The BEM block names a review block's classes carry: "user-post" of `user-post user-post__card`. */
function bemBlocks(element: Element): Set<string> {
  const names = new Set<string>();
  for (const token of (element.attribs.class ?? '').split(/\s+/)) {
    const name = token.split('__')[0]!;
    if (/^[a-z][\w-]*$/i.test(name)) names.add(name);
  }
  return names;
}

/**
 * The review block's own BEM element for its text (`user-post__text` in `user-post`, Ceneo's opinions): however
 * the block is named, its `__text` element is where it keeps the words. Not `__body` or `__content`: those
 * usually hold the writer, the stars and the votes as well (Ceneo's `user-post__body` holds the whole card).
 */
function isOwnTextElement(element: Element, blocks: ReadonlySet<string>): boolean {
  for (const token of (element.attribs.class ?? '').split(/\s+/)) {
    const m = /^(.+)__text$/.exec(token);
    if (m && blocks.has(m[1]!)) return true;
  }
  return false;
}

/**
 * What an element says about the purchase (verifiedAnswer): its words, or, when it has none (SuiteCommerce's tick
 * icon), its tooltip or accessible name.
 */
export function verifiedSaid(info: IndexedElement): boolean | null {
  const a = info.element.attribs;
  const label = info.short || (info.textLength === 0 ? (a.title ?? a['aria-label'] ?? '') : '');
  return label ? verifiedAnswer(label) : null;
}
