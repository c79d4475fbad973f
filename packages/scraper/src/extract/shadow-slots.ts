// A web component rendered on the server with a declarative shadow root (`<template shadowrootmode="open">`) shows
// its own children where its shadow tree's `<slot>`s stand: a child marked `slot="author"` in `<slot
// name="author">`, the unmarked ones in the slot without a name, the slot's own words only when nothing is given
// (HTML's slot assignment). The readers read the tree as the browser shows it, so the children are moved into their
// slots once, after parsing. Every host's children move at most once: linear in the size of the page.
import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';

const SHADOW_ROOT = 'template[shadowrootmode], template[shadowroot]';
/** How deep inside its shadow root a slot is looked for: deeper markup is the component's own, not a layout. */
const MAX_SLOT_DEPTH = 32;

/** Moves each shadow host's children into the slots of its declarative shadow root. */
export function assignShadowSlots($: CheerioAPI, html: string): void {
  if (!html.includes('shadowroot')) return;
  for (const root of $(SHADOW_ROOT).toArray()) {
    const host = root.parent;
    if (!host || host.type !== 'tag') continue;
    const slots = slotsOf(root);
    if (slots.size === 0) continue;
    const given = new Map<string, AnyNode[]>();
    for (const child of (host as Element).children) {
      if (child === root) continue;
      const name = child.type === 'tag' ? ((child as Element).attribs.slot ?? '') : '';
      if (!slots.has(name)) continue;
      const nodes = given.get(name);
      if (nodes) nodes.push(child);
      else given.set(name, [child]);
    }
    for (const [name, nodes] of given) {
      const slot = slots.get(name)!;
      // Blank text between the children fills no slot of its own.
      if (nodes.every((node) => node.type === 'text' && !(node as { data: string }).data.trim()))
        continue;
      $(slot).empty().append(nodes);
    }
  }
}

/** The first slot of each name (the default slot under '') in the shadow root, down to MAX_SLOT_DEPTH. */
function slotsOf(root: Element): Map<string, Element> {
  const slots = new Map<string, Element>();
  const stack: Array<[Element, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [at, depth] = stack.pop()!;
    if (at.name === 'slot') {
      const name = at.attribs.name ?? '';
      if (!slots.has(name)) slots.set(name, at);
      continue;
    }
    if (depth >= MAX_SLOT_DEPTH || (at !== root && at.name === 'template')) continue;
    for (let i = at.children.length - 1; i >= 0; i--) {
      const child = at.children[i]!;
      if (child.type === 'tag') stack.push([child as Element, depth + 1]);
    }
  }
  return slots;
}
