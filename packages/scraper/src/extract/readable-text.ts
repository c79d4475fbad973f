// The text a person reads in a piece of markup: scripts, styles, form controls, screen-reader-only spans and
// "read more / read less" controls left out, whitespace collapsed as a browser does, and line breaks where the
// markup breaks lines (<br>, paragraphs, list items, block elements). One iterative walk: linear in the size of
// the subtree and safe on any nesting depth.
import type { AnyNode, Element } from 'domhandler';
import { isUiLabel } from '@reviewsentry/review-values';
import { contentOf, copiesAmong } from './hidden-copies';

const SKIPPED_TAGS = new Set([
  'script',
  'style',
  'noscript',
  'svg',
  'button',
  'select',
  'option',
  'textarea',
  'input',
  'iframe',
  'object',
  'canvas',
  'head',
  'title',
  'meta',
  'link',
]);

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);

// Text only screen readers get (visually hidden utility classes): not what a sighted shopper reads.
const VISUALLY_HIDDEN =
  /(?:^|\s)(?:(?:sr-only|sr-text|a-offscreen|a-icon-alt|g-hdn|clipped|offscreen|assistive-text)(?:\s|$)|(?:u-)?visually-?hidden|screen-?reader)/i;

// Controls that expand or collapse a text.
const EXPANDER_CLASS =
  /(?:^|\s)(?:(?:read|show|see|view)[-_]?(?:more|less)(?:[-_](?:link|button|btn|toggle|label|trigger|cta))?|a-expander-prompt|a-expander-header|expand-collapse|truncate-toggle)(?:\s|$)/i;

/**
 * Markup a browser never shows: scripts, styles, `<noscript>` (shown only without scripts), and a `<template>`'s
 * content, except a declarative shadow root's (`<template shadowrootmode="open">`), which the browser renders in
 * its host element (a web component rendered on the server: Lit SSR).
 */
export function isInert(element: Element): boolean {
  if (element.name === 'template')
    return element.attribs.shadowrootmode === undefined && element.attribs.shadowroot === undefined;
  return element.name === 'script' || element.name === 'style' || element.name === 'noscript';
}

export function isControlOrHidden(element: Element): boolean {
  if (SKIPPED_TAGS.has(element.name) || isInert(element)) return true;
  const attribs = element.attribs;
  if (attribs.hidden !== undefined) return true;
  const cls = attribs.class;
  if (cls && (VISUALLY_HIDDEN.test(cls) || EXPANDER_CLASS.test(cls))) return true;
  if (attribs.role === 'button') return true;
  if (attribs['data-action']?.includes('expander')) return true;
  if (element.name === 'a' && attribs.href?.trimStart().toLowerCase().startsWith('javascript:'))
    return true;
  return false;
}

export interface ReadableTextOptions {
  /** Elements left out besides controls and hidden text (e.g. a rating widget inside the review body). */
  skip?: (element: Element) => boolean;
  /** Text nodes left out besides expander labels (a control's words standing beside its buttons). */
  dropText?: (text: string) => boolean;
}

type Piece = string | typeof BREAK | typeof PARAGRAPH | typeof LINE_BREAK;
const BREAK = 1;
const PARAGRAPH = 2;
/** A `<br>`: two in a row leave an empty line, as a paragraph break does. */
const LINE_BREAK = 3;

/** The readable text of the nodes, with "\n" for line breaks and "\n\n" between paragraphs. */
export function readableText(
  nodes: AnyNode | readonly AnyNode[],
  options: ReadableTextOptions = {},
): string {
  const roots = Array.isArray(nodes) ? (nodes as readonly AnyNode[]) : [nodes as AnyNode];
  // One of two copies of a text, the other its sibling (a copy shown cut short beside the whole text kept hidden,
  // a hidden translation beside the writer's words): the copy hidden-copies.ts picks is read.
  const only = roots.length === 1 ? roots[0]! : null;
  const parent = only?.type === 'tag' ? (only.parent as Element | null) : null;
  if (parent?.type === 'tag') {
    const copies = copiesAmong(parent, (shown) => readNodes(shown, options, false));
    if (copies?.skip.has(only!))
      return readNodes(
        copies.read ? contentOf(copies.read) : parent.children.filter((c) => !copies.skip.has(c)),
        options,
      );
  }
  return readNodes(roots, options);
}

