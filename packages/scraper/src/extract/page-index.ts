// One pass over the whole document that marks, for every element, what the review-list reader needs: its short
// text, how much visible text it holds and how much of that is rating, date, author, title or price, the rating
// it states itself, and which of those parts its subtree contains. Elements are listed in document order and
// processed children-first (reverse document order), so every figure is built from the children's: linear in
// the size of the page and free of recursion.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { isUiLabel } from '@reviewsentry/review-values';
import {
  DATE_HINT,
  dateAttributeValues,
  namesProfile,
  namesText,
  namesTitle,
  looksLikeName,
  hasAuthorHint,
  hasByPrefix,
  hintsOf,
  holdsTimestamp,
  isChromeText,
  isDateText,
  isPriceText,
  isProductHint,
} from './field-hints';
import { isControlOrHidden, isInert } from './readable-text';
import { isMostlyRatingPhrase, ratingSignal } from './rating-signal';
import { isRadioStarLabel } from './star-controls';
import { wordRating, wordScaleOf, type WordScale } from './word-scale';
import { dateLineStyles, withoutStyles } from './type-styles';
import { parseDateText } from './values';

const SHORT_MAX = 160;
/** Characters of non-field text that make a child hold words of its own (html-reviews' bar for review text). */
const MIN_WORDS = 8;
const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

export interface IndexedElement {
  element: Element;
  /** Position in document order; the subtree spans [order, end]. */
  order: number;
  end: number;
  depth: number;
  parent: IndexedElement | null;
  children: IndexedElement[];
  hidden: boolean;
  /** All text of the subtree (hidden text included) when at most SHORT_MAX characters, else null. */
  short: string | null;
  /** Visible characters in the subtree. */
  textLength: number;
  /** Visible characters inside rating, date, author, title and price parts. */
  fieldLength: number;
  /** The rating this element states itself. */
  signal: number | null;
  /**
   * States a rating and holds words of its own beside it (OpenCart's cell of star icons and the review's text):
   * the words are not part of the rating.
   */
  ratedWithWords: boolean;
  /** Outermost rating-stating elements in the subtree. */
  ratings: number;
  isDate: boolean;
  isAuthor: boolean;
  isTitle: boolean;
  isPrice: boolean;
  /** A control or badge ("Report", "Helpful (3)", "Verified Purchase", a vote count). */
  isChrome: boolean;
  hasDate: boolean;
  hasAuthor: boolean;
  hasPrice: boolean;
}

export interface PageIndex {
  all: IndexedElement[];
  of: Map<Element, IndexedElement>;
  /** Every <script> element, in document order (not indexed themselves: their text is code or data). */
  scripts: Element[];
}

/** The text inside a script element. */
export function scriptText(element: Element): string {
  return element.children.map((child) => (child as { data?: string }).data ?? '').join('');
}

const cache = new WeakMap<object, PageIndex>();

export function indexPage($: CheerioAPI): PageIndex {
  const cached = cache.get($);
  if (cached) return cached;
  const all: IndexedElement[] = [];
  const of = new Map<Element, IndexedElement>();
  const scripts: Element[] = [];
  const stack: Array<{ node: AnyNode; parent: IndexedElement | null }> = [];
  const roots = $.root()[0]!.children;
  for (let i = roots.length - 1; i >= 0; i--) stack.push({ node: roots[i]!, parent: null });
  while (stack.length > 0) {
    const { node, parent } = stack.pop()!;
    if (node.type === 'script' && (node as Element).name === 'script') {
      scripts.push(node as Element);
      continue;
    }
    if (node.type !== 'tag' || isInert(node as Element)) continue;
    const element = node as Element;
    const info: IndexedElement = {
      element,
      order: all.length,
      end: all.length,
      depth: parent ? parent.depth + 1 : 0,
      parent,
      children: [],
      hidden: (parent?.hidden ?? false) || isControlOrHidden(element),
      short: null,
      textLength: 0,
      fieldLength: 0,
      signal: null,
      ratedWithWords: false,
      ratings: 0,
      isDate: false,
      isAuthor: false,
      isTitle: false,
      isPrice: false,
      isChrome: false,
      hasDate: false,
      hasAuthor: false,
      hasPrice: false,
    };
    all.push(info);
    of.set(element, info);
    parent?.children.push(info);
    if (element.name === 'svg') continue;
    const children = element.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push({ node: children[i]!, parent: info });
  }
  const elements = all.map((info) => info.element);
  const scale = wordScaleOf(elements);
  const styles = dateLineStyles(elements);
  for (let i = all.length - 1; i >= 0; i--) summarise(all[i]!, of, scale, styles);
  const index = { all, of, scripts };
  cache.set($, index);
  return index;
}

