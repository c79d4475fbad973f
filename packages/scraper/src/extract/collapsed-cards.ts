// Review cards a list keeps collapsed until the shopper asks for them ("Show more reviews"): the rest of the list
// under the `hidden` attribute, on each card or on an element holding them. The readers leave `hidden` content out,
// as the browser does before the click, but a shopper's page holds those reviews. The attribute also marks what
// a shopper never reads as a review: a prototype card a script clones (empty parts, placeholders such as
// "{{author}}", an id or class naming a template) and the unrevealed rest of a text shown cut short. So a hidden
// element is shown (its attribute dropped once, after parsing) only as a card built like one the page shows: the
// same tag and classes, nearly the same parts inside, words in the parts the shown card fills. A bare paragraph
// (a text's rest) has no parts and stays hidden.
import type { CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import { countWords } from '@reviewsentry/review-values';
import { shapeKey } from './element-shape';
import { isInert, readableText } from './readable-text';
import { TEMPLATE_PLACEHOLDER } from './template-placeholders';

const PATTERN_NAME =
  /template|prototype|skeleton|placeholder|dummy|blueprint|(?:^|[-_\s])tpl(?:$|[-_\s])/i;
/** Parts (descendants by tag and class) a card has at least: a writer, a rating, a text. */
const MIN_PARTS = 2;
/** Of the parts of the two cards together, the share both have. */
const MIN_SHARED_PARTS = 0.8;
const MIN_WORDS = 3;
/** Shown cards compared with each hidden one: a list's cards come from one template. */
const MAX_TWINS = 8;

const tagsOf = (element: Element) =>
  element.children.filter((child): child is Element => child.type === 'tag');

/** Drops the `hidden` attribute of the collapsed cards the page shows others like. */
export function revealCollapsedCards($: CheerioAPI, html: string): void {
  if (!/\shidden(?=[\s=>/])/i.test(html)) return;
  const { collapsed, shown } = collapsedAndShown($);
  for (const outer of collapsed) {
    const twinsOf = (element: Element) => shown.get(shapeKey(element))?.slice(0, MAX_TWINS);
    const ownTwins = twinsOf(outer);
    if (ownTwins) {
      if (isCardLike(outer, ownTwins)) delete outer.attribs.hidden;
      continue;
    }
    // An element holding the collapsed cards: shown with them, whatever else it holds (a prototype) kept hidden.
    if (PATTERN_NAME.test(`${outer.attribs.id ?? ''} ${outer.attribs.class ?? ''}`)) continue;
    const children = tagsOf(outer);
    const cards = children.filter((child) => {
      const twins = twinsOf(child);
      return twins !== undefined && isCardLike(child, twins);
    });
    if (cards.length === 0) continue;
    delete outer.attribs.hidden;
    for (const child of children) if (!cards.includes(child)) child.attribs.hidden = '';
  }
}

/**
 * The outermost elements with the `hidden` attribute, and the shown elements by their shape (inert markup, a
 * template or script, is neither).
 */
function collapsedAndShown($: CheerioAPI) {
  const collapsed: Element[] = [];
  const shown = new Map<string, Element[]>();
  const stack = [...tagsOf($.root()[0] as unknown as Element)].reverse();
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (isInert(element)) continue;
    if (element.attribs.hidden !== undefined) {
      collapsed.push(element);
      continue;
    }
    const key = shapeKey(element);
    // A bare tag ("div|") tells no template apart.
    if (!key.endsWith('|')) {
      const alike = shown.get(key);
      if (alike) alike.push(element);
      else shown.set(key, [element]);
    }
    const children = tagsOf(element);
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return { collapsed, shown };
}

/** A hidden element built like a shown card, with words where the shown card has them and no placeholders. */
function isCardLike(hidden: Element, twins: readonly Element[]): boolean {
  if (PATTERN_NAME.test(`${hidden.attribs.id ?? ''} ${hidden.attribs.class ?? ''}`)) return false;
  const own = partsOf(hidden);
  if (own.all.size < MIN_PARTS) return false;
  const text = readableText(hidden.children);
  if (countWords(text) < MIN_WORDS || TEMPLATE_PLACEHOLDER.test(text)) return false;
  return twins.some((twin) => {
    const other = partsOf(twin);
    const shared = [...own.all].filter((part) => other.all.has(part)).length;
    const union = own.all.size + other.all.size - shared;
    const unfilled = [...other.worded].filter((part) => !own.worded.has(part)).length;
    return shared / union >= MIN_SHARED_PARTS && unfilled <= 1;
  });
}

/** The shapes of an element's descendants, and those holding words of their own (hidden ones left out). */
function partsOf(root: Element) {
  const all = new Set<string>();
  const worded = new Set<string>();
  const stack = tagsOf(root);
  while (stack.length > 0) {
    const element = stack.pop()!;
    if (isInert(element) || element.attribs.hidden !== undefined) continue;
    const key = shapeKey(element);
    all.add(key);
    if (
      element.children.some(
        (child) => child.type === 'text' && /\S/.test((child as { data: string }).data),
      )
    )
      worded.add(key);
    stack.push(...tagsOf(element));
  }
  return { all, worded };
}