/** `findCopies`: false while comparing two copies, whose insides are never copies to choose between. */
function readNodes(
  roots: readonly AnyNode[],
  options: ReadableTextOptions,
  findCopies = true,
): string {
  const pieces: Piece[] = [];
  const stack: Array<AnyNode | Piece> = [];
  for (let i = roots.length - 1; i >= 0; i--) stack.push(roots[i]!);
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (typeof item === 'string' || typeof item === 'number') {
      pieces.push(item);
      continue;
    }
    if (item.type === 'text') {
      const data = (item as { data: string }).data;
      if (!isUiLabel(data) && !options.dropText?.(data)) pieces.push(data);
      continue;
    }
    if (item.type !== 'tag' && item.type !== 'script' && item.type !== 'style') continue;
    const element = item as Element;
    if (element.name === 'br') {
      pieces.push(LINE_BREAK);
      continue;
    }
    if (isControlOrHidden(element) || options.skip?.(element)) continue;
    const boundary = element.name === 'p' ? PARAGRAPH : BLOCK_TAGS.has(element.name) ? BREAK : null;
    if (boundary !== null) {
      pieces.push(boundary);
      stack.push(boundary);
    }
    // A copy of the text kept hidden beside the shown one: the whole text once, in the writer's language.
    const copies = findCopies
      ? copiesAmong(element, (nodes) => readNodes(nodes, options, false))
      : null;
    const children = copies
      ? element.children.flatMap((c) =>
          c === copies.read ? contentOf(c) : copies.skip.has(c) ? [] : [c],
        )
      : element.children;
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]!);
  }
  return joinPieces(pieces);
}

function joinPieces(pieces: readonly Piece[]): string {
  const parts: string[] = [];
  let pendingBreak = 0;
  // <br>s since the last words: a block's edge after a single one ("a<br></div>") adds no line of its own.
  let lineBreaks = 0;
  let pendingSpace = false;
  for (const piece of pieces) {
    if (piece === LINE_BREAK) {
      if (parts.length > 0) pendingBreak = Math.max(pendingBreak, Math.min(++lineBreaks, 2));
      continue;
    }
    if (piece === BREAK || piece === PARAGRAPH) {
      if (parts.length > 0) pendingBreak = Math.max(pendingBreak, piece === PARAGRAPH ? 2 : 1);
      continue;
    }
    // Whitespace collapsed as a browser does; no-break spaces count as spaces.
    const text = piece.replace(/[ \t\n\r\f\u00a0]+/g, ' ');
    const body = text.trim();
    if (!body) {
      if (text.length > 0 && parts.length > 0) pendingSpace = true;
      continue;
    }
    if (parts.length > 0) {
      if (pendingBreak > 0) parts.push(pendingBreak === 2 ? '\n\n' : '\n');
      else if (pendingSpace || text.startsWith(' ')) parts.push(' ');
    }
    parts.push(body);
    pendingBreak = 0;
    lineBreaks = 0;
    pendingSpace = text.endsWith(' ');
  }
  return parts.join('');
}

/**
 * A name shown cut short ("rosemarysandieg...") is given in full by the title attribute of the element that shows
 * it: the element itself or, for a line holding more than the name ("by rosemarysandieg... Aug 24, 2016"), one
 * inside it.
 */
export function untruncated(element: Element, text: string): string {
  if (!/(?:\.\.\.|…)$/.test(text)) return text;
  const shown = text.replace(/(?:\.\.\.|…)$/, '').trim();
  const stack: Element[] = [element];
  while (stack.length > 0) {
    const at = stack.pop()!;
    const title = at.attribs.title?.trim();
    if (title && shown && title.startsWith(shown)) return title;
    for (const child of at.children) if (child.type === 'tag') stack.push(child as Element);
  }
  return text;
}
