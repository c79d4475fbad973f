// Review markup a browser shows by another route than the page's own tree: a widget's `<noscript>` fallback (shown
// when scripts do not run; when they do, the script draws the same reviews), an inert `<template>` or a
// `<script type="text/template">` block of markup the widget's script stamps into the page, and an `<iframe
// srcdoc>` document, shown in its frame. The page's readers leave such markup out (it is not in the visible tree,
// and a template may be a pattern); the page is opened only when its visible markup holds no review, and a block
// with placeholders in place of words ("{{ author }}", "<%= body %>") is a pattern, never a review.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { PageTooComplexError } from '../errors';
import { loadHtml, loadHtmlFragment, MAX_NESTING_DEPTH } from './load-html';
import { readableText } from './readable-text';
import { TEMPLATE_PLACEHOLDER } from './template-placeholders';

/** Script types that hold markup, not code: `text/template`, `text/x-template` (Vue), `text/x-handlebars-template`. */
const MARKUP_SCRIPT = /^\s*text\/(?:html|(?:x-)?template|[\w.-]*-(?:template|tmpl))\s*$/i;
const MIN_REVIEW_CHARS = 20;
const INERT_SELECTOR =
  'noscript, template:not([shadowrootmode]):not([shadowroot]), script[type], iframe[srcdoc]';

const depthOf = (element: Element) => {
  let depth = 0;
  for (let at = element.parent; at && at.type !== 'root'; at = at.parent) depth++;
  return depth;
};

/**
 * The page (`html`, parsed as `page`) parsed again with its inert blocks of markup opened in place (each a `<div>`
 * holding the markup), or null when it holds none to open.
 */
export function openedInertMarkup(page: CheerioAPI, html: string): CheerioAPI | null {
  if (
    !page(INERT_SELECTOR)
      .toArray()
      .some((element) => inertNodes(page, element) !== null)
  )
    return null;
  const $ = loadHtml(html);
  let opened = 0;
  for (const element of $(INERT_SELECTOR).toArray()) {
    const nodes = inertNodes($, element);
    if (!nodes) continue;
    const holder = $('<div></div>');
    holder.attr('data-opened-from', element.name);
    holder.append(nodes);
    $(element).replaceWith(holder);
    opened++;
  }
  return opened > 0 ? $ : null;
}

/** The nodes an inert element would show, or null when it is no markup or a pattern with placeholders. */
function inertNodes($: CheerioAPI, element: Element): AnyNode[] | null {
  if (element.name === 'noscript' || element.name === 'template') {
    const nodes = [...element.children];
    return worded(nodes) && !TEMPLATE_PLACEHOLDER.test($.html(nodes)) ? nodes : null;
  }
  const source =
    element.name === 'iframe'
      ? element.attribs.srcdoc
      : MARKUP_SCRIPT.test(element.attribs.type ?? '')
        ? element.children.map((child) => (child as { data?: string }).data ?? '').join('')
        : undefined;
  if (!source?.trim() || TEMPLATE_PLACEHOLDER.test(source)) return null;
  const room = MAX_NESTING_DEPTH - depthOf(element) - 1;
  if (room < 1) return null;
  let fragment: CheerioAPI;
  try {
    fragment = loadHtmlFragment(source, room);
  } catch (error) {
    // Nested too deep to place in the page: left shut, as a page that deep is refused.
    if (error instanceof PageTooComplexError) return null;
    throw error;
  }
  // A whole document (an iframe's) shows its body.
  const body = fragment('body').first();
  const nodes = body.length > 0 ? body.contents().toArray() : fragment.root().contents().toArray();
  return worded(nodes) ? nodes : null;
}

/**
 * Markup with words enough for a review (a writer, a date and a few words): a tag manager's `<iframe>` or a tracking
 * pixel in `<noscript>` is not worth reading the page again for.
 */
const worded = (nodes: AnyNode[]) => readableText(nodes).length >= MIN_REVIEW_CHARS;
