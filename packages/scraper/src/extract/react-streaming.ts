// React's streaming server rendering (Next.js App Router, Remix and React Router with Suspense) sends a Suspense
// boundary's content after the page's shell, in `<div hidden id="S:0">`, with an inline script `$RC("B:0","S:0")`
// that puts it in place of the boundary's fallback, between `<!--$?--><template id="B:0">` and `<!--/$-->`;
// `$RS("S:2","P:2")` puts a segment in place of `<template id="P:2">`. The browser runs them as the page arrives, so
// the shopper sees the content where the fallback ("Loading reviews…") stood. The readers leave `hidden` content
// out, so the moves are made once after parsing, in the order the scripts make them, as React's runtime does.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

const CALL = /\$R([CS])\("([^"\\]{1,40})","([^"\\]{1,40})"\)/g;

/** Moves React's streamed segments into the boundaries and placeholders the page's scripts name. */
export function settleReactStreaming($: CheerioAPI, html: string): void {
  if (!html.includes('$RC(') && !html.includes('$RS(')) return;
  const calls: Array<[kind: string, first: string, second: string]> = [];
  for (const script of $('script').toArray()) {
    const code = script.children.map((child) => (child as { data?: string }).data ?? '').join('');
    for (const m of code.matchAll(CALL)) calls.push([m[1]!, m[2]!, m[3]!]);
  }
  if (calls.length === 0) return;
  const byId = new Map<string, Element>();
  for (const element of $('[id]').toArray()) {
    const id = element.attribs.id!;
    if (!byId.has(id)) byId.set(id, element);
  }
  for (const [kind, first, second] of calls) {
    if (kind === 'C') completeBoundary($, byId.get(first), byId.get(second));
    else replacePlaceholder($, byId.get(second), byId.get(first));
  }
}

const commentData = (node: AnyNode) =>
  node.type === 'comment' ? (node as { data: string }).data : null;

/** `$RC`: the fallback after the boundary's template, up to its closing `<!--/$-->`, gives way to the segment. */
function completeBoundary($: CheerioAPI, boundary?: Element, segment?: Element): void {
  if (!boundary?.parent || !segment || boundary.name !== 'template') return;
  // The fallback: the template and what follows it up to the boundary's `<!--/$-->`, nested boundaries counted.
  const fallback: AnyNode[] = [boundary];
  let depth = 0;
  for (let at = boundary.next; at; at = at.next) {
    const data = commentData(at);
    if (data === '/$' && depth-- === 0) break;
    if (data === '$' || data === '$?' || data === '$!') depth++;
    fallback.push(at);
  }
  // Before the template (an element: cheerio inserts beside elements only), then the fallback goes.
  $(boundary).before([...segment.children]);
  for (const node of fallback) $(node).remove();
  $(segment).remove();
}

/** `$RS`: the placeholder template gives way to the segment. */
function replacePlaceholder($: CheerioAPI, placeholder?: Element, segment?: Element): void {
  if (!placeholder?.parent || !segment || placeholder.name !== 'template') return;
  $(placeholder).replaceWith([...segment.children]);
  $(segment).remove();
}