function summarise(
  info: IndexedElement,
  of: Map<Element, IndexedElement>,
  scale: WordScale,
  styles: ReadonlySet<string>,
): void {
  const element = info.element;
  let short: string[] | null = [];
  let shortLength = 0;
  let ratings = 0;
  // A child with words that are no field (a review's text).
  let childWithWords = false;
  for (const child of element.children) {
    if (child.type === 'text') {
      const data = (child as { data: string }).data;
      const text = data.replace(/[ \t\n\r\f\u00a0]+/g, ' ');
      if (!info.hidden && text.trim() && !isUiLabel(text)) info.textLength += text.trim().length;
      if (short !== null) {
        shortLength += text.length;
        if (shortLength > SHORT_MAX * 2) short = null;
        else short.push(text);
      }
      continue;
    }
    const sub = child.type === 'tag' ? of.get(child as Element) : undefined;
    if (!sub) continue;
    if ((child as Element).name === 'br' && short !== null) short.push(' ');
    info.textLength += sub.textLength;
    info.fieldLength += sub.fieldLength;
    childWithWords ||= sub.textLength - sub.fieldLength >= MIN_WORDS;
    ratings += sub.ratings;
    info.hasDate ||= sub.hasDate;
    info.hasAuthor ||= sub.hasAuthor;
    info.hasPrice ||= sub.hasPrice;
    if (short !== null && !isRadioStarLabel(child as Element, sub.short)) {
      if (sub.short === null) short = null;
      else {
        shortLength += sub.short.length + 1;
        if (shortLength > SHORT_MAX * 2) short = null;
        else short.push(' ', sub.short, ' ');
      }
    }
  }
  info.end = info.children.length ? info.children[info.children.length - 1]!.end : info.order;
  const text = short === null ? null : short.join('').replace(/\s+/g, ' ').trim();
  info.short = text !== null && text.length <= SHORT_MAX ? text : null;

  info.signal = ratingSignal(element, info.short) ?? wordRating(element, info.short, scale);
  info.ratedWithWords = info.signal !== null && childWithWords;
  info.ratings = info.signal !== null ? 1 : ratings;
  const hints = hintsOf(element);
  const shortText = info.short ?? '';
  // A date its script draws keeps it in an attribute: one named for a date, or a timestamp in an empty element.
  if (
    info.signal === null &&
    (DATE_HINT.test(hints)
      ? dateInAttributes(element)
      : info.textLength === 0 && holdsTimestamp(element))
  )
    info.isDate = true;
  // Stars beside words of their own: a review card, however short, never one label (a date, "Farbe: Weiß").
  const isCard = ratings > 0 && childWithWords;
  if (info.signal === null && shortText) {
    info.isDate ||=
      element.name === 'time' ||
      /^date(?:Published|Created|Modified)$/.test(element.attribs.itemprop ?? '') ||
      (isDateText(shortText) && (DATE_HINT.test(hints) || (shortText.length <= 60 && !isCard)));
    // A card holding stars and a writer's (or a date's) part of its own is the review, whatever its classes and
    // data attributes say (WordPress marks each comment `comment-author-<name>`, Judge.me each review
    // `data-product-title`): read as one field, a short review would hold no text.
    const holdsOwnParts = ratings > 0 && info.children.some((c) => c.hasAuthor || c.hasDate);
    info.isAuthor =
      !info.isDate &&
      !(ratings > 0 && info.children.some((c) => c.hasAuthor)) &&
      shortText.length <= 80 &&
      (hasAuthorHint(hints) ||
        hasByPrefix(shortText) ||
        isAttribution(element) ||
        (namesProfile(element) && looksLikeName(shortText)));
    info.isChrome = !info.isDate && !info.isAuthor && isChromeText(shortText, isCard);
    // A heading holding the stars whose words only label them ("Rating: ★★★★") titles nothing.
    info.isTitle =
      !info.isDate &&
      !info.isAuthor &&
      !info.isChrome &&
      !holdsOwnParts &&
      // What holds the text's part is no title either (`bv-content-summary` around `…-summary-body`).
      !info.children.some((c) => namesText(hintsOf(c.element))) &&
      !(ratings > 0 && isMostlyRatingPhrase(shortText)) &&
      ((namesTitle(withoutStyles(hints, element, styles)) && !isProductHint(hints)) ||
        HEADINGS.has(element.name));
    info.isPrice = isPriceText(shortText);
  }
  if (
    (info.signal !== null && !info.ratedWithWords) ||
    info.isDate ||
    info.isAuthor ||
    info.isTitle ||
    info.isPrice ||
    info.isChrome
  )
    info.fieldLength = info.textLength;
  info.hasDate ||= info.isDate;
  info.hasAuthor ||= info.isAuthor;
  info.hasPrice ||= info.isPrice;
}

/**
 * Inside a card that shows a price, a few levels up: another product's (a rated carousel, a product list). An
 * element holding `heading`, the page's own product heading, is the page, not a card.
 */
export function inProductCard(info: IndexedElement, heading?: IndexedElement): boolean {
  let at: IndexedElement | null = info;
  for (let depth = 0; at && depth < 4; depth++, at = at.parent) {
    if (heading && at.order <= heading.order && heading.end <= at.end) return false;
    if (at.hasPrice) return true;
  }
  return false;
}

/**
 * A `<cite>` outside running text attributes a quoted text to its writer (JTL-Shop's `<cite>Anna.</cite>,
 * 03.03.2024` under the review); inside a paragraph it names a work ("I loved <cite>Dune</cite>").
 */
function isAttribution(element: Element): boolean {
  if (element.name !== 'cite') return false;
  let at = element.parent;
  for (let depth = 0; at && depth < 3; depth++, at = at.parent)
    if (at.type === 'tag' && (at as Element).name === 'p') return false;
  return true;
}

/** A date element whose text is drawn by a script keeps the date in an attribute (`data-content="2024-03-02"`). */
function dateInAttributes(element: Element): boolean {
  return dateAttributeValues(element).some((value) => parseDateText(value) !== null);
}
